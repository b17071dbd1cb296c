// The request's pages whose address carries its token, and the cookies that keep the token once it has left the
// address (platform/secretUrls.ts, docs/security.md). Free of imports: the pages' own scripts read it.

/** The request page: `/richiesta/<token>`, then, once the page has taken the token out of the address, `/richiesta`. */
export const REQUEST_PAGE_PATH = '/richiesta'
/** The HttpOnly cookie, scoped to REQUEST_PAGE_PATH, that keeps the request page's token once it has left the address. */
export const REQUEST_PAGE_COOKIE = 'cc_richiesta'

/** The query parameter of the offers pages and of the contacts' confirmation page that carries the request's token. */
export const OFFERS_REF_PARAM = 'ref'
/**
 * The HttpOnly cookie that keeps that token once the page has taken it out of its address: one per page, each scoped
 * to its page's path (`Path=/offerte-cap`, …), so a reload finds the request and no other page receives it.
 */
export const REF_PAGE_COOKIE = 'cc_ref'
