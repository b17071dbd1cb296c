import { leadReturnReasonLabels, requestedServiceName, type LeadReturnReason, type ServiceSlug } from '#content-schema'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

type ReturnedLead = { nomeAzienda: string; motivo: LeadReturnReason; servizio: ServiceSlug; serviceName?: string; cap: string }

/** Every admin's notice of a return to decide on, with the link to the admin area's «Resi». */
export function leadReturnAdminEmail(input: ReturnedLead & { nota: string | null; areaUrl: string }): EmailContent {
  return templatedEmail(
    'lead-return-admin',
    input.servizio,
    { partner: input.nomeAzienda, servizio: requestedServiceName(input), cap: input.cap },
    {
      details: [{ label: 'Motivo', value: leadReturnReasonLabels[input.motivo] }, ...(input.nota ? [{ label: 'Nota del partner', value: input.nota }] : [])],
      ctaUrl: input.areaUrl,
    },
  )
}

/** The partner's answer: its return accepted or refused, with the admin's reason when given. */
export function leadReturnDecisionEmail(input: ReturnedLead & { accepted: boolean; motivazione: string | null; areaUrl: string }): EmailContent {
  return templatedEmail(
    input.accepted ? 'lead-return-accepted' : 'lead-return-refused',
    input.servizio,
    { servizio: requestedServiceName(input), cap: input.cap, motivazione: input.motivazione || null },
    { details: [{ label: 'Motivo del reso', value: leadReturnReasonLabels[input.motivo] }], ctaUrl: input.areaUrl },
  )
}
