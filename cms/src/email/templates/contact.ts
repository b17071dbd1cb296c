import { contactTopicLabels, serviceName, type ContactRequest } from '#content-schema'
import { consentWithdrawalUrl } from '../../consents/withdrawalLink.ts'
import type { EmailContent } from '../layout.ts'

/** The acknowledgement a visitor receives after writing through /contatti; the withdrawal link with a marketing consent (its record). */
export function contactAcknowledgementEmail(
  request: ContactRequest,
  marketingConsent: number | null,
  topic = request.argomento === 'altro' ? contactTopicLabels.altro : serviceName(request.argomento),
): EmailContent {
  return {
    subject: 'Abbiamo ricevuto il tuo messaggio',
    heading: `Grazie, ${request.nome}!`,
    paragraphs: ['Abbiamo ricevuto il tuo messaggio: ti contatteremo al più presto.', 'Ecco un riepilogo di quello che ci hai scritto.'],
    details: [
      { label: 'Argomento', value: topic },
      { label: 'Messaggio', value: request.messaggio },
      { label: 'Telefono', value: request.telefono },
      { label: 'CAP', value: request.cap },
    ],
    unsubscribeUrl: marketingConsent === null ? undefined : consentWithdrawalUrl(marketingConsent, 'address'),
  }
}
