import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { checkReady, defaultMigrationsDir, expectedMigrations } from '../../../server/health.ts'
import { payload } from '../support/helpers.ts'

/** /readyz's check (server/health.ts) against the migrated test database and an unreachable one. */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
const unreachable = new pg.Pool({ connectionString: 'postgres://postgres:postgres@127.0.0.1:1/none', max: 1 })
afterAll(async () => {
  await Promise.all([pool.end(), unreachable.end()])
})

describe('readiness', () => {
  it('is ready when every migration of this build is applied', async () => {
    await payload()
    const expected = expectedMigrations(defaultMigrationsDir)
    expect(expected.length).toBeGreaterThan(5)
    expect(expected).not.toContain('index')
    expect(await checkReady(pool, expected)).toEqual({ ok: true })
  })

  it('is not ready when a migration of this build is missing from the database', async () => {
    const expected = [...expectedMigrations(defaultMigrationsDir), '29990101_000000_not_yet_applied']
    expect(await checkReady(pool, expected)).toEqual({ ok: false, reason: 'migrations not applied: 29990101_000000_not_yet_applied' })
  })

  it('stays ready when the database cannot be reached, which it says to the operator: every node would fail together', async () => {
    const state = await checkReady(unreachable, expectedMigrations(defaultMigrationsDir))
    expect(state.ok).toBe(true)
    expect(state.ok && state.database).toMatch(/^unreachable \(.+\): serving cached pages, writes answer 503$/)
  })
})
