import { estimateDetails, estimateMessages, type Estimate, type FinalContactForm, type LabelledDetail } from '#content-schema'
import type { EmailContent } from '../layout.ts'

/** The visitor's confirmation that the request arrived, with the answers as they read them. */
export function leadClientEmail(input: {
  contact: FinalContactForm
  serviceLabel: string
  details: LabelledDetail[]
  estimate: Estimate
  offersUrl: string
}): EmailContent {
  return {
    subject: `Abbiamo ricevuto la tua richiesta per ${input.serviceLabel}`,
    heading: `Grazie ${input.contact.nome}, la tua richiesta è arrivata`,
    paragraphs: [
      `Abbiamo ricevuto la tua richiesta di offerte per ${input.serviceLabel}.`,
      'I professionisti della tua zona ti contatteranno con offerte personalizzate: le prime arrivano di solito entro 24 ore.',
      `${estimateMessages.title}: ${estimateMessages.disclaimer}`,
    ],
    details: [...estimateDetails(input.estimate), ...input.details.map(({ label, value }) => ({ label, value }))],
    cta: { label: 'Vedi le offerte', url: input.offersUrl },
  }
}
