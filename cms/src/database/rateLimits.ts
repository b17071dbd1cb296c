import type { Payload } from 'payload'
import { payloadPoolOf } from './adapter.ts'

/**
 * A fixed-window counter per key, kept in PostgreSQL (the UNLOGGED `rate_limits` table) so a limit holds
 * across every web process. One statement per hit: it starts a new window when the old one has ended, else
 * counts, and says how long until the window ends.
 */
export type RateLimit = { limit: number; windowMs: number }
export type RateLimitResult = { allowed: boolean; retryAfterS: number }

/**
 * What the limiter needs from a database client: node-postgres' `Pool` and `Client` both fit (Payload's own pool,
 * payloadPool). Counters are raw SQL on a table of their own, outside any transaction: a refused request must count.
 */
export type Queryable = { query: (query: string | { name: string; text: string; values: unknown[] }, values?: unknown[]) => Promise<{ rows: unknown[] }> }

/** The hit, with the key and the window (in milliseconds) as its parameters; returns the count so far and the seconds left. */
const HIT = `
  insert into rate_limits as r (key, count, reset_at)
  values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    count = case when r.reset_at <= now() then 1 else r.count + 1 end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
  returning count, greatest(1, ceil(extract(epoch from r.reset_at - now())))::int as retry_after`

export async function hitRateLimit(db: Queryable, key: string, { limit, windowMs }: RateLimit): Promise<RateLimitResult> {
  // Named, so each connection parses and plans it once: every public request begins with it.
  // Rate-limit counter.
  const { rows } = await db.query({ name: 'rate_limit_hit', text: HIT, values: [key.slice(0, 300), windowMs] })
  return rateLimitResult(rows[0], limit)
}

function rateLimitResult(row: unknown, limit: number): RateLimitResult {
  const { count, retry_after } = row as { count: number; retry_after: number }
  return { allowed: count <= limit, retryAfterS: retry_after }
}

const PEEK = `select count from rate_limits where key = $1 and reset_at > now()`

/** Whether the key is already over its limit, without counting this request (for limits on failures only). */
export async function isRateLimited(db: Queryable, key: string, { limit }: RateLimit): Promise<boolean> {
  // Rate-limit counter, read.
  const { rows } = await db.query(PEEK, [key.slice(0, 300)])
  return ((rows[0] as { count: number } | undefined)?.count ?? 0) >= limit
}

/** Payload's own PostgreSQL pool (outside any transaction: a refused request must still count). */
export function payloadPool(payload: Pick<Payload, 'db'>): Queryable {
  return payloadPoolOf(payload)
}

/** Makes the key wait `ms` from now (replacing any wait it had), for delays that grow with each failure. */
export async function holdKey(db: Queryable, key: string, ms: number): Promise<void> {
  // Rate-limit counter: a wait that grows with each failure.
  await db.query(
    `insert into rate_limits (key, count, reset_at) values ($1, 1, now() + $2 * interval '1 millisecond')
     on conflict (key) do update set count = 1, reset_at = excluded.reset_at`,
    [key.slice(0, 300), ms],
  )
}

/** Seconds the key still has to wait (holdKey), 0 when it may go on. */
export async function heldForSeconds(db: Queryable, key: string): Promise<number> {
  // Rate-limit counter, read.
  const { rows } = await db.query(`select ceil(extract(epoch from reset_at - now()))::int as s from rate_limits where key = $1 and reset_at > now()`, [key.slice(0, 300)])
  return (rows[0] as { s: number } | undefined)?.s ?? 0
}

/** Forgets the keys (a counter of failures once the right password came). */
export async function clearKeys(db: Queryable, keys: string[]): Promise<void> {
  // Rate-limit counter, forgotten.
  await db.query(`delete from rate_limits where key = any($1::text[])`, [keys.map((key) => key.slice(0, 300))])
}

/** Counts one more event under the key within its window and returns the count so far. */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<number> {
  // Rate-limit counter.
  const { rows } = await db.query(HIT, [key.slice(0, 300), windowMs])
  return (rows[0] as { count: number }).count
}
