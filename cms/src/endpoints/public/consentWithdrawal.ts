import type { Endpoint } from 'payload'
import { genericMessages } from '#content-schema'
import { clientIp } from '../../lib/clientInfo.ts'
import { verifyConsentToken } from '../../lib/consentToken.ts'
import { hitRateLimit, payloadPool } from '../../lib/rateLimit.ts'
import { inTransaction } from '../../database/transaction.ts'
import { recordAudit } from '../../privacy/audit.ts'
import { collectionSlugs } from '../../slugs.ts'
import { unavailable } from '../../lib/publicWrite.ts'

const purposeText = {
  privacy: 'il trattamento dei dati per la gestione delle richieste',
  marketing: 'le comunicazioni promozionali',
  partners: 'le comunicazioni dei partner commerciali',
  group: 'le comunicazioni delle società del gruppo',
} as const

function page(status: number, title: string, text: string): Response {
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f1f5f9;color:#0f172a">
<main style="max-width:560px;margin:48px auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="margin:0 0 12px;font-size:24px">${title}</h1><p style="line-height:1.6">${text}</p>
<p><a href="/" style="color:#047857;font-weight:600">Torna alla home</a></p></main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } })
}

/**
 * GET /api/public/consents/withdraw?token=<signed e-mail and purpose> — the link in every marketing e-mail.
 * Marks that person's consents for that purpose withdrawn and answers with a small Italian HTML page.
 * Idempotent: opening the link again changes nothing and says the same.
 */
export const consentWithdrawalEndpoint: Endpoint = {
  path: '/public/consents/withdraw',
  method: 'get',
  handler: async (req) => {
    const limited = await hitRateLimit(payloadPool(req.payload), `/public/consents/withdraw:${clientIp(req)}`, { limit: 30, windowMs: 60_000 }).catch(
      (error: unknown) => (unavailable(error), page(503, 'Servizio momentaneamente non disponibile', genericMessages.unavailable)),
    )
    if (limited instanceof Response) return limited
    if (!limited.allowed) return page(429, 'Troppe richieste', genericMessages.tooManyRequests)
    const verified = verifyConsentToken(req.searchParams.get('token') ?? '')
    if (!verified) return page(400, 'Link non valido', 'Il link per revocare il consenso non è valido. Scrivici dalla pagina Contatti e lo faremo per te.')
    await inTransaction(req, async () => {
      const withdrawn = await req.payload.update({
        collection: collectionSlugs.consents,
        where: { and: [{ email: { equals: verified.email } }, { purpose: { equals: verified.purpose } }, { withdrawnAt: { exists: false } }] },
        data: { granted: false, withdrawnAt: new Date().toISOString() },
        // A system write: the signed token, not a login, proves the request comes from the address's owner.
        overrideAccess: true,
        req,
      })
      // Only a click that changed something is recorded, so reopening the link adds nothing.
      if (withdrawn.docs.length > 0) {
        await recordAudit(req.payload, { action: 'consent-withdrawal', subject: `${verified.email} (${verified.purpose})`, counts: { consents: withdrawn.docs.length } }, req)
      }
    })
    return page(200, 'Consenso revocato', `Non riceverai più ${purposeText[verified.purpose]} all’indirizzo ${verified.email.replace(/[&<>"']/g, '')}.`)
  },
}
