/**
 * What a load balancer asks each web node, answered before any framework so that neither a busy Next nor a
 * busy Astro delays it:
 * - `GET /healthz` — the process is up and answering: 200 `{"ok":true}`.
 * - `GET /readyz` — this node can serve: 503 from the moment it starts shutting down, and while the database lacks
 *   a migration this build carries (cms/migrations), so the balancer stops sending it visitors. A database that
 *   does not answer within 2 s leaves the node ready: it is away for every node alike, and a balancer that took
 *   them all out would drop the whole site, when each node still serves its cached pages and answers writes 503
 *   with Retry-After. The public answer is only `{"ok":…}`: the reason (a database address, a migration's name)
 *   is for the operator, on the private metrics port (`detailed`, server/observability.ts).
 * A node that hangs (frozen, its event loop stuck) answers neither: the balancer's own timeouts take it out
 * (deploy/nginx.conf, max_fails).
 */
import { readdirSync } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import type { PayloadPool } from '../cms/src/database/adapter.ts'
import { appliedMigrations } from '../cms/src/database/migrations.ts'

const MIGRATION_FILE = /^(\d{8}_\d{6}_[\w-]+)\.ts$/

/** The migrations of this build, by the names Payload records in payload_migrations. */
export function expectedMigrations(dir: string): string[] {
  return readdirSync(dir)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort()
}

export type ReadyState = { ok: true; database?: string } | { ok: false; reason: string }

export async function checkReady(pool: PayloadPool, expected: readonly string[], timeoutMs = 2000): Promise<ReadyState> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const applied = await Promise.race([appliedMigrations(pool), timeout])
    const missing = expected.filter((name) => !applied.has(name))
    return missing.length ? { ok: false, reason: `migrations not applied: ${missing.join(', ')}` } : { ok: true }
  } catch (error) {
    return { ok: true, database: `unreachable (${(error as Error).message}): serving cached pages, writes answer 503` }
  } finally {
    clearTimeout(timer)
  }
}

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

export function createHealth(options: { pool: PayloadPool; migrationsDir: string; isStopping: () => boolean }) {
  const expected = expectedMigrations(options.migrationsDir)
  const state = (): Promise<ReadyState> => (options.isStopping() ? Promise.resolve({ ok: false, reason: 'shutting down' }) : checkReady(options.pool, expected))
  const health = (res: http.ServerResponse, url: string): boolean => {
    const pathname = url.split('?')[0]
    if (pathname === '/healthz') {
      answer(res, 200, { ok: true })
      return true
    }
    if (pathname !== '/readyz') return false
    void state().then((ready) => answer(res, ready.ok ? 200 : 503, { ok: ready.ok }))
    return true
  }
  /** /readyz with the reason, for the private port. */
  const detailed = (res: http.ServerResponse) => void state().then((ready) => answer(res, ready.ok ? 200 : 503, ready))
  return Object.assign(health, { detailed })
}

export const defaultMigrationsDir = path.resolve(import.meta.dirname, '../cms/migrations')
