import type { FinalContactForm, LabelledDetail } from '#content-schema'
import type { EmailContent } from '../layout.ts'

/** The visitor's confirmation that the request arrived, with the answers as they read them. */
export function leadClientEmail(input: {
  contact: FinalContactForm
  serviceLabel: string
  details: LabelledDetail[]
  offersUrl: string
}): EmailContent {
  return {
    subject: `Abbiamo ricevuto la tua richiesta per ${input.serviceLabel}`,
    heading: `Grazie ${input.contact.nome}, la tua richiesta è arrivata`,
    paragraphs: [
      `Abbiamo ricevuto la tua richiesta di offerte per ${input.serviceLabel}.`,
      'I professionisti della tua zona ti contatteranno con offerte personalizzate: le prime arrivano di solito entro 24 ore.',
    ],
    details: input.details.map(({ label, value }) => ({ label, value })),
    cta: { label: 'Vedi le offerte', url: input.offersUrl },
  }
}
