import { leadReturnReasonLabels, requestedServiceName, type LeadReturnReason, type ServiceSlug } from '#content-schema'
import type { EmailContent } from '../layout.ts'

type ReturnedLead = { nomeAzienda: string; motivo: LeadReturnReason; servizio: ServiceSlug; serviceName?: string; cap: string }

/** Every admin's notice of a return to decide on, with the link to the admin area's «Resi». */
export function leadReturnAdminEmail(input: ReturnedLead & { nota: string | null; areaUrl: string }): EmailContent {
  return {
    subject: `Reso da decidere: ${input.nomeAzienda} - ${requestedServiceName(input)} (${input.cap})`,
    heading: 'Un partner ha restituito una richiesta',
    paragraphs: [`${input.nomeAzienda} ha restituito una richiesta di ${requestedServiceName(input)} (CAP ${input.cap}). Decidi nell’area admin, sezione «Resi».`],
    details: [{ label: 'Motivo', value: leadReturnReasonLabels[input.motivo] }, ...(input.nota ? [{ label: 'Nota del partner', value: input.nota }] : [])],
    cta: { label: 'Apri l’area admin', url: input.areaUrl },
  }
}

/** The partner's answer: its return accepted or refused, with the admin's reason when given. */
export function leadReturnDecisionEmail(input: ReturnedLead & { accepted: boolean; motivazione: string | null; areaUrl: string }): EmailContent {
  const what = `la richiesta di ${requestedServiceName(input)} (CAP ${input.cap}) che hai restituito`
  return {
    subject: input.accepted ? 'Reso accettato - CasaConfronta' : 'Reso respinto - CasaConfronta',
    heading: input.accepted ? 'Il tuo reso è stato accettato' : 'Il tuo reso è stato respinto',
    paragraphs: [
      input.accepted ? `Abbiamo accettato il reso per ${what}: non conta più tra le tue richieste.` : `Abbiamo respinto il reso per ${what}: resta tra le tue richieste.`,
      ...(input.motivazione ? [`Motivazione: ${input.motivazione}`] : []),
    ],
    details: [{ label: 'Motivo del reso', value: leadReturnReasonLabels[input.motivo] }],
    cta: { label: 'Apri la tua area', url: input.areaUrl },
  }
}
