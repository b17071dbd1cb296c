/**
 * What every lead reads and editors rarely change — the site settings that sign its e-mails, their interface
 * texts, the estimate parameters — kept in memory between changes. A change is announced on the site cache channel
 * after it commits (cms/src/hooks/invalidateSiteCache.ts): every web process's listener forgets (server/web.ts), and
 * the hook forgets in its own process at once; a notice missed while a listener reconnects waits at most MAX_AGE_MS.
 */
const MAX_AGE_MS = 30_000

const entries = new Map<string, { at: number; value: Promise<unknown> }>()

/** `load()`'s value under `key`, loaded again after a change or MAX_AGE_MS; a failed load is not kept. */
export function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && now - hit.at < MAX_AGE_MS) return hit.value as Promise<T>
  const entry = { at: now, value: load() as Promise<unknown> }
  entries.set(key, entry)
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key)
  })
  return entry.value as Promise<T>
}

export function forgetSettings(): void {
  entries.clear()
}
