import { describe, expect, it } from 'vitest'
import { runRetention } from '../../../cms/src/database/retention.ts'
import { generateData } from '../../../scripts/generate-data.ts'
import { payload } from '../support/helpers.ts'
import { DAY, fullDump, hitsOf, personEverywhere, query } from '../support/dumpCheck.ts'

/**
 * The nightly purge at scale (a long run, `npm run test:full`): PURGE_SCALE_LEADS expired requests (100,000 by
 * default), each with its own e-mail, phone, person keys and consent, plus one person through every form
 * (dumpCheck.ts), purged with the clock 25 months ahead in bounded time and memory — the purge works in batches of
 * 1,000 rows, one transaction each, so neither the process nor a transaction grows with the volume — and then no
 * copy of any of their e-mails or phones is left in the full dump.
 */
const LEADS = Number(process.env.PURGE_SCALE_LEADS ?? 100_000)
/** A shared 2-core machine purges the 100,000 requests in about a minute and a half; a purge whose batches rescanned what it already purged would grow with the square of the volume and miss the bound. */
const MAX_SECONDS = Number(process.env.PURGE_SCALE_MAX_SECONDS ?? 600)
/** What the test process may grow by while the purge runs: the batches, not the rows, are in memory. */
const MAX_GROWTH_MB = 128

/** The phones of the generated requests, each its own: +39 349 followed by seven digits of the request's id. */
const PHONE_PREFIX = '349'

describe('the nightly purge at scale', () => {
  it(`purges ${LEADS.toLocaleString('en')} expired requests in bounded time and memory, leaving 0 copies in a full dump`, async () => {
    const person = await personEverywhere()
    // Written in SQL, generate_series, as the benchmarks' data (scripts/generate-data.ts): a hundred thousand
    // requests through Payload would take the run's whole budget. Their consumers' own phones, keys and consents follow.
    const { offersTokenPrefix } = await generateData(process.env.DATABASE_URL!, { merchants: 0, leads: LEADS, bookings: 0, partials: 0 })
    await query(
      `update client_requests set telefono = '+39 ${PHONE_PREFIX} ' || lpad((id % 10000000)::text, 7, '0'),
              chiave_email = lower(email), chiave_telefono = '${PHONE_PREFIX}' || lpad((id % 10000000)::text, 7, '0')
       where offers_token like $1`,
      [`${offersTokenPrefix}%`],
    )
    await query(
      `with written as (
         insert into consents (email, page, legal_version, lead_id, updated_at, created_at)
         select email, '/' || servizio, 'privacy-policy 2.0', id, created_at, created_at
         from client_requests where offers_token like $1
         returning id)
       insert into consents_grants (_order, _parent_id, id, purpose, granted, wording)
       select 1, id, lpad(to_hex(id), 24, '0'), 'privacy', true, 'Accetto i Termini e l''Informativa Privacy' from written`,
      [`${offersTokenPrefix}%`],
    )
    const [generated] = await query<{ ids: number[]; emails: string[]; keys: string[] }>(
      `select array_agg(id) as ids, array_agg(email) as emails, array_agg(chiave_telefono) as keys from client_requests where offers_token like $1`,
      [`${offersTokenPrefix}%`],
    )
    expect(generated!.ids).toHaveLength(LEADS)
    const emails = new Set(generated!.emails.map((email) => email.toLowerCase()))
    const phoneKeys = new Set(generated!.keys)
    expect(hitsOf(await fullDump(), person).length).toBeGreaterThan(5)

    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
    const started = performance.now()
    const result = await runRetention(await payload(), { now: new Date(Date.now() + 25 * 31 * DAY) }).finally(() => clearInterval(sampler))
    const seconds = (performance.now() - started) / 1000
    console.log(`purge: ${result.counts['client-requests']} requests, ${result.counts.consents} consents in ${seconds.toFixed(1)} s, rss +${((peak - baseline) / 2 ** 20).toFixed(0)} MB`)

    expect(result.counts['client-requests']).toBeGreaterThanOrEqual(LEADS)
    expect(result.counts.consents).toBeGreaterThanOrEqual(LEADS)
    expect(seconds).toBeLessThan(MAX_SECONDS)
    expect((peak - baseline) / 2 ** 20).toBeLessThan(MAX_GROWTH_MB)

    const dump = await fullDump()
    expect(hitsOf(dump, person)).toEqual([])
    const lower = dump.toLowerCase()
    const leftEmails = [...new Set(lower.match(/cliente\d+\.[0-9a-f]+@generated\.example/g) ?? [])].filter((email) => emails.has(email))
    expect(leftEmails.slice(0, 5)).toEqual([])
    // Any of their numbers, with or without +39 and separators (a digit before or after makes it another number).
    const numbers = dump.match(new RegExp(`(?<!\\d)(?:\\+39[\\s.-]?)?${PHONE_PREFIX}[\\s.-]?\\d{3}[\\s.-]?\\d{4}(?!\\d)`, 'g')) ?? []
    const leftPhones = [...new Set(numbers.map((number) => number.replace(/\D/g, '').slice(-10)))].filter((key) => phoneKeys.has(key))
    expect(leftPhones.slice(0, 5)).toEqual([])
    // The requests stay, for the statistics (service, CAP, dates), with nobody's contact.
    const [kept] = await query<{ leads: number; contacts: number }>(
      `select count(*)::int as leads,
              count(*) filter (where email <> '' or coalesce(telefono, '') <> '' or chiave_email is not null or chiave_telefono is not null)::int as contacts
       from client_requests where id = any($1::int[])`,
      [generated!.ids],
    )
    expect(kept).toEqual({ leads: LEADS, contacts: 0 })
  }, 1_800_000)
})
