/**
 * The jobs runner: works through Payload's Jobs Queue in its own process, so a web process that dies
 * mid-request loses nothing that was queued. Two loops: e-mails (queue `default`, every JOBS_POLL_MS), and
 * maintenance (queue `maintenance`, once a minute), where Payload's scheduler queues the cron-scheduled
 * tasks — the nightly privacy retention purge — and the runner then runs them when they fall due. A long purge
 * never holds up the e-mails. Any number of runners may run against one database: each job is taken by exactly
 * one of them (claimJobs in cms/src/jobs/runner.ts).
 */
import { getPayload } from 'payload'
import config from '../cms/payload.config.ts'
import { maintenanceQueue } from '../cms/src/jobs/privacyRetention.ts'
import { DEFAULT_STALE_JOB_MS, runJobsOnce, scheduleJobs } from '../cms/src/jobs/runner.ts'

const payload = await getPayload({ config })
const intervalMs = Number(process.env.JOBS_POLL_MS ?? 1000)
const maintenanceIntervalMs = 60_000
const staleMs = Number(process.env.JOBS_STALE_MS ?? DEFAULT_STALE_JOB_MS)
let stopping = false

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function loop(name: string, everyMs: number, work: () => Promise<unknown>) {
  while (!stopping) {
    try {
      await work()
    } catch (error) {
      payload.logger.error({ err: error, msg: `[worker] ${name} failed` })
    }
    await sleep(everyMs)
  }
}

console.log(`[worker] jobs runner started (pid ${process.pid})`)
await Promise.all([
  // Also hands back any job a runner that died left marked as running (cms/src/jobs/runner.ts).
  loop('e-mail jobs', intervalMs, () => runJobsOnce(payload, { staleMs })),
  loop('maintenance jobs', maintenanceIntervalMs, async () => {
    // Queues the next run of each scheduled task (at most one waiting per task), then runs those that are due.
    await scheduleJobs(payload, maintenanceQueue)
    await runJobsOnce(payload, { queue: maintenanceQueue, limit: 1, staleMs })
  }),
])

function stop() {
  stopping = true
  setTimeout(() => process.exit(0), 3000).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
