import pg from 'pg'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { generateData } from '../../../scripts/generate-data.ts'
import { down, up } from '../../../cms/migrations/20261126_215105_services_content.ts'

/**
 * The migration that made services content (slugs as text, no enum of the eight) on this file's own copy of the
 * database, filled by scripts/generate-data.ts on top of the demo data: taken back to the enums and forward again,
 * every record keeps its service, and a merchant its approved and proposed services in their order.
 */
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
afterAll(() => client.end())

/** Every service a record names, table by table, as text. */
async function servicesOfEveryRecord(): Promise<Record<string, string[]>> {
  const columns = [
    ['bookings', 'servizio_richiesto'],
    ['client_requests', 'servizio'],
    ['consents', 'service'],
    ['partial_submissions', 'service_type'],
    ['contact_requests', 'argomento'],
    ['reviews', 'servizio'],
    ['questionnaires', 'service'],
    ['_questionnaires_v', 'version_service'],
  ] as const
  const rows: Record<string, string[]> = {}
  for (const [table, column] of columns) {
    const result = await client.query(`select id, ${column}::text as value from ${table} order by id`)
    rows[`${table}.${column}`] = result.rows.map((row: { id: number; value: string | null }) => `${row.id}:${row.value ?? ''}`)
  }
  const lists = await client.query(`select parent_id, path, string_agg(text, ',' order by "order") as slugs from merchants_texts group by parent_id, path order by parent_id, path`)
  rows.merchants = lists.rows.map((row: { parent_id: number; path: string; slugs: string }) => `${row.parent_id}:${row.path}:${row.slugs}`)
  return rows
}

describe('the migration that made services content', () => {
  it('carries every record of a generated database back to the enums and forward again with no loss', async () => {
    await generateData(process.env.DATABASE_URL!, { merchants: 60, leads: 600, bookings: 150, partials: 200 })
    await client.connect()
    const before = await servicesOfEveryRecord()
    expect(before['client_requests.servizio']!.length).toBeGreaterThan(600)
    expect(before.merchants!.some((row) => row.includes(':serviziProposti:'))).toBe(true)

    const db = drizzle(client)
    await down({ db } as unknown as MigrateDownArgs)
    const enumTables = await client.query(`select count(*)::int as n from merchants_servizi`)
    expect((enumTables.rows[0] as { n: number }).n).toBeGreaterThan(180)
    const enumType = await client.query(`select data_type from information_schema.columns where table_name = 'client_requests' and column_name = 'servizio'`)
    expect((enumType.rows[0] as { data_type: string }).data_type).toBe('USER-DEFINED')

    await up({ db } as unknown as MigrateUpArgs)
    const textType = await client.query(`select data_type from information_schema.columns where table_name = 'client_requests' and column_name = 'servizio'`)
    expect((textType.rows[0] as { data_type: string }).data_type).toBe('character varying')
    expect(await servicesOfEveryRecord()).toEqual(before)
    const enums = await client.query(`select count(*)::int as n from pg_type where typname in ('enum_client_requests_servizio', 'enum_merchants_servizi', 'enum_contact_requests_argomento')`)
    expect((enums.rows[0] as { n: number }).n).toBe(0)
  })
})
