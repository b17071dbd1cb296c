import pg from 'pg'
import { getPayload } from 'payload'
import config from '../../../cms/payload.config.ts'
import { seed } from '../../../cms/src/seed/index.ts'
import { closePayloadDatabase } from '../../../cms/src/database/pool.ts'

/**
 * The run's database (fresh, from scripts/test.ts) is migrated and seeded once and then serves as the
 * template each test file copies (tests/integration/support/setup.ts), so no file sees another file's records.
 * The tests sign in with the demo accounts and use the demo merchants and leads, so the template gets the
 * demo records as well as the content (a production start would not seed them).
 */
export default async function setup() {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  await seed(payload, { demo: true })
  await closePayloadDatabase(payload)
  const url = new URL(process.env.DATABASE_URL!)
  const database = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  // A template must have no open connection: one the closing pool waited for past its two seconds is ended here.
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])
  await admin.end()
}
