/**
 * `npm run bench:abandoned`: starts a fresh embedded PostgreSQL, migrates it, seeds 100,000 questionnaire
 * sessions (scripts/seed-partials.ts), then times what the admin's "Abbandoni Moduli" view loads —
 * GET /api/admin/abandoned (counters, classification, funnel and first page of sessions), unfiltered and
 * filtered — through Payload's own request handling as the admin. Fails when a load takes 1 s or more.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { startEmbeddedPostgres } from '../server/postgres.ts'
import { seedPartials } from './seed-partials.ts'

const COUNT = Number(process.env.BENCH_PARTIALS ?? 100_000)
const LIMIT_MS = 1000
const RUNS = 5

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-abandoned-'))
// PostgreSQL runs as the unprivileged 'postgres' user when we are root: it must be able to enter the folder.
fs.chmodSync(dataDir, 0o755)
const postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: Number(process.env.BENCH_PG_PORT ?? 54393), databases: ['bench'] })
let failed = false
try {
  process.env.DATABASE_URL = postgres.url('bench')
  process.env.PAYLOAD_SECRET ??= 'bench-secret'
  // The config reads DATABASE_URL when it is imported, so it is imported only now.
  const { getPayload, handleEndpoints } = await import('payload')
  const { default: config } = await import('../cms/payload.config.ts')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const admin = { email: 'bench-admin@casaconfronta.it', password: 'Bench!2026admin' }
  // A system set-up step: the benchmark's own admin account, created before anyone can sign in.
  await payload.create({ collection: 'users', data: { ...admin, roles: ['admin'] }, overrideAccess: true })

  let started = performance.now()
  const inserted = await seedPartials(postgres.url('bench'), COUNT)
  console.log(`seeded ${inserted.toLocaleString('it-IT')} partial submissions in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const login = await handleEndpoints({
    config,
    request: new Request('http://localhost/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) }),
  })
  const { token } = (await login.json()) as { token: string }

  const time = async (query: string) => {
    const timings: number[] = []
    for (let run = 0; run < RUNS; run++) {
      started = performance.now()
      const response = await handleEndpoints({ config, request: new Request(`http://localhost/api/admin/abandoned${query}`, { headers: { authorization: `JWT ${token}` } }) })
      const body = (await response.json()) as { counters: { total: number }; funnels: unknown[]; sessions: unknown[] }
      timings.push(performance.now() - started)
      if (response.status !== 200 || body.sessions.length === 0) throw new Error(`unexpected answer ${response.status} for ${query}`)
      if (run === 0) console.log(`  ${query || '(no filter)'}: ${body.counters.total.toLocaleString('it-IT')} sessions, ${body.funnels.length} funnels`)
    }
    const sorted = [...timings].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    const worst = sorted[sorted.length - 1]!
    console.log(`  first ${timings[0]!.toFixed(0)} ms, median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`)
    if (worst >= LIMIT_MS) failed = true
  }

  console.log('GET /api/admin/abandoned (counters + classification + funnel + first page):')
  await time('')
  await time('?service=luce-gas')
  await time('?status=late&from=2026-01-01')
  await time('?page=200')
  // Payload's destroy() leaves its pool open: its idle connections die when PostgreSQL stops below, which is expected here.
  const adapter = payload.db as unknown as PostgresAdapter
  adapter.pool.on('error', () => undefined)
  await payload.destroy()
  console.log(failed ? `✘ a load took ${LIMIT_MS} ms or more` : `✔ every load under ${LIMIT_MS} ms`)
} finally {
  await postgres.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
