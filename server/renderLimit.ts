import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { genericMessages } from '../content-schema/src/messages.ts'
import type { RateLimit } from '../cms/src/database/rateLimits.ts'

/**
 * Pages Astro renders for one address: a page the front cache holds costs nothing, one it cannot hold (a
 * request's tracker, an offers page, an address that is not a page) costs a render with its reads of the CMS.
 * Generous for people sharing an address (an office, a mobile network) and small for a script asking for page
 * after page.
 */
export const RENDERS_PER_ADDRESS: RateLimit = { limit: 120, windowMs: 60_000 }

/**
 * Renders one address may have in progress at once, in this process: within its minute's allowance a script still
 * cannot take every worker of the renderer, so another visitor's page is not kept waiting behind it.
 */
export const RENDERS_AT_ONCE_PER_ADDRESS = 8
const inProgress = new Map<string, number>()

/** Takes one of the address's render slots until the response closes; false when all are taken. */
export function takeRenderSlot(address: string, res: http.ServerResponse): boolean {
  const current = inProgress.get(address) ?? 0
  if (current >= RENDERS_AT_ONCE_PER_ADDRESS) return false
  inProgress.set(address, current + 1)
  res.once('close', () => {
    const left = (inProgress.get(address) ?? 1) - 1
    if (left > 0) inProgress.set(address, left)
    else inProgress.delete(address)
  })
  return true
}

/**
 * The machine's own loopback address: its own processes (a health check, a benchmark or test run on the machine),
 * never a visitor from outside, whose address is the socket's or, behind a balancer, the one it forwards.
 */
const OWN_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export function countsRenders(address: string): boolean {
  return !OWN_ADDRESSES.has(address)
}

/** The files Astro serves as they are (its build's `client` folder): answered without a render, never counted. */
export function staticFiles(clientDir: string): Set<string> {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else found.add(`/${path.relative(clientDir, full).split(path.sep).join('/')}`)
    }
  }
  if (fs.existsSync(clientDir)) walk(clientDir)
  return found
}

/** The path of a request's URL, as the static files are named. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/)
  const raw = end === -1 ? url : url.slice(0, end)
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const REFUSED = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Troppe richieste</title></head><body><h1>Troppe richieste</h1><p>${genericMessages.tooManyRequests}</p></body></html>`

/** The answer to an address over RENDERS_PER_ADDRESS: 429, in Italian, with when to come back. */
export function refuseRender(res: http.ServerResponse, retryAfterS: number): void {
  res.writeHead(429, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(retryAfterS) })
  res.end(REFUSED)
}
