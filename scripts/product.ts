/**
 * For the measuring scripts (lighthouse, js-bytes): use the product at BASE_URL, or start a throwaway one
 * exactly as scripts/test.ts does — fresh embedded PostgreSQL in a temporary folder, then `npm start`'s
 * launcher (which builds first if there is no build) — and stop it all afterwards.
 * MEASURE_WEB_PORT, MEASURE_PG_PORT, MEASURE_MAIL_*_PORT and MEASURE_SMS_WEB_PORT move it off the default ports.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '../server/postgres.ts'
import { launchProduct } from './lib.ts'

export async function withProduct<T>(body: (baseUrl: string) => Promise<T>): Promise<T> {
  if (process.env.BASE_URL) return body(process.env.BASE_URL.replace(/\/$/, ''))

  const port = Number(process.env.MEASURE_WEB_PORT ?? 3400)
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-measure-'))
  // PostgreSQL runs as the unprivileged 'postgres' user when we are root: it must be able to enter the folder.
  fs.chmodSync(tmp, 0o755)
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(tmp, 'postgres'),
    port: Number(process.env.MEASURE_PG_PORT ?? 54360),
    databases: ['measure'],
  })
  const product = launchProduct({
    port,
    mailSmtpPort: Number(process.env.MEASURE_MAIL_SMTP_PORT ?? 1400),
    mailWebPort: Number(process.env.MEASURE_MAIL_WEB_PORT ?? 8400),
    smsWebPort: Number(process.env.MEASURE_SMS_WEB_PORT ?? 8401),
    databaseUrl: postgres.url('measure'),
    dataDir: path.join(tmp, 'data'),
    // The measured pages include the demo merchants' offers.
    env: { PAYLOAD_SECRET: 'measure-secret', SEED_DEMO: '1' },
  })
  try {
    await product.ready()
    return await body(product.baseUrl)
  } finally {
    await product.stop()
    await postgres.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
