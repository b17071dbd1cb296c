/**
 * `npm run restore -- <folder>`: a backup of `npm run backup` into a fresh database (DATABASE_URL, empty: a database
 * with any table is refused) and the uploads back into the bucket (S3_*) or DATA_DIR/media. The schema comes from
 * this build's migrations, which must be the ones the backup was made with (the manifest lists them). Then start the
 * product on it as usual. Format and reasons: scripts/backup/archive.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { objectStorageSettings } from '../cms/src/storage/objectStorage.ts'
import { mediaDir } from '../platform/env.ts'
import { defaultMigrationsDir, expectedMigrations } from '../server/health.ts'
import { BACKUP_FORMAT, copyFiles, hasTables, loadDatabase, type Manifest } from './backup/archive.ts'
import { uploadBucket } from './backup/bucket.ts'
import { useProductDatabase } from './productDatabase.ts'

const folder = process.argv[2]
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder>')
  process.exit(1)
}
const dir = path.resolve(folder)
const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest
if (manifest.format !== BACKUP_FORMAT) {
  console.error(`${dir} is not a backup of this product (format ${manifest.format}).`)
  process.exit(1)
}
useProductDatabase()
const databaseUrl = process.env.DATABASE_URL!
if (await hasTables(databaseUrl)) {
  console.error('The database is not empty: restore into a fresh one (create it, set DATABASE_URL to it), then point the product at it.')
  process.exit(1)
}
const ours = expectedMigrations(defaultMigrationsDir)
if (ours.join() !== manifest.migrations.join()) {
  const onlyOurs = ours.filter((name) => !manifest.migrations.includes(name))
  const onlyTheirs = manifest.migrations.filter((name) => !ours.includes(name))
  console.error(
    `The backup was made with other migrations (this build adds ${onlyOurs.join(', ') || 'none'}, lacks ${onlyTheirs.join(', ') || 'none'}): ` +
      'restore with the release that made it, then start this one, which migrates.',
  )
  process.exit(1)
}

const started = Date.now()
// The schema, by this build's migrations, as a production start makes it.
const { getPayload } = await import('payload')
const { default: config } = await import('../cms/payload.config.ts')
const { closePayloadDatabase } = await import('../cms/src/database/pool.ts')
const payload = await getPayload({ config })
await payload.db.migrate()
await closePayloadDatabase(payload)

await loadDatabase(databaseUrl, dir, manifest)
const store = objectStorageSettings()
let files: number
if (manifest.files.from === 'bucket') {
  if (!store) throw new Error('The backup holds a bucket: set S3_* to the bucket to restore it into.')
  files = await uploadBucket(store, path.join(dir, 'bucket'))
} else {
  files = copyFiles(path.join(dir, 'media'), mediaDir()).count
}
const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0)
console.log(`Restored ${dir} (made ${manifest.createdAt}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${files} files into ${manifest.files.from === 'bucket' ? `bucket ${store!.bucket}` : mediaDir()}.`)
process.exit(0)
