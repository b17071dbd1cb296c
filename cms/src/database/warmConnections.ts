import type { Payload } from 'payload'
import { payloadPoolOf } from './adapter.ts'

/**
 * Opens every connection of the process's pool (`DB_POOL_MAX`) and plans, on each, a read of every table of the
 * product. A new PostgreSQL connection fills its catalogue caches (each table's columns, indexes, statistics) with the
 * first statements it plans, 40–70 ms each on two cores: a burst that made the pool open connections while leads were
 * arriving held those leads for 200–550 ms (docs/performance.md «The lead row's p99: the load generator's pauses and
 * cold connections»). The pool keeps its connections once opened (`idleTimeoutMillis: 0`, adapter.ts). Raw SQL
 * because the statement names every table whatever collection it belongs to. It asks each for the row of id 0, which
 * none holds: an equality, so the plan reads the id's index and statistics (`id is null` is answered from the
 * column's NOT NULL without them). Returns how many connections were warmed.
 */
export async function warmConnections(payload: Pick<Payload, 'db'>): Promise<number> {
  const pool = payloadPoolOf(payload)
  // Settled, not all: when one connection cannot open (PostgreSQL not up yet), the others are still given back.
  const opened = await Promise.allSettled(Array.from({ length: pool.options.max }, () => pool.connect()))
  const clients = opened.flatMap((each) => (each.status === 'fulfilled' ? [each.value] : []))
  try {
    const refused = opened.find((each) => each.status === 'rejected')
    if (refused) throw refused.reason
    const { rows } = await clients[0]!.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped
         and a.atttypid in ('integer'::regtype, 'bigint'::regtype, 'character varying'::regtype, 'text'::regtype)
       where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') order by c.relname`,
    )
    if (rows.length === 0) return clients.length
    const statement = `select ${rows.map(({ name }) => `(select 1 from "${name.replaceAll('"', '""')}" where id = '0' limit 1)`).join(', ')}`
    await Promise.all(clients.map((client) => client.query(statement)))
    return clients.length
  } finally {
    for (const client of clients) client.release()
  }
}
