// What a person consents to with a form, by purpose: the consent ledger, the request page and the admin alike.
// Kept free of zod: the islands import it to word their checkboxes exactly as the server records them.
import { fillText } from '../textTemplate.ts'
import type { UiTexts } from '../content/uiTexts.ts'

/**
 * Every purpose the ledger holds. 'group' (group companies) is no form's any more — the privacy notice names no group
 * companies — and stays only so that the consents recorded for it before are still read, shown and exported as given.
 */
export const consentPurposes = ['privacy', 'marketing', 'partners', 'group'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]

/** One name per consent, for the admin's ledger and the consumer's tracker alike. */
export const consentPurposeLabels: Record<ConsentPurpose, string> = {
  privacy: 'Privacy e termini',
  marketing: 'Comunicazioni promozionali',
  partners: 'Contatto dai partner commerciali',
  group: 'Comunicazioni delle società del gruppo',
}

/** The ways a partner may contact a person who consented to it, each chosen by the person, none ticked at first. */
/**
 * Whether a consent is in force: its grant grants and its record is no withdrawal (`withdrawnAt`, the record's). The
 * ledger is append-only, so this is asked of the latest grant per submission, purpose and partner
 * (cms/src/consents/grants.ts, consents/given.ts, and the same rule in SQL in cms/src/database/consents.ts).
 */
export function isConsentInForce(record: { granted: boolean; withdrawnAt?: unknown }): boolean {
  return record.granted && !record.withdrawnAt
}

export const contactChannels = ['telefono', 'sms', 'email', 'whatsapp'] as const
export type ContactChannel = (typeof contactChannels)[number]

export const contactChannelLabels: Record<ContactChannel, string> = {
  telefono: 'Telefono',
  sms: 'SMS',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
}

/** The channels that need the phone number: a partner sees the number only when one of them is allowed. */
export const phoneChannels: readonly ContactChannel[] = ['telefono', 'sms', 'whatsapp']

/** A callback booked from an offers page is a phone call: its consent allows that channel and no other. */
export const callbackChannels: readonly ContactChannel[] = ['telefono']

/** The channels as a person reads them: "Telefono, E-mail". */
export function channelsText(channels: readonly ContactChannel[]): string {
  return contactChannels
    .filter((channel) => channels.includes(channel))
    .map((channel) => contactChannelLabels[channel])
    .join(', ')
}

type TextGroup = keyof UiTexts

/**
 * The forms that record consents, with the interface text ("Testi dell'interfaccia") shown beside each checkbox:
 * the island words the checkbox with it and the server records the same words with the consent.
 */
export const consentForms = {
  questionnaire: { group: 'contactStep', texts: { privacy: 'privacyConsent', marketing: 'marketingConsent', partners: 'partnersConsent' } },
  callBooking: { group: 'callBooking', texts: { privacy: 'privacyConsent', marketing: 'marketingConsent', partners: 'partnersConsent' } },
  contactForm: { group: 'contactForm', texts: { privacy: 'privacyConsent', marketing: 'marketingConsent' } },
  offersBooking: { group: 'offers', texts: { partners: 'consentLabel' } },
} as const satisfies Record<string, { group: TextGroup; texts: Partial<Record<ConsentPurpose, string>> }>
export type ConsentForm = keyof typeof consentForms

/**
 * A consent text as the person reads it beside the checkbox: the editors' words with {servizio} — the sector the
 * partners consent is given for — filled in. The one function both the island and the consent ledger word it with.
 */
export function consentText(template: string, serviceLabel: string | null): string {
  return serviceLabel === null ? template : fillText(template, { servizio: serviceLabel })
}

/** The words of one form's consent for `purpose` from a set of interface texts, or null when the form does not ask it. */
export function consentWording(texts: UiTexts, form: ConsentForm, purpose: ConsentPurpose, serviceLabel: string | null): string | null {
  const { group, texts: keys } = consentForms[form]
  const key = (keys as Partial<Record<ConsentPurpose, string>>)[purpose]
  if (!key) return null
  return consentText((texts[group] as Record<string, string>)[key] ?? '', serviceLabel)
}

/**
 * The words of a partners consent as recorded for one partner: the checkbox's words and the partner they were given
 * to, named as the form listed it (a consent to partner contact always names its partner).
 */
export function partnerConsentWording(wording: string, partnerName: string): string {
  return `${wording} Partner: ${partnerName}.`
}
