import { formatRomeDateTime, maskPhone, phoneMaskMessages, requestedServiceName, telemarketingMessages, type ServiceSlug } from '#content-schema'
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
