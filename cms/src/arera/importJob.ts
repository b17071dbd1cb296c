import type { TaskConfig } from 'payload'
import { maintenanceQueue } from '../privacy/privacyRetention.ts'
import { runDailyImport } from './importer.ts'

/**
 * The nightly import of ARERA's offers (cms/src/arera/importer.ts). Queued every hour at :15 on the maintenance
 * queue (Payload's schedules follow the server's clock, which need not be Rome's): each run imports only what is
 * missing — nothing before 01:00 in Rome, nothing once today's catalogue is in use — so the day is imported by the
 * first run after 01:00 Rome time, and a day the portal publishes late, or a failed download, gets the next hour's
 * run besides the task's own retries. `now` is only given by tests.
 */
export const areraImportTask: TaskConfig<{ input: { now?: string }; output: { status: string; date: string } }> = {
  slug: 'areraImport',
  label: 'Importazione offerte ARERA',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 120_000 } },
  schedule: [{ cron: '15 * * * *', queue: maintenanceQueue }],
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [
    { name: 'status', type: 'text' },
    { name: 'date', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const result = await runDailyImport(req.payload, { now: input.now ? new Date(input.now) : new Date() })
    return { output: { status: result.status, date: 'date' in result ? result.date : '' } }
  },
}
