import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { CallConfirmationSchema, callConfirmationMessages, DAY_MS } from '#content-schema'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import { jsonError } from '../api/publicWrite.ts'
import { inTransaction } from '../database/transaction.ts'
import { collectionSlugs } from '../slugs.ts'

/** How long a call request's link confirms it. */
const CONFIRMATION_DAYS = 7

const hashOf = (code: string) => crypto.createHash('sha256').update(code).digest('hex')

/** A call request's confirmation code, for its e-mail's link, and the hash the booking keeps of it. */
export function newCallConfirmationCode(): { code: string; hash: string } {
  const code = crypto.randomBytes(32).toString('hex')
  return { code, hash: hashOf(code) }
}

const confirmationSince = () => new Date(Date.now() - CONFIRMATION_DAYS * DAY_MS).toISOString()

/**
 * When the sender of a new call request proved its address with an earlier one's link, within CONFIRMATION_DAYS: the
 * new one is confirmed by that proof (its e-mail may not go out: at most one a day per address).
 */
export async function addressProvedAt(req: PayloadRequest, email: string): Promise<string | null> {
  const found = await req.payload.find({
    collection: collectionSlugs.bookings,
    where: { and: [{ origine: { equals: 'chiamata' } }, { emailCliente: { equals: email } }, { contattoVerificatoIl: { greater_than: confirmationSince() } }] },
    select: { contattoVerificatoIl: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return found.docs[0]?.contattoVerificatoIl ?? null
}

/**
 * POST /api/public/call-requests/confirm { codice } → 200 { message } | 400: the link of a call request's e-mail
 * (bookings/callRequestEndpoint.ts) proves its sender reads that address. The request, and every other call request
 * of the same address still waiting for it, may then go to a partner (Bookings' checkMerchantAssignment): the e-mail
 * goes out at most once a day per address (contact/acknowledgement.ts), so one link proves the address for all. An
 * unknown code, or one older than CONFIRMATION_DAYS: 400.
 */
export const callConfirmationEndpoint = publicEndpoint({
  path: '/public/call-requests/confirm',
  schema: CallConfirmationSchema,
  rateLimit: { limit: 20, windowMs: 10 * 60 * 1000 },
  handler: async ({ req, data }) => {
    const since = confirmationSince()
    // System reads and writes: the sender has no account, the code is its proof.
    const found = await req.payload.find({
      collection: collectionSlugs.bookings,
      where: { and: [{ codiceContattoHash: { equals: hashOf(data.codice) } }, { origine: { equals: 'chiamata' } }, { createdAt: { greater_than: since } }] },
      select: { emailCliente: true },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const booking = found.docs[0]
    if (!booking) return jsonError(400, callConfirmationMessages.invalid)
    await inTransaction(req, () =>
      req.payload.update({
        collection: collectionSlugs.bookings,
        where: {
          and: [
            { origine: { equals: 'chiamata' } },
            { contattoVerificatoIl: { exists: false } },
            { or: [{ id: { equals: booking.id } }, { and: [{ emailCliente: { equals: booking.emailCliente } }, { createdAt: { greater_than: since } }] }] },
          ],
        },
        data: { contattoVerificatoIl: new Date().toISOString() },
        depth: 0,
        overrideAccess: true,
        req,
      }),
    )
    return Response.json({ message: callConfirmationMessages.confirmed })
  },
})
