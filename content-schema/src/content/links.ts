// The one sanitiser of the links editors write: navigation, buttons, a service's start path, the links inside interface
// texts ([testo](/indirizzo)) and rich text, the social profiles. The CMS refuses a link it does not pass, and the site
// renders none it does not pass (a link saved before the rule, or written into rich text): docs/security.md.
// Kept free of zod: the islands import it.

/**
 * The hosts an absolute link may open (each with its subdomains): the social networks the site links its profiles
 * on. Any other site is reached through a page of ours, never by an editor's link.
 */
export const LINK_HOSTS = ['facebook.com', 'instagram.com', 'linkedin.com', 'youtube.com', 'x.com'] as const

/**
 * A path of this site, as a browser will read it: one leading slash, then only the characters a URL path, query
 * and fragment are written with. Browsers read a backslash as a slash and drop tabs and line breaks, so `/\x`,
 * `/<tab>/x` and `//x` all open the host x: none of them passes, nor an escaped slash, backslash or control
 * character (`%2F`, `%5C`, `%09`), which no path of this site has.
 */
export function isSitePath(href: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9\-._~!$&'*+,;=:@/?#%]*$/.test(href) && !/%(?![0-9A-Fa-f]{2})|%(2f|5c|[01][0-9a-f]|7f)/i.test(href)
}

const ANCHOR = /^#[A-Za-z][A-Za-z0-9\-_.:]*$/
const TEL = /^tel:\+?[0-9][0-9 ]{2,19}$/
const MAILTO = /^mailto:[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/
const HTTPS = /^https:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::443)?(?:[/?#][A-Za-z0-9\-._~!$&'*+,;=:@/?#%]*)?$/

/** Whether `host` is one of LINK_HOSTS or a subdomain of one. */
const allowedHost = (host: string) => LINK_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))

export type LinkKinds = {
  /** `#sezione`, a place on the same page. */
  anchor?: boolean
  /** `https://` to one of LINK_HOSTS. */
  external?: boolean
  /** `tel:` and `mailto:`. */
  contact?: boolean
}

/**
 * The link as it may be rendered, or null when it may not: a path of this site (isSitePath) always; as `kinds` allow,
 * an anchor, an `https://` address of an allowed host (lower-case, no user or password, no escaped slash or control
 * character), a `tel:` or a `mailto:`. Anything else — `//evil`, `/\evil`, `\\evil`, `javascript:`, `data:`, a
 * control character or a space anywhere, `http://` — is null. Surrounding spaces are dropped first.
 */
export function safeLink(href: unknown, kinds: LinkKinds = { anchor: true, external: true, contact: true }): string | null {
  if (typeof href !== 'string') return null
  const link = href.trim()
  if (isSitePath(link)) return link
  if (kinds.anchor && ANCHOR.test(link)) return link
  if (kinds.contact && (TEL.test(link) || MAILTO.test(link))) return link
  if (kinds.external) {
    const host = HTTPS.exec(link)?.[1]
    if (host && allowedHost(host) && !/%(2f|5c|[01][0-9a-f]|7f)/i.test(link)) return link
  }
  return null
}

/** What the CMS says of a link it refuses. */
export const linkRuleMessage = `Scrivi un percorso del sito (/contatti), un’ancora (#servizi), tel: o mailto:, oppure un indirizzo https:// di ${LINK_HOSTS.join(', ')}.`
export const sitePathRuleMessage = 'Scrivi un percorso di questo sito che inizia con una sola / (per esempio /luce-gas-start).'
