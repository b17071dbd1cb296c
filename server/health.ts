/**
 * What a load balancer asks each web node, answered before any framework so that neither a busy Next nor a
 * busy Astro delays it:
 * - `GET /healthz` — the process is up and answering: 200 `{"ok":true}`.
 * - `GET /readyz` — this node can serve: PostgreSQL answers within 2 s and every migration this build carries
 *   (cms/migrations) has been applied; otherwise, and from the moment the node starts shutting down, 503 with
 *   the reason, so the balancer stops sending it visitors.
 */
import { readdirSync } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import type pg from 'pg'

const MIGRATION_FILE = /^(\d{8}_\d{6}_[\w-]+)\.ts$/

/** The migrations of this build, by the names Payload records in payload_migrations. */
export function expectedMigrations(dir: string): string[] {
  return readdirSync(dir)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort()
}

export type ReadyState = { ok: true } | { ok: false; reason: string }

export async function checkReady(pool: pg.Pool, expected: readonly string[], timeoutMs = 2000): Promise<ReadyState> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const result = await Promise.race([pool.query<{ name: string }>('select name from payload_migrations'), timeout])
    const applied = new Set(result.rows.map((row) => row.name))
    const missing = expected.filter((name) => !applied.has(name))
    return missing.length ? { ok: false, reason: `migrations not applied: ${missing.join(', ')}` } : { ok: true }
  } catch (error) {
    return { ok: false, reason: `database: ${(error as Error).message}` }
  } finally {
    clearTimeout(timer)
  }
}

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

export function createHealth(options: { pool: pg.Pool; migrationsDir: string; isStopping: () => boolean }) {
  const expected = expectedMigrations(options.migrationsDir)
  return (res: http.ServerResponse, url: string): boolean => {
    const pathname = url.split('?')[0]
    if (pathname === '/healthz') {
      answer(res, 200, { ok: true })
      return true
    }
    if (pathname !== '/readyz') return false
    if (options.isStopping()) {
      answer(res, 503, { ok: false, reason: 'shutting down' })
      return true
    }
    void checkReady(options.pool, expected).then((state) => answer(res, state.ok ? 200 : 503, state))
    return true
  }
}

export const defaultMigrationsDir = path.resolve(import.meta.dirname, '../cms/migrations')
