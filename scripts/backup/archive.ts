/**
 * The backup's format and its two halves (`npm run backup`, `npm run restore`): the database as one consistent
 * snapshot — every table of the `public` schema, row by row as PostgreSQL's own JSON of the row, read in one
 * REPEATABLE READ transaction, with the sequences' values and the list of applied migrations — and the uploads,
 * from DATA_DIR/media or from the S3 bucket (S3_*).
 *
 * Why not pg_dump: it must be at least the server's version (17), and neither the machines here (Debian 12: 15) nor
 * the app's image carry one; this needs nothing but the app's own Node and `pg`. A restore recreates the schema
 * with the build's own migrations, so it takes a backup made by the same migrations (the manifest lists them) and
 * refuses another. With a pg_dump of the server's version at hand, `pg_dump -Fc` of DATABASE_URL is as good for the
 * database half (docs/operations.md, "Backups").
 *
 * Layout of a backup folder: manifest.json, tables/<table>.ndjson.gz (one row per line), media/… or bucket/… (the
 * files, under their paths or object keys).
 */
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { createGunzip, createGzip } from 'node:zlib'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import pg from 'pg'

export const BACKUP_FORMAT = 'casaconfronta-backup/1'
const BATCH = 2000

export type Manifest = {
  format: typeof BACKUP_FORMAT
  createdAt: string
  postgres: string
  migrations: string[]
  tables: Record<string, number>
  sequences: Record<string, number | null>
  files: { from: 'media' | 'bucket'; count: number; bytes: number }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function tablesOf(db: pg.ClientBase): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
  return rows.map((row) => row.name)
}

/** Every table's rows, in one snapshot, into `dir/tables`; returns the manifest's database part. */
export async function dumpDatabase(databaseUrl: string, dir: string): Promise<Omit<Manifest, 'format' | 'createdAt' | 'files'>> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  fs.mkdirSync(path.join(dir, 'tables'), { recursive: true })
  try {
    await db.query('begin isolation level repeatable read read only')
    const postgres = (await db.query<{ version: string }>('show server_version')).rows[0]!.version
    const migrations = (await db.query<{ name: string }>(`select name from payload_migrations where name <> 'dev' order by name`)).rows.map((row) => row.name)
    const tables: Record<string, number> = {}
    for (const table of await tablesOf(db)) {
      let count = 0
      let after = '(0,0)'
      // Keyset pages over the row's physical position: stable within the snapshot, cheap (TID range scan) at any depth.
      async function* lines() {
        for (;;) {
          const { rows } = await db.query<{ at: string; row: string }>(
            `select ctid::text as at, row_to_json(t)::text as row from ${quote(table)} t where ctid > $1::tid order by ctid limit ${BATCH}`,
            [after],
          )
          if (rows.length === 0) return
          for (const row of rows) yield `${row.row}\n`
          count += rows.length
          after = rows[rows.length - 1]!.at
        }
      }
      await pipeline(Readable.from(lines()), createGzip(), fs.createWriteStream(path.join(dir, 'tables', `${table}.ndjson.gz`)))
      tables[table] = count
    }
    const sequences: Record<string, number | null> = {}
    for (const row of (await db.query<{ name: string; value: string | null }>(`select sequencename as name, last_value as value from pg_sequences where schemaname = 'public'`)).rows) {
      sequences[row.name] = row.value === null ? null : Number(row.value)
    }
    await db.query('commit')
    return { postgres, migrations, tables, sequences }
  } finally {
    await db.end()
  }
}

/**
 * Loads a dump into a database whose schema the same migrations made: in one transaction, the rows the migrations
 * wrote are replaced, the foreign keys are dropped while the rows go in (in any order) and added back after — which
 * checks every reference — and the sequences continue where they were.
 */
export async function loadDatabase(databaseUrl: string, dir: string, manifest: Manifest): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query('begin')
    const present = await tablesOf(db)
    const missing = Object.keys(manifest.tables).filter((table) => !present.includes(table))
    if (missing.length) throw new Error(`the schema has no table ${missing.join(', ')}: restore with the release that made the backup`)
    const { rows: keys } = await db.query<{ table: string; name: string; definition: string }>(
      `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
    )
    for (const key of keys) await db.query(`alter table ${key.table} drop constraint ${quote(key.name)}`)
    await db.query(`truncate ${present.map(quote).join(', ')}`)
    for (const table of Object.keys(manifest.tables)) {
      const input = readline.createInterface({ input: fs.createReadStream(path.join(dir, 'tables', `${table}.ndjson.gz`)).pipe(createGunzip()), crlfDelay: Infinity })
      let batch: string[] = []
      const flush = async () => {
        if (batch.length === 0) return
        await db.query(`insert into ${quote(table)} select * from json_populate_recordset(null::${quote(table)}, $1::json)`, [`[${batch.join(',')}]`])
        batch = []
      }
      for await (const line of input) {
        if (!line) continue
        batch.push(line)
        if (batch.length >= BATCH) await flush()
      }
      await flush()
    }
    for (const key of keys) await db.query(`alter table ${key.table} add constraint ${quote(key.name)} ${key.definition}`)
    for (const [sequence, value] of Object.entries(manifest.sequences)) {
      if (value === null) await db.query(`select setval($1, 1, false)`, [`public.${quote(sequence)}`])
      else await db.query(`select setval($1, $2, true)`, [`public.${quote(sequence)}`, value])
    }
    await db.query('commit')
  } catch (error) {
    await db.query('rollback').catch(() => undefined)
    throw error
  } finally {
    await db.end()
  }
}

/** Whether the database has any table in `public` (a restore goes only into a fresh one). */
export async function hasTables(databaseUrl: string): Promise<boolean> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    return (await tablesOf(db)).length > 0
  } finally {
    await db.end()
  }
}

/** Every file under `from`, copied to `to`; returns how many and their bytes. */
export function copyFiles(from: string, to: string): { count: number; bytes: number } {
  let count = 0
  let bytes = 0
  if (!fs.existsSync(from)) return { count, bytes }
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const source = path.join(entry.parentPath, entry.name)
    const target = path.join(to, path.relative(from, source))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(source, target)
    count++
    bytes += fs.statSync(source).size
  }
  return { count, bytes }
}
