/**
 * The one way the product sends an SMS: `SmsGateway.send`. Production names an HTTP gateway with environment
 * variables — `SMS_URL` (required to send), `SMS_TOKEN` (sent as `Authorization: Bearer …` when set), `SMS_SENDER`
 * (the sender shown on the phone, default `CasaConfronta`) — that takes `POST {SMS_URL}` with the JSON
 * `{ from, to, text }` (`to` in international form, +39…) and answers 2xx, optionally with `{ id }`. A provider with
 * another protocol is one more implementation of this interface. Development and the tests use the local SMS catcher
 * (server/sms-catcher.ts), which speaks this protocol and shows what it got in a web inbox.
 */
import { normalisePhone } from './phone.ts'

export type SmsMessage = { to: string; text: string }
export type SmsGateway = { send: (message: SmsMessage) => Promise<{ id: string }> }

/** A send takes at most this long, so a job whose gateway stops answering ends and is tried again. */
const SEND_TIMEOUT_MS = 15_000

/** The number as gateways want it, E.164 (sms/phone.ts); a number that reads as none is never sent to. */
function e164(phone: string): string {
  const normalised = normalisePhone(phone)
  if (!normalised) throw new Error('not a phone number: no SMS sent')
  return normalised
}

export function httpSmsGateway(options: { url: string; token?: string; sender: string }): SmsGateway {
  return {
    async send({ to, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        body: JSON.stringify({ from: options.sender, to: e164(to), text }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      const body = (await response.json().catch(() => ({}))) as { id?: unknown }
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
      return { id: typeof body.id === 'string' ? body.id : '' }
    },
  }
}

/** Whether this process can send SMS at all: without SMS_URL requests are confirmed by e-mail, whatever the setting. */
export function smsConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.SMS_URL)
}

/** What one SMS costs, in euro: `SMS_PRICE_EUR`, the provider's price per message (0 while unset). */
export function smsPriceEur(env: NodeJS.ProcessEnv = process.env): number {
  const price = Number(env.SMS_PRICE_EUR)
  return Number.isFinite(price) && price > 0 ? price : 0
}

/** SMS codes sent in an hour across the site at most: `SMS_HOURLY_BUDGET` (default 500). An alert fires at 80%. */
export function smsHourlyBudget(env: NodeJS.ProcessEnv = process.env): number {
  const budget = Number(env.SMS_HOURLY_BUDGET)
  return Number.isInteger(budget) && budget > 0 ? budget : 500
}

/** The gateway the environment names, or null without SMS_URL. */
export function smsGateway(env: NodeJS.ProcessEnv = process.env): SmsGateway | null {
  if (!env.SMS_URL) return null
  return httpSmsGateway({ url: env.SMS_URL, token: env.SMS_TOKEN || undefined, sender: env.SMS_SENDER || 'CasaConfronta' })
}
