import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchQuestionnaire, leadBody, namedPartners, phoneFor, requestRef, smsCodeFrom, walkQuestionnaire } from '../../scripts/visitor.ts'
import { faultPorts, launchOwnProduct, type OwnProduct } from './harness.ts'

/**
 * A product launched as `npm start` launches it (JSON logs), its SMTP server away for the whole run and its
 * runner's e-mail clock fast (EMAIL_CLOCK_SCALE), then PostgreSQL stopped:
 * - no log line of any process (launcher, web, runner, inboxes) carries the consumer's e-mail address or phone
 *   number, however often their e-mails are tried, and a failed try costs the runner's log under 1 KB;
 * - the runner's /metrics answers 200 while PostgreSQL is away, with `casaconfronta_db_up 0` and the queue's last
 *   figures and their age;
 * - the web node stays live and ready (every node would fail together), serves its cached pages and answers a
 *   write 503 with Retry-After.
 */
const ports = faultPorts(3)
const metricsPort = faultPorts(4).webPort
const runnerMetrics = `http://127.0.0.1:${metricsPort + 1}/metrics`
const TRIES = 40

/** Every line the launched processes print reaches this process's stdout or stderr (scripts/lib.ts spawnPrefixed). */
const lines: string[] = []
const originals = { stdout: process.stdout.write.bind(process.stdout), stderr: process.stderr.write.bind(process.stderr) }
function captureOutput() {
  for (const name of ['stdout', 'stderr'] as const) {
    process[name].write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      return (originals[name] as (...args: unknown[]) => boolean)(chunk, ...rest)
    }) as typeof process.stdout.write
  }
}

/** A port where no SMTP server listens: every send fails at once (connection refused). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

let own: OwnProduct
beforeAll(async () => {
  captureOutput()
  own = await launchOwnProduct({
    ...ports,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      EMAIL_CLOCK_SCALE: '0.002',
      JOBS_POLL_MS: '200',
      METRICS_PORT: String(metricsPort),
      METRICS_SAMPLE_MS: '1000',
      LOG_FORMAT: 'json',
    },
  })
}, 600_000)
afterAll(async () => {
  await own?.stop()
  process.stdout.write = originals.stdout
  process.stderr.write = originals.stderr
}, 120_000)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const gauge = (metrics: string, name: string) => Number(new RegExp(`^${name} (-?[\\d.]+)$`, 'm').exec(metrics)?.[1] ?? NaN)
const runnerLines = () => lines.filter((line) => line.includes('| worker  |'))
const bytes = (list: string[]) => list.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0)

async function triesSoFar(): Promise<number> {
  const [row] = await own.query<{ n: string }>("select coalesce(sum(total_tried), 0) as n from payload_jobs where task_slug = 'sendEmail'")
  return Number(row!.n)
}

describe('an SMTP outage, then a PostgreSQL one', () => {
  const email = `outage.${Date.now().toString(36)}@example.com`
  const phone = phoneFor(email)
  const digits = phone.replace(/\D/g, '')

  it('logs no e-mail address and no phone number of the consumer, and under 1 KB per failed try', async () => {
    const definition = await fetchQuestionnaire(own.baseUrl, 'luce-gas')
    const walk = walkQuestionnaire(definition, Math.random, '59100 - Prato')
    const ip = '198.51.100.77'
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip }
    // The consumer keeps the partners the contact step names: each gets a notice with the contacts.
    const partnerIds = await namedPartners(own.baseUrl, definition.service, walk.location, headers)
    expect(partnerIds.length).toBeGreaterThan(0)
    const lead = await fetch(`${own.baseUrl}/api/public/leads`, { method: 'POST', headers, body: JSON.stringify(leadBody(definition, walk, email, undefined, partnerIds)) })
    expect(lead.status).toBe(201)
    const ref = requestRef((await lead.json()) as { verifyUrl?: string })
    const code = await smsCodeFrom(own.product.smsUrl, phone, 0, 120_000)
    const verified = await fetch(`${own.baseUrl}/api/public/request/verify`, { method: 'POST', headers, body: JSON.stringify({ ref, code }) })
    expect(verified.status).toBe(200)
    // The receipt to the consumer and the notices to the partners (with the consumer's contacts) now fail, again and again.
    const [queued] = await own.query<{ n: string }>("select count(*) as n from payload_jobs where task_slug = 'sendEmail' and completed_at is null")
    expect(Number(queued!.n)).toBeGreaterThanOrEqual(1 + partnerIds.length)

    const triesBefore = await triesSoFar()
    const linesBefore = runnerLines().length
    const deadline = Date.now() + 180_000
    while ((await triesSoFar()) - triesBefore < TRIES && Date.now() < deadline) await sleep(500)
    const tries = (await triesSoFar()) - triesBefore
    const logged = runnerLines().slice(linesBefore)
    const perTry = bytes(logged) / tries
    const failureLine = logged.find((line) => line.includes('"jobId"'))
    console.log(`[outage-logs] ${tries} failed tries of ${queued!.n} e-mails: the runner logged ${logged.length} lines, ${bytes(logged)} bytes, ${perTry.toFixed(0)} bytes per try; e.g. ${failureLine}`)
    expect(tries).toBeGreaterThanOrEqual(TRIES)
    expect(perTry).toBeLessThan(1024)
    expect(failureLine).toMatch(/"jobId":\d+,"task":"sendEmail","try":\d+,"errorClass":"TaskError ECONN\w+"/)
    const personal = lines.filter((line) => line.includes(email) || line.replace(/[\s.\-/]/g, '').includes(digits))
    expect(personal).toEqual([])
  }, 300_000)

  it('keeps the runner\'s /metrics at 200 with db_up 0 while PostgreSQL is away, and the web node ready with its cached pages', async () => {
    const up = await fetch(runnerMetrics)
    const upText = await up.text()
    expect(up.status).toBe(200)
    expect(gauge(upText, 'casaconfronta_db_up')).toBe(1)
    expect(gauge(upText, 'casaconfronta_email_queue_waiting') + gauge(upText, 'casaconfronta_email_queue_sending')).toBeGreaterThanOrEqual(2)
    for (let n = 0; n < 2; n++) expect((await fetch(`${own.baseUrl}/luce-gas`)).status).toBe(200)
    const definition = await fetchQuestionnaire(own.baseUrl, 'luce-gas')
    const during = walkQuestionnaire(definition)
    const body = leadBody(definition, during, 'scrittura.durante.il.guasto@example.com', undefined, await namedPartners(own.baseUrl, definition.service, during.location))

    await own.stopPostgres()
    try {
      await sleep(4000)
      const scrapes = await Promise.all(Array.from({ length: 3 }, async () => {
        const started = Date.now()
        const response = await fetch(runnerMetrics, { signal: AbortSignal.timeout(5000) })
        return { status: response.status, text: await response.text(), ms: Date.now() - started }
      }))
      const down = scrapes[0]!.text
      const page = await fetch(`${own.baseUrl}/luce-gas`, { signal: AbortSignal.timeout(5000) })
      const healthz = await fetch(`${own.baseUrl}/healthz`)
      const readyz = await fetch(`${own.baseUrl}/readyz`)
      const readyBody = await readyz.text()
      const detail = await (await fetch(`http://127.0.0.1:${metricsPort}/readyz`)).text()
      const write = await fetch(`${own.baseUrl}/api/public/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      })
      console.log(
        `[outage-metrics] PostgreSQL stopped: runner /metrics ${scrapes.map((scrape) => `${scrape.status} in ${scrape.ms} ms`).join(', ')}, db_up ${gauge(down, 'casaconfronta_db_up')}, ` +
          `queue figures ${gauge(down, 'casaconfronta_email_queue_sample_age_seconds')} s old; web /healthz ${healthz.status}, /readyz ${readyz.status} ${readyBody}, private ${detail}; ` +
          `cached page ${page.status}; a write ${write.status} Retry-After ${write.headers.get('retry-after')}`,
      )
      for (const scrape of scrapes) expect(scrape.status).toBe(200)
      expect(gauge(down, 'casaconfronta_db_up')).toBe(0)
      expect(gauge(down, 'casaconfronta_email_queue_sample_age_seconds')).toBeGreaterThanOrEqual(3)
      expect(Number.isNaN(gauge(down, 'casaconfronta_email_queue_waiting'))).toBe(false)
      expect(page.status).toBe(200)
      expect(healthz.status).toBe(200)
      expect([readyz.status, readyBody]).toEqual([200, '{"ok":true}'])
      expect(detail).toMatch(/"database":"unreachable/)
      expect(write.status).toBe(503)
      expect(Number(write.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await own.startPostgres()
    }
    const deadline = Date.now() + 60_000
    let back = NaN
    while (Date.now() < deadline && back !== 1) {
      back = gauge(await (await fetch(runnerMetrics)).text(), 'casaconfronta_db_up')
      if (back !== 1) await sleep(500)
    }
    expect(back).toBe(1)
  }, 180_000)
})
