// The request page's address and the cookie that keeps its token once the token has left the address
// (platform/secretUrls.ts, docs/security.md). Free of imports: the page's own script reads it.

/** The request page: `/richiesta/<token>`, then, once the page has taken the token out of the address, `/richiesta`. */
export const REQUEST_PAGE_PATH = '/richiesta'
/** The HttpOnly cookie, scoped to REQUEST_PAGE_PATH, that keeps the request page's token once it has left the address. */
export const REQUEST_PAGE_COOKIE = 'cc_richiesta'
