import type { PayloadRequest } from 'payload'
import { composeSms, DAY_MS, emailKey, formatRomeDateTime, SMS_CODE_MINUTES, verificationLinkPath, verificationMessages, type LeadSettings, type ServiceSlug, type VerificationChannel } from '#content-schema'
import { publicUrl } from '../../../platform/env.ts'
import { jsonError, tooManyRequests } from '../api/publicWrite.ts'
import type { EndpointHit } from '../api/publicEndpoint.ts'
import { payloadPool } from '../database/rateLimits.ts'
import { countHitsInTiers } from '../database/counters.ts'
import { contactReturnedAsNotReal } from '../database/blockedContacts.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { verificationEmail } from './emails/verification.ts'
import { smsWords } from '../email/messageTemplates.ts'
import { readLeadSettings } from '../leads/settings.ts'
import { phoneKey } from '../leads/personKeys.ts'
import { smsConfigured, smsHourlyBudget } from '../sms/gateway.ts'
import { normalisePhone, smsAllowed } from '../sms/phone.ts'
import { productMetrics } from '../../../platform/metrics.ts'
import { hashSecret, newLinkSecret, newSmsCode } from './secrets.ts'
import { nameOfService } from '../services/catalogue.ts'

const HOUR_MS = 60 * 60 * 1000

/**
 * How many codes (or confirmation e-mails) may go out, whichever requests they are for: per phone number and per
 * e-mail address (5 an hour, 10 a day: someone typing another person's number cannot flood it), per visitor's
 * connection (30 an hour) and, for SMS, per network (/24, 60 an hour) and for the whole site (SMS_HOURLY_BUDGET). Counted in PostgreSQL (database/rateLimits.ts), so they hold across web processes.
 */
export const VERIFICATION_SEND_LIMITS = {
  perContactHour: 5,
  perContactDay: 10,
  perAddressHour: 30,
  smsPerNetworkHour: 60,
} as const

/** SMS when the operator keeps SMS codes on and a gateway is configured (SMS_URL); the e-mail's link otherwise. */
export function verificationChannel(settings: Pick<LeadSettings, 'smsVerification'>): VerificationChannel {
  return settings.smsVerification && smsConfigured() ? 'sms' : 'email'
}

/**
 * Whether the contacts were returned as not real (an admin accepted a partner's return, leadReturns/): the phone of
 * any such request, the e-mail too when the request was not a real one. Nobody sends them anything again. A system
 * read (the keys are admin-only fields), one prepared statement (database/blockedContacts.ts): every lead asks it.
 */
export async function contactBlocked(req: PayloadRequest, contact: { email: string; phone: string }): Promise<boolean> {
  return contactReturnedAsNotReal(req, blockedContactKeys(contact))
}

/** The keys contactBlocked looks the contacts up by (leads/personKeys.ts): a lead reads them with its other checks. */
export const blockedContactKeys = (contact: { email: string; phone: string }) => ({ phone: phoneKey(contact.phone), email: emailKey(contact.email) })

/** The visitor's network: an IPv4 address's /24, an IPv6 address's /48 — one operator's block of addresses. */
function networkOf(ip: string): string {
  if (ip.includes(':')) return ip.split(':').slice(0, 3).join(':')
  return ip.split('.').slice(0, 3).join('.')
}

/**
 * The SMS-only limits (issue #37, SMS pumping), counted once the contact's and the address's limits let the code go:
 * one network's codes an hour, and the whole site's, which alerts (a warning in the log,
 * casaconfronta_sms_budget_alerts_total on /metrics) from 80% of SMS_HOURLY_BUDGET and refuses past it.
 */
function smsBudgetHits(ip: string) {
  return { network: { key: `verification:sms:net:${networkOf(ip)}`, windowMs: HOUR_MS }, site: { key: 'verification:sms:site', windowMs: HOUR_MS } }
}

function refuseSmsBudget(req: PayloadRequest, network: number, site: number): Response | null {
  if (network > VERIFICATION_SEND_LIMITS.smsPerNetworkHour) return jsonError(429, verificationMessages.tooManyForAddress)
  const budget = smsHourlyBudget()
  if (site >= budget * 0.8) {
    productMetrics().smsBudgetAlerts.inc()
    req.payload.logger.warn({ msg: 'SMS budget of the hour nearly spent', sent: site, budget })
  }
  if (site > budget) return jsonError(429, verificationMessages.tooManySms)
  return null
}

/**
 * A code or link may be sent to these contacts now, or the Italian refusal: an SMS to a number that is not a mobile of
 * Italy or of a country the admin allowed (422, before anything is counted), contacts returned as not real (400), or
 * past one of VERIFICATION_SEND_LIMITS (429). Counts this send. The phone is counted in E.164 (sms/phone.ts), so
 * every way of writing one number shares its limit. `endpointHit`: the request's hit of its endpoint's limit, counted
 * first in the same statement (publicEndpoint's handlerCountsHit), and the endpoint's 429 past it, nothing else counted.
 */
export async function refuseSending(
  req: PayloadRequest,
  input: { channel: VerificationChannel; email: string; phone: string; ip: string; endpointHit?: EndpointHit },
  settings?: Pick<LeadSettings, 'smsCountries'>,
  /** Whether the contacts were returned as not real, when the caller read it already (a lead's checks): contactBlocked. */
  blocked?: boolean,
): Promise<Response | null> {
  if (input.channel === 'sms' && !smsAllowed(input.phone, (settings ?? (await readLeadSettings(req))).smsCountries)) return jsonError(422, verificationMessages.smsNotAllowed)
  if (blocked ?? (await contactBlocked(req, input))) return jsonError(400, verificationMessages.blockedContact)
  const contact = input.channel === 'sms' ? `phone:${normalisePhone(input.phone) ?? phoneKey(input.phone)}` : `email:${emailKey(input.email)}`
  const hits = {
    hour: { key: `verification:${contact}:hour`, windowMs: HOUR_MS, limit: VERIFICATION_SEND_LIMITS.perContactHour },
    day: { key: `verification:${contact}:day`, windowMs: DAY_MS, limit: VERIFICATION_SEND_LIMITS.perContactDay },
    address: { key: `verification:ip:${input.ip}`, windowMs: HOUR_MS, limit: VERIFICATION_SEND_LIMITS.perAddressHour },
  }
  const sms = input.channel === 'sms' ? smsBudgetHits(input.ip) : null
  const endpoint = input.endpointHit
  // One statement for every counter of this send (database/counters.ts).
  const counts = await countHitsInTiers(payloadPool(req.payload), endpoint ? [endpoint] : [], Object.values(hits), sms ? Object.values(sms) : [])
  if (endpoint) endpoint.counted = true
  const counted = (hit: { key: string }) => counts.get(hit.key.slice(0, 300))
  const count = (hit: { key: string }) => counted(hit)?.count ?? 0
  const endpointCount = endpoint && counted(endpoint)
  if (endpointCount && endpointCount.count > endpoint.limit) return tooManyRequests(endpointCount.retryAfterS)
  if (count(hits.hour) > VERIFICATION_SEND_LIMITS.perContactHour || count(hits.day) > VERIFICATION_SEND_LIMITS.perContactDay) {
    return jsonError(429, input.channel === 'sms' ? verificationMessages.tooManyForPhone : verificationMessages.tooManyForEmail)
  }
  if (count(hits.address) > VERIFICATION_SEND_LIMITS.perAddressHour) return jsonError(429, verificationMessages.tooManyForAddress)
  return sms ? refuseSmsBudget(req, count(sms.network), count(sms.site)) : null
}

/** A new secret for a request: the fields that store its hash, and the secret itself for the message. */
export function newVerificationSecret(channel: VerificationChannel, offersToken: string) {
  const secret = channel === 'sms' ? newSmsCode() : newLinkSecret()
  return { secret, fields: { verificaSegreto: hashSecret(offersToken, secret), verificaInviataIl: new Date().toISOString() } }
}

type VerifiedLead = { nome: string; email: string; telefono: string; servizio: ServiceSlug; offersToken: string; verificaScadeIl: string }

/**
 * Queues the code (task `sendSms`, through the one SMS gateway) or the confirmation e-mail in the request's
 * transaction, so the message exists exactly when the hash of its secret does. `serviceName`: the service's name when
 * the caller has read it already (a lead's request context).
 */
export async function queueVerification(req: PayloadRequest, lead: VerifiedLead, channel: VerificationChannel, secret: string, serviceName?: string): Promise<void> {
  if (channel === 'sms') {
    const { words } = await smsWords(req, 'verification-sms', lead.servizio)
    const text = composeSms(words, { codice: secret, minuti: String(SMS_CODE_MINUTES) }, new URL(publicUrl()).hostname)
    await req.payload.jobs.queue({ task: 'sendSms', input: { to: lead.telefono, text }, req })
    return
  }
  await queueEmail(
    req,
    lead.email,
    verificationEmail({
      nome: lead.nome,
      service: lead.servizio,
      serviceLabel: serviceName ?? (await nameOfService(req, lead.servizio)),
      verifyUrl: `${publicUrl()}${verificationLinkPath(lead.offersToken, secret)}`,
      expiresAt: formatRomeDateTime(new Date(lead.verificaScadeIl)),
    }),
  )
}
