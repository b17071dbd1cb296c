/**
 * A fixed-window counter per key, in this process's memory. Enough for one web process; the reliability
 * issue moves it to PostgreSQL so limits hold across processes.
 */
const windows = new Map<string, { start: number; count: number }>()

export type RateLimit = { limit: number; windowMs: number }

export function hitRateLimit(key: string, { limit, windowMs }: RateLimit, now = Date.now()): { allowed: boolean; retryAfterS: number } {
  const current = windows.get(key)
  if (!current || now - current.start >= windowMs) {
    windows.set(key, { start: now, count: 1 })
    if (windows.size > 50_000) {
      for (const [candidate, value] of windows) if (now - value.start >= windowMs) windows.delete(candidate)
    }
    return { allowed: true, retryAfterS: 0 }
  }
  current.count++
  return { allowed: current.count <= limit, retryAfterS: Math.ceil((current.start + windowMs - now) / 1000) }
}
