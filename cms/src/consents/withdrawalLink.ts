import { createHmac, timingSafeEqual } from 'node:crypto'
import { CONSENT_WITHDRAWAL_PATH, CONSENT_WITHDRAWAL_TOKEN } from '#content-schema'
import { publicUrl } from '../../../platform/env.ts'

/**
 * A consent-withdrawal link needs no login: it names one consent record by its id, signed with PAYLOAD_SECRET, so
 * nobody can withdraw someone else's consent by guessing a URL, and it says nothing about the person (the old
 * links carried the e-mail address in base64). It works as long as that record keeps its e-mail: the retention
 * purge blanks it with the request's data (cms/src/privacy/retention.ts), and the endpoints refuse it from then
 * on (withdrawalEndpoints.ts).
 */
function signature(consentId: number): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHmac('sha256', `consent-withdrawal:${secret}`).update(String(consentId)).digest('base64url')
}

export function consentWithdrawalToken(consentId: number): string {
  return `${consentId}.${signature(consentId)}`
}

/** The consent record a token names, or null when it is not one this server signed. */
export function consentOfWithdrawalToken(token: string): number | null {
  if (!CONSENT_WITHDRAWAL_TOKEN.test(token)) return null
  const [id, given] = token.split('.') as [string, string]
  const consentId = Number(id)
  const expected = Buffer.from(signature(consentId))
  const sent = Buffer.from(given)
  return expected.length === sent.length && timingSafeEqual(expected, sent) ? consentId : null
}

/** The one place a withdrawal link is written: the site's page for the consent record `consentId`. */
export function consentWithdrawalUrl(consentId: number): string {
  return `${publicUrl()}${CONSENT_WITHDRAWAL_PATH}?token=${consentWithdrawalToken(consentId)}`
}
