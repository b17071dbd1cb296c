import { contactTopicLabels, type ContactRequest } from '#content-schema'
import { consentWithdrawalUrl } from '../../lib/consentToken.ts'
import type { EmailContent } from '../layout.ts'

/** The acknowledgement a visitor receives after writing through /contatti. */
export function contactAcknowledgementEmail(request: ContactRequest): EmailContent {
  return {
    subject: 'Abbiamo ricevuto il tuo messaggio',
    heading: `Grazie, ${request.nome}!`,
    paragraphs: ['Abbiamo ricevuto il tuo messaggio: ti contatteremo al più presto.', 'Ecco un riepilogo di quello che ci hai scritto.'],
    details: [
      { label: 'Argomento', value: contactTopicLabels[request.argomento] },
      { label: 'Messaggio', value: request.messaggio },
      { label: 'Telefono', value: request.telefono },
      { label: 'CAP', value: request.cap },
    ],
    unsubscribeUrl: request.marketing ? consentWithdrawalUrl(request.email, 'marketing') : undefined,
  }
}
