/**
 * A lead's phone number as a merchant sees it without the lead's consent to be contacted by partners:
 * the country prefix, the first three digits and the last two, with a fixed shape that hides the length.
 */
export const PHONE_MASK = '•'

export const phoneMaskMessages = {
  note: 'Numero visibile solo con il consenso del cliente al contatto da parte dei partner',
  /** A partner's view of the contacts of a request whose consumer did not choose it (cms/src/leads/hooks/maskPhoneForMerchants.ts). */
  notShared: 'Non condiviso: il cliente non ti ha scelto',
} as const

export function maskPhone(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '')
  const international = /^(\+39|0039)/.exec(compact)
  const national = compact.slice(international ? international[0].length : 0).replace(/\D/g, '')
  const prefix = international ? '+39 ' : compact.startsWith('+') ? '+ ' : ''
  if (national.length < 6) return `${prefix}••• •••`
  return `${prefix}${national.slice(0, 3)} ••• ••${national.slice(-2)}`
}

export function isMaskedPhone(phone: string | null | undefined): boolean {
  return typeof phone === 'string' && phone.includes(PHONE_MASK)
}

/** Every way a number is likely written in free text (as given, and its bare national digits), masked. */
export function maskPhoneInText(text: string, phone: string): string {
  const national = phone.replace(/[^\d+]/g, '').replace(/^(\+39|0039)/, '')
  const variants = [phone.trim(), national, phone.replace(/^\s*(\+39|0039)\s*/, '').trim()].filter((variant) => variant.replace(/\D/g, '').length >= 6)
  const masked = maskPhone(phone)
  return [...new Set(variants)].sort((a, b) => b.length - a.length).reduce((result, variant) => result.split(variant).join(masked), text)
}

/**
 * The partner's one-tap actions on a lead it may contact: call, WhatsApp (Italian mobiles only, `https://wa.me/39…`)
 * and e-mail. None for a masked number: without the consumer's consent the partner does not contact them.
 */
export function leadContactLinks(phone: string, email: string): { tel: string; whatsapp: string | null; mailto: string } | null {
  if (isMaskedPhone(phone)) return null
  const compact = phone.replace(/[^\d+]/g, '')
  const national = compact.replace(/^(\+39|0039)/, '')
  const italian = national !== compact || !compact.startsWith('+')
  return {
    tel: `tel:${italian ? `+39${national}` : compact}`,
    whatsapp: italian && /^3\d{8,9}$/.test(national) ? `https://wa.me/39${national}` : null,
    mailto: `mailto:${email}`,
  }
}

export const contactActionMessages = {
  group: 'Contatta il cliente',
  call: 'Chiama',
  whatsapp: 'WhatsApp',
  email: 'Email',
  newTab: '(si apre in una nuova scheda)',
} as const
