import { createHmac, timingSafeEqual } from 'node:crypto'
import { CONSENT_WITHDRAWAL_PATH, CONSENT_WITHDRAWAL_TOKEN, type ConsentPurpose } from '#content-schema'
import { publicUrl } from '../../../platform/env.ts'

/**
 * A consent-withdrawal link needs no login: it names one consent record by its id and the purpose withdrawn (a
 * record holds every consent of its submission), signed with PAYLOAD_SECRET, so nobody can withdraw someone else's
 * consent by guessing a URL, and it says nothing about the person (the old links carried the e-mail address in
 * base64). A link sent while a record held one consent names no purpose: that record's one grant is it. It works as long as that record keeps its e-mail: the retention
 * purge blanks it with the request's data (cms/src/database/retention.ts), and the endpoints refuse it from then
 * on (withdrawalEndpoints.ts).
 *
 * What it reaches depends on who can hold it. A link in an e-mail reached the address's mailbox, so it withdraws
 * the consent for that purpose everywhere the address gave it ('address'). A link on a request's page is seen by
 * whoever sent the request, who has not proven the address is theirs: it withdraws only what that submission gave
 * ('submission'), so nobody can withdraw another person's consents by typing their e-mail into a form.
 */
export type WithdrawalScope = 'address' | 'submission'

const scopeLetter: Record<WithdrawalScope, string> = { address: 'a', submission: 's' }

function signature(named: string): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHmac('sha256', `consent-withdrawal:${secret}`).update(named).digest('base64url')
}

export function consentWithdrawalToken(consentId: number, scope: WithdrawalScope, purpose?: ConsentPurpose): string {
  const named = `${scopeLetter[scope]}${consentId}${purpose ? `-${purpose}` : ''}`
  return `${named}.${signature(named)}`
}

/**
 * The consent record a token names, the purpose (null in a link sent while a record held one consent) and how far it
 * reaches, or null when it is not one this server signed.
 */
export function consentOfWithdrawalToken(token: string): { consentId: number; purpose: ConsentPurpose | null; scope: WithdrawalScope } | null {
  if (!CONSENT_WITHDRAWAL_TOKEN.test(token)) return null
  const [named, given] = token.split('.') as [string, string]
  const expected = Buffer.from(signature(named))
  const sent = Buffer.from(given)
  if (expected.length !== sent.length || !timingSafeEqual(expected, sent)) return null
  const [record, purpose] = named.slice(1).split('-') as [string, ConsentPurpose | undefined]
  return { consentId: Number(record), purpose: purpose ?? null, scope: named.startsWith(scopeLetter.address) ? 'address' : 'submission' }
}

/** The one place a withdrawal link is written: the site's page for the consent for `purpose` of the record `consentId`. */
export function consentWithdrawalUrl(consentId: number, purpose: ConsentPurpose, scope: WithdrawalScope): string {
  return `${publicUrl()}${CONSENT_WITHDRAWAL_PATH}?token=${consentWithdrawalToken(consentId, scope, purpose)}`
}
