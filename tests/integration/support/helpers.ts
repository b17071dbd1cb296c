import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import { inject } from 'vitest'
import config from '../../../cms/payload.config.ts'
import { forgetSettings } from '../../../cms/src/content/settingsCache.ts'
import { closePayloadDatabase } from '../../../cms/src/database/pool.ts'
import { forgetPublishedQuestionnaires } from '../../../cms/src/questionnaires/questionnaires.ts'
import { demoAccounts } from '../../../cms/src/seed/demoAccounts.ts'
import { demoAccount as demo } from '../../fixtures.ts'
import { mountApi } from '../../../server/api.ts'
import { guardRequest, guardServer } from '../../../server/requestGuards.ts'

export { demoAccounts }

let instance: Promise<Payload> | undefined
export function payload(): Promise<Payload> {
  instance ??= getPayload({ config })
  return instance
}

/**
 * Closes the database pool and forgets the instance, and what the process kept in memory from this file's database
 * (settings, published questionnaires): the worker's next test file starts on a fresh copy (tests/integration/support/setup.ts).
 */
export async function closePayload(): Promise<void> {
  forgetSettings()
  forgetPublishedQuestionnaires()
  if (!instance) return
  const current = instance
  instance = undefined
  // getPayload's own cache of instances: the next file's getPayload starts a new one.
  const cached = (globalThis as { _payload?: Map<string, unknown> })._payload
  cached?.clear()
  await closePayloadDatabase(await current)
}

/** The product's API answering a request in process, as the web server dispatches /api (server/api.ts). */
export async function answerApi(request: Request): Promise<Response> {
  await payload()
  return handleEndpoints({ config, request })
}

export type RestResult = { status: number; body: Record<string, unknown> & { docs?: Record<string, unknown>[] } }

export type ApiCall = { token?: string; body?: unknown; headers?: Record<string, string> }

/** An API request exactly as a browser would send it: a JSON body, the session's token. */
export function apiRequest(method: string, path: string, options: ApiCall = {}): Request {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  return new Request(`http://localhost:3000/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
}

/** A REST call exactly as a browser would make it, answered in process (answerApi). */
export async function rest(method: string, path: string, options: ApiCall = {}): Promise<RestResult> {
  const response = await answerApi(apiRequest(method, path, options))
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {} }
}

/** A CSV download as the admin area fetches it (token: null for none): its status, headers and lines without the BOM. */
export async function downloadCsv(path: string, token: string | null) {
  const response = await answerApi(apiRequest('GET', path, { token: token ?? undefined }))
  return { status: response.status, headers: response.headers, lines: (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n') }
}

export async function login(email: string, password: string): Promise<string> {
  const result = await rest('POST', '/users/login', { body: { email, password } })
  if (result.status !== 200) throw new Error(`login of ${email} failed: ${result.status} ${JSON.stringify(result.body)}`)
  return result.body.token as string
}

/** A merchant's account as the sign-up page makes it: signed up, e-mail confirmed, signed in; its token. */
export async function signUpAndConfirm(email: string, password: string): Promise<string> {
  const signedUp = await rest('POST', '/merchant-signup', { body: { email, password, confirmPassword: password } })
  if (signedUp.status !== 201) throw new Error(`sign-up of ${email} failed: ${signedUp.status}`)
  const p = await payload()
  const stored = (await p.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true, depth: 0, overrideAccess: true })).docs[0] as { _verificationToken?: string }
  const verified = await rest('POST', `/users/verify/${stored._verificationToken}`)
  if (verified.status !== 200) throw new Error(`confirmation of ${email} failed: ${verified.status}`)
  return login(email, password)
}

/** An admin's decision on a merchant, taken on the version of its profile and proposal the admin reads now. */
export async function reviewMerchant(id: number, token: string, body: Record<string, unknown>): Promise<RestResult> {
  const shown = await rest('GET', `/merchants/${id}?depth=0`, { token })
  return rest('POST', `/admin/merchants/${id}/review`, { token, body: { versione: shown.body.versioneProposta ?? 0, ...body } })
}

/** A seeded demo login by its label (tests/fixtures.ts: the e2e tests ask the same). */
export { demo }

/** The merchant record of a demo partner's account. */
export async function demoMerchantId(label: string): Promise<number> {
  const p = await payload()
  const user = (await p.find({ collection: 'users', where: { email: { equals: demo(label).email } }, depth: 0, overrideAccess: true })).docs[0]!
  return (await p.find({ collection: 'merchants', where: { user: { equals: user.id } }, depth: 0, overrideAccess: true })).docs[0]!.id
}

/**
 * A session of a demo account: the one signed in on the template (globalSetup.ts) while it is still that account's
 * in this file's database, else a new sign-in. A test that signs the account out, or changes what lets it in, gets
 * a fresh sign-in (or its refusal) from the next call.
 */
export async function loginAs(label: string): Promise<string> {
  const account = demo(label)
  const kept = inject('demoSessions')[account.email]
  if (kept) {
    const me = await rest('GET', '/users/me', { token: kept })
    if ((me.body.user as { email?: string } | null | undefined)?.email === account.email) return kept
  }
  return login(account.email, account.password)
}

/** Removes the merchant accounts a test signed up (their users and profiles), by the users' e-mail. */
export async function deleteMerchantAccount(email: string): Promise<void> {
  const p = await payload()
  const users = await p.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
  const ids = users.docs.map((user) => user.id)
  await p.delete({ collection: 'merchants', where: { user: { in: ids } }, overrideAccess: true })
  await p.delete({ collection: 'users', where: { id: { in: ids } }, overrideAccess: true })
}

/**
 * The web server's /api (server/api.ts) alone on a loopback port, over real HTTP (anything else: 404), with the web
 * server's guards on unreadable requests (server/requestGuards.ts).
 */
export async function startApi(): Promise<{ base: string; close: () => void }> {
  await payload()
  const api = mountApi(config)
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/'
    if (!guardRequest(req, res)) return
    if (url.startsWith('/api/')) return api(req, res, url)
    res.writeHead(404)
    res.end()
  })
  guardServer(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}
