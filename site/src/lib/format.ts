/** A tel: link for a phone number as people write it ('+39 0574 123456'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

const dateFormat = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' })

/** '1 settembre 2024' */
export function italianDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}
