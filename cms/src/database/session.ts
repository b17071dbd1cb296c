import type { PayloadRequest } from 'payload'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { postgresOf } from './adapter.ts'

/**
 * The drizzle handle of the request's open transaction (or the pool's when there is none), for the few
 * statements Payload cannot express (the person's lock, a read whose plan matters): they run in the
 * same transaction as the records Payload writes for the request, and commit or roll back with them.
 */
export async function drizzleFor(req: PayloadRequest) {
  const adapter = postgresOf(req.payload)
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? adapter.sessions?.[id] : undefined
  return session?.db ?? adapter.drizzle
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

/** A timestamp as drizzle reads it (PostgreSQL's text form) in the ISO form Payload's reads give. */
export function isoTimestamp(value: string): string
export function isoTimestamp(value: string | null): string | null
export function isoTimestamp(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString()
}
