import pg from 'pg'
import { afterAll } from 'vitest'

/**
 * Each test file works on its own copy of the migrated, seeded template database, made before the test file runs.
 * The files of one worker run one after another in the same process (vitest.config.ts: the product's modules are
 * loaded once per worker, not once per file), so the worker's copy keeps one name, read by the Payload config when
 * it is first loaded, and is made afresh from the template before each file.
 */
process.env.INTEGRATION_TEMPLATE_URL ??= process.env.DATABASE_URL
const template = new URL(process.env.INTEGRATION_TEMPLATE_URL!)
const templateName = template.pathname.slice(1)
const copyName = `${templateName}_w${process.pid}`
const maintenance = new URL(template)
maintenance.pathname = '/postgres'

async function onMaintenance<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const maintenanceQuery = (sql: string) => onMaintenance((client) => client.query(sql))

await maintenanceQuery(`drop database if exists "${copyName}" with (force)`)
await maintenanceQuery(`create database "${copyName}" template "${templateName}"`)
const copy = new URL(template)
copy.pathname = `/${copyName}`
process.env.DATABASE_URL = copy.toString()

afterAll(async () => {
  const { closePayload } = await import('./helpers.ts')
  await closePayload()
  await onMaintenance(async (client) => {
    // A pool's end() resolves once it has asked its connections to close, not once they are closed. A forced drop
    // in between ends such a connection with an error, which a test's own pool (operations/health.test.ts) has no
    // listener for: an uncaught exception that failed the run with every test passed. The connections go within
    // milliseconds; one still open after two seconds was left open, and the drop ends it.
    const deadline = Date.now() + 2000
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [copyName])
      if (rows[0].open === 0) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await client.query(`drop database if exists "${copyName}" with (force)`)
  })
})
