import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm run backup` of this file's database (the seeded content, the demo accounts and records) and its uploads
 * folder, `npm run restore` into a fresh database and a fresh uploads folder, then the product's API answering from
 * the restored copy: sign-in with a restored account, the content, a restored upload, a new record after the
 * restored ones. Both commands run as their own processes, as an operator runs them.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-backup-'))
const backupDir = path.join(tmp, 'backup')
const restoredData = path.join(tmp, 'restored')
const sourceUrl = process.env.DATABASE_URL!
const restoredDb = `restored_${process.pid}_${Date.now().toString(36)}`
const urlOf = (name: string) => Object.assign(new URL(sourceUrl), { pathname: `/${name}` }).toString()

type Run = { code: number | null; output: string }
function npmScript(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

/** Every table's row count, and each sequence's value. */
async function census(url: string) {
  const tables = await query<{ name: string }>(url, `select tablename as name from pg_tables where schemaname = 'public' order by 1`)
  const rows: Record<string, number> = {}
  for (const { name } of tables) rows[name] = Number((await query<{ n: string }>(url, `select count(*) as n from "${name}"`))[0]!.n)
  const sequences = await query<{ name: string; value: string | null }>(url, `select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' order by 1`)
  return { rows, sequences }
}

let backup: Run
let restore: Run
let helpers: typeof import('../support/helpers.ts')
const sourceMedia = path.resolve(process.env.DATA_DIR ?? '.data', 'media')

beforeAll(async () => {
  backup = await npmScript('scripts/backup.ts', [backupDir], { DATABASE_URL: sourceUrl })
  expect(backup.code, backup.output).toBe(0)
  await query(urlOf('postgres'), `create database "${restoredDb}"`)
  restore = await npmScript('scripts/restore.ts', [backupDir], { DATABASE_URL: urlOf(restoredDb), DATA_DIR: restoredData })
  expect(restore.code, restore.output).toBe(0)
  // The product's API from here on answers from the restored database and uploads folder.
  process.env.DATABASE_URL = urlOf(restoredDb)
  process.env.DATA_DIR = restoredData
  helpers = await import('../support/helpers.ts')
}, 300_000)

afterAll(async () => {
  await helpers?.closePayload()
  await query(urlOf('postgres'), `drop database if exists "${restoredDb}" with (force)`)
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('a backup restored into a fresh database', () => {
  it('holds every row of every table and every sequence, and every upload', async () => {
    const before = await census(sourceUrl)
    const after = await census(urlOf(restoredDb))
    expect(after).toEqual(before)
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as { files: { count: number }; tables: Record<string, number> }
    expect(manifest.tables).toEqual(before.rows)
    const uploads = fs.readdirSync(sourceMedia, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    expect(manifest.files.count).toBe(uploads.length)
    for (const entry of uploads) {
      const file = path.join(entry.parentPath, entry.name)
      expect(fs.readFileSync(path.join(restoredData, 'media', path.relative(sourceMedia, file)))).toEqual(fs.readFileSync(file))
    }
    console.log(`[backup] ${backup.output.trim().split('\n').pop()}`)
    console.log(`[backup] ${restore.output.trim().split('\n').pop()}`)
  })

  it('is served by the product: a restored account signs in, the content and an upload are there, new records follow the old ones', async () => {
    const admin = await helpers.loginAs('Admin')
    const services = await helpers.rest('GET', '/services?limit=20&depth=0', { token: admin })
    expect(services.body.totalDocs).toBe(8)
    const leads = await helpers.rest('GET', '/client-requests?limit=1&depth=0', { token: admin })
    expect(Number(leads.body.totalDocs)).toBeGreaterThan(0)
    const media = await helpers.rest('GET', '/media?limit=1&depth=0', { token: admin })
    const filename = (media.body.docs?.[0] as { filename: string }).filename
    const served = await helpers.answerApi(new Request(`http://localhost:3000/api/media/file/${encodeURIComponent(filename)}`))
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fs.readFileSync(path.join(sourceMedia, filename)))
    const [{ max }] = await query<{ max: number }>(urlOf(restoredDb), 'select max(id) as max from contact_requests')
    const created = await helpers.rest('POST', '/public/contact-requests', {
      body: { nome: 'Dopo', cognome: 'Ripristino', email: 'dopo.ripristino@example.com', telefono: '3331234567', cap: '59100', argomento: 'altro', messaggio: 'Il sito risponde dopo il ripristino.', privacy: true, marketing: false },
      headers: { 'x-real-ip': '10.9.9.9' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(Number(created.body.id)).toBeGreaterThan(Number(max ?? 0))
  })

  it('is refused by a database that is not empty', async () => {
    const again = await npmScript('scripts/restore.ts', [backupDir], { DATABASE_URL: urlOf(restoredDb), DATA_DIR: restoredData })
    expect(again.code).toBe(1)
    expect(again.output).toContain('The database is not empty')
  })
})
