import { randomUUID } from 'node:crypto'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuestionnaireDefinition } from '#content-schema'
import { fetchQuestionnaire, leadBody, namedPartnersOf, phoneFor, requestRef, smsCodeFrom, walkQuestionnaire } from '../../scripts/visitor.ts'
import { awaitQueuedEmails, childProcesses, faultPorts, launchedProcess, launchOwnProduct, partnersReached, postUntilAccepted, Tally, type OwnProduct } from './harness.ts'

/**
 * The web server killed (SIGKILL) while requests are in flight, then the jobs runner killed while it works
 * through the e-mails: the launcher starts each again, the other processes carry on, every lead the visitors
 * retried is stored once, and every queued e-mail still goes out. Each visitor confirms their request with the code
 * of its SMS, as a consumer does, so that it is delivered to the partners it chose (all those its contact step
 * names) and its receipt e-mail queued. Stopping the launcher leaves nothing behind.
 */
const PORTS = faultPorts(1)
const CLIENTS = 8
const LEADS_PER_CLIENT = 4

let own: OwnProduct
beforeAll(async () => {
  own = await launchOwnProduct({ ...PORTS, env: { JOBS_POLL_MS: '300', JOBS_STALE_MS: '8000' } })
}, 600_000)
afterAll(async () => {
  await own?.stop()
}, 60_000)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(250)
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

async function messages(): Promise<unknown[]> {
  return (await (await fetch(`${own.product.mailUrl}/api/messages`)).json()) as unknown[]
}

describe('processes killed under load', () => {
  it('restarts the web server and the jobs runner; nothing accepted or queued is lost; a stop leaves nothing behind', async () => {
    const definition: QuestionnaireDefinition = await fetchQuestionnaire(own.baseUrl, 'fotovoltaico')
    const named = await namedPartnersOf(own.baseUrl, [definition.service])
    const webPid = launchedProcess(own.product, 'server/web.ts')!
    const workerPid = launchedProcess(own.product, 'server/worker.ts')!
    const mailPid = launchedProcess(own.product, 'server/mail-catcher.ts')!
    expect([webPid, workerPid, mailPid].every((pid) => pid > 0)).toBe(true)

    const tally = new Tally()
    const submitted: { key: string; email: string; partnerIds: number[]; status?: number; confirmed?: number }[] = []
    async function visitor(client: number) {
      const ip = `192.0.2.${client + 1}`
      // A browser whose connection broke sends the form again (the same key, or the same code).
      const retried = { retryWithoutAnswer: true, maxAttempts: 60 }
      for (let n = 0; n < LEADS_PER_CLIENT; n++) {
        const walk = walkQuestionnaire(definition)
        const record: (typeof submitted)[number] = { key: randomUUID(), email: `killed-${client}-${n}@example.com`, partnerIds: named(definition.service, walk.location) }
        submitted.push(record)
        const result = await postUntilAccepted(tally, `${own.baseUrl}/api/public/leads`, leadBody(definition, walk, record.email, record.key, record.partnerIds), ip, retried)
        record.status = result.status
        if (result.status !== 200 && result.status !== 201) continue
        const code = await smsCodeFrom(own.product.smsUrl, phoneFor(record.email), 0, 120_000)
        record.confirmed = (await postUntilAccepted(tally, `${own.baseUrl}/api/public/request/verify`, { ref: requestRef(result.json), code }, ip, retried)).status
      }
    }
    const load = Promise.allSettled(Array.from({ length: CLIENTS }, (_, client) => visitor(client)))

    // The web server dies with requests in flight.
    await until(() => tally.requests >= CLIENTS, 30_000, 'the first answers')
    process.kill(webPid, 'SIGKILL')
    const newWebPid = await until(() => {
      const pid = launchedProcess(own.product, 'server/web.ts')
      return pid && pid !== webPid ? pid : undefined
    }, 30_000, 'the launcher to start the web server again')
    await until(async () => (await fetch(`${own.baseUrl}/api/cap/59100`).catch(() => undefined))?.ok, 120_000, 'the new web server to answer')
    const outcomes = await load
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([])

    // The jobs runner dies while it works through the e-mails those leads queued.
    await until(async () => (await messages()).length > 0 || undefined, 60_000, 'the first e-mail')
    const queuedBeforeKill = await own.query<{ n: number }>('select count(*)::int as n from payload_jobs where completed_at is null and task_slug = $1', ['sendEmail'])
    process.kill(workerPid, 'SIGKILL')
    const newWorkerPid = await until(() => {
      const pid = launchedProcess(own.product, 'server/worker.ts')
      return pid && pid !== workerPid ? pid : undefined
    }, 30_000, 'the launcher to start the jobs runner again')

    // The other processes carried on all along.
    expect(launchedProcess(own.product, 'server/mail-catcher.ts')).toBe(mailPid)
    expect(launchedProcess(own.product, 'server/web.ts')).toBe(newWebPid)
    expect(own.product.child.exitCode).toBeNull()

    const keys = submitted.map((record) => record.key)
    const stored = await own.query<{ key: string; n: number }>(
      'select idempotency_key as key, count(*)::int as n from client_requests where idempotency_key = any($1) group by 1',
      [keys],
    )
    const reach = await partnersReached(own, keys)
    const emails = await awaitQueuedEmails(
      own,
      submitted.map((record) => record.email),
      150_000,
    )
    console.log(
      `[faults-processes] faults: web server SIGKILLed under load (pid ${webPid} → ${newWebPid}), jobs runner SIGKILLed with ` +
        `${queuedBeforeKill[0]!.n} e-mails queued (pid ${workerPid} → ${newWorkerPid}); ${tally.summary()}; ` +
        `leads stored ${stored.length}/${keys.length}, duplicates ${stored.filter((row) => row.n > 1).length}; ` +
        `e-mails to the visitors ${emails.queued} queued, lost ${emails.lost}, sent twice ${emails.extra}; ` +
        `partners reached: ${reach.reached} of the ${reach.chose} leads that chose some (${reach.deliveries} deliveries)`,
    )
    expect(tally.noAnswer.length).toBeGreaterThan(0)
    expect(tally.serverErrors).toBe(0)
    expect(submitted.map((record) => record.status).every((status) => status === 200 || status === 201)).toBe(true)
    expect(submitted.map((record) => record.confirmed)).toEqual(submitted.map(() => 200))
    expect(stored).toHaveLength(keys.length)
    expect(stored.every((row) => row.n === 1)).toBe(true)
    // Every lead, confirmed across the kill, reached exactly the partners its consumer kept.
    const choosing = submitted.filter((record) => record.partnerIds.length > 0).length
    expect(choosing).toBeGreaterThan(0)
    expect(reach).toMatchObject({ chose: choosing, reached: choosing })
    // One receipt per confirmed request (the codes went by SMS; the partners' e-mails go to the merchants).
    expect(emails.queued).toBe(keys.length)
    expect(emails.lost).toBe(0)

    // Ctrl-C / SIGTERM still stops everything, the restarted processes included.
    const launched = childProcesses(own.product.child.pid!).map((child) => child.pid)
    await own.product.stop()
    expect(own.product.child.exitCode).toBe(0)
    const alive = launched.filter((pid) => {
      try {
        process.kill(pid, 0)
        return true
      } catch {
        return false
      }
    })
    expect(alive).toEqual([])
    for (const port of [PORTS.webPort, PORTS.mailSmtpPort, PORTS.mailWebPort, PORTS.smsWebPort]) expect(await portIsFree(port)).toBe(true)
  }, 420_000)
})
