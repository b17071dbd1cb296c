/**
 * The jobs runner: works through Payload's Jobs Queue (e-mails, later the retention purge) in its own
 * process, so a web process that dies mid-request loses nothing that was queued.
 */
import { getPayload } from 'payload'
import config from '../cms/payload.config.ts'

const payload = await getPayload({ config })
const intervalMs = Number(process.env.JOBS_POLL_MS ?? 1000)
let stopping = false

console.log(`[worker] jobs runner started (pid ${process.pid})`)
while (!stopping) {
  try {
    await payload.jobs.run({ limit: 20 })
  } catch (error) {
    console.error('[worker] jobs run failed', error)
  }
  await new Promise((resolve) => setTimeout(resolve, intervalMs))
}

function stop() {
  stopping = true
  setTimeout(() => process.exit(0), 3000).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
