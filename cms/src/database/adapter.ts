import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import { postgresAdapter, type PostgresAdapter, type PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import pg from 'pg'

/**
 * A merchant's services by merchant: Payload indexes its table of hasMany texts on (order, parent) and on the text, so
 * every "services of this merchant" (the matching rule's cards, each read of a merchant) scanned the whole first index.
 * Declared here, on the drizzle schema Payload builds, so `npm run migration:create` keeps it (migration
 * merchants_texts_by_parent).
 */
const merchantServicesByParent: NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number] = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.merchants_texts!,
    extraConfig: (table) => ({ byParent: index('merchants_texts_parent_path_text_idx').on(table.parent!, table.path!, table.text!) }),
  })
  return schema
}

/**
 * The adapter's pool. Payload's connect (@payloadcms/db-postgres `connect.js`) checks a connection out of its new pool
 * to see that PostgreSQL answers, and never gives it back: every process served with one connection fewer than
 * `DB_POOL_MAX`, and closing the pool waited for that connection until closePayloadDatabase gave up (2 s at every stop,
 * every test file). That first connection is given back to the pool as soon as it opened; the check still fails
 * Payload's start when PostgreSQL does not answer. (Should that connection be reset later, Payload's listener on it
 * checks out another and keeps it, as it kept the first before.)
 */
class ReleasingPool extends pg.Pool {
  private checked = false
  override connect(): Promise<pg.PoolClient>
  override connect(callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void
  override connect(callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback)
    if (this.checked) return super.connect()
    this.checked = true
    return super.connect().then((client) => {
      client.release()
      return client
    })
  }
}

/** The product's database: Payload's PostgreSQL adapter (productConfig.ts's `db`); `cmsDir` is the folder of cms/. */
export function productDatabase(cmsDir: string) {
  return postgresAdapter({
    pg: { ...pg, Pool: ReleasingPool },
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DB_POOL_MAX ?? 8),
      // Waiting for a connection ends after 30 s (a 503 for a public write) instead of hanging when PostgreSQL is unreachable.
      connectionTimeoutMillis: 30_000,
      // A connection stays open once opened: closed after 10 s idle (pg's default), the next burst opened a cold one,
      // whose first statements held their requests 200–550 ms (warmConnections.ts). An idle connection does not keep
      // a script's process alive.
      idleTimeoutMillis: 0,
      allowExitOnIdle: true,
    },
    push: false,
    // A blocks field is one JSON column (with its copy in the versions table), not a table per block and per
    // array inside it: a questionnaire is read and written whole, in one row.
    blocksAsJSON: true,
    migrationDir: path.resolve(cmsDir, 'migrations'),
    // The tables as drizzle sees them (`payload generate:db-schema`), for the few statements Payload cannot
    // express: a renamed column then fails the type check instead of production. PAYLOAD_DB_SCHEMA_OUT lets the
    // freshness check write elsewhere and compare.
    generateSchemaOutputFile: process.env.PAYLOAD_DB_SCHEMA_OUT ?? path.resolve(cmsDir, 'src/database/schema.ts'),
    afterSchemaInit: [merchantServicesByParent],
  })
}

type PgClient = { on: (event: 'error', listener: (error: Error) => void) => void; _queryable?: boolean; _ending?: boolean }
type Notification = { channel: string; payload: string }

/** What the product reads of an open transaction in the adapter's `sessions` (Payload does not type them). */
export type OpenSession = {
  db?: NodePgDatabase & { session?: { client?: PgClient } }
  /** Commits (drizzle's `commit`); rejects when PostgreSQL did not confirm it (transaction.ts). */
  resolve?: () => Promise<void>
  /** Set once PostgreSQL confirmed its commit (transaction.ts). */
  committed?: boolean
  reject?: () => Promise<void>
  /** Gathered by notifyAfterCommit, sent by the commit (notify.ts). */
  notifications?: Notification[]
}

/** Payload's PostgreSQL adapter as the statements of this folder use it: its drizzle handle, its pool, its open transactions. */
export type ProductAdapter = Omit<PostgresAdapter, 'sessions' | 'drizzle'> & {
  /** Payload builds it with drizzle's node-postgres driver (its own type names no driver). */
  drizzle: NodePgDatabase
  sessions?: Record<string, OpenSession>
  /** Set once the commit sends the notifications its transaction gathered (transaction.ts, ownCommits). */
  notifiesAfterCommit?: boolean
}

/**
 * The one way into the adapter's internals. `payload.db` is typed as Payload's generic database adapter; this
 * product runs on PostgreSQL only (productDatabase), so it is the PostgreSQL adapter. Only this folder reaches it:
 * ESLint refuses `payload.db` casts and the drivers' imports elsewhere (eslint.config.js).
 */
export function postgresOf(payload: Pick<Payload, 'db'>): ProductAdapter {
  return payload.db as unknown as ProductAdapter
}

/** The request's open transaction in the adapter's registry (the one Payload's operations on `req` use), if it has one. */
export async function openSession(req: Pick<PayloadRequest, 'payload' | 'transactionID'>): Promise<OpenSession | undefined> {
  const id = req.transactionID ? await req.transactionID : undefined
  return id !== undefined ? postgresOf(req.payload).sessions?.[String(id)] : undefined
}

/** Payload's node-postgres pool. */
export type PayloadPool = PostgresAdapter['pool']

/** Payload's own PostgreSQL pool (node-postgres), for the statements that run outside any transaction. */
export function payloadPoolOf(payload: Pick<Payload, 'db'>): PayloadPool {
  return postgresOf(payload).pool
}
