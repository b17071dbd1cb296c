/** Brings the database to the current schema (committed migrations) and seeds what is missing. */
import { getPayload } from 'payload'
import config from '../cms/payload.config.ts'
import { seed } from '../cms/src/seed/index.ts'

const payload = await getPayload({ config })
await payload.db.migrate()
const report = await seed(payload)
console.log(`[prepare] ${report.created.length ? `seeded: ${report.created.join(', ')}` : 'database already seeded'}`)
await payload.destroy()
process.exit(0)
