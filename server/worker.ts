/**
 * The jobs runner: works through Payload's Jobs Queue (e-mails, later the retention purge) in its own
 * process, so a web process that dies mid-request loses nothing that was queued. A pass that fails (PostgreSQL
 * away) is logged and the next one tries again; a job a killed runner left half-done is taken up again.
 */
import { getPayload } from 'payload'
import config from '../cms/payload.config.ts'
import { DEFAULT_STALE_JOB_MS, runJobsOnce } from '../cms/src/jobs/runner.ts'

const payload = await getPayload({ config })
const intervalMs = Number(process.env.JOBS_POLL_MS ?? 1000)
const staleMs = Number(process.env.JOBS_STALE_MS ?? DEFAULT_STALE_JOB_MS)
let stopping = false

console.log(`[worker] jobs runner started (pid ${process.pid})`)
while (!stopping) {
  try {
    await runJobsOnce(payload, { staleMs })
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
