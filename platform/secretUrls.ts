import { CONSENT_WITHDRAWAL_PATH } from '#content-schema/consents/consentWithdrawal.ts'
import { VERIFICATION_PATH } from '#content-schema/verification/verification.ts'
import { CALL_CONFIRMATION_PATH } from '#content-schema/bookings/callConfirmation.ts'
import { REQUEST_PAGE_PATH } from './requestPage.ts'

/**
 * The pages whose address carries a secret: a request's token (`/richiesta/<token>`, the offers pages' and the
 * contacts' confirmation page's `?ref=`),
 * a password-reset or e-mail confirmation link (`/reset-password?token=`, `/auth-merchant?verifica=` and
 * `?nuova-email=`, a call request's `/conferma-chiamata#codice=`), a consent's withdrawal link (`/consensi/revoca?token=`). No analytics tag loads there, whatever
 * the visitor accepted: gtag and the Meta Pixel report the page's full address to Google and Meta. Declared once,
 * read by the layout (which hands the cookie banner no tag ids), by the middleware (which keeps the page's policy
 * closed to the vendors' hosts and sends no referrer) and by the front cache (which never keeps them).
 */
/** `/richiesta` carries no secret in its address but shows the same page, from the cookie: kept as private. */
const SECRET_PAGES = new Set(['/offerte-cap', '/offerte-merchant', VERIFICATION_PATH, CALL_CONFIRMATION_PATH, '/reset-password', '/auth-merchant', CONSENT_WITHDRAWAL_PATH, REQUEST_PAGE_PATH])
const SECRET_PREFIXES = [`${REQUEST_PAGE_PATH}/`]

/**
 * The signed-in areas: the merchant's (full of consumers' e-mails, phones and `wa.me` links), the admin's and
 * Payload's admin. Like the secret pages, no tag and no referrer.
 */
const PRIVATE_AREAS = ['/area-merchant', '/area-admin', '/auth-admin', '/admin']

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/** `pathname`: the address the visitor asked for, before any rewrite (a tracker's unknown token shows the 404 page). */
export function carriesSecret(pathname: string): boolean {
  const path = trimmed(pathname)
  return SECRET_PAGES.has(path) || SECRET_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** Whether a page loads no analytics tag and sends no referrer: its address carries a secret, or it is a signed-in area. */
export function isPrivatePage(pathname: string): boolean {
  const path = trimmed(pathname)
  return carriesSecret(path) || PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`))
}

/** The Referrer-Policy of a private page: the next page, and any tag on it, learns nothing of the address. */
export const PRIVATE_REFERRER_POLICY = 'no-referrer'
