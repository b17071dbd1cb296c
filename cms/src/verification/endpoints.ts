import { APIError, type PayloadRequest } from 'payload'
import {
  maskEmail,
  maskPhone,
  ResendVerificationSchema,
  SMS_CODE_MINUTES,
  SMS_CODE_TRIES,
  VERIFICATION_RESEND_SECONDS,
  verificationMessages,
  VerifyRequestSchema,
  type VerificationChannel,
  type VerificationSent,
  type VerificationState,
  type VerificationStatus,
  type Verified,
} from '#content-schema'
import type { ClientRequest } from '../../payload-types.ts'
import { publicEndpoint, publicReadEndpoint } from '../api/publicEndpoint.ts'
import { jsonError, noStore } from '../api/publicWrite.ts'
import { countHit, isRateLimited, payloadPool } from '../database/rateLimits.ts'
import { inTransaction } from '../database/transaction.ts'
import { findOpenRequest, lockPerson, noteRepeatUnserved, remindOfOpenRequest } from '../leads/repeats.ts'
import { offersUrlFor } from '../leads/offersUrl.ts'
import { readLeadByToken } from '../leads/leadByToken.ts'
import { lockRequest } from '../requestPage/actions.ts'
import { collectionSlugs } from '../slugs.ts'
import { newVerificationSecret, queueVerification, refuseSending } from './send.ts'
import { secretMatches } from './secrets.ts'
import { nameOfService } from '../services/catalogue.ts'

/** The routes' paths under `/api`, and the prefixes of their rate-limit keys. */
export const VERIFICATION_PATH = '/public/request/verification'
export const VERIFY_PATH = '/public/request/verify'
export const RESEND_PATH = '/public/request/verify/resend'

const CODE_MS = SMS_CODE_MINUTES * 60_000

/** A request confirmed, cancelled, past its time, or still waiting for its code or link. */
function stateOf(lead: ClientRequest, now = Date.now()): VerificationState {
  if (lead.verificataIl) return 'verified'
  if (lead.annullataIl) return 'cancelled'
  if (!lead.verificaScadeIl || Date.parse(lead.verificaScadeIl) <= now) return 'expired'
  return 'pending'
}

function resendInSeconds(lead: ClientRequest, now = Date.now()): number {
  const sentAt = lead.verificaInviataIl
  if (!sentAt) return 0
  return Math.max(0, Math.ceil((Date.parse(sentAt) + VERIFICATION_RESEND_SECONDS * 1000 - now) / 1000))
}

const channelOf = (lead: ClientRequest): VerificationChannel => (lead.verificaCanale === 'email' ? 'email' : 'sms')

/** What stops a confirmation or a new code (409, as the consumer reads it): nothing for a request still waiting. */
function refuseUnlessPending(state: VerificationState): void {
  if (state === 'expired') throw new APIError(verificationMessages.expired, 409, undefined, true)
  if (state === 'cancelled') throw new APIError(verificationMessages.cancelled, 409, undefined, true)
}

/**
 * GET /api/public/request/verification?ref=<token>: where a request's confirmation stands, for its page
 * (/conferma-richiesta). The token is the proof the request is the visitor's; the contacts show masked.
 */
export const verificationStatusEndpoint = publicReadEndpoint({
  path: VERIFICATION_PATH,
  rateLimit: { limit: 120, windowMs: 60_000 },
  headers: noStore,
  handler: async (req) => {
    const ref = req.searchParams.get('ref')
    const lead = await readLeadByToken(req, ref)
    if (!lead || !ref) return jsonError(404, verificationMessages.notFound, {}, noStore)
    const channel = channelOf(lead)
    const body: VerificationStatus = {
      state: stateOf(lead),
      channel,
      sentTo: channel === 'sms' ? maskPhone(lead.telefono) : maskEmail(lead.email),
      serviceLabel: await nameOfService(req, lead.servizio),
      expiresAt: lead.verificaScadeIl ?? lead.createdAt,
      resendInSeconds: resendInSeconds(lead),
      offersUrl: offersUrlFor(lead.servizio, ref),
    }
    return Response.json(body, { headers: noStore })
  },
})

/**
 * Confirms the request and delivers it, in one transaction after locking it: the person's lock and the repeat check
 * (leads/repeats.ts), then the lead's `verificataIl` through Payload, whose hooks choose its partners, write them as
 * `destinatari` and queue every notice (leads/delivery.ts). A repeat of the person's open request is stored as one
 * and reaches nobody; the open request's owner is reminded.
 */
async function confirm(req: PayloadRequest, ref: string, channel: VerificationChannel): Promise<void> {
  await inTransaction(req, async () => {
    const lead = await lockRequest(req, ref)
    if (lead.verificataIl) return
    refuseUnlessPending(stateOf(lead))
    await lockPerson(req, lead.servizio, lead.email, lead.telefono)
    const open = await findOpenRequest(req, { id: lead.id, service: lead.servizio, email: lead.email, phone: lead.telefono })
    if (open) await noteRepeatUnserved(req, { cap: lead.cap, servizio: lead.servizio })
    await req.payload.update({
      collection: collectionSlugs.clientRequests,
      id: lead.id,
      data: { verificataIl: new Date().toISOString(), verificaCanale: channel, ripeteRichiesta: open?.id ?? null },
      depth: 0,
      // A system write: the code or the link proved the contacts are the consumer's.
      overrideAccess: true,
      req,
    })
    if (open) await remindOfOpenRequest(req, open, lead.servizio)
  })
}

/**
 * POST /api/public/request/verify { ref, code } — the SMS's code or the e-mail link's secret. 200 { offersUrl } once
 * confirmed (again for a request confirmed already); 400 for a wrong code (five wrong tries spend a code: a new one
 * is needed), a code past its 15 minutes or a link that is not the latest; 404 for an unknown request; 409 once
 * expired or cancelled.
 */
export const verifyEndpoint = publicEndpoint({
  path: VERIFY_PATH,
  schema: VerifyRequestSchema,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ req, data }) => {
    const lead = await readLeadByToken(req, data.ref)
    if (!lead) return jsonError(404, verificationMessages.notFound)
    const done: Verified = { offersUrl: offersUrlFor(lead.servizio, data.ref) }
    if (lead.verificataIl) return Response.json(done)
    refuseUnlessPending(stateOf(lead))
    const channel = channelOf(lead)
    if (channel === 'email') {
      if (!secretMatches(data.ref, data.code, lead.verificaSegreto)) return jsonError(400, verificationMessages.linkInvalid)
    } else {
      // Wrong tries are counted per code sent, outside any transaction (a refused try must count).
      const tries = `verification:tries:${lead.id}:${lead.verificaInviataIl ?? ''}`
      const db = payloadPool(req.payload)
      if (await isRateLimited(db, tries, { limit: SMS_CODE_TRIES, windowMs: CODE_MS })) return jsonError(400, verificationMessages.codeSpent)
      if (!lead.verificaInviataIl || Date.parse(lead.verificaInviataIl) + CODE_MS < Date.now()) return jsonError(400, verificationMessages.codeExpired)
      if (!secretMatches(data.ref, data.code, lead.verificaSegreto)) {
        const count = await countHit(db, tries, CODE_MS)
        return jsonError(400, count >= SMS_CODE_TRIES ? verificationMessages.codeSpent : verificationMessages.wrongCode)
      }
    }
    await confirm(req, data.ref, channel)
    return Response.json(done)
  },
})

/**
 * POST /api/public/request/verify/resend { ref } — a new code (or e-mail) for a request still waiting: at most one a
 * minute per request, within the limits per number, address and connection (verification/send.ts). The new secret
 * replaces the old one. 200 { resendInSeconds }; 429 too soon or past a limit; 409 once expired or cancelled; 200
 * with 0 for a request already confirmed (nothing is sent).
 */
export const resendVerificationEndpoint = publicEndpoint({
  path: RESEND_PATH,
  schema: ResendVerificationSchema,
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ req, data, ip }) => {
    const lead = await readLeadByToken(req, data.ref)
    if (!lead) return jsonError(404, verificationMessages.notFound)
    if (lead.verificataIl) return Response.json({ resendInSeconds: 0 } satisfies VerificationSent)
    refuseUnlessPending(stateOf(lead))
    const wait = resendInSeconds(lead)
    if (wait > 0) return jsonError(429, verificationMessages.resendWait(wait), {}, { 'Retry-After': String(wait) })
    const channel = channelOf(lead)
    const limited = await refuseSending(req, { channel, email: lead.email, phone: lead.telefono, ip })
    if (limited) return limited
    const { secret, fields } = newVerificationSecret(channel, data.ref)
    await inTransaction(req, async () => {
      const locked = await lockRequest(req, data.ref)
      if (locked.verificataIl) return
      await req.payload.update({ collection: collectionSlugs.clientRequests, id: lead.id, data: fields, depth: 0, overrideAccess: true, req })
      await queueVerification(req, { ...locked, servizio: locked.servizio, offersToken: data.ref, verificaScadeIl: locked.verificaScadeIl ?? lead.createdAt }, channel, secret)
    })
    return Response.json({ resendInSeconds: VERIFICATION_RESEND_SECONDS } satisfies VerificationSent)
  },
})
