import pg from 'pg'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { serviceSlugs } from '#content-schema'
import { down, up } from '../../../cms/migrations/20261126_235639_service_settings.ts'
import { down as laterDown, up as laterUp } from '../../../cms/migrations/20261129_001756_session_partner_choice_call_proof_rich_bodies_demo_origin.ts'

/**
 * The migration that gave services their estimate model and e-mail texts, on this file's own copy of the seeded
 * database with a service an editor added: taken back and forward again, the eight seeded services get their own
 * model and their «Prime offerte entro» as the code said them, any other service none and "entro 24 ore"; so do
 * their versions. «Prime offerte entro» was dropped later (a later migration, session_partner_choice_call_proof_rich_bodies_demo_origin: a delay nobody measured),
 * so that migration is taken back first and forward again last.
 */
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
afterAll(() => client.end())

type Row = { slug: string; model: string; within: string; client: string | null; merchant: string | null }

const services = async (): Promise<Row[]> =>
  (
    await client.query(
      `select slug, estimate_model::text as model, emails_first_offers_within as within, emails_client_paragraph as client, emails_merchant_paragraph as merchant from services order by id`,
    )
  ).rows as Row[]

describe('the migration of the services’ estimate model and e-mail texts', () => {
  it('carries every service and version over: the eight their own, any other none and the usual promise', async () => {
    await client.connect()
    const db = drizzle(client)
    await laterDown({ db } as unknown as MigrateDownArgs)
    // A service an editor added, with one version, as a copy of Luce & Gas's rows.
    await client.query(`create temp table extra as select * from services where slug = 'luce-gas'`)
    await client.query(`update extra set id = (select max(id) + 1000 from services), slug = 'pompe-di-calore', call_booking_slug = 'pompe-di-calore', estimate_model = 'caldaie-clima', emails_first_offers_within = 'in 3 giorni'`)
    await client.query(`insert into services select * from extra`)
    await client.query(`create temp table extra_v as select * from _services_v where version_slug = 'luce-gas' order by id desc limit 1`)
    await client.query(`update extra_v set id = (select max(id) + 1000 from _services_v), parent_id = (select id from extra), version_slug = 'pompe-di-calore', version_call_booking_slug = 'pompe-di-calore'`)
    await client.query(`insert into _services_v select * from extra_v`)
    await client.query(`drop table extra_v, extra`)

    const before = await services()
    const seeded = before.filter((row) => (serviceSlugs as readonly string[]).includes(row.slug))
    expect(seeded.map((row) => row.slug).sort()).toEqual([...serviceSlugs].sort())
    expect(seeded.every((row) => row.model === row.slug)).toBe(true)

    await down({ db } as unknown as MigrateDownArgs)
    const columns = await client.query(`select column_name from information_schema.columns where table_name = 'services' and (column_name like 'emails_%' or column_name = 'estimate_model')`)
    expect(columns.rows).toEqual([])
    await up({ db } as unknown as MigrateUpArgs)

    const after = await services()
    expect(after.filter((row) => row.slug !== 'pompe-di-calore')).toEqual(
      seeded.map((row) => ({ ...row, within: row.slug === 'fotovoltaico' ? 'in 2-3 giorni' : 'entro 24 ore', client: null, merchant: null })),
    )
    expect(after.find((row) => row.slug === 'pompe-di-calore')).toEqual({ slug: 'pompe-di-calore', model: 'none', within: 'entro 24 ore', client: null, merchant: null })

    const versions = await client.query(`select version_slug as slug, version_estimate_model::text as model, version_emails_first_offers_within as within from _services_v`)
    expect(versions.rows.length).toBeGreaterThan(serviceSlugs.length)
    for (const row of versions.rows as Array<{ slug: string; model: string; within: string }>) {
      expect(row.model, row.slug).toBe((serviceSlugs as readonly string[]).includes(row.slug) ? row.slug : 'none')
      expect(row.within, row.slug).toBe(row.slug === 'fotovoltaico' ? 'in 2-3 giorni' : 'entro 24 ore')
    }

    await laterUp({ db } as unknown as MigrateUpArgs)
    const dropped = await client.query(`select column_name from information_schema.columns where table_name in ('services', '_services_v') and column_name like '%first_offers_within'`)
    expect(dropped.rows).toEqual([])
  })
})
