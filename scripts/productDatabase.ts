import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { embeddedPasswordFile } from '../server/postgres.ts'
import { root } from './lib.ts'

/**
 * For the maintenance commands (`npm run create-admin`, `npm run remove-demo`): DATABASE_URL when set, otherwise
 * the embedded database of `npm start` (running, in DATA_DIR, on PG_PORT). Sets the variables the Payload config
 * reads, so the config must be imported after this.
 */
export function useProductDatabase(): void {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'))
  if (!process.env.DATABASE_URL) {
    const passwordFile = embeddedPasswordFile(path.join(dataDir, 'postgres'))
    if (!fs.existsSync(passwordFile)) {
      throw new Error(`DATABASE_URL is not set and ${passwordFile} does not exist: set DATABASE_URL, or start the embedded database once with npm start.`)
    }
    const password = fs.readFileSync(passwordFile, 'utf8').trim()
    process.env.DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${process.env.PG_PORT ?? 54329}/casaconfronta`
  }
  if (!process.env.PAYLOAD_SECRET) {
    const secretFile = path.join(dataDir, 'payload-secret')
    // Nothing these commands write is signed with it, but the config refuses to load without one.
    process.env.PAYLOAD_SECRET = fs.existsSync(secretFile) ? fs.readFileSync(secretFile, 'utf8').trim() : randomBytes(32).toString('hex')
  }
}
