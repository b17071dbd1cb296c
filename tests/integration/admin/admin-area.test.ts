import { handleEndpoints } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { ABANDONED_CSV_COLUMNS, abandonmentClass, AdminSectionCountsSchema, answerLabels, sessionCode, type AbandonedReport, type EmailQueuePage } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import config from '../../../cms/payload.config.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'

/** The admin area's endpoints (/api/admin/*) and the collection behaviour it relies on. Demo data from the seed. */
type Who = 'visitor' | 'merchant' | 'editor' | 'admin'
const tokens: Partial<Record<Who, string>> = {}

beforeAll(async () => {
  tokens.merchant = await loginAs('Merchant (Prato)')
  tokens.editor = await loginAs('Editor')
  tokens.admin = await loginAs('Admin')
})

/** A raw call through Payload's handler, for answers that are not JSON (CSV, event stream). */
async function raw(path: string, who: Who, signal?: AbortSignal): Promise<Response> {
  await payload()
  const headers = new Headers()
  if (tokens[who]) headers.set('authorization', `JWT ${tokens[who]}`)
  return handleEndpoints({ config, request: new Request(`http://localhost:3000/api${path}`, { headers, signal }) })
}

type PartialRow = { sessionId: string; serviceType: string; currentStep: number; totalSteps: number; completed?: boolean | null; updatedAt: string }

async function allPartials(): Promise<PartialRow[]> {
  const p = await payload()
  // The test's own view of the data, to compare the SQL aggregation with.
  const result = await p.find({ collection: 'partial-submissions', limit: 0, pagination: false, depth: 0, overrideAccess: true })
  return result.docs as unknown as PartialRow[]
}

const adminPaths = ['/admin/abandoned', '/admin/abandoned.csv', '/admin/live', '/admin/client-requests/1/details', '/admin/section-counts']

describe.each(['visitor', 'merchant', 'editor'] as const)('%s', (who) => {
  it.each(adminPaths)('gets 403 from %s', async (path) => {
    const response = await raw(path, who)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Accesso riservato agli amministratori.' })
  })
})

describe('abandoned-forms report', () => {
  it('counts, classifies and pages every session, newest first', async () => {
    const partials = await allPartials()
    const result = await rest('GET', '/admin/abandoned', { token: tokens.admin })
    expect(result.status).toBe(200)
    const report = result.body as unknown as AbandonedReport
    const completed = partials.filter((session) => session.completed).length
    expect(report.counters).toEqual({
      total: partials.length,
      completed,
      abandoned: partials.length - completed,
      completionRate: Math.round((completed / partials.length) * 1000) / 10,
    })
    for (const kind of ['completed', 'early', 'middle', 'late'] as const) {
      expect(report.classes[kind]).toBe(partials.filter((session) => abandonmentClass({ completed: Boolean(session.completed), currentStep: session.currentStep }) === kind).length)
    }
    expect(report.sessions.length).toBe(Math.min(25, partials.length))
    const newestFirst = [...partials].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    expect(report.sessions[0]?.sessionId).toBe(newestFirst[0]?.sessionId)
    expect(report.sessions[0]).toHaveProperty('userAgent')
    expect(report.sessions[0]).toHaveProperty('ipAddress')
  })

  it('labels each session’s answers with the questions of the version it was answered against, as words when that version is unknown', async () => {
    const seeded = answerLabels(questionnaireFixtures['luce-gas'])
    const demo = (await rest('GET', '/admin/abandoned?service=luce-gas&q=LGDEMO', { token: tokens.admin })).body as unknown as AbandonedReport
    expect(demo.sessions.length).toBeGreaterThan(0)
    for (const session of demo.sessions) expect(session.answerLabels).toEqual({ serviceNeeded: seeded.serviceNeeded, userType: seeded.userType })
    expect(seeded.userType).toBe('Per chi è la fornitura?')

    const p = await payload()
    const sessionId = `LGUNKNOWNV${Date.now()}`
    const unknown = await p.create({
      collection: 'partial-submissions',
      data: { sessionId, serviceType: 'luce-gas', questionnaireVersion: 999, currentStep: 1, totalSteps: 5, answers: { userType: 'Privato' }, lastQuestion: 'userType' },
      overrideAccess: true,
    })
    try {
      const found = (await rest('GET', `/admin/abandoned?q=${sessionId}`, { token: tokens.admin })).body as unknown as AbandonedReport
      expect(found.sessions.map((session) => session.answerLabels)).toEqual([{ userType: 'User type' }])
    } finally {
      await p.delete({ collection: 'partial-submissions', id: unknown.id, overrideAccess: true })
    }
  })

  it('draws a funnel per service and version: each step counts the sessions that reached it', async () => {
    const partials = (await allPartials()).filter((session) => session.serviceType === 'fotovoltaico')
    const result = await rest('GET', '/admin/abandoned?service=fotovoltaico', { token: tokens.admin })
    const report = result.body as unknown as AbandonedReport
    expect(report.counters.total).toBe(partials.length)
    expect(report.funnels.every((funnel) => funnel.serviceType === 'fotovoltaico')).toBe(true)
    const reachedStep = (step: number) =>
      partials.filter((session) => (session.completed ? Math.max(session.currentStep, session.totalSteps) : session.currentStep) >= step).length
    const steps = report.funnels.flatMap((funnel) => funnel.reached)
    expect(steps[0]).toEqual({ step: 1, sessions: reachedStep(1) })
    for (const { step, sessions } of steps) expect(sessions).toBe(reachedStep(step))
  })

  it('filters by status and date range', async () => {
    const partials = await allPartials()
    const early = await rest('GET', '/admin/abandoned?status=early', { token: tokens.admin })
    const sessions = (early.body as unknown as AbandonedReport).sessions
    expect(sessions.length).toBe(partials.filter((session) => !session.completed && session.currentStep <= 3).length)
    expect(sessions.every((session) => !session.completed && session.currentStep <= 3)).toBe(true)
    const future = await rest('GET', '/admin/abandoned?from=2099-01-01', { token: tokens.admin })
    expect((future.body as unknown as AbandonedReport).counters.total).toBe(0)
    expect((future.body as unknown as AbandonedReport).sessions).toEqual([])
  })

  it('answers 400 in Italian to a malformed filter, never 500', async () => {
    const result = await rest('GET', "/admin/abandoned?from=2026-01-01'--&service=mutui", { token: tokens.admin })
    expect(result.status).toBe(400)
    expect(result.body).toEqual({ error: 'Filtro non valido.' })
  })
})

describe('abandoned-forms CSV', () => {
  it('streams the filtered sessions with the specified columns, named with the date', async () => {
    const partials = (await allPartials()).filter((session) => session.serviceType === 'luce-gas')
    const response = await raw('/admin/abandoned.csv?service=luce-gas', 'admin')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="abbandoni-moduli-${new Date().toISOString().slice(0, 10)}.csv"`)
    const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe(ABANDONED_CSV_COLUMNS.join(','))
    const rows = lines.slice(1)
    expect(rows.length).toBe(partials.length)
    expect(rows.every((row) => row.split(',')[1] === 'Luce & Gas')).toBe(true)
    const codes = rows.map((row) => row.split(',')[0]).sort()
    expect(codes).toEqual(partials.map((session) => sessionCode(session.sessionId)).sort())
    // The answers are labelled with the questions of the version answered (the demo sessions': the seeded one).
    const demoRows = rows.filter((row) => row.startsWith('DEMO'))
    expect(demoRows.length).toBeGreaterThan(0)
    expect(demoRows.every((row) => row.includes(`${answerLabels(questionnaireFixtures['luce-gas']).serviceNeeded}: Luce + Gas`))).toBe(true)
  })
})

describe('section counts', () => {
  it('gives each tab the figure its section reads, in one call', async () => {
    const get = async (path: string) => {
      const result = await rest('GET', path, { token: tokens.admin })
      expect(result.status, path).toBe(200)
      return result.body
    }
    const counts = AdminSectionCountsSchema.parse(await get('/admin/section-counts'))
    const listTotal = async (list: string) => (await get(`/admin/lists/${list}`)).totalAll
    const review = await get('/admin/merchants/review')
    const returns = (await get('/lead-returns?limit=0&depth=0')).docs as { stato: string }[]
    const emails = (await get('/admin/email-queue')) as unknown as EmailQueuePage
    expect(counts).toEqual({
      clientRequests: await listTotal('client-requests'),
      waiting: await listTotal('waiting-leads'),
      contactRequests: await listTotal('contact-requests'),
      abandoned: ((await get('/admin/abandoned')) as unknown as AbandonedReport).counters.total,
      approvals: Number(review.inRevisione) + Number(review.proposte),
      merchants: await listTotal('merchants'),
      bookings: await listTotal('bookings'),
      returns: returns.filter((row) => row.stato === 'in_attesa').length,
      reviews: (await get('/reviews?where[scrittaIl][exists]=true&limit=1&depth=0')).totalDocs,
      emailQueue: emails.counts.inAttesa + emails.counts.nonInviate,
      decisions: await listTotal('decisions'),
    })
    // The demo data fills the sections an admin opens first.
    for (const key of ['clientRequests', 'merchants', 'bookings', 'abandoned', 'returns', 'reviews'] as const) expect(counts[key], key).toBeGreaterThan(0)
  })
})

describe('lead details', () => {
  it('labels every stored answer, with the questionnaire definition where it can be loaded', async () => {
    const p = await payload()
    const lead = (await p.find({ collection: 'client-requests', where: { idempotencyKey: { equals: 'demo-lead-2' } }, limit: 1, overrideAccess: true })).docs[0]!
    const result = await rest('GET', `/admin/client-requests/${lead.id}/details`, { token: tokens.admin })
    expect(result.status).toBe(200)
    const details = result.body.details as { key: string; label: string; value: string }[]
    expect(details.map((detail) => detail.key)).toEqual(expect.arrayContaining(Object.keys(lead.answersText as object)))
    expect(details.find((detail) => detail.key === 'energyConsumption')?.value).toBe('3.200 kWh/anno')
    expect(details.every((detail) => detail.label.length > 0 && detail.label !== detail.key)).toBe(true)
  })

  it('returns an old free-text message as it is, and 404 for an unknown lead', async () => {
    const created = await rest('POST', '/client-requests', {
      token: tokens.admin,
      body: { nome: 'Vecchio Formato', email: 'vecchio@example.com', telefono: '+39 333 000 1111', servizio: 'depuratori', cap: '59100', messaggio: 'Vorrei un depuratore.' },
    })
    const id = (created.body.doc as { id: number }).id
    const result = await rest('GET', `/admin/client-requests/${id}/details`, { token: tokens.admin })
    expect(result.body).toMatchObject({ details: [], message: 'Vorrei un depuratore.', bookings: [], consents: [] })
    expect((await rest('GET', '/admin/client-requests/999999/details', { token: tokens.admin })).status).toBe(404)
    await rest('DELETE', `/client-requests/${id}`, { token: tokens.admin })
  })
})

describe('live updates', () => {
  it('streams a change event when an admin creates a client request', async () => {
    const controller = new AbortController()
    const response = await raw('/admin/live', 'admin', controller.signal)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let received = ''
    expect((await reader.read()).value).toContain(': connesso')
    const created = await rest('POST', '/client-requests', {
      token: tokens.admin,
      body: { nome: 'Live Test', email: 'live@example.com', telefono: '+39 333 000 0000', servizio: 'luce-gas', cap: '59100' },
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const deadline = Date.now() + 5000
    while (!received.includes(`"id":${id}`) && Date.now() < deadline) received += (await reader.read()).value ?? ''
    expect(received).toContain(`event: change\ndata: {"collection":"client-requests","id":${id},"op":"create"}`)
    controller.abort()
    await reader.cancel().catch(() => undefined)
    await rest('DELETE', `/client-requests/${id}`, { token: tokens.admin })
    // The last stream closed: the process gives its LISTEN connection back.
    const listening = async () => {
      const result = await (await payload()).db.drizzle.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN admin_live'`)
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n
    }
    await expect.poll(listening, { timeout: 3000 }).toBe(0)
  })
})

describe('deleting a merchant', () => {
  it('deletes its team members and keeps its bookings without a merchant, in one transaction', async () => {
    const p = await payload()
    const merchant = await p.create({
      collection: 'merchants',
      overrideAccess: true,
      data: {
        nomeCognome: 'Da Eliminare',
        nomeAzienda: 'Eliminami S.r.l.',
        ragioneSociale: 'Eliminami S.r.l.',
        partitaIva: '00159560366',
        sede: 'Via Roma 4, Prato',
        settoreAttivita: 'Test',
        cap: '59100',
        zonaGeografica: 'Prato',
        servizi: ['luce-gas'],
        capCoperti: [{ cap: '59100' }],
        telefono: '+39 0574 000000',
        email: 'elimina@example.com',
        stato: 'attivo',
      },
    })
    const member = await p.create({ collection: 'team-members', overrideAccess: true, data: { merchant: merchant.id, nome: 'Mario', ruolo: 'Consulente' } })
    const booking = await p.create({
      collection: 'bookings',
      overrideAccess: true,
      data: { merchant: merchant.id, origine: 'offerte', stato: 'in_attesa', nomeCliente: 'Cliente', telefonoCliente: '+39 333 111 2222', emailCliente: 'cliente@example.com', servizioRichiesto: 'luce-gas', capCliente: '59100' },
    })
    const denied = await rest('DELETE', `/merchants/${merchant.id}`, { token: tokens.merchant })
    expect(denied.status).toBe(403)
    const deleted = await rest('DELETE', `/merchants/${merchant.id}`, { token: tokens.admin })
    expect(deleted.status).toBe(200)
    expect((await p.find({ collection: 'team-members', where: { id: { equals: member.id } }, overrideAccess: true })).totalDocs).toBe(0)
    const kept = await p.findByID({ collection: 'bookings', id: booking.id, depth: 0, overrideAccess: true })
    expect(kept.merchant ?? null).toBeNull()
    await p.delete({ collection: 'bookings', id: booking.id, overrideAccess: true })
  })
})

describe('Payload admin for staff', () => {
  it('shows an editor only the content collections, never leads or personal data', async () => {
    const result = await rest('GET', '/access', { token: tokens.editor })
    expect(result.status).toBe(200)
    // Payload leaves out of the permissions every collection the user may not open in /admin at all.
    const collections = result.body.collections as Record<string, { read: boolean | object }>
    for (const slug of ['client-requests', 'contact-requests', 'bookings', 'partial-submissions', 'consents', 'team-members']) {
      expect(collections[slug]?.read ?? false, slug).toBe(false)
    }
    for (const slug of ['pages', 'services', 'faqs']) expect(collections[slug]?.read, slug).toBeTruthy()
  })
})
