/**
 * Brings the database to the current schema (committed migrations) and seeds what is missing: the site's
 * content always, the demo records only when SEED_DEMO=1 (the launcher sets it on its embedded development
 * database). Without it this is a production start — the launcher with DATABASE_URL, the Docker image's command —
 * and a database holding demo accounts or demo offers tokens is refused (exit code 2) before anything is served.
 *
 * Two starts at once (two deploys, several containers whose command runs this) take turns: each holds a PostgreSQL
 * advisory lock, on a connection of its own, from before the migrations to after the seed. The first migrates and
 * seeds; the next waits for it, then finds every migration applied and the content there, and does nothing.
 */
import { getPayload } from 'payload'
import config from '../cms/payload.config.ts'
import { seed } from '../cms/src/seed/index.ts'
import { DemoDataInProduction, refuseDemoData } from '../cms/src/seed/demoGuard.ts'
import { wantsDemoData } from '../platform/env.ts'
import { useProductLogging } from '../platform/logging.ts'
import { holdPrepareLock } from '../cms/src/database/locks.ts'

useProductLogging()
const lock = await holdPrepareLock(process.env.DATABASE_URL, () =>
  console.log('[prepare] another start is migrating this database: waiting for it to finish'),
)
// Ending the connection releases the lock, whichever way this process ends.
const finish = async (code: number) => {
  await lock.release()
  process.exit(code)
}

const payload = await getPayload({ config })
await payload.db.migrate()
const demo = wantsDemoData()
if (!demo) {
  try {
    await refuseDemoData(payload)
  } catch (error) {
    if (!(error instanceof DemoDataInProduction)) throw error
    console.error(error.message)
    await payload.destroy()
    await finish(2)
  }
}
const report = await seed(payload, { demo })
console.log(`[prepare] ${report.created.length ? `seeded: ${report.created.join(', ')}` : 'database already seeded'}${demo ? ' (with demo data)' : ''}`)
await payload.destroy()
await finish(0)
