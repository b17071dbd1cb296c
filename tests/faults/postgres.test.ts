import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questionnaireSlugs, type QuestionnaireDefinition, type QuestionnaireSlug } from '#content-schema'
import { bookableMerchant, fetchQuestionnaire, leadBody, namedPartnersOf, phoneFor, requestRef, smsCodeFrom, walkQuestionnaire } from '../../scripts/visitor.ts'
import { awaitQueuedEmails, faultPorts, launchedProcess, launchOwnProduct, partnersReached, postUntilAccepted, Tally, type OwnProduct } from './harness.ts'

/**
 * PostgreSQL stopped and started again while visitors submit questionnaires, leads, their confirmations (the code of
 * the SMS each request sends, as its consumer types it) and bookings, each lead consenting to the partners its
 * contact step names (asked before the load, as the form has them by default). Every answer
 * must be a 2xx or a 503 with Retry-After; visitors retry a 503 with the same idempotency key; in the end each
 * key has exactly one record, every confirmed lead reached the partners it chose, and the same web and jobs
 * processes serve on (no restart).
 */
const CLIENTS = 16
const FLOWS_PER_CLIENT = 2
/** About a fifth of the load's requests (each flow saves its progress on several steps, then a lead and a booking). */
const OUTAGE_AFTER_REQUESTS = 40

let own: OwnProduct
beforeAll(async () => {
  own = await launchOwnProduct({ ...faultPorts(0), env: { JOBS_POLL_MS: '500', JOBS_STALE_MS: '15000' } })
}, 600_000)
afterAll(async () => {
  await own?.stop()
}, 60_000)

type Submitted = { leadKey: string; sessionId: string; email: string; partnerIds: number[]; confirmed?: boolean; bookingKey?: string }

describe('PostgreSQL restarted under a load of submissions', () => {
  it('answers 2xx or 503 + Retry-After, loses and duplicates nothing, and recovers without a restart', async () => {
    const definitions = new Map<QuestionnaireSlug, QuestionnaireDefinition>()
    for (const service of questionnaireSlugs) definitions.set(service, await fetchQuestionnaire(own.baseUrl, service))
    const named = await namedPartnersOf(own.baseUrl, questionnaireSlugs)
    const merchants = (await own.query<{ id: number; cap: string; numero_rui: string | null }>("select id, cap, numero_rui from merchants where stato = 'attivo' order by id")).map((row) => ({ ...row, numeroRui: row.numero_rui }))
    const webPid = launchedProcess(own.product, 'server/web.ts')
    const workerPid = launchedProcess(own.product, 'server/worker.ts')
    expect(webPid).toBeGreaterThan(0)
    expect(workerPid).toBeGreaterThan(0)

    const tally = new Tally()
    const submitted: Submitted[] = []
    const refused: string[] = []
    const accepted = (what: string, status: number, ok: number[]) => {
      if (!ok.includes(status)) refused.push(`${what}: ${status}`)
      return ok.includes(status)
    }

    async function visitor(client: number) {
      const ip = `198.51.${Math.floor(client / 200)}.${(client % 200) + 1}`
      for (let flow = 0; flow < FLOWS_PER_CLIENT; flow++) {
        const definition = definitions.get(questionnaireSlugs[(client + flow) % questionnaireSlugs.length]!)!
        const walk = walkQuestionnaire(definition)
        for (const partial of walk.partials) {
          const saved = await postUntilAccepted(tally, `${own.baseUrl}/api/public/partial-submissions`, partial, ip)
          accepted('partial', saved.status, [204])
        }
        const record: Submitted = { leadKey: randomUUID(), sessionId: walk.sessionId, email: `pg-${client}-${flow}-${randomUUID().slice(0, 6)}@example.com`, partnerIds: named(definition.service, walk.location) }
        submitted.push(record)
        const lead = await postUntilAccepted(tally, `${own.baseUrl}/api/public/leads`, leadBody(definition, walk, record.email, record.leadKey, record.partnerIds), ip)
        if (!accepted('lead', lead.status, [200, 201])) continue
        const ref = requestRef(lead.json)
        const code = await smsCodeFrom(own.product.smsUrl, phoneFor(record.email), 0, 120_000)
        const confirmed = await postUntilAccepted(tally, `${own.baseUrl}/api/public/request/verify`, { ref, code }, ip)
        if (!accepted('confirmation', confirmed.status, [200])) continue
        record.confirmed = true
        const merchant = bookableMerchant(merchants, walk.location.slice(0, 5), definition.service)
        if (!ref || !merchant) continue
        record.bookingKey = randomUUID()
        const booking = await postUntilAccepted(tally, `${own.baseUrl}/api/public/bookings`, { ref, merchantId: merchant, idempotencyKey: record.bookingKey, partners: true }, ip)
        accepted('booking', booking.status, [200, 201])
      }
    }

    // The jobs runner is up once a first lead's SMS code has gone out: the outage then hits it mid-work too.
    const warmUp = walkQuestionnaire(definitions.get('luce-gas')!)
    const first = await postUntilAccepted(tally, `${own.baseUrl}/api/public/leads`, leadBody(definitions.get('luce-gas')!, warmUp, 'prima@example.com', undefined, named('luce-gas', warmUp.location)), '203.0.113.1')
    expect(first.status).toBe(201)
    await smsCodeFrom(own.product.smsUrl, phoneFor('prima@example.com'), 0, 120_000)

    const load = Promise.allSettled(Array.from({ length: CLIENTS }, (_, client) => visitor(client)))
    // Mid-load — once the first requests are answered, however fast this machine answers them (the whole load can
    // take less than two seconds) — a fast shutdown (open sessions are terminated), a few seconds down, then back
    // on the same data.
    while (tally.requests < OUTAGE_AFTER_REQUESTS) await new Promise((resolve) => setTimeout(resolve, 5))
    const requestsBeforeOutage = tally.requests
    await own.stopPostgres()
    await new Promise((resolve) => setTimeout(resolve, 6000))
    await own.startPostgres()
    const outcomes = await load
    const statusesDuringLoad = tally.summary()

    const leadKeys = submitted.map((record) => record.leadKey)
    const leads = await own.query<{ key: string; n: number }>(
      'select idempotency_key as key, count(*)::int as n from client_requests where idempotency_key = any($1) group by 1',
      [leadKeys],
    )
    const bookingKeys = submitted.flatMap((record) => (record.bookingKey ? [record.bookingKey] : []))
    const bookings = await own.query<{ key: string; n: number }>(
      'select idempotency_key as key, count(*)::int as n from bookings where idempotency_key = any($1) group by 1',
      [bookingKeys],
    )
    const partials = await own.query<{ session: string; n: number; completed: boolean }>(
      'select session_id as session, count(*)::int as n, bool_and(completed) as completed from partial_submissions where session_id = any($1) group by 1',
      [submitted.map((record) => record.sessionId)],
    )
    const reach = await partnersReached(own, leadKeys)
    const lost = leadKeys.length - leads.length + (bookingKeys.length - bookings.length) + (submitted.length - partials.length)
    const duplicates = [...leads, ...bookings, ...partials].filter((row) => row.n > 1).length
    console.log(
      `[faults-postgres] ${CLIENTS} visitors, ${requestsBeforeOutage} requests before the outage, 1 fault (PostgreSQL stopped 6 s); ` +
        `${statusesDuringLoad}; leads ${leads.length}/${leadKeys.length}, bookings ${bookings.length}/${bookingKeys.length}, ` +
        `partials ${partials.length}/${submitted.length}; lost ${lost}, duplicates ${duplicates}, 5xx other than 503: ${tally.serverErrors}; ` +
        `partners reached: ${reach.reached} of the ${reach.chose} confirmed leads that chose some (${reach.deliveries} deliveries)`,
    )

    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([])
    expect(tally.noAnswer).toEqual([])
    expect(refused).toEqual([])
    expect(tally.serverErrors).toBe(0)
    expect(tally.byStatus.get(503) ?? 0).toBeGreaterThan(0)
    expect(submitted).toHaveLength(CLIENTS * FLOWS_PER_CLIENT)
    expect(lost).toBe(0)
    expect(duplicates).toBe(0)
    expect(partials.every((row) => row.completed)).toBe(true)
    // Each confirmed lead reached exactly the partners its consumer kept, through the outage too.
    const choosing = submitted.filter((record) => record.confirmed && record.partnerIds.length > 0).length
    expect(choosing).toBeGreaterThan(0)
    expect(reach).toMatchObject({ chose: choosing, reached: choosing })

    // The same processes serve on: a new lead is accepted at once, and the jobs runner sends everything queued.
    expect(launchedProcess(own.product, 'server/web.ts')).toBe(webPid)
    expect(launchedProcess(own.product, 'server/worker.ts')).toBe(workerPid)
    const definition = definitions.get('luce-gas')!
    const after = walkQuestionnaire(definition)
    const fresh = await fetch(`${own.baseUrl}/api/public/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify(leadBody(definition, after, 'dopo-il-riavvio@example.com', undefined, named(definition.service, after.location))),
    })
    expect(fresh.status).toBe(201)
    const code = await smsCodeFrom(own.product.smsUrl, phoneFor('dopo-il-riavvio@example.com'), 0, 60_000)
    const confirmed = await postUntilAccepted(tally, `${own.baseUrl}/api/public/request/verify`, { ref: requestRef((await fresh.json()) as Record<string, unknown>), code }, '203.0.113.9')
    expect(confirmed.status).toBe(200)
    // Each confirmed request's receipt, and for each booking its confirmation and the closing of its offers.
    const emails = await awaitQueuedEmails(own, [...submitted.map((record) => record.email), 'dopo-il-riavvio@example.com'], 150_000)
    console.log(`[faults-postgres] e-mails to the visitors: ${emails.queued} queued, lost ${emails.lost}, sent twice ${emails.extra}`)
    const booked = submitted.filter((record) => record.bookingKey).length
    expect(emails.queued).toBeGreaterThanOrEqual(submitted.length + 2 * booked + 1)
    expect(emails.lost).toBe(0)
  }, 300_000)
})
