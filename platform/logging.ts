/**
 * Logs: in production (NODE_ENV=production, or LOG_FORMAT=json) one JSON object per line through pino — the logger
 * Payload itself uses — with an ISO time, the level's name and, for what happens while a request is answered, that
 * request's id. Elsewhere (LOG_FORMAT=pretty, development) Payload keeps its coloured lines and the rest prints as it
 * is. Every process (web, jobs runner, migrations) calls `useProductLogging` once; Payload takes `productLogger()`.
 *
 * The web process loads this module twice — its own copy and the one bundled into Next, where Payload runs — so the
 * logger and the request context live on `globalThis`: both copies share them, and Payload's error logs inside an
 * API call carry the id of the request that caused them.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'
import { destination, pino, type Logger } from 'pino'
import { loggerOptions } from './logErrors.ts'

type Shared = { requests: AsyncLocalStorage<{ requestId: string }>; logger?: Logger; consoleRouted?: boolean }
const KEY = Symbol.for('casaconfronta.logging')

function shared(): Shared {
  const store = globalThis as typeof globalThis & { [KEY]?: Shared }
  return (store[KEY] ??= { requests: new AsyncLocalStorage() })
}

export function jsonLogs(): boolean {
  const wanted = process.env.LOG_FORMAT
  return wanted ? wanted === 'json' : process.env.NODE_ENV === 'production'
}

/** Runs `work` as the handling of one request: every line logged meanwhile carries `requestId`. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return shared().requests.run({ requestId }, work)
}

export function currentRequestId(): string | undefined {
  return shared().requests.getStore()?.requestId
}

/** The lowest level logged (LOG_LEVEL, pino's names), by the JSON logger and by Payload's coloured one alike. */
export function logLevel(): string {
  return process.env.LOG_LEVEL ?? 'info'
}

/** The product's JSON logger, or undefined when logs are not JSON (Payload then keeps its own). */
export function productLogger(): Logger | undefined {
  if (!jsonLogs()) return undefined
  const state = shared()
  state.logger ??= pino(
    {
      ...loggerOptions,
      level: logLevel(),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
    // Written without blocking the request that logs (one access line per request adds up under load); pino
    // flushes what is pending when the process exits.
    destination({ dest: 1, sync: false }),
  )
  return state.logger
}

/**
 * In JSON mode, what the process and its frameworks print with console.* becomes JSON lines of the same logger
 * (Next, Astro and our own start-up lines alike), so a log collector reads one format. An Error among the
 * arguments is kept whole under `err` (message and stack), the rest is the message.
 */
export function useProductLogging(): void {
  const logger = productLogger()
  const state = shared()
  if (!logger || state.consoleRouted) return
  state.consoleRouted = true
  const route = (level: 'info' | 'warn' | 'error') => (...args: unknown[]) => {
    const err = args.find((arg): arg is Error => arg instanceof Error)
    const rest = args.filter((arg) => arg !== err)
    const msg = rest.length ? format(...rest) : err?.message
    if (err) logger[level]({ err }, msg)
    else logger[level](msg)
  }
  console.log = route('info')
  console.info = route('info')
  console.warn = route('warn')
  console.error = route('error')
}
