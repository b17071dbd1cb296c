import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { SMS_CODE_LENGTH } from '#content-schema'

// What proves a request's contacts: a six-digit code sent by SMS, or a long secret in an e-mail's link. Only a keyed
// hash of it is stored (with the request's token, so a hash is worth nothing for another request).

export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
}

export function newLinkSecret(): string {
  return randomBytes(24).toString('base64url')
}

function key(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return `${secret}:contact-verification`
}

export function hashSecret(offersToken: string, secret: string): string {
  return createHmac('sha256', key()).update(`${offersToken}:${secret}`).digest('hex')
}

export function secretMatches(offersToken: string, secret: string, stored: string | null | undefined): boolean {
  if (!stored) return false
  const given = Buffer.from(hashSecret(offersToken, secret), 'hex')
  const kept = Buffer.from(stored, 'hex')
  return given.length === kept.length && timingSafeEqual(given, kept)
}
