import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../../cms/src/seed/demoAccounts.ts'
import { demoRecords } from '../../../cms/src/seed/demoData.ts'

/**
 * The production start (server/prepare.ts with DATABASE_URL, as the launcher and the Docker image run it) on
 * databases of this file's own, empty before the start: no demo record unless SEED_DEMO=1, refusal of a database
 * holding demo accounts or tokens, and the two ways to the first admin (`npm run create-admin`, Payload's
 * first-user screen).
 */
const root = path.resolve(import.meta.dirname, '../../..')
const suffix = `${process.pid}_${Date.now().toString(36)}`
const productionDb = `prod_${suffix}`
const demoDb = `demo_${suffix}`
/**
 * The uploads of these starts (the seed's partner logos) go to a folder of this file's own: in the shared one, a
 * backup taken meanwhile by another test file (backup-restore.long) would count files that land after it.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-production-start-'))

function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

async function query<T>(database: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(database) })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

type Run = { code: number | null; stdout: string; stderr: string; ms: number }

/** Runs a script as its own process, exactly as `npm run …` or the launcher would, with stdin that is no terminal. */
function runScript(script: string, env: Record<string, string | undefined>): Promise<Run> {
  return new Promise((resolve, reject) => {
    // Payload's info lines are part of what is checked ('Migrating: '), whatever level the tests log at.
    const childEnv: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: undefined, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined, LOG_LEVEL: undefined, DATA_DIR: dataDir, ...env }
    const started = performance.now()
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], { cwd: root, env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] })
    child.stdin.end()
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }))
  })
}

const prepare = (database: string, env: Record<string, string> = {}) => runScript('server/prepare.ts', { DATABASE_URL: databaseUrl(database), ...env })

/** Rows the demo seed writes, per table; all zero on a production database. */
async function demoRows(database: string) {
  const [row] = await query<Record<string, string>>(
    database,
    `select
      (select count(*) from users) as users,
      (select count(*) from merchants) as merchants,
      (select count(*) from client_requests) as leads,
      (select count(*) from client_requests where offers_token is not null) as tokens,
      (select count(*) from bookings) as bookings,
      (select count(*) from partial_submissions) as partials,
      (select count(*) from contact_requests) as contacts,
      (select count(*) from consents) as consents`,
  )
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]))
}

async function content(database: string) {
  const [row] = await query<Record<string, string>>(
    database,
    `select
      (select count(*) from services) as services,
      (select count(*) from questionnaires) as questionnaires,
      (select count(*) from legal_pages) as legal,
      (select count(*) from pages) as pages,
      (select brand_name from site_settings limit 1) as brand`,
  )
  return row!
}

type Helpers = typeof import('../support/helpers.ts')
let helpers: Helpers
/** The two production starts that prepared the production database together (two deploys at once). */
let racing: Run[]

beforeAll(async () => {
  for (const name of [productionDb, demoDb]) await query('postgres', `create database "${name}"`)
  racing = await Promise.all([prepare(productionDb), prepare(productionDb)])
  for (const run of racing) expect(run.code, run.stderr).toBe(0)
  // The REST calls below (sign-in, first-user screen) go to the production database.
  process.env.DATABASE_URL = databaseUrl(productionDb)
  process.env.DATA_DIR = dataDir
  helpers = await import('../support/helpers.ts')
}, 240_000)

afterAll(async () => {
  await helpers?.closePayload()
  for (const name of [productionDb, demoDb]) await query('postgres', `drop database if exists "${name}" with (force)`)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('a production start (DATABASE_URL set, no SEED_DEMO)', () => {
  it('migrates once when two start together on an empty database: the other waits for it, then finds nothing to do', async () => {
    const output = racing.map((run) => run.stdout + run.stderr)
    expect(output.filter((text) => text.includes('Migrating: '))).toHaveLength(1)
    expect(output.filter((text) => text.includes('another start is migrating this database: waiting for it to finish'))).toHaveLength(1)
    expect(output.filter((text) => text.includes('[prepare] database already seeded'))).toHaveLength(1)
    const [migrations] = await query<{ rows: string; names: string }>(productionDb, 'select count(*) as rows, count(distinct name) as names from payload_migrations')
    expect(Number(migrations!.rows)).toBe(Number(migrations!.names))
  })

  it('creates the content every installation needs and no demo row', async () => {
    expect(await demoRows(productionDb)).toEqual({ users: 0, merchants: 0, leads: 0, tokens: 0, bookings: 0, partials: 0, contacts: 0, consents: 0 })
    const seeded = await content(productionDb)
    expect(Number(seeded.services)).toBe(8)
    expect(Number(seeded.questionnaires)).toBe(8)
    expect(Number(seeded.legal)).toBeGreaterThanOrEqual(3)
    expect(Number(seeded.pages)).toBeGreaterThan(0)
    expect(seeded.brand).toBeTruthy()
    const offers = await helpers.rest('GET', '/public/offers?ref=demo-offers-lead-1')
    expect(offers.status).toBeGreaterThanOrEqual(400)
    expect(offers.status).toBeLessThan(500)
  })

  it('lets Payload\'s first-user screen create the first account, as an admin, once', async () => {
    const email = 'prima.admin@example.it'
    const password = 'Prima!Admin2026'
    const first = await helpers.rest('POST', '/users/first-register', { body: { email, password, roles: ['merchant'] } })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const user = first.body.user as { roles: string[]; _verified?: boolean }
    expect(user.roles).toEqual(['admin'])
    const token = await helpers.login(email, password)
    const me = await helpers.rest('GET', '/users/me', { token })
    expect((me.body.user as { roles: string[] }).roles).toEqual(['admin'])
    const users = await helpers.rest('GET', '/users', { token })
    expect(users.status).toBe(200)

    const again = await helpers.rest('POST', '/users/first-register', { body: { email: 'seconda@example.it', password, roles: ['admin'] } })
    expect(again.status).toBe(403)
    expect(await demoRows(productionDb)).toMatchObject({ users: 1 })
  })

  it('npm run create-admin creates an admin that can sign in, promotes an existing account, refuses a weak password', async () => {
    const env = { DATABASE_URL: databaseUrl(productionDb) }
    const created = await runScript('scripts/create-admin.ts', { ...env, ADMIN_EMAIL: 'Gestore@Example.it', ADMIN_PASSWORD: 'Gestore!2026sito' })
    expect(created.code, created.stderr).toBe(0)
    expect(created.stdout).toContain('gestore@example.it')
    const token = await helpers.login('gestore@example.it', 'Gestore!2026sito')
    const me = await helpers.rest('GET', '/users/me', { token })
    expect(me.body.user).toMatchObject({ email: 'gestore@example.it', roles: ['admin'], _verified: true })
    expect((await helpers.rest('GET', '/users', { token })).status).toBe(200)

    const promoted = await runScript('scripts/create-admin.ts', { ...env, ADMIN_EMAIL: 'prima.admin@example.it', ADMIN_PASSWORD: 'Nuova!Password2026' })
    expect(promoted.code, promoted.stderr).toBe(0)
    await helpers.login('prima.admin@example.it', 'Nuova!Password2026')

    const weak = await runScript('scripts/create-admin.ts', { ...env, ADMIN_EMAIL: 'debole@example.it', ADMIN_PASSWORD: 'abc' })
    expect(weak.code).toBe(1)
    expect(weak.stderr).toContain('almeno 8 caratteri')
    const missing = await runScript('scripts/create-admin.ts', { ...env, ADMIN_EMAIL: 'debole@example.it' })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('ADMIN_PASSWORD')
    expect(await query(productionDb, "select 1 from users where email = 'debole@example.it'")).toHaveLength(0)
  }, 180_000)
})

describe('demo data on a DATABASE_URL', () => {
  it('is seeded with SEED_DEMO=1, refused by the next production start, and gone after npm run remove-demo', async () => {
    const seeded = await prepare(demoDb, { SEED_DEMO: '1' })
    expect(seeded.code, seeded.stderr).toBe(0)
    const rows = await demoRows(demoDb)
    expect(rows).toMatchObject({
      users: demoAccounts.length,
      merchants: demoRecords.merchantEmails.length,
      leads: demoRecords.leadKeys.length,
      tokens: demoRecords.offersTokens.length,
      bookings: demoRecords.bookingKeys.length,
      partials: 12,
      contacts: 3,
    })
    expect(await query(demoDb, "select 1 from client_requests where offers_token = 'demo-offers-lead-1'")).toHaveLength(1)
    // A real record, which the removal must leave alone.
    await query(demoDb, "insert into contact_requests (nome, cognome, email, telefono, cap, argomento, messaggio, privacy_accepted, idempotency_key, updated_at, created_at) values ('Vera', 'Cliente', 'vera@example.it', '+39 333 000 1111', '59100', 'altro', 'Una richiesta vera.', true, 'f2b1c1c8-real', now(), now())")

    const refused = await prepare(demoDb)
    expect(refused.code).toBe(2)
    for (const account of demoAccounts) expect(refused.stderr).toContain(account.email)
    expect(refused.stderr).toContain('demo-offers-lead-1')
    expect(refused.stderr).toContain('npm run remove-demo')

    const removed = await runScript('scripts/remove-demo.ts', { DATABASE_URL: databaseUrl(demoDb) })
    expect(removed.code, removed.stderr).toBe(0)
    expect(removed.stdout).toContain('Removed')

    const started = await prepare(demoDb)
    expect(started.code, started.stderr).toBe(0)
    expect(await demoRows(demoDb)).toEqual({ users: 0, merchants: 0, leads: 0, tokens: 0, bookings: 0, partials: 0, contacts: 1, consents: 0 })
    expect(Number((await content(demoDb)).services)).toBe(8)
  }, 300_000)
})

describe('npm start in production refuses what is not production', () => {
  const production = { DATABASE_URL: 'postgres://casaconfronta@127.0.0.1:1/casaconfronta', NODE_ENV: undefined, SMTP_URL: undefined, SMS_URL: undefined, PAYLOAD_SECRET: undefined, ALLOW_TEST_INBOXES: undefined }

  it('exits 2 before starting anything, naming each missing variable, with DATABASE_URL or NODE_ENV=production', async () => {
    const bare = await runScript('scripts/start.ts', production)
    expect(bare.code).toBe(2)
    expect(bare.stderr).toContain('A production start (DATABASE_URL is set) needs PAYLOAD_SECRET, SMTP_URL, SMS_URL')
    expect(bare.stderr).toContain('ALLOW_TEST_INBOXES=1')
    // Nothing was started: no test inbox announced, no database contacted (port 1), no build begun.
    expect(bare.stdout).not.toMatch(/inbox|Building|postgres/i)

    const noSms = await runScript('scripts/start.ts', { ...production, SMTP_URL: 'smtp://mail.example.com:587', PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(noSms.code).toBe(2)
    expect(noSms.stderr).toContain('needs SMS_URL:')

    const staging = await runScript('scripts/start.ts', { ...production, ALLOW_TEST_INBOXES: '1' })
    expect(staging.code).toBe(2)
    expect(staging.stderr).toContain('needs PAYLOAD_SECRET:')

    const nodeEnv = await runScript('scripts/start.ts', { ...production, DATABASE_URL: undefined, NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(nodeEnv.code).toBe(2)
    expect(nodeEnv.stderr).toContain('A production start (NODE_ENV=production) needs SMTP_URL, SMS_URL')
    const took = [bare, noSms, staging, nodeEnv].map((refused) => `${(refused.ms / 1000).toFixed(1)} s`)
    console.log(`[production-refusal] 4 refusals (nothing set; no SMS_URL; ALLOW_TEST_INBOXES=1 without PAYLOAD_SECRET; NODE_ENV=production): exit 2 in ${took.join(', ')}, no inbox, no database, no build`)
  }, 120_000)
})
