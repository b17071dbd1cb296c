/**
 * The one way the product sends an SMS: `SmsGateway.send`. Production names an HTTP gateway with environment
 * variables — `SMS_URL` (required to send), `SMS_TOKEN` (sent as `Authorization: Bearer …` when set), `SMS_SENDER`
 * (the sender shown on the phone, default `CasaConfronta`) — that takes `POST {SMS_URL}` with the JSON
 * `{ from, to, text }` (`to` in international form, +39…) and answers 2xx, optionally with `{ id }`. A provider with
 * another protocol is one more implementation of this interface. Development and the tests use the local SMS catcher
 * (server/sms-catcher.ts), which speaks this protocol and shows what it got in a web inbox.
 */
export type SmsMessage = { to: string; text: string }
export type SmsGateway = { send: (message: SmsMessage) => Promise<{ id: string }> }

/** A send takes at most this long, so a job whose gateway stops answering ends and is tried again. */
const SEND_TIMEOUT_MS = 15_000

/** An Italian number as gateways want it: +39 and the digits; a number with its own country code keeps it. */
export function internationalPhone(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '')
  if (compact.startsWith('+')) return `+${compact.slice(1).replace(/\D/g, '')}`
  if (compact.startsWith('00')) return `+${compact.slice(2)}`
  return `+39${compact}`
}

export function httpSmsGateway(options: { url: string; token?: string; sender: string }): SmsGateway {
  return {
    async send({ to, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        body: JSON.stringify({ from: options.sender, to: internationalPhone(to), text }),
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

/** The gateway the environment names, or null without SMS_URL. */
export function smsGateway(env: NodeJS.ProcessEnv = process.env): SmsGateway | null {
  if (!env.SMS_URL) return null
  return httpSmsGateway({ url: env.SMS_URL, token: env.SMS_TOKEN || undefined, sender: env.SMS_SENDER || 'CasaConfronta' })
}
