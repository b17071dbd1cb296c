import type { LabelledDetail } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

/** The notice to every admin: a lead came in for a CAP and service no active partner serves, so nobody was told. */
export function leadUnassignedAdminEmail(input: {
  nome: string
  email: string
  service?: string
  serviceLabel: string
  cap: string
  citta: string | null
  details: LabelledDetail[]
}): EmailContent {
  const zona = input.citta ? `${input.cap} - ${input.citta}` : input.cap
  return templatedEmail(
    'lead-unassigned-admin',
    input.service ?? null,
    { servizio: input.serviceLabel, cap: input.cap, zona },
    {
      details: [
        { label: 'Cliente', value: input.nome },
        { label: 'Email', value: input.email },
        { label: 'Servizio', value: input.serviceLabel },
        { label: 'Zona', value: zona },
        ...input.details.map(({ label, value }) => ({ label, value })),
      ],
      ctaUrl: `${publicUrl()}/area-admin`,
    },
  )
}
