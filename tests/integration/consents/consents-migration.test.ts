import pg from 'pg'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { down, up } from '../../../cms/migrations/20261129_031608_consents_one_record_per_submission.ts'
import { consentWithdrawalToken } from '../../../cms/src/consents/withdrawalLink.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { payload, rest } from '../support/helpers.ts'

/**
 * The migration that made the consent ledger one record per submission, on this file's own copy of the seeded
 * database: taken back (every grant a record of the old shape), records of the old shape are added as production holds
 * them — a promotional consent with its words, a partners consent naming its partner with two channels, its
 * withdrawal —, then forward again: each record keeps its id, its dates and every field, its one consent becomes its
 * one grant with its channels in their order, and the old columns and table are gone. A withdrawal link sent before,
 * naming the record only, still works. Payload is opened only after the migration ran.
 */
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
afterAll(() => client.end())

type Old = { id: number; purpose: string; granted: boolean; wording: string | null; merchant: number | null; withdrawnAt: string | null; createdAt: string; channels: string[] }

describe('the migration of the consents to one record per submission', () => {
  it('carries every record over as one grant, with its id, dates, fields and channels', async () => {
    await client.connect()
    const db = drizzle(client)
    const grantsBefore = Number((await client.query('select count(*) from consents_grants')).rows[0].count)
    await down({ db } as unknown as MigrateDownArgs)
    // Taken back, each grant is a record of its own again.
    expect(Number((await client.query('select count(*) from consents')).rows[0].count)).toBe(grantsBefore)

    const lead = (await client.query(`select id, email from client_requests where offers_token = 'demo-offers-lead-1'`)).rows[0] as { id: number; email: string }
    // The request's consents are the ones below only.
    await client.query('delete from consents where lead_id = $1', [lead.id])
    const base = Number((await client.query('select count(*) from consents')).rows[0].count)
    const merchant = Number((await client.query(`select id from merchants order by id limit 1`)).rows[0].id)
    const next = Number((await client.query('select max(id) from consents')).rows[0].max) + 100
    const old: Old[] = [
      { id: next, purpose: 'marketing', granted: true, wording: 'Acconsento alle comunicazioni promozionali.', merchant: null, withdrawnAt: null, createdAt: '2026-03-01T09:00:00.000Z', channels: [] },
      { id: next + 1, purpose: 'partners', granted: true, wording: 'Acconsento al contatto. Partner: Energia Toscana S.r.l.', merchant, withdrawnAt: null, createdAt: '2026-03-01T09:00:00.000Z', channels: ['whatsapp', 'telefono'] },
      { id: next + 2, purpose: 'partners', granted: false, wording: 'Acconsento al contatto. Partner: Energia Toscana S.r.l.', merchant, withdrawnAt: '2026-04-02T10:00:00.000Z', createdAt: '2026-04-02T10:00:00.000Z', channels: [] },
    ]
    for (const row of old) {
      await client.query(
        `insert into consents (id, email, purpose, granted, wording, texts_version, page, legal_version, service, merchant_id, lead_id, withdrawn_at, ip_address, user_agent, created_at, updated_at)
         values ($1, $2, $3, $4, $5, 7, '/luce-gas', 'privacy-policy 1.0, termini-condizioni 1.0', 'luce-gas', $6, $7, $8, '10.1.2.3', 'Firefox', $9, $9)`,
        [row.id, lead.email, row.purpose, row.granted, row.wording, row.merchant, lead.id, row.withdrawnAt, row.createdAt],
      )
      for (const [index, channel] of row.channels.entries()) await client.query(`insert into consents_channels ("order", parent_id, value) values ($1, $2, $3)`, [index + 1, row.id, channel])
    }

    await up({ db } as unknown as MigrateUpArgs)

    const columns = await client.query(
      `select table_name, column_name from information_schema.columns where table_name = 'consents' and column_name in ('purpose', 'granted', 'wording', 'merchant_id') or table_name = 'consents_channels'`,
    )
    expect(columns.rows).toEqual([])
    // Every record of the old shape has one grant, none lost.
    const counts = (await client.query(`select (select count(*) from consents)::int as records, (select count(*) from consents_grants)::int as grants, (select count(distinct _parent_id) from consents_grants)::int as holding`)).rows[0]
    expect(counts).toEqual({ records: base + old.length, grants: base + old.length, holding: base + old.length })

    const p = await payload()
    for (const row of old) {
      const record = await p.findByID({ collection: collectionSlugs.consents, id: row.id, depth: 0, overrideAccess: true })
      expect(record).toMatchObject({
        id: row.id,
        email: lead.email,
        textsVersion: 7,
        page: '/luce-gas',
        legalVersion: 'privacy-policy 1.0, termini-condizioni 1.0',
        service: 'luce-gas',
        lead: lead.id,
        withdrawnAt: row.withdrawnAt,
        ipAddress: '10.1.2.3',
        userAgent: 'Firefox',
        createdAt: row.createdAt,
        updatedAt: row.createdAt,
      })
      expect(record.grants.map(({ id: _id, ...grant }) => grant)).toEqual([{ purpose: row.purpose, granted: row.granted, wording: row.wording, merchant: row.merchant, channels: row.channels }])
    }

    // A link sent before the migration names the record only: it still finds its consent (the partners one withdrawn since).
    const sent = await rest('GET', `/public/consents/withdrawal?token=${consentWithdrawalToken(old[0]!.id, 'address')}`, { headers: { 'x-real-ip': '10.97.0.1' } })
    expect([sent.status, sent.body]).toEqual([200, { purpose: 'marketing', withdrawn: false }])
    const partners = await rest('GET', `/public/consents/withdrawal?token=${consentWithdrawalToken(old[1]!.id, 'submission')}`, { headers: { 'x-real-ip': '10.97.0.2' } })
    expect([partners.status, partners.body]).toEqual([200, { purpose: 'partners', withdrawn: true }])
  })
})
