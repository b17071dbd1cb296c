import { bookingProposalMessages, formatRomeDateTime, formatRomeTime, maskPhone, phoneMaskMessages, requestedServiceName, telemarketingMessages, trackerPath, type ServiceSlug } from '#content-schema'
import { consentWithdrawalUrl } from '../../consents/withdrawalLink.ts'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../layout.ts'

export type BookingClient = { nome: string; telefono: string; email: string; cap: string; servizio: ServiceSlug; serviceName?: string; dettagli: { label: string; value: string }[] }
export type BookingMerchant = { email: string; nomeAzienda: string; nomeCognome: string }

/** When the client asked to be called: the chosen slot's start on the Italian clock, or as soon as possible. */
export const callbackWhen = (slot: Date | null) => (slot ? `${formatRomeDateTime(slot)} (ora italiana)` : 'al più presto')

/**
 * merchant_notification: a client asked this merchant to call back, with everything needed to do it; the
 * phone number only when the client consented to be contacted by partners (`phoneVisible`).
 */
export function merchantBookingEmail(merchant: BookingMerchant, client: BookingClient, phoneVisible: boolean, slot: Date | null): EmailContent {
  const service = requestedServiceName(client)
  return {
    subject: `Nuova richiesta di richiamata: ${service} (${client.cap})`,
    heading: `Un cliente vuole essere richiamato da ${merchant.nomeAzienda}`,
    paragraphs: [
      `Gentile ${merchant.nomeCognome},`,
      `${client.nome} ha scelto la tua offerta per ${service} e chiede di essere richiamato/a ${slot ? `il giorno ${callbackWhen(slot)}` : callbackWhen(slot)}.`,
      'Trovi la richiesta anche nella tua Area Merchant, nella scheda Prenotazioni.',
    ],
    details: [
      { label: 'Cliente', value: client.nome },
      { label: 'Telefono', value: phoneVisible ? client.telefono : `${maskPhone(client.telefono)} (${phoneMaskMessages.note})` },
      { label: 'Email', value: client.email },
      { label: telemarketingMessages.preferredLabel, value: callbackWhen(slot) },
      { label: 'Servizio', value: service },
      { label: 'CAP', value: client.cap },
      ...client.dettagli,
    ],
    cta: { label: 'Apri l’Area Merchant', url: `${publicUrl()}/area-merchant` },
  }
}

/**
 * The client's confirmation that the chosen partner will call back; the withdrawal link only with a marketing
 * consent (`marketingConsent`: that consent's record).
 */
export function clientBookingEmail(merchant: BookingMerchant & { telefono: string }, client: BookingClient, slot: Date | null, marketingConsent: number | null): EmailContent {
  const service = requestedServiceName(client)
  return {
    subject: `Richiesta di richiamata confermata: ${merchant.nomeAzienda}`,
    heading: `Grazie per averci contattato, ${client.nome}!`,
    paragraphs: [
      `Abbiamo inoltrato la tua richiesta per ${service} a ${merchant.nomeAzienda}: un consulente ti richiamerà ${slot ? `il giorno ${callbackWhen(slot)}` : callbackWhen(slot)} al numero ${client.telefono}.`,
      'Il servizio è gratuito e senza impegno.',
    ],
    details: [
      { label: 'Partner', value: merchant.nomeAzienda },
      { label: 'Referente', value: merchant.nomeCognome },
      { label: 'Telefono del partner', value: merchant.telefono },
      { label: 'Email del partner', value: merchant.email },
      { label: telemarketingMessages.preferredLabel, value: callbackWhen(slot) },
      { label: 'Servizio', value: service },
      { label: 'CAP', value: client.cap },
    ],
    unsubscribeUrl: marketingConsent === null ? undefined : consentWithdrawalUrl(marketingConsent, 'address'),
  }
}

/** send-offers-completion: the visitor has finished the offers journey. */
export function offersCompletionEmail(client: { email: string; nome: string; servizio: ServiceSlug; serviceName?: string; cap: string }, marketingConsent: number | null): EmailContent {
  const service = requestedServiceName(client)
  return {
    subject: `La tua richiesta per ${service} è completa`,
    heading: 'Hai completato la tua richiesta',
    paragraphs: [
      `Ciao ${client.nome}, grazie per aver confrontato le offerte ${service} per il CAP ${client.cap}.`,
      // The when is the booking confirmation's (a chosen day and hour, or as soon as allowed): this one promises no other time.
      'Il partner che hai scelto ti chiamerà come indicato nella conferma della richiamata. Se vuoi confrontare anche altri servizi per la tua casa, ti aspettiamo.',
    ],
    cta: { label: 'Scopri gli altri servizi', url: `${publicUrl()}/` },
    unsubscribeUrl: marketingConsent === null ? undefined : consentWithdrawalUrl(marketingConsent, 'address'),
  }
}

type ProposalRequest = { nome: string; servizio: ServiceSlug; serviceName?: string; cap: string; offersToken: string }

/** To the consumer: a partner proposes another slot for their callback; they answer on their request page. */
export function callbackProposalClientEmail(request: ProposalRequest, nomeAzienda: string, current: Date | null, proposed: Date): EmailContent {
  const service = requestedServiceName(request)
  return {
    subject: `${nomeAzienda} ti propone un altro orario per la richiamata`,
    heading: 'Ti proponiamo un altro orario',
    paragraphs: [
      `Ciao ${request.nome},`,
      `${nomeAzienda} ti propone di richiamarti il giorno ${callbackWhen(proposed)} per la tua richiesta di ${service} (CAP ${request.cap}).`,
      'Dalla pagina della tua richiesta puoi accettare il nuovo orario o mantenere quello che avevi scelto.',
    ],
    details: [
      { label: 'Orario attuale', value: callbackWhen(current) },
      { label: 'Orario proposto', value: callbackWhen(proposed) },
      { label: 'Partner', value: nomeAzienda },
    ],
    cta: { label: 'Rispondi alla proposta', url: `${publicUrl()}${trackerPath(request.offersToken)}` },
  }
}

/** To the partner: the consumer answered its proposal from the request page (accepted it, or kept their slot). */
export function callbackProposalAnsweredMerchantEmail(
  request: { nome: string; servizio: ServiceSlug; serviceName?: string; cap: string },
  nomeAzienda: string,
  accepted: boolean,
  slot: Date | null,
): EmailContent {
  const service = requestedServiceName(request)
  const heading = accepted ? bookingProposalMessages.accepted : bookingProposalMessages.kept
  return {
    subject: `${heading}: ${request.nome}, ${service} (${request.cap})`,
    heading,
    paragraphs: [`Gentile ${nomeAzienda},`, `${request.nome} ${accepted ? 'ha accettato' : 'non ha accettato'} l’orario che gli hai proposto per la richiamata: richiamalo/a il giorno ${callbackWhen(slot)}.`],
    details: [
      { label: 'Cliente', value: request.nome },
      { label: 'Richiamata', value: callbackWhen(slot) },
      { label: 'Servizio', value: service },
      { label: 'CAP', value: request.cap },
    ],
    cta: { label: 'Apri l’Area Merchant', url: `${publicUrl()}/area-merchant` },
  }
}

/** To the partner, shortly before a callback it has to make (the reminder job, cms/src/jobs/callbackReminders.ts). */
export function callbackReminderMerchantEmail(
  booking: { nomeCliente: string; servizioRichiesto: ServiceSlug; serviceName?: string; capCliente?: string | null },
  nomeAzienda: string,
  slot: Date,
): EmailContent {
  const service = requestedServiceName({ servizio: booking.servizioRichiesto, serviceName: booking.serviceName })
  return {
    subject: `Promemoria: richiama ${booking.nomeCliente} alle ${formatRomeTime(slot)}`,
    heading: `Richiamata alle ${formatRomeTime(slot)}`,
    paragraphs: [`Gentile ${nomeAzienda},`, `tra poco devi richiamare ${booking.nomeCliente} per ${service}: il giorno ${callbackWhen(slot)}. Trovi il numero nella tua Area Merchant, scheda Prenotazioni.`],
    details: [
      { label: 'Cliente', value: booking.nomeCliente },
      { label: 'Richiamata', value: callbackWhen(slot) },
      { label: 'Servizio', value: service },
      ...(booking.capCliente ? [{ label: 'CAP', value: booking.capCliente }] : []),
    ],
    cta: { label: 'Apri l’Area Merchant', url: `${publicUrl()}/area-merchant` },
  }
}
