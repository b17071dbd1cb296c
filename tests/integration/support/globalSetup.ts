import pg from 'pg'
import { getPayload } from 'payload'
import type { TestProject } from 'vitest/node'
import config from '../../../cms/payload.config.ts'
import { seed } from '../../../cms/src/seed/index.ts'
import { closePayloadDatabase } from '../../../cms/src/database/pool.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { demoAccounts } from '../../../cms/src/seed/demoAccounts.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A session of each demo account, by e-mail, signed in on the template: every file's copy holds it (helpers.ts loginAs). */
    demoSessions: Record<string, string>
  }
}

/**
 * The run's database (fresh, from scripts/test.ts) is migrated and seeded once and then serves as the
 * template each test file copies (tests/integration/support/setup.ts), so no file sees another file's records.
 * The tests sign in with the demo accounts and use the demo merchants and leads, so the template gets the
 * demo records as well as the content (a production start would not seed them).
 *
 * Each demo account is signed in once here, and the files use those sessions (helpers.ts loginAs): a sign-in is
 * Payload's password check, 600,000 rounds of PBKDF2 (about 0.2 s of CPU), and the files asked for about 150 of
 * them, a tenth of the integration tests' CPU on two cores.
 */
export default async function setup(project: TestProject) {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  await seed(payload, { demo: true })
  const sessions: Record<string, string> = {}
  for (const account of demoAccounts) {
    const { token } = await payload.login({ collection: collectionSlugs.users, data: { email: account.email, password: account.password } })
    if (!token) throw new Error(`the demo account ${account.email} could not sign in`)
    sessions[account.email] = token
  }
  project.provide('demoSessions', sessions)
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
