import { callConfirmationLinkPath, formatRomeDateTime, italianPhone, telemarketingMessages, type CallRequest } from '#content-schema'
import { consentWithdrawalUrl } from '../../consents/withdrawalLink.ts'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

const yesNo = (value: boolean) => (value ? 'Sì' : 'No')

/** The preferred callback slot as a detail row, when the visitor chose one. */
function preferredSlot(request: Pick<CallRequest, 'richiamata'>) {
  return request.richiamata ? [{ label: telemarketingMessages.preferredLabel, value: formatRomeDateTime(new Date(request.richiamata)) }] : []
}

/**
 * The notice to every admin: a visitor asked for a call and no merchant is assigned yet. `service`: its hub tile's
 * label; `chosen`: the partners the visitor consented to among those the form named, the only ones to give it to.
 */
export function adminCallRequestEmail(request: CallRequest, service: string, bookingId: number, chosen: readonly string[]): EmailContent {
  return templatedEmail('call-request-admin', null, { nome: request.nome, cognome: request.cognome, servizio: service }, {
    details: [
      { label: 'Cliente', value: `${request.nome} ${request.cognome}` },
      { label: 'Cellulare', value: italianPhone(request.cellulare) },
      { label: 'Email', value: request.email },
      { label: 'Servizio', value: service },
      { label: 'CAP', value: request.cap },
      { label: 'Richiesta', value: request.descrizione },
      ...preferredSlot(request),
      { label: 'Consenso marketing', value: yesNo(request.marketing) },
      { label: 'Consenso partner commerciali', value: yesNo(request.partners) },
      { label: 'Partner scelti', value: chosen.length > 0 ? chosen.join(', ') : 'Nessuno' },
    ],
    ctaUrl: `${publicUrl()}/admin/collections/bookings/${bookingId}`,
  })
}

/**
 * The visitor's confirmation of a call request; the withdrawal link with a marketing consent (`marketingConsent`: its
 * record). A fixed text: the address was typed by the sender and nobody proved it theirs, so nothing the sender wrote
 * (name, request, number) goes into it (issue #37 item 6). The service and the slot are the site's own words.
 */
export function clientCallRequestEmail(request: Pick<CallRequest, 'richiamata'>, service: string, marketingConsent: number | null, confirmationCode: string): EmailContent {
  return templatedEmail('call-request-client', null, { servizio: service }, {
    details: [{ label: 'Servizio', value: service }, ...preferredSlot(request)],
    ctaUrl: `${publicUrl()}${callConfirmationLinkPath(confirmationCode)}`,
    unsubscribeUrl: marketingConsent === null ? undefined : consentWithdrawalUrl(marketingConsent, 'marketing', 'address'),
  })
}
