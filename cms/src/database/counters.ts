import type { Queryable } from './rateLimits.ts'

/** A fixed-window counter (the `rate_limits` table, api/rateLimits.ts) to count one more event under. */
export type CounterHit = { key: string; windowMs: number }
/** A counter of the first group, with the count it may reach for the second group to be counted. */
export type LimitedHit = CounterHit & { limit: number }

/**
 * Raw SQL, as every counter is (counters are outside Payload's records, outside any transaction: a refused request
 * must count): several counters in one statement, where one statement each cost the web process a round trip and a
 * query build apiece (five for an SMS code, in every lead's walk: docs/performance.md). The first group is counted;
 * the second only when every counter of the first stays within its limit, so a send refused on the first group uses
 * none of the second's budget. The keys of both groups are all different (ON CONFLICT updates each row once).
 */
const COUNT_IN_TWO_GROUPS = `
  with counted as (
    insert into rate_limits as r (key, count, reset_at)
    select key, 1, now() + window_ms * interval '1 millisecond' from unnest($1::text[], $2::float8[]) as hit(key, window_ms)
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning r.key, r.count
  ), within as (
    select coalesce(bool_and(counted.count <= limits.value), true) as ok
    from counted join unnest($1::text[], $3::int[]) as limits(key, value) using (key)
  ), later as (
    insert into rate_limits as r (key, count, reset_at)
    select key, 1, now() + window_ms * interval '1 millisecond' from unnest($4::text[], $5::float8[]) as hit(key, window_ms)
    where (select ok from within)
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning r.key, r.count
  )
  select key, count from counted union all select key, count from later`

/**
 * Counts `first`, then `second` only when every counter of `first` stays within its limit; returns each counted key's
 * count so far (a key of `second` is absent when the group was not counted).
 */
export async function countHitsInTwoGroups(db: Queryable, first: readonly LimitedHit[], second: readonly CounterHit[] = []): Promise<Map<string, number>> {
  const key = (hit: CounterHit) => hit.key.slice(0, 300)
  const { rows } = await db.query({
    // Named: each connection parses and plans it once, as the request's rate-limit hit.
    name: 'count_hits_in_two_groups',
    text: COUNT_IN_TWO_GROUPS,
    values: [first.map(key), first.map((hit) => hit.windowMs), first.map((hit) => hit.limit), second.map(key), second.map((hit) => hit.windowMs)],
  })
  return new Map((rows as { key: string; count: number }[]).map((row) => [row.key, row.count]))
}
