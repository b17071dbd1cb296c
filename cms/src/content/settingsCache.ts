import type { PayloadRequest } from 'payload'

/**
 * What every lead reads and editors rarely change — the site settings that sign its e-mails, their interface
 * texts, the estimate parameters — kept in memory between changes. A change is announced on the site cache channel
 * after it commits (cms/src/hooks/invalidateSiteCache.ts): every web process's listener forgets (server/web.ts), and
 * the hook forgets in its own process at once; a notice missed while a listener reconnects waits at most MAX_AGE_MS.
 */
const MAX_AGE_MS = 30_000

/** A value loaded for every request of the process: by the first caller that needed it, with that caller's `req`. */
export type SharedLoad<T> = { at: number; value: Promise<T>; settled: boolean }

/** Starts `load()` as the value every request shares; forgetting it when it fails is the caller's part. */
export function startSharedLoad<T>(load: () => Promise<T>, at = Date.now()): SharedLoad<T> {
  const entry: SharedLoad<T> = { at, value: load(), settled: false }
  entry.value.then(
    () => {
      entry.settled = true
    },
    () => undefined,
  )
  return entry
}

/**
 * Whether `req` may wait for a shared load: always once it has its value, and while it loads only when `req` holds no
 * transaction. A load runs with its first caller's `req`: on the pool when that caller had no transaction, where it
 * may wait for a free connection. A transaction waiting for it would keep its own connection meanwhile, and as many
 * such transactions as the pool has connections wait for each other until the pool's timeout, which PostgreSQL
 * cannot see (issue #37: a web server restarted under load, everything forgotten, saw each retried confirmation wait
 * 30 s). Such a caller loads the value itself, on its transaction's connection.
 */
export function mayWaitFor(entry: SharedLoad<unknown>, req: PayloadRequest): boolean {
  return entry.settled || !req.transactionID
}

const entries = new Map<string, SharedLoad<unknown>>()

/**
 * `load()`'s value under `key`, loaded again after a change or MAX_AGE_MS; a failed load is not kept. `load` reads with
 * `req` (in its transaction when it has one), and a caller in a transaction never waits for another's load still
 * running (mayWaitFor).
 */
export function remembered<T>(key: string, req: PayloadRequest, load: () => Promise<T>): Promise<T> {
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && now - hit.at < MAX_AGE_MS) return (mayWaitFor(hit, req) ? hit.value : load()) as Promise<T>
  const entry = startSharedLoad(load, now)
  entries.set(key, entry)
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key)
  })
  return entry.value
}

export function forgetSettings(): void {
  entries.clear()
}
