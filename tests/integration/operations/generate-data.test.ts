import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { generateData } from '../../../scripts/generate-data.ts'

/** scripts/generate-data.ts on this file's own copy of the database: the volumes asked for, consistent with each other. */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
// The harness drops this file's database with force once it ends (setup.ts), ending any connection still idle here:
// that end is expected, not an error of the test.
pool.on('error', () => undefined)
afterAll(() => pool.end())

const count = async (text: string, values: unknown[]) => ((await pool.query(text, values)).rows[0] as { n: number }).n

describe('the data generator', () => {
  it('adds merchants, leads, bookings in every status and questionnaire sessions, each pointing at real records', async () => {
    const partialsBefore = await count('select count(*)::int as n from partial_submissions', [])
    const { offersTokenPrefix, merchantEmailSuffix } = await generateData(process.env.DATABASE_URL!, { merchants: 40, leads: 400, bookings: 120, partials: 300 })

    expect(await count(`select count(*)::int as n from merchants where email like '%' || $1`, [merchantEmailSuffix])).toBe(40)
    expect(await count(`select count(*)::int as n from merchants_texts s join merchants m on m.id = s.parent_id where s.path = 'servizi' and m.email like '%' || $1`, [merchantEmailSuffix])).toBe(120)
    expect(await count(`select count(distinct cap)::int as n from merchants where email like '%' || $1 and cap ~ '^[0-9]{5}$'`, [merchantEmailSuffix])).toBeGreaterThan(30)
    // Every merchant but those in review has its CAP approved and an activity period; 36 of 40 are active.
    expect(await count(`select count(*)::int as n from merchants where email like '%' || $1 and stato = 'attivo'`, [merchantEmailSuffix])).toBe(36)
    expect(await count(`select count(*)::int as n from merchants_cap_coperti c join merchants m on m.id = c._parent_id where m.email like '%' || $1 and c.cap = m.cap`, [merchantEmailSuffix])).toBe(38)
    expect(await count(`select count(*)::int as n from merchants_periodi_attivita a join merchants m on m.id = a._parent_id where m.email like '%' || $1`, [merchantEmailSuffix])).toBe(38)
    expect(await count(`select count(*)::int as n from client_requests where offers_token like $1 || '%'`, [offersTokenPrefix])).toBe(400)
    expect(await count(`select count(distinct servizio)::int as n from client_requests where offers_token like $1 || '%'`, [offersTokenPrefix])).toBe(8)

    const bookings = `from bookings b join client_requests l on l.id = b.lead_id join merchants m on m.id = b.merchant_id
                      where l.offers_token like $1 || '%' and m.email like '%' || $2`
    expect(await count(`select count(*)::int as n ${bookings}`, [offersTokenPrefix, merchantEmailSuffix])).toBe(120)
    expect(await count(`select count(distinct b.stato)::int as n ${bookings}`, [offersTokenPrefix, merchantEmailSuffix])).toBe(4)
    expect(await count(`select count(*)::int as n ${bookings} and b.servizio_richiesto::text = l.servizio::text and b.cap_cliente = l.cap`, [offersTokenPrefix, merchantEmailSuffix])).toBe(120)

    expect(await count('select count(*)::int as n from partial_submissions', [])).toBe(partialsBefore + 300)
  })
})
