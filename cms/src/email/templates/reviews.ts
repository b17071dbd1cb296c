import { requestedServiceName, serviceName, trackerPath, type ServiceSlug } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../layout.ts'

/** The review form on a request's own page: its link is the consumer's proof, as for every other action there. */
export function reviewFormUrl(offersToken: string): string {
  return `${publicUrl()}${trackerPath(offersToken)}#recensioni`
}

/** To the consumer, once a partner marked the request contacted: an invitation to rate it from the request's page. */
export function reviewInvitationEmail(request: { nome: string; servizio: ServiceSlug; serviceName?: string; offersToken: string }, nomeAzienda: string): EmailContent {
  const firstName = request.nome.trim().split(/\s+/)[0] ?? ''
  return {
    subject: `Com’è andata con ${nomeAzienda}? Lascia una recensione - CasaConfronta`,
    heading: `Com’è andata con ${nomeAzienda}?`,
    paragraphs: [
      firstName ? `Ciao ${firstName},` : 'Ciao,',
      `${nomeAzienda} ci ha detto di averti contattato per la tua richiesta di ${requestedServiceName(request)}. Ti chiediamo un minuto per dare un voto da 1 a 5 e raccontare com’è andata: la tua recensione aiuta altre persone a scegliere.`,
      'La recensione si scrive dalla pagina della tua richiesta ed è pubblicata senza il tuo nome. Il partner può risponderti una volta.',
    ],
    cta: { label: 'Scrivi la recensione', url: reviewFormUrl(request.offersToken) },
  }
}

/** To the partner: a consumer it contacted reviewed it; it may reply once from its area. */
export function newReviewMerchantEmail(nomeAzienda: string, voto: number, servizio: ServiceSlug, name = serviceName(servizio)): EmailContent {
  return {
    subject: `Nuova recensione: ${voto} su 5 - CasaConfronta`,
    heading: 'Hai ricevuto una nuova recensione',
    paragraphs: [
      `Gentile ${nomeAzienda},`,
      `un cliente che hai contattato per ${name} ti ha lasciato una recensione. La trovi nella tua Area Merchant, nella scheda Recensioni, dove puoi rispondere una volta: la risposta è pubblica.`,
    ],
    details: [
      { label: 'Voto', value: `${voto} su 5` },
      { label: 'Servizio', value: name },
    ],
    cta: { label: 'Leggi e rispondi', url: `${publicUrl()}/area-merchant` },
  }
}
