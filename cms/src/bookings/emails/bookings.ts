import { callbackOnDay, callbackWhen, formatRomeTime, maskPhone, phoneMaskMessages, requestedServiceName, telemarketingMessages, trackerPath, type ServiceSlug } from '#content-schema'
import { consentWithdrawalUrl } from '../../consents/withdrawalLink.ts'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

export type BookingClient = { nome: string; telefono: string; email: string; cap: string; servizio: ServiceSlug; serviceName?: string; dettagli: { label: string; value: string }[] }
export type BookingMerchant = { email: string; nomeAzienda: string; nomeCognome: string }

const areaUrl = () => `${publicUrl()}/area-merchant`

/**
 * merchant_notification: a client asked this merchant to call back, with everything needed to do it; the
 * phone number only when the client consented to be contacted by partners (`phoneVisible`).
 */
export function merchantBookingEmail(merchant: BookingMerchant, client: BookingClient, phoneVisible: boolean, slot: Date | null): EmailContent {
  const service = requestedServiceName(client)
  return templatedEmail(
    'booking-merchant',
    client.servizio,
    { partner: merchant.nomeAzienda, referente: merchant.nomeCognome, nome: client.nome, servizio: service, cap: client.cap, quando: callbackOnDay(slot) },
    {
      details: [
        { label: 'Cliente', value: client.nome },
        { label: 'Telefono', value: phoneVisible ? client.telefono : `${maskPhone(client.telefono)} (${phoneMaskMessages.note})` },
        { label: 'Email', value: client.email },
        { label: telemarketingMessages.preferredLabel, value: callbackWhen(slot) },
        { label: 'Servizio', value: service },
        { label: 'CAP', value: client.cap },
        ...client.dettagli,
      ],
      ctaUrl: areaUrl(),
    },
  )
}

/**
 * The client's confirmation that the chosen partner will call back; the withdrawal link only with a marketing
 * consent (`marketingConsent`: that consent's record).
 */
export function clientBookingEmail(merchant: BookingMerchant & { telefono: string }, client: BookingClient, slot: Date | null, marketingConsent: number | null): EmailContent {
  const service = requestedServiceName(client)
  return templatedEmail(
    'booking-client',
    client.servizio,
    { partner: merchant.nomeAzienda, nome: client.nome, servizio: service, quando: callbackOnDay(slot), telefono: client.telefono },
    {
      details: [
        { label: 'Partner', value: merchant.nomeAzienda },
        { label: 'Referente', value: merchant.nomeCognome },
        { label: 'Telefono del partner', value: merchant.telefono },
        { label: 'Email del partner', value: merchant.email },
        { label: telemarketingMessages.preferredLabel, value: callbackWhen(slot) },
        { label: 'Servizio', value: service },
        { label: 'CAP', value: client.cap },
      ],
      unsubscribeUrl: marketingConsent === null ? undefined : consentWithdrawalUrl(marketingConsent, 'marketing', 'address'),
    },
  )
}

/** send-offers-completion: the visitor has finished the offers journey. */
export function offersCompletionEmail(client: { email: string; nome: string; servizio: ServiceSlug; serviceName?: string; cap: string }, marketingConsent: number | null): EmailContent {
  // The when is the booking confirmation's (a chosen day and hour, or as soon as allowed): this one promises no other time.
  return templatedEmail(
    'offers-completion',
    client.servizio,
    { nome: client.nome, servizio: requestedServiceName(client), cap: client.cap },
    { ctaUrl: `${publicUrl()}/`, unsubscribeUrl: marketingConsent === null ? undefined : consentWithdrawalUrl(marketingConsent, 'marketing', 'address') },
  )
}

type ProposalRequest = { nome: string; servizio: ServiceSlug; serviceName?: string; cap: string; offersToken: string }

/** To the consumer: a partner proposes another slot for their callback; they answer on their request page. */
export function callbackProposalClientEmail(request: ProposalRequest, nomeAzienda: string, current: Date | null, proposed: Date): EmailContent {
  return templatedEmail(
    'callback-proposal-client',
    request.servizio,
    { partner: nomeAzienda, nome: request.nome, servizio: requestedServiceName(request), cap: request.cap, orario: callbackWhen(proposed) },
    {
      details: [
        { label: 'Orario attuale', value: callbackWhen(current) },
        { label: 'Orario proposto', value: callbackWhen(proposed) },
        { label: 'Partner', value: nomeAzienda },
      ],
      ctaUrl: `${publicUrl()}${trackerPath(request.offersToken)}`,
    },
  )
}

/** To the partner: the consumer answered its proposal from the request page (accepted it, or kept their slot). */
export function callbackProposalAnsweredMerchantEmail(
  request: { nome: string; servizio: ServiceSlug; serviceName?: string; cap: string },
  nomeAzienda: string,
  accepted: boolean,
  slot: Date | null,
): EmailContent {
  const service = requestedServiceName(request)
  return templatedEmail(
    accepted ? 'callback-proposal-accepted-merchant' : 'callback-proposal-kept-merchant',
    request.servizio,
    { partner: nomeAzienda, nome: request.nome, servizio: service, cap: request.cap, orario: callbackWhen(slot) },
    {
      details: [
        { label: 'Cliente', value: request.nome },
        { label: 'Richiamata', value: callbackWhen(slot) },
        { label: 'Servizio', value: service },
        { label: 'CAP', value: request.cap },
      ],
      ctaUrl: areaUrl(),
    },
  )
}

/** To the partner, shortly before a callback it has to make (the reminder job, cms/src/bookings/callbackReminders.ts). */
export function callbackReminderMerchantEmail(
  booking: { nomeCliente: string; servizioRichiesto: ServiceSlug; serviceName?: string; capCliente?: string | null },
  nomeAzienda: string,
  slot: Date,
): EmailContent {
  const service = requestedServiceName({ servizio: booking.servizioRichiesto, serviceName: booking.serviceName })
  return templatedEmail(
    'callback-reminder-merchant',
    booking.servizioRichiesto,
    { partner: nomeAzienda, nome: booking.nomeCliente, servizio: service, orario: callbackWhen(slot), ora: formatRomeTime(slot) },
    {
      details: [
        { label: 'Cliente', value: booking.nomeCliente },
        { label: 'Richiamata', value: callbackWhen(slot) },
        { label: 'Servizio', value: service },
        ...(booking.capCliente ? [{ label: 'CAP', value: booking.capCliente }] : []),
      ],
      ctaUrl: areaUrl(),
    },
  )
}
