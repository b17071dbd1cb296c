import type { TaskConfig } from 'payload'
import { runRetention } from '../database/retention.ts'

/** The queue of scheduled maintenance work, run by the worker apart from the e-mails. */
export const maintenanceQueue = 'maintenance'

/**
 * The nightly privacy purge: deletes or anonymises the personal data of people whose last interaction is older than
 * the site settings' retention limits (database/retention.ts) and records the run in the audit log. Scheduled by cron (03:30 every night, server time) on the
 * maintenance queue; the jobs runner (`server/worker.ts`) queues it through `payload.jobs.handleSchedules()`
 * and runs it when it falls due. `now` is only given by tests, to run the purge as if it were a later day.
 */
export const privacyRetentionTask: TaskConfig<{ input: { now?: string }; output: { total: number } }> = {
  slug: 'privacyRetention',
  label: 'Conservazione dei dati (pulizia)',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [{ cron: '30 3 * * *', queue: maintenanceQueue }],
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'total', type: 'number' }],
  handler: async ({ input, req }) => {
    const result = await runRetention(req.payload, { now: input.now ? new Date(input.now) : new Date() })
    return { output: { total: result.total } }
  },
}
