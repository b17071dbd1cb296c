import { sql } from '@payloadcms/db-postgres'
import { beforeEach, describe, expect, it } from 'vitest'
import { monthsBefore, runRetention } from '../../../cms/src/database/retention.ts'
import { maintenanceQueue } from '../../../cms/src/privacy/privacyRetention.ts'
import { scheduleJobs } from '../../../cms/src/jobs/runner.ts'
import { demoMerchantId, payload } from '../support/helpers.ts'
import { age, createPerson, emptyPersonalData, row, sessionId, type Person } from '../support/privacyFixtures.ts'

/** The nightly retention purge, run as of a moved clock, on this file's own copy of the database. */
const DAY = 24 * 60 * 60 * 1000

async function setRetention(retentionMonths: number, incompletePartialDays: number) {
  const p = await payload()
  await p.updateGlobal({ slug: 'site-settings', data: { privacy: { retentionMonths, incompletePartialDays } }, overrideAccess: true, context: { seeding: true } })
}

async function auditEntries(action: string) {
  const p = await payload()
  const found = await p.find({ collection: 'audit-log', where: { action: { equals: action } }, sort: '-id', depth: 0, overrideAccess: true, pagination: false })
  return found.docs
}

function expectAnonymised(lead: Record<string, unknown> | undefined, booking: Record<string, unknown> | undefined) {
  expect(lead).toMatchObject({ nome: 'Anonimizzato', email: '', telefono: '', messaggio: null, answers: null, session_id: null, ip_address: null, user_agent: null })
  // The keys a repeat is recognised by are the contact too.
  expect(lead).toMatchObject({ chiave_email: null, chiave_telefono: null, offers_token: null })
  // What the statistics need stays.
  expect(lead).toMatchObject({ servizio: 'luce-gas', cap: '59100', citta: 'Prato', utm_source: 'google' })
  expect(booking).toMatchObject({ nome_cliente: 'Anonimizzato', email_cliente: '', telefono_cliente: '', messaggio: null })
  expect(booking).toMatchObject({ servizio_richiesto: 'luce-gas', cap_cliente: '59100', stato: 'in_attesa', origine: 'chiamata' })
}

async function expectUntouched(person: Person) {
  expect(await row('client_requests', person.lead)).toMatchObject({ nome: 'Giulia Verdi', email: person.email, messaggio: 'Chiamatemi dopo le 18' })
  expect(await row('bookings', person.booking)).toMatchObject({ nome_cliente: 'Giulia Verdi', email_cliente: person.email })
  expect(await row('contact_requests', person.contact)).toMatchObject({ email: person.email })
  expect(await row('partial_submissions', person.partial)).toMatchObject({ session_id: expect.stringMatching(/^LG/) })
  for (const id of person.consents) expect(await row('consents', id)).toMatchObject({ email: person.email, ip_address: '10.0.0.1' })
}

beforeEach(async () => {
  const p = await payload()
  await emptyPersonalData(p)
  await setRetention(24, 30)
})

describe('retention purge', () => {
  it('leaves records of today alone when run today', async () => {
    const recent = await createPerson('recente@example.it')
    const result = await runRetention(await payload(), { now: new Date() })
    expect(result.total).toBe(0)
    await expectUntouched(recent)
  })

  it('25 months later: anonymises leads, bookings and consents, deletes contact messages and partial submissions', async () => {
    const old = await createPerson('vecchio@example.it')
    const now = new Date(Date.now() + 25 * 31 * DAY)
    const recent = await createPerson('recente@example.it', { telefono: '+39 333 7654321' })
    // The recent person's records are created "now" too: move them to 1 month before the moved clock.
    await age(recent, -(25 * 31 - 30))

    const result = await runRetention(await payload(), { now })

    expectAnonymised(await row('client_requests', old.lead), await row('bookings', old.booking))
    expect(await row('contact_requests', old.contact)).toBeUndefined()
    expect(await row('partial_submissions', old.partial)).toBeUndefined()
    for (const id of old.consents) {
      expect(await row('consents', id)).toMatchObject({ email: '', ip_address: null, user_agent: null, legal_version: '2026-01' })
      // What proves the consent stays as given.
      const { grants } = await (await payload()).findByID({ collection: 'consents', id, depth: 0, overrideAccess: true })
      expect(grants.map(({ purpose, granted }) => ({ purpose, granted }))).toEqual([{ purpose: 'privacy', granted: true }])
    }
    await expectUntouched(recent)
    expect(result.counts).toEqual({
      'client-requests': 1,
      bookings: 1,
      'contact-requests': 1,
      'partial-submissions': 1,
      consents: 3,
      'lead-statuses': 0,
      'lead-returns': 0,
      'lead-notes': 0,
      'audit-log': 0,
      'payload-jobs': 0,
      'rate-limits': expect.any(Number),
    })
    expect(result.total).toBe(7)

    const [entry] = await auditEntries('retention')
    expect(entry).toMatchObject({ action: 'retention', counts: result.counts, user: null })
    expect(entry?.subject).toContain('24 mesi')

    // Idempotent: a second run finds nothing left to purge.
    const again = await runRetention(await payload(), { now })
    expect(again.total).toBe(0)
  })

  it('blanks, once, what partners wrote on an anonymised lead (a message to the consumer, a return note) and not on a kept one', async () => {
    const p = await payload()
    const merchant = await demoMerchantId('Merchant (Milano)')
    const old = await createPerson('vecchio.partner@example.it')
    const recent = await createPerson('recente.partner@example.it', { telefono: '+39 333 7654321' })
    await age(old, 25 * 31)
    const written = { overrideAccess: true, depth: 0, context: { seeding: true } } as const
    const writings = async (person: Person) => ({
      status: (await p.create({ collection: 'lead-statuses', data: { clientRequest: person.lead, merchant, stato: 'contattato', messaggioCliente: 'Gentile Giulia, la richiamo domani.' }, ...written })).id,
      returned: (await p.create({ collection: 'lead-returns', data: { clientRequest: person.lead, merchant, motivo: 'numero_errato', stato: 'in_attesa', nota: 'Giulia Verdi non risponde a questo numero.' }, ...written })).id,
    })
    const [ofOld, ofRecent] = [await writings(old), await writings(recent)]

    const result = await runRetention(p, { now: new Date() })

    expect(result.counts).toMatchObject({ 'client-requests': 1, 'lead-statuses': 1, 'lead-returns': 1 })
    const column = async (table: 'lead_statuses' | 'lead_returns', field: 'messaggio_cliente' | 'nota', id: number) =>
      ((await p.db.drizzle.execute(sql`select ${sql.identifier(field)} as value from ${sql.identifier(table)} where id = ${id}`)) as unknown as { rows: { value: string | null }[] }).rows[0]?.value
    expect(await column('lead_statuses', 'messaggio_cliente', ofOld.status)).toBeNull()
    expect(await column('lead_returns', 'nota', ofOld.returned)).toBeNull()
    expect(await column('lead_statuses', 'messaggio_cliente', ofRecent.status)).toBe('Gentile Giulia, la richiamo domani.')
    expect(await column('lead_returns', 'nota', ofRecent.returned)).toBe('Giulia Verdi non risponde a questo numero.')
    // Blanked once: a second run finds nothing of it left.
    expect((await runRetention(p, { now: new Date() })).counts).toMatchObject({ 'lead-statuses': 0, 'lead-returns': 0 })
  })

  it('31 days later: deletes only the partial submissions never completed', async () => {
    const completed = await createPerson('completo@example.it', { partialCompleted: true })
    const abandoned = await createPerson('abbandonato@example.it', { partialCompleted: false })
    const result = await runRetention(await payload(), { now: new Date(Date.now() + 31 * DAY) })
    expect(await row('partial_submissions', abandoned.partial)).toBeUndefined()
    expect(await row('partial_submissions', completed.partial)).toBeDefined()
    expect(result.counts['partial-submissions']).toBe(1)
    expect(result.total).toBe(1)
    await expectUntouched(completed)
    expect(await row('client_requests', abandoned.lead)).toMatchObject({ email: 'abbandonato@example.it' })
  })

  it('follows the retention months set in the site settings', async () => {
    await setRetention(30, 30)
    const person = await createPerson('trentamesi@example.it')
    const after25 = await runRetention(await payload(), { now: new Date(Date.now() + 25 * 31 * DAY) })
    expect(after25.counts['client-requests']).toBe(0)
    const after31 = await runRetention(await payload(), { now: new Date(Date.now() + 31 * 31 * DAY) })
    expectAnonymised(await row('client_requests', person.lead), await row('bookings', person.booking))
    expect(after31.counts['client-requests']).toBe(1)
    const [entry] = await auditEntries('retention')
    expect(entry?.subject).toContain('30 mesi')
  })

  it('counts from the last interaction: a person who came back keeps their old request, by e-mail or by phone', async () => {
    const old = await createPerson('ritorno@example.it')
    await age(old, 25 * 31)
    const p = await payload()
    // 25 months later the same person books a callback with the address typed in capitals…
    const back = await p.create({
      collection: 'bookings',
      data: { origine: 'chiamata', nomeCliente: 'Giulia Verdi', telefonoCliente: '0039 333 1234567', emailCliente: 'Ritorno@Example.it', servizioRichiesto: 'luce-gas', stato: 'in_attesa' },
      overrideAccess: true,
      context: { seeding: true },
    })
    await runRetention(p, { now: new Date() })
    expect(await row('client_requests', old.lead)).toMatchObject({ email: old.email, chiave_email: old.email })
    expect(await row('bookings', old.booking)).toMatchObject({ email_cliente: old.email })
    expect(await row('contact_requests', old.contact)).toMatchObject({ email: old.email })
    for (const id of old.consents) expect(await row('consents', id)).toMatchObject({ email: old.email })
    // (An unfinished or old questionnaire session is not a person's record: it goes by its own date.)
    // …and when that callback too is older than the period, everything goes.
    await p.db.drizzle.execute(sql`update bookings set created_at = created_at - interval '800 days' where id = ${back.id}`)
    const result = await runRetention(p, { now: new Date() })
    expectAnonymised(await row('client_requests', old.lead), await row('bookings', old.booking))
    expect(result.counts.bookings).toBe(2)
  })

  it('a person known by phone only is recognised across records too', async () => {
    const old = await createPerson('telefono@example.it')
    await age(old, 25 * 31)
    const p = await payload()
    await p.create({
      collection: 'contact-requests',
      data: { nome: 'Giulia', cognome: 'Verdi', email: 'altro.indirizzo@example.it', telefono: '+39 333 123 4567', cap: '59100', argomento: 'luce-gas', messaggio: 'Sono tornata', privacyAccepted: true },
      overrideAccess: true,
      context: { seeding: true },
    })
    await runRetention(p, { now: new Date() })
    expect(await row('client_requests', old.lead)).toMatchObject({ email: 'telefono@example.it' })
  })

  it('the settings refuse, in Italian, a period shorter than the one the privacy notice states', async () => {
    const p = await payload()
    const refusal = async (privacy: { retentionMonths: number; incompletePartialDays: number }) => {
      try {
        await p.updateGlobal({ slug: 'site-settings', data: { privacy }, overrideAccess: true })
        return 'saved'
      } catch (error) {
        return JSON.stringify((error as { data?: unknown }).data)
      }
    }
    expect(await refusal({ retentionMonths: 12, incompletePartialDays: 30 })).toContain('Il periodo non può essere inferiore a 24 mesi')
    expect(await refusal({ retentionMonths: 24, incompletePartialDays: 90 })).toContain('oltre 30 giorni')
    expect(await refusal({ retentionMonths: 36, incompletePartialDays: 14 })).toBe('saved')
  })

  it('works in batches: more records than one batch are all purged', async () => {
    const p = await payload()
    await p.db.drizzle.execute(sql`insert into client_requests (nome, email, telefono, servizio, cap, created_at, updated_at)
      select 'Cliente ' || n, 'c' || n || '@example.it', '333', 'luce-gas', '59100', now() - interval '800 days', now() from generate_series(1, 2500) n`)
    const result = await runRetention(p, { now: new Date() })
    expect(result.counts['client-requests']).toBe(2500)
    const left = (await p.db.drizzle.execute(sql`select count(*)::int as n from client_requests where email <> ''`)) as unknown as { rows: { n: number }[] }
    expect(left.rows[0]?.n).toBe(0)
  })

  it('deletes ended rate-limit windows and keeps open ones', async () => {
    const p = await payload()
    const present = (await p.db.drizzle.execute(sql`select to_regclass('public.rate_limits') is not null as present`)) as unknown as { rows: { present: boolean }[] }
    if (!present.rows[0]?.present) return
    await p.db.drizzle.execute(sql`delete from rate_limits`)
    await p.db.drizzle.execute(sql`insert into rate_limits (key, count, reset_at) values ('retention-ended', 1, now() - interval '1 minute'), ('retention-open', 1, now() + interval '1 hour')`)
    const result = await runRetention(p, { now: new Date() })
    expect(result.counts['rate-limits']).toBe(1)
    const keys = (await p.db.drizzle.execute(sql`select key from rate_limits where key like 'retention-%'`)) as unknown as { rows: { key: string }[] }
    expect(keys.rows.map((r) => r.key)).toEqual(['retention-open'])
  })

  it('monthsBefore counts calendar months', () => {
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(monthsBefore(new Date('2028-05-15T00:00:00Z'), 24).toISOString()).toBe('2026-05-15T00:00:00.000Z')
  })
})

describe('the scheduled job', () => {
  it('is queued by the scheduler for the next 03:30 and, run through the queue, purges and writes the audit log', async () => {
    const p = await payload()
    await p.db.drizzle.execute(sql`delete from payload_jobs where task_slug = 'privacyRetention'`)
    // Several runners scheduling at the same moment queue one run between them.
    const scheduledBy = await Promise.all(Array.from({ length: 6 }, () => scheduleJobs(p, maintenanceQueue)))
    expect(scheduledBy.filter(Boolean).length).toBeGreaterThanOrEqual(1)
    const scheduled = await p.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'privacyRetention' } }, overrideAccess: true, depth: 0 })
    expect(scheduled.docs).toHaveLength(1)
    const waitUntil = new Date(scheduled.docs[0]!.waitUntil!)
    expect(waitUntil.getHours()).toBe(3)
    expect(waitUntil.getMinutes()).toBe(30)
    expect(waitUntil.getTime()).toBeGreaterThan(Date.now())
    expect(waitUntil.getTime()).toBeLessThanOrEqual(Date.now() + DAY)
    // Scheduling again while one run is waiting queues nothing more.
    await scheduleJobs(p, maintenanceQueue)
    expect((await p.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'privacyRetention' } }, overrideAccess: true })).totalDocs).toBe(1)

    // The worker runs what falls due; here a run queued for now, as of a clock 25 months ahead.
    const old = await createPerson('coda@example.it')
    const partial = await p.create({
      collection: 'partial-submissions',
      data: { sessionId: sessionId(), serviceType: 'fotovoltaico', currentStep: 1, totalSteps: 6 },
      overrideAccess: true,
    })
    await p.jobs.queue({ task: 'privacyRetention', queue: maintenanceQueue, input: { now: new Date(Date.now() + 25 * 31 * DAY).toISOString() } })
    // Every job due on the queue: the callback reminders share it, and one of theirs falls due every 5 minutes.
    await p.jobs.run({ queue: maintenanceQueue, limit: 10 })
    expectAnonymised(await row('client_requests', old.lead), await row('bookings', old.booking))
    expect(await row('partial_submissions', partial.id)).toBeUndefined()
    const [entry] = await auditEntries('retention')
    expect(entry?.counts).toMatchObject({ 'client-requests': 1, 'partial-submissions': 2 })
    // The scheduled run is still waiting for its night.
    const waiting = await p.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'privacyRetention' } }, { completedAt: { exists: false } }] }, overrideAccess: true, depth: 0 })
    expect(waiting.docs).toHaveLength(1)
  })
})
