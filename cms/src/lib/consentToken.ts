import { createHmac, timingSafeEqual } from 'node:crypto'
import { consentPurposes, type ConsentPurpose } from '#content-schema'
import { publicUrl } from '../../../platform/env.ts'

/**
 * A consent-withdrawal link that needs no login: the e-mail and purpose, signed with PAYLOAD_SECRET so
 * nobody can withdraw someone else's consent by guessing a URL. Format: base64url(email|purpose).signature
 */
function secret(): string {
  const value = process.env.PAYLOAD_SECRET
  if (!value) throw new Error('PAYLOAD_SECRET is not set')
  return value
}

function sign(payload: string): string {
  return createHmac('sha256', `consent-withdrawal:${secret()}`).update(payload).digest('base64url')
}

export function consentToken(email: string, purpose: ConsentPurpose): string {
  const payload = Buffer.from(`${email.trim()}|${purpose}`).toString('base64url')
  return `${payload}.${sign(payload)}`
}

export function verifyConsentToken(token: string): { email: string; purpose: ConsentPurpose } | null {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const [email, purpose] = Buffer.from(payload, 'base64url').toString('utf8').split('|')
  if (!email || !consentPurposes.includes(purpose as ConsentPurpose)) return null
  return { email, purpose: purpose as ConsentPurpose }
}

export function consentWithdrawalUrl(email: string, purpose: ConsentPurpose): string {
  return `${publicUrl()}/api/public/consents/withdraw?token=${encodeURIComponent(consentToken(email, purpose))}`
}
