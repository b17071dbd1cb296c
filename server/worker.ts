/**
 * The jobs runner: works through Payload's Jobs Queue in its own process, so a web process that dies
 * mid-request loses nothing that was queued. Two loops: e-mails (queue `default`, every JOBS_POLL_MS), and
 * maintenance (queue `maintenance`, once a minute), where Payload's scheduler queues the cron-scheduled
 * tasks — the nightly privacy retention purge — and the runner then runs them when they fall due; and once a
 * minute the e-mail queue is checked for trouble (an alert to the admins, cms/src/email/outbox/alert.ts). A long
 * purge never holds up the e-mails. Any number of runners may run against one database: each job is taken by exactly one of
 * them (claimJobs in cms/src/jobs/runner.ts).
 *
 * SIGTERM (a deploy, `docker compose stop`) drains it: no new job is taken, the sends in progress finish, and
 * whatever is still running after JOBS_DRAIN_MS is handed back to the queue untried for another runner, then the
 * process exits 0 — within the container's grace period, so it is never killed mid-send.
 *
 * METRICS_PORT (private): GET /healthz answers 200 while the e-mail loop completes a pass against the database
 * (503 when its last completed pass is older than a minute, or while draining), GET /metrics the queue's depth,
 * its failed e-mails (sampled every METRICS_SAMPLE_MS, served from memory with their age, so a scrape answers 200
 * while PostgreSQL is away), `casaconfronta_db_up`, the jobs run and the database pool.
 */
import client from 'prom-client'
import type { Payload } from 'payload'
import { useProductLogging } from '../platform/logging.ts'
import { metricsPort, observePool, productMetrics, serveMetrics } from '../platform/metrics.ts'

useProductLogging()
const intervalMs = Number(process.env.JOBS_POLL_MS ?? 1000)
const maintenanceIntervalMs = 60_000
const drainMs = Number(process.env.JOBS_DRAIN_MS ?? 20_000)
/** A runner whose e-mail loop has not completed a pass for this long is unhealthy (the database is gone, or it hangs). */
const healthyWithinMs = Math.max(60_000, 5 * intervalMs)

let stopping = false
const wake = new AbortController()
/** The jobs this runner has taken and not finished, handed back if the drain runs out of time. */
const held = new Set<number>()
let lastPass = Date.now()

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    wake.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/** What `stop` has to wait for and close, once started. */
const running: { loops?: Promise<unknown>; payload?: Payload; release?: (payload: Payload, ids: number[]) => Promise<void>; close?: (payload: Payload) => Promise<void> } = {}

/**
 * Registered before the product's modules load (below, imported once this is in place): loading them takes most of
 * the runner's start-up, tens of seconds, and a runner told to stop meanwhile (a deploy, `docker compose stop`)
 * exits 0 once the module being evaluated is done, instead of being killed by the signal (143).
 */
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  wake.abort()
  console.log(`[worker] ${signal}: draining (${held.size} job(s) in progress, at most ${drainMs / 1000} s)`)
  const { loops, payload } = running
  const drained = loops ? await Promise.race([loops.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), drainMs))]) : true
  if (!drained && payload && held.size > 0) {
    const ids = [...held]
    await running.release!(payload, ids).catch((error: Error) => console.error('[worker] could not hand back jobs', ids, error.message))
    console.warn(`[worker] handed back ${ids.length} job(s) still running after ${drainMs / 1000} s: ${ids.join(', ')}`)
  }
  if (payload) await running.close!(payload)
  console.log('[worker] stopped')
  process.exit(0)
}
process.once('SIGTERM', () => void stop('SIGTERM'))
process.once('SIGINT', () => void stop('SIGINT'))

const [{ getPayload }, { default: config }, { maintenanceQueue }, { DEFAULT_STALE_JOB_MS, releaseJobs, runJobsOnce, scheduleJobs }, { alertIfEmailQueueStuck }, { emailClockScale }, { outboxState }, { closePayloadDatabase }, { payloadPoolOf }] =
  await Promise.all([
    import('payload'),
    import('../cms/payload.config.ts'),
    import('../cms/src/privacy/privacyRetention.ts'),
    import('../cms/src/jobs/runner.ts'),
    import('../cms/src/email/outbox/alert.ts'),
    import('../cms/src/email/outbox/schedule.ts'),
    import('../cms/src/database/emailQueue.ts'),
    import('../cms/src/database/pool.ts'),
    import('../cms/src/database/adapter.ts'),
  ])
const staleMs = Number(process.env.JOBS_STALE_MS ?? DEFAULT_STALE_JOB_MS)
const ready = await getPayload({ config })
Object.assign(running, { payload: ready, release: releaseJobs, close: closePayloadDatabase })
const metrics = productMetrics()
observePool('payload', payloadPoolOf(ready))
const jobsRun = new client.Counter({
  name: 'casaconfronta_jobs_total',
  help: 'Jobs run by this runner, by queue and outcome (done, or failed: retried later or failed for good).',
  labelNames: ['queue', 'outcome'] as const,
  registers: [metrics.registry],
})
/**
 * The queue's state, sampled in the background and served from memory: a scrape never waits on PostgreSQL, so
 * /metrics answers 200 while the database is away, with the last figures, their age and `casaconfronta_db_up` 0.
 */
const sampleEveryMs = Math.max(1000, Number(process.env.METRICS_SAMPLE_MS ?? 5000))
const sampled: { state?: Awaited<ReturnType<typeof outboxState>>; at: number; dbUp: boolean } = { at: 0, dbUp: false }
async function sampleQueue() {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${sampleEveryMs} ms`)), sampleEveryMs)
  })
  try {
    sampled.state = await Promise.race([outboxState(payloadPoolOf(ready)), timeout])
    sampled.at = Date.now()
    if (!sampled.dbUp) console.log('[worker] database reachable: queue metrics sampled')
    sampled.dbUp = true
  } catch (error) {
    if (sampled.dbUp) console.warn(`[worker] database unreachable, queue metrics kept from ${new Date(sampled.at).toISOString()}: ${(error as Error).message}`)
    sampled.dbUp = false
  } finally {
    clearTimeout(timer)
  }
}
new client.Gauge({
  name: 'casaconfronta_db_up',
  help: 'Whether this runner reached PostgreSQL at its last sample (1) or not (0).',
  registers: [metrics.registry],
  collect() {
    this.set(sampled.dbUp ? 1 : 0)
  },
})
new client.Gauge({
  name: 'casaconfronta_email_queue_sample_age_seconds',
  help: 'Age of the e-mail queue figures below: seconds since the runner last read them from PostgreSQL (-1 before the first read).',
  registers: [metrics.registry],
  collect() {
    this.set(sampled.at ? Math.round((Date.now() - sampled.at) / 1000) : -1)
  },
})
const queueGauge = (name: string, help: string, read: (state: NonNullable<typeof sampled.state>) => number) =>
  new client.Gauge({
    name,
    help,
    registers: [metrics.registry],
    collect() {
      if (sampled.state) this.set(read(sampled.state))
    },
  })
queueGauge('casaconfronta_email_queue_waiting', 'E-mails waiting to be sent (new, or waiting for their next try).', (state) => state.waiting)
queueGauge('casaconfronta_email_queue_sending', 'E-mails being sent by a runner now.', (state) => state.sending)
queueGauge('casaconfronta_email_queue_failed', 'E-mails that failed for good after 24 hours of tries, waiting for an admin to send them again.', (state) => state.failed)
queueGauge('casaconfronta_email_queue_oldest_waiting_seconds', 'Age of the oldest e-mail not yet sent (0 when none waits).', (state) => state.oldestWaitingSeconds)
const port = metricsPort()
if (port) {
  serveMetrics(port, {
    routes: {
      '/healthz': (res) => {
        const healthy = !stopping && Date.now() - lastPass < healthyWithinMs
        res.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ ok: healthy, lastPassSecondsAgo: Math.round((Date.now() - lastPass) / 1000) }))
      },
    },
  })
}

async function loop(name: string, everyMs: number, work: () => Promise<unknown>) {
  while (!stopping) {
    try {
      await work()
    } catch (error) {
      ready.logger.error({ err: error, msg: `[worker] ${name} failed` })
    }
    if (!stopping) await sleep(everyMs)
  }
}

async function pass(queue: string, limit?: number) {
  const { ran, failed } = await runJobsOnce(ready, { queue, limit, staleMs, held })
  if (ran.length - failed.length > 0) jobsRun.inc({ queue, outcome: 'done' }, ran.length - failed.length)
  if (failed.length > 0) jobsRun.inc({ queue, outcome: 'failed' }, failed.length)
}

console.log(`[worker] jobs runner started (pid ${process.pid})`)
running.loops = Promise.all([
  // Also hands back any job a runner that died left marked as running (cms/src/jobs/runner.ts).
  loop('e-mail jobs', intervalMs, async () => {
    await pass('default')
    lastPass = Date.now()
  }),
  loop('maintenance jobs', maintenanceIntervalMs, async () => {
    // Queues the next run of each scheduled task (at most one waiting per task), then runs those that are due.
    await scheduleJobs(ready, maintenanceQueue)
    await pass(maintenanceQueue, 1)
  }),
  loop('queue metrics', sampleEveryMs, sampleQueue),
  loop('e-mail queue check', Math.max(1000, 60_000 * emailClockScale()), () => alertIfEmailQueueStuck(ready)),
])
