/**
 * `npm run requeue-email [-- --since <time>]`: every e-mail that failed for good (after its 24 hours of tries), or
 * only those that failed since a time, gets one more try at once from the jobs runner — on DATABASE_URL, or on
 * `npm start`'s embedded database when unset (cms/src/email/outbox/requeue.ts).
 */
import { useProductDatabase } from './productDatabase.ts'

useProductDatabase()
const { requeueFailedEmails, requeueOptions } = await import('../cms/src/email/outbox/requeue.ts')
let options: ReturnType<typeof requeueOptions>
try {
  options = requeueOptions(process.argv.slice(2))
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}
const { getPayload } = await import('payload')
const { default: config } = await import('../cms/payload.config.ts')
const payload = await getPayload({ config })
let code = 0
try {
  const count = await requeueFailedEmails(payload, options.since)
  console.log(`${count} failed e-mail(s)${options.since ? ` since ${options.since.toISOString()}` : ''} queued again: the jobs runner sends them now.`)
} catch (error) {
  console.error(`E-mails not queued again: ${error instanceof Error ? error.message : error}`)
  code = 1
} finally {
  await payload.destroy()
}
process.exit(code)
