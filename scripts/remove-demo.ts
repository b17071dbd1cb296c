/**
 * `npm run remove-demo`: deletes every demo record (the demo accounts, merchants, leads with their consents and
 * offers tokens, bookings, questionnaire sessions, contact messages) from DATABASE_URL, or from `npm start`'s
 * embedded database when unset, so a database once seeded with SEED_DEMO=1 can serve production. Nothing else is
 * touched: content, settings and real records stay.
 */
import { useProductDatabase } from './productDatabase.ts'

useProductDatabase()
const { getPayload } = await import('payload')
const { default: config } = await import('../cms/payload.config.ts')
const { removeDemoRows } = await import('../cms/src/seed/demoGuard.ts')
const payload = await getPayload({ config })
let code = 0
try {
  const removed = Object.entries(await removeDemoRows(payload)).filter(([, count]) => count > 0)
  console.log(removed.length ? `Removed ${removed.map(([collection, count]) => `${count} ${collection}`).join(', ')}.` : 'No demo records found.')
} catch (error) {
  console.error(`Demo records not removed: ${error instanceof Error ? error.message : error}`)
  code = 1
} finally {
  await payload.destroy()
}
process.exit(code)
