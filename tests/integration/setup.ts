import pg from 'pg'
import { afterAll } from 'vitest'

/**
 * Each test file works on its own copy of the migrated, seeded template database. The copy is made before
 * the test file (and so the Payload config, which reads DATABASE_URL) is loaded.
 */
process.env.INTEGRATION_TEMPLATE_URL ??= process.env.DATABASE_URL
const template = new URL(process.env.INTEGRATION_TEMPLATE_URL!)
const templateName = template.pathname.slice(1)
const copyName = `${templateName}_${process.pid}_${Date.now().toString(36)}`
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

await maintenanceQuery(`create database "${copyName}" template "${templateName}"`)
const copy = new URL(template)
copy.pathname = `/${copyName}`
process.env.DATABASE_URL = copy.toString()

afterAll(async () => {
  const { closePayload } = await import('./helpers.ts')
  await closePayload()
  await maintenanceQuery(`drop database if exists "${copyName}" with (force)`)
})
