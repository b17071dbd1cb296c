import { formatRomeShortDateTime } from '#content-schema/italyClock.ts'

/** A page's `<title>`: its own title, then the brand (the site settings' name), unless the title already names it. */
export function pageTitle(title: string, brandName: string): string {
  return title.includes(brandName) ? title : `${title} | ${brandName}`
}

/** A tel: link for a phone number as people write it ('+39 0574 123456'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** '25/11/26, 14:54' (Italian time), or '—' when there is no date: the admin area's lists. */
export function shortDateTime(iso: string | null | undefined): string {
  return iso ? formatRomeShortDateTime(new Date(iso)) : '—'
}
