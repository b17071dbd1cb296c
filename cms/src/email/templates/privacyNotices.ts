import { formatRomeDateTime, requestedServiceName, type ServiceSlug } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../layout.ts'

/** A request as a partner's privacy notice names it: by number, service, CAP and date, never by the person's data. */
type NoticeRequest = { id: number; servizio: ServiceSlug; serviceName?: string; cap: string; createdAt: string }

const named = (request: NoticeRequest) =>
  `la richiesta n. ${request.id} per ${requestedServiceName(request)} (CAP ${request.cap}) del ${formatRomeDateTime(new Date(request.createdAt))}`

/** To a partner that received a request: its consumer withdrew the consent to be contacted by partners (GDPR art. 7 and 19). */
export function consentWithdrawnPartnerEmail(request: NoticeRequest, nomeAzienda: string): EmailContent {
  return {
    subject: `Consenso revocato: richiesta n. ${request.id} (${requestedServiceName(request)}, ${request.cap})`,
    heading: 'Il cliente ha revocato il consenso',
    paragraphs: [
      `Gentile ${nomeAzienda},`,
      `il cliente che ha inviato ${named(request)} ha revocato il consenso a essere contattato dai partner. Da ora non contattarlo più per questa richiesta, con nessun canale.`,
      'Se hai conservato i suoi contatti fuori dall’Area Merchant, non usarli per questa richiesta: sei titolare autonomo dei dati che hai ricevuto. Nell’Area Merchant la richiesta è segnata «Consenso revocato».',
    ],
    cta: { label: 'Apri l’Area Merchant', url: `${publicUrl()}/area-merchant` },
  }
}

/** To a partner that received a request: its consumer's data were erased on their request (GDPR art. 17 and 19). */
export function dataErasedPartnerEmail(request: NoticeRequest, nomeAzienda: string): EmailContent {
  return {
    subject: `Dati cancellati: richiesta n. ${request.id} (${requestedServiceName(request)}, ${request.cap})`,
    heading: 'I dati del cliente sono stati cancellati',
    paragraphs: [
      `Gentile ${nomeAzienda},`,
      `su richiesta dell’interessato abbiamo cancellato i dati personali di ${named(request)}.`,
      'Ti chiediamo di cancellare anche le copie dei suoi dati che hai ricevuto da noi (art. 17 e 19 del GDPR) e di non contattarlo più. Nell’Area Merchant la richiesta è segnata «Dati cancellati».',
    ],
    cta: { label: 'Apri l’Area Merchant', url: `${publicUrl()}/area-merchant` },
  }
}
