import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { questionnaireSlugs, type QuestionnaireDefinition, type QuestionnaireSlug } from '#content-schema'
import { runJobsOnce } from '../../../cms/src/jobs/runner.ts'
import { startMailCatcher } from '../../../server/mail-catcher.ts'
import { bookableMerchant, leadBody, questionnaireFrom, questionnairePath, walkQuestionnaire } from '../../../scripts/visitor.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { countingSmtpServer, freePort, sendThrough } from '../support/faultsSmtp.ts'
import { cleanUp, createLead, merchantId, queuedEmails, raw } from '../support/offersHelpers.ts'
import { refOf, sendConfirmedLead } from '../support/confirmContacts.ts'

// Other test files count the demo data exactly: leave the database as it was found.
afterAll(cleanUp)
// The e-mail retry schedule (30 s doubling to 30 min, for 24 h) on a clock 100 times faster: the runner reads it at
// each failed try.
process.env.EMAIL_CLOCK_SCALE = '0.01'

describe('a booking while the SMTP server is down', () => {
  let restore: (() => void) | undefined
  afterAll(() => restore?.())

  it('succeeds for the visitor, and its e-mails are delivered exactly once when SMTP comes back', async () => {
    const p: Payload = await payload()
    const [smtpPort, webPort] = [await freePort(), await freePort()]
    restore = sendThrough(p, smtpPort)

    const since = new Date().toISOString()
    // The lead is delivered to its partner, who is told of it, as any lead stored through Payload is.
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const booked = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: await merchantId('Energia Toscana S.r.l.'), partners: true } })
    expect(booked.status).toBe(201)
    const recipients = ['info@energiatoscana.it', lead.email]
    const jobs = await queuedEmails(recipients, since)
    expect(jobs).toHaveLength(4)

    await runJobsOnce(p)
    const afterFailure = await queuedEmails(recipients, since)
    for (const job of afterFailure) {
      expect(job.completedAt ?? null).toBeNull()
      expect(job.hasError).toBe(false)
      expect(job.totalTried).toBeGreaterThanOrEqual(1)
    }

    const catcher = startMailCatcher({ smtpPort, webPort })
    await catcher.listen()
    try {
      // The retry waits out its backoff; keep running the queue as the worker does until all four are sent.
      const deadline = Date.now() + 45_000
      while (Date.now() < deadline) {
        await runJobsOnce(p)
        const pending = (await queuedEmails(recipients, since)).filter((job) => !job.completedAt)
        if (pending.length === 0) break
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
      await runJobsOnce(p)
      const delivered = catcher.messages.filter((message) => message.to.some((to) => recipients.includes(to)))
      expect(delivered.map((message) => [message.to[0], message.subject]).sort()).toEqual(
        [
          ['info@energiatoscana.it', 'Nuova richiesta Fotovoltaico - CAP 59100'],
          ['info@energiatoscana.it', 'Nuova richiesta di richiamata: Fotovoltaico (59100)'],
          [lead.email, 'La tua richiesta per Fotovoltaico è completa'],
          [lead.email, 'Richiesta di richiamata confermata: Energia Toscana S.r.l.'],
        ].sort(),
      )
    } finally {
      await catcher.close()
    }
  }, 90_000)
})

describe('500 submissions while the SMTP server is down for the whole run', () => {
  let restore: (() => void) | undefined
  afterAll(() => restore?.())

  it('stores every lead and booking, and delivers each queued e-mail exactly once when SMTP comes back', async () => {
    const p: Payload = await payload()
    const smtpPort = await freePort()
    restore = sendThrough(p, smtpPort)
    const since = new Date().toISOString()

    const definitions = new Map<QuestionnaireSlug, QuestionnaireDefinition>()
    for (const service of questionnaireSlugs) definitions.set(service, questionnaireFrom((await rest('GET', questionnairePath(service))).body))
    const merchants = (await p.find({ collection: 'merchants', where: { stato: { equals: 'attivo' } }, sort: 'id', limit: 100, overrideAccess: true })).docs

    // 300 leads over the eight questionnaires, each confirmed by its visitor with the link of the confirmation e-mail
    // (queued, not sent: SMTP is down, the secret is read from the queue), then 200 bookings from their offers pages:
    // 500 submissions, four at a time, each from its own address. The runner works the queue halfway through, as the
    // worker would.
    const LEADS = 300
    const BOOKINGS = 200
    const PASS = 50
    const statuses = new Map<string, number>()
    const tally = (what: string, status: number) => statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1)
    const leads: { key: string; ref: string; cap: string; email: string; merchant: number | undefined }[] = []
    const bookingKeys: string[] = []
    const headers = (n: number) => ({ 'x-real-ip': `10.77.${Math.floor(n / 250)}.${n % 250}` })

    async function submitLead(n: number) {
      const definition = definitions.get(questionnaireSlugs[n % questionnaireSlugs.length]!)!
      const walk = walkQuestionnaire(definition)
      const key = randomUUID()
      const email = `smtp-down-${n}@example.com`
      const result = await sendConfirmedLead(leadBody(definition, walk, email, key), headers(n))
      tally('lead', result.status)
      const cap = walk.location.slice(0, 5)
      if (result.status === 201) leads.push({ key, ref: refOf(result), cap, email, merchant: bookableMerchant(merchants, cap, definition.service) })
    }
    // The bookings are made from the offers pages of the leads that list a partner to book.
    const bookable = () => leads.filter((lead) => lead.merchant !== undefined)
    async function submitBooking(n: number) {
      const lead = bookable()[n]!
      const key = randomUUID()
      const result = await rest('POST', '/public/bookings', { body: { ref: lead.ref, merchantId: lead.merchant, idempotencyKey: key, partners: true }, headers: headers(1000 + n) })
      tally('booking', result.status)
      if (result.status === 201) bookingKeys.push(key)
    }
    async function inBatches(count: number, submit: (n: number) => Promise<void>) {
      for (let start = 0; start < count; start += 4) {
        await Promise.all(Array.from({ length: Math.min(4, count - start) }, (_, i) => submit(start + i)))
      }
    }
    // The worker's own pass (runJobsOnce), taking more jobs at a time than the worker does to keep the test short.
    const pass = () => runJobsOnce(p, { limit: PASS })
    await inBatches(LEADS / 2, submitLead)
    await pass()
    await inBatches(LEADS / 2, (n) => submitLead(LEADS / 2 + n))
    await pass()
    await inBatches(BOOKINGS, submitBooking)
    await pass()

    expect(Object.fromEntries(statuses)).toEqual({ 'lead 201': LEADS, 'booking 201': BOOKINGS })
    const stored = {
      leads: await p.count({ collection: 'client-requests', where: { idempotencyKey: { in: leads.map((lead) => lead.key) } }, overrideAccess: true }),
      bookings: await p.count({ collection: 'bookings', where: { idempotencyKey: { in: bookingKeys } }, overrideAccess: true }),
    }
    expect(stored).toEqual({ leads: { totalDocs: LEADS }, bookings: { totalDocs: BOOKINGS } })

    const jobs = async () =>
      (await p.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { createdAt: { greater_than_equal: since } }] }, limit: 0, pagination: false, overrideAccess: true })).docs
    const queued = await jobs()
    // Every lead sends its visitor the confirmation link and, once confirmed, the receipt (and tells its partners);
    // every booking notifies the merchant, confirms and closes the offers.
    const toLeads = (subject: (input: { subject: string }) => boolean) =>
      leads.map((lead) => queued.filter((job) => (job.input as { to: string }).to === lead.email && subject(job.input as { subject: string })).length)
    expect(toLeads((input) => input.subject.startsWith('Conferma la tua richiesta per '))).toEqual(leads.map(() => 1))
    expect(toLeads((input) => input.subject.startsWith('Abbiamo ricevuto la tua richiesta per '))).toEqual(leads.map(() => 1))
    expect(queued.length).toBeGreaterThanOrEqual(2 * LEADS + 3 * BOOKINGS)
    const triedWhileDown = queued.filter((job) => (job.totalTried ?? 0) > 0).length
    expect(triedWhileDown).toBeGreaterThanOrEqual(PASS)
    expect(queued.every((job) => !job.completedAt && !job.hasError)).toBe(true)

    const smtp = countingSmtpServer(smtpPort)
    await smtp.listen()
    try {
      // About a thousand e-mails: on a loaded machine this takes minutes, so the deadline is generous.
      const deadline = Date.now() + 360_000
      let pending = queued.length
      while (pending > 0 && Date.now() < deadline) {
        await pass()
        pending = (await jobs()).filter((job) => !job.completedAt).length
        if (pending > 0) await new Promise((resolve) => setTimeout(resolve, 500))
      }
      await pass()

      const expected = new Map<string, number>()
      for (const job of queued) {
        const input = job.input as { to: string; subject: string }
        expected.set(`${input.to}\u0000${input.subject}`, (expected.get(`${input.to}\u0000${input.subject}`) ?? 0) + 1)
      }
      const delivered = new Map(smtp.entries().map((entry) => [`${entry.to}\u0000${entry.subject}`, entry.n]))
      const missing = [...expected].filter(([key, n]) => (delivered.get(key) ?? 0) < n).length
      const duplicates = [...delivered].filter(([key, n]) => n > (expected.get(key) ?? 0)).length
      console.log(
        `[faults-smtp] ${LEADS} leads + ${BOOKINGS} bookings with SMTP down: stored ${stored.leads.totalDocs} + ${stored.bookings.totalDocs}; ` +
          `${queued.length} e-mails queued, ${triedWhileDown} of them tried and failed while SMTP was down; after SMTP returned ${smtp.total} delivered, missing ${missing}, duplicates ${duplicates}`,
      )
      expect(pending).toBe(0)
      expect(missing).toBe(0)
      expect(duplicates).toBe(0)
      expect(smtp.total).toBe(queued.length)
      for (const lead of leads) expect(smtp.entries().filter((entry) => entry.to === lead.email).length).toBeGreaterThanOrEqual(2)
    } finally {
      await smtp.close()
    }
  }, 600_000)
})

describe('the e-mail queue in /admin', () => {
  it('is readable by admins only, with each e-mail’s attempts and error', async () => {
    const admin = await rest('GET', '/payload-jobs?limit=5&depth=0', { token: await loginAs('Admin') })
    expect(admin.status).toBe(200)
    expect(admin.body.docs?.[0]).toHaveProperty('totalTried')
    expect((await rest('GET', '/payload-jobs', { token: await loginAs('Merchant (Prato)') })).status).toBe(403)
    expect((await rest('GET', '/payload-jobs')).status).toBe(403)
    expect((await rest('POST', '/payload-jobs', { token: await loginAs('Admin'), body: { taskSlug: 'sendEmail' } })).status).toBe(403)
  })
})
