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

async function maintenanceQuery(sql: string) {
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

await maintenanceQuery(`drop database if exists "${copyName}" with (force)`)
await maintenanceQuery(`create database "${copyName}" template "${templateName}"`)
const copy = new URL(template)
copy.pathname = `/${copyName}`
process.env.DATABASE_URL = copy.toString()

afterAll(async () => {
  const { closePayload } = await import('./helpers.ts')
  await closePayload()
  await maintenanceQuery(`drop database if exists "${copyName}" with (force)`)
})
