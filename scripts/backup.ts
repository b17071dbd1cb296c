/**
 * `npm run backup [-- <folder>]`: a backup of a running installation — the database (DATABASE_URL, or npm start's
 * embedded one) as one consistent snapshot, and the uploads (the S3 bucket when S3_* is set, DATA_DIR/media
 * otherwise) — into <folder> (default backups/casaconfronta-<date>-<time>). Format and reasons: scripts/backup/archive.ts.
 * Restore with `npm run restore -- <folder>`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { objectStorageSettings } from '../cms/src/storage/objectStorage.ts'
import { mediaDir } from '../platform/env.ts'
import { BACKUP_FORMAT, copyFiles, dumpDatabase, type Manifest } from './backup/archive.ts'
import { downloadBucket } from './backup/bucket.ts'
import { useProductDatabase } from './productDatabase.ts'

useProductDatabase()
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
const dir = path.resolve(process.argv[2] ?? path.join('backups', `casaconfronta-${stamp}`))
if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
  console.error(`${dir} is not empty: give a new folder.`)
  process.exit(1)
}
fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
const started = Date.now()
const database = await dumpDatabase(process.env.DATABASE_URL!, dir)
const store = objectStorageSettings()
const files = store ? { from: 'bucket' as const, ...(await downloadBucket(store, path.join(dir, 'bucket'))) } : { from: 'media' as const, ...copyFiles(mediaDir(), path.join(dir, 'media')) }
const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), ...database, files }
fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
const rows = Object.values(database.tables).reduce((sum, n) => sum + n, 0)
console.log(
  `Backup in ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s): ${Object.keys(database.tables).length} tables, ${rows} rows, ` +
    `${database.migrations.length} migrations; ${files.count} files (${(files.bytes / 1024).toFixed(0)} KiB) from ${store ? `bucket ${store.bucket}` : mediaDir()}.`,
)
