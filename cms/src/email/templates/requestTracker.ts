import { formatRomeDateTime, requestedServiceName, telemarketingMessages, type ServiceSlug } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../layout.ts'
import { callbackWhen } from './bookings.ts'

type Request = { id: number; nome: string; servizio: ServiceSlug; serviceName?: string; cap: string; createdAt?: string }

/** To a partner with a callback still to make: the consumer cancelled the request, so no call is wanted. */
export function requestCancelledMerchantEmail(request: Request, nomeAzienda: string): EmailContent {
  const service = requestedServiceName(request)
  return {
    subject: `Richiesta annullata dal cliente: ${service} (${request.cap})`,
    heading: 'Il cliente ha annullato la richiesta',
    paragraphs: [
      `Gentile ${nomeAzienda},`,
      `${request.nome} ha annullato la richiesta per ${service} (CAP ${request.cap}) per cui ti aveva chiesto di essere richiamato/a: non chiamare.`,
    ],
    cta: { label: 'Apri l’Area Merchant', url: `${publicUrl()}/area-merchant` },
  }
}

/** To the partner of a callback still to make: the consumer chose another slot from the tracker. */
export function callbackRescheduledMerchantEmail(request: Request, nomeAzienda: string, slot: Date | null): EmailContent {
  const service = requestedServiceName(request)
  return {
    subject: `Il cliente ha cambiato l’orario della richiamata: ${service} (${request.cap})`,
    heading: 'Il cliente ha cambiato l’orario della richiamata',
    paragraphs: [
      `Gentile ${nomeAzienda},`,
      `${request.nome} ha cambiato l’orario in cui preferisce essere richiamato/a per ${service} (CAP ${request.cap}): ora ${slot ? `il giorno ${callbackWhen(slot)}` : callbackWhen(slot)}.`,
      'Trovi la prenotazione aggiornata nella tua Area Merchant, nella scheda Prenotazioni.',
    ],
    details: [
      { label: 'Cliente', value: request.nome },
      { label: telemarketingMessages.preferredLabel, value: callbackWhen(slot) },
      { label: 'Servizio', value: service },
      { label: 'CAP', value: request.cap },
    ],
    cta: { label: 'Apri l’Area Merchant', url: `${publicUrl()}/area-merchant` },
  }
}

/** To every admin: a consumer asked, from their tracker, for their data to be erased. */
export function erasureRequestAdminEmail(request: Request & { email: string }): EmailContent {
  return {
    subject: `Richiesta di cancellazione dei dati: ${request.email}`,
    heading: 'Richiesta di cancellazione dei dati',
    paragraphs: [
      `${request.nome} ha chiesto dalla pagina della sua richiesta di cancellare i suoi dati personali. La richiesta è stata annullata; completa la cancellazione da Privacy (GDPR) nell’admin entro 30 giorni e scrivigli quando è fatta.`,
    ],
    details: [
      { label: 'Cliente', value: request.nome },
      { label: 'Email', value: request.email },
      { label: 'Servizio', value: requestedServiceName(request) },
      { label: 'CAP', value: request.cap },
    ],
    cta: { label: 'Apri Privacy (GDPR)', url: `${publicUrl()}/admin/privacy` },
  }
}

/**
 * To a partner that received a request: its consumer objected, from the request page, to the partner processing the
 * data (GDPR art. 21). Only what identifies the request, none of the contacts.
 */
export function objectionMerchantEmail(request: Request, nomeAzienda: string): EmailContent {
  const service = requestedServiceName(request)
  const sent = request.createdAt ? ` del ${formatRomeDateTime(new Date(request.createdAt))}` : ''
  return {
    subject: `Opposizione del cliente: ${service} (${request.cap})`,
    heading: 'Il cliente si è opposto al trattamento dei suoi dati',
    paragraphs: [
      `Gentile ${nomeAzienda},`,
      `${request.nome}, che vi aveva inviato tramite CasaConfronta la richiesta per ${service} (CAP ${request.cap})${sent}, si è opposto/a al trattamento dei suoi dati da parte vostra per questa richiesta (art. 21 del Regolamento UE 2016/679).`,
      'Non contattatelo/a per questa richiesta, né per telefono né per e-mail o messaggio, e cancellate i suoi contatti se li avete salvati altrove. Nella vostra Area Merchant i contatti non sono più visibili.',
    ],
    cta: { label: 'Apri l’Area Merchant', url: `${publicUrl()}/area-merchant` },
  }
}
