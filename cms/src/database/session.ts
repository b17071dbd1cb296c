import type { PayloadRequest } from 'payload'
import { sql, type SQL, type Subquery } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { openSession, postgresOf } from './adapter.ts'

/**
 * The drizzle handle of the request's open transaction (or the pool's when there is none), for the few
 * statements Payload cannot express (the person's lock, a read whose plan matters): they run in the
 * same transaction as the records Payload writes for the request, and commit or roll back with them.
 */
export async function drizzleFor(req: PayloadRequest) {
  return (await openSession(req))?.db ?? postgresOf(req.payload).drizzle
}

type Values = Record<string, unknown>
type Executable<R> = { execute(values?: Values): Promise<R> }
/** A drizzle select written with placeholders (`sql.placeholder`), which it can run as is or prepare under a name. */
type Preparable<R> = Executable<R> & { prepare(name: string): Executable<R> }

/** Per Payload instance (its pool): each named statement, built once. */
const preparedStatements = new WeakMap<object, Map<string, Executable<unknown>>>()

/**
 * A read of a public page that many visitors open (the offers page: `npm run bench`'s offers row), built once with
 * placeholders and prepared under `name`: drizzle writes its SQL once per process and PostgreSQL parses and plans it
 * once per connection, where a `payload.find` builds its query and has it planned on every call (six times the time
 * of the web process for such a read). In the request's transaction, when it has one, the same statement is built and
 * run there. `name` identifies the statement's text: one name, one `build`.
 */
export async function preparedRead<R>(req: PayloadRequest, name: string, build: (db: NodePgDatabase) => Preparable<R>, values: Values): Promise<R> {
  const adapter = postgresOf(req.payload)
  const db = await drizzleFor(req)
  if (db !== adapter.drizzle) return build(db).execute(values)
  let statements = preparedStatements.get(adapter)
  if (!statements) preparedStatements.set(adapter, (statements = new Map()))
  let statement = statements.get(name) as Executable<R> | undefined
  if (!statement) {
    statement = build(adapter.drizzle).prepare(name)
    statements.set(name, statement)
  }
  return statement.execute(values)
}

/** A select preparedReads can nest: it runs on its own (its row type) and becomes a subquery. */
type Nestable<R> = Executable<R> & { as(alias: string): Subquery<string, Record<string, unknown>> }
type RowsOf<B> = B extends (db: NodePgDatabase) => Executable<infer R> ? R : never

/**
 * The select's rows as one JSON array, keyed by the select's own field names: `(select json_agg(…) from (select) alias)`,
 * in the order the select gives them (PostgreSQL aggregates a sorted subquery's rows in its order).
 */
function jsonRows(query: Nestable<unknown>, alias: string): SQL {
  const rows = query.as(alias)
  const fields = Object.keys(rows._.selectedFields).map((field) => sql`${sql.raw(`'${field}'`)}, ${(rows as unknown as Record<string, SQL>)[field]}`)
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)})), '[]'::json) from ${rows})`
}

/**
 * Several prepared reads of one page as one statement, each select's rows a JSON array column of its single row
 * (jsonRows), prepared under `name` as preparedRead does: one round trip to PostgreSQL instead of one per read, for the
 * offers page whose CPU went mostly to the sockets of its statements (docs/performance.md). The builders are the reads'
 * own (one rule, one statement text, wherever it runs); their placeholders share `values`. A row's values are as JSON
 * gives them — a timestamp in ISO form, a numeric as a number — which the reads' own mappings take as they take the
 * driver's (isoTimestamp, Number).
 */
export async function preparedReads<B extends Record<string, (db: NodePgDatabase) => Nestable<unknown>>>(
  req: PayloadRequest,
  name: string,
  builds: B,
  values: Values,
): Promise<{ [K in keyof B]: RowsOf<B[K]> }> {
  const [row] = await preparedRead(
    req,
    name,
    (db) => db.select(Object.fromEntries(Object.entries(builds).map(([key, build]) => [key, jsonRows(build(db), key)]))).from(sql`(values (1)) as one`),
    values,
  )
  return row as { [K in keyof B]: RowsOf<B[K]> }
}

/** A timestamp as drizzle reads it (PostgreSQL's text form) in the ISO form Payload's reads give. */
export function isoTimestamp(value: string): string
export function isoTimestamp(value: string | null): string | null
export function isoTimestamp(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString()
}
