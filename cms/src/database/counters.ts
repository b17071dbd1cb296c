import type { Queryable } from './rateLimits.ts'

/** A fixed-window counter (the `rate_limits` table, api/rateLimits.ts) to count one more event under. */
export type CounterHit = { key: string; windowMs: number }
/** A counter with the count it may reach for the tiers after it to be counted. */
export type LimitedHit = CounterHit & { limit: number }
/** A counted key: its count so far, and the seconds until its window ends. */
export type Counted = { count: number; retryAfterS: number }

/** One tier's hits counted when `$when` holds: the rate-limit hit (database/rateLimits.ts) of each key, by key and window. */
const countTier = (keys: string, windows: string, when: string) => `
    insert into rate_limits as r (key, count, reset_at)
    select key, 1, now() + window_ms * interval '1 millisecond' from unnest(${keys}::text[], ${windows}::float8[]) as hit(key, window_ms)
    where ${when}
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning r.key, r.count, greatest(1, ceil(extract(epoch from r.reset_at - now())))::int as retry_after`

/** Whether every counter of a tier stays within its limit (a tier not counted, or empty, holds). */
const withinTier = (tier: string, keys: string, limits: string) => `
    select coalesce(bool_and(${tier}.count <= limits.value), true) as ok
    from ${tier} join unnest(${keys}::text[], ${limits}::int[]) as limits(key, value) using (key)`

/**
 * Raw SQL, as every counter is (counters are outside Payload's records, outside any transaction: a refused request
 * must count): three tiers of counters in one statement, where one statement each cost the web process a round trip
 * and a query build apiece (six for a lead's SMS code: docs/performance.md). The first tier is counted; the second only
 * when every counter of the first stays within its limit, the third only when the second was counted and stayed
 * within its limits — so a send refused on one tier uses none of the budget of those after it. The keys of all tiers
 * are different (ON CONFLICT updates each row once).
 */
const COUNT_IN_TIERS = `
  with first as (${countTier('$1', '$2', 'true')}
  ), first_ok as (${withinTier('first', '$1', '$3')}
  ), second as (${countTier('$4', '$5', '(select ok from first_ok)')}
  ), second_ok as (
    select (select ok from first_ok) and within.ok as ok from (${withinTier('second', '$4', '$6')}) as within
  ), third as (${countTier('$7', '$8', '(select ok from second_ok)')}
  )
  select key, count, retry_after from first union all select key, count, retry_after from second union all select key, count, retry_after from third`

/**
 * Counts the first tier, then the second only when every counter of the first stays within its limit, then the third
 * only when the second was counted and stays within its limits; returns each counted key's count so far and the
 * seconds left of its window (a key of a tier not counted is absent).
 */
export async function countHitsInTiers(db: Queryable, first: readonly LimitedHit[], second: readonly LimitedHit[], third: readonly CounterHit[] = []): Promise<Map<string, Counted>> {
  const key = (hit: CounterHit) => hit.key.slice(0, 300)
  const { rows } = await db.query({
    // Named: each connection parses and plans it once, as the request's rate-limit hit.
    name: 'count_hits_in_tiers',
    text: COUNT_IN_TIERS,
    values: [
      first.map(key),
      first.map((hit) => hit.windowMs),
      first.map((hit) => hit.limit),
      second.map(key),
      second.map((hit) => hit.windowMs),
      second.map((hit) => hit.limit),
      third.map(key),
      third.map((hit) => hit.windowMs),
    ],
  })
  return new Map((rows as { key: string; count: number; retry_after: number }[]).map((row) => [row.key, { count: row.count, retryAfterS: row.retry_after }]))
}
