import { CONSENT_WITHDRAWAL_PATH } from '#content-schema/consentWithdrawal.ts'
import { VERIFICATION_PATH } from '#content-schema/verification.ts'

/**
 * The pages whose address carries a secret: a request's token (`/richiesta/<token>`, the offers pages' and the
 * contacts' confirmation page's `?ref=`),
 * a password-reset or e-mail confirmation link (`/reset-password?token=`, `/auth-merchant?verifica=` and
 * `?nuova-email=`), a consent's withdrawal link (`/consensi/revoca?token=`). No analytics tag loads there, whatever
 * the visitor accepted: gtag and the Meta Pixel report the page's full address to Google and Meta. Declared once,
 * read by the layout (which hands the cookie banner no tag ids) and by the middleware (which keeps the page's
 * policy closed to the vendors' hosts).
 */
const SECRET_PAGES = new Set(['/offerte-cap', '/offerte-merchant', VERIFICATION_PATH, '/reset-password', '/auth-merchant', CONSENT_WITHDRAWAL_PATH])
const SECRET_PREFIXES = ['/richiesta/']

/** `pathname`: the address the visitor asked for, before any rewrite (a tracker's unknown token shows the 404 page). */
export function carriesSecret(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return SECRET_PAGES.has(path) || SECRET_PREFIXES.some((prefix) => path.startsWith(prefix))
}
