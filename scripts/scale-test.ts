/**
 * `npm run test:scale` (and the `scale` stage of `npm run test:full`): the production shape and its faults, on one
 * machine. An embedded PostgreSQL, an S3-compatible store (s3rver), an SMTP server that counts every message by its
 * Message-ID, two web nodes (server/web.ts twice, NODE_ENV=production, one DATABASE_URL and PAYLOAD_SECRET) behind a
 * load balancer (Debian's nginx running deploy/nginx.conf: scripts/nginx.ts) and
 * three jobs runners (server/worker.ts ×3). The database gets the production start (server/prepare.ts, no demo
 * data) and its first admin from `npm run create-admin`. Checked, in order, each with its figure:
 * - whichever node answers gives the same product: a CMS save through node A is on node B's pages within 2 s, a
 *   logo uploaded through A is served by B, an admin signed in on A is signed in on B;
 * - SCALE_LEADS leads (2,000) through the balancer, each consenting to the partners its contact step names (none on
 *   a production start), with node B and one runner SIGKILLed during the load, then B
 *   started again and taking requests from the balancer (a killed node rejoining);
 * - PostgreSQL stopped and started again under load: only 2xx and 503 with Retry-After, the nodes stay ready (the
 *   public /readyz says nothing more, the private one that the database is unreachable), every lead stored once;
 * - SMTP away for 6 hours on the runners' short clock (EMAIL_CLOCK_SCALE): no e-mail failed, an admin sees them
 *   waiting (each lead's confirmation link: a production start has no SMS gateway), each delivered once when SMTP is
 *   back; those visitors then confirm with the link they received and get their receipt;
 * - a runner told to stop (SIGTERM) mid-send drains and exits 0;
 * - every lead stored once, every e-mail delivered, none as two different messages; JSON access-log lines with
 *   request ids; /metrics of a node and of a runner with their series; node A exits 0 on SIGTERM.
 * Ports: SCALE_PG_PORT, SCALE_WEB_PORT_A, SCALE_WEB_PORT_B, SCALE_S3_PORT, SCALE_SMTP_PORT, SCALE_LB_PORT (B + 1) and
 * the metrics ports from SCALE_METRICS_PORT (A + 20) on.
 */
import assert from 'node:assert/strict'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import S3rver from 's3rver'
import sharp from 'sharp'
import { merchantLogoMessages } from '../content-schema/src/index.ts'
import { startEmbeddedPostgres } from '../server/postgres.ts'
import { jobMessageId } from '../cms/src/email/sendEmail.ts'
import { countingSmtpServer } from '../tests/integration/support/faultsSmtp.ts'
import { buildNeeded, buildProduct, root, run, spawnPrefixed, stopChild, tsxNode, waitForHttp } from './lib.ts'
import { startBalancer, type Nginx } from './nginx.ts'
import { confirmationLinkIn, fetchQuestionnaire, leadBody, namedPartnersOf, walkQuestionnaire, type NamedPartners } from './visitor.ts'

const pgPort = Number(process.env.SCALE_PG_PORT ?? 54349)
const portA = Number(process.env.SCALE_WEB_PORT_A ?? 3110)
const portB = Number(process.env.SCALE_WEB_PORT_B ?? 3111)
const s3Port = Number(process.env.SCALE_S3_PORT ?? 9110)
const smtpPort = Number(process.env.SCALE_SMTP_PORT ?? 1135)
const lbPort = Number(process.env.SCALE_LB_PORT ?? portB + 1)
const metricsBase = Number(process.env.SCALE_METRICS_PORT ?? portA + 20)
const LEADS = Number(process.env.SCALE_LEADS ?? 2000)
const CLIENTS = 20
const BUCKET = 'casaconfronta-scale'
/** The runners' clock for the e-mail retry schedule: 6 hours of SMTP outage last 43 s. */
const EMAIL_CLOCK_SCALE = 0.002
const nodeA = `http://127.0.0.1:${portA}`
const nodeB = `http://127.0.0.1:${portB}`
const balancer = `http://127.0.0.1:${lbPort}`
const metricsOf = { webA: metricsBase, webB: metricsBase + 1, runner1: metricsBase + 2, runner2: metricsBase + 3, runner3: metricsBase + 4 }
const admin = { email: 'admin.scale@example.com', password: 'Scala!2026-produzione' }

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-scale-'))
// PostgreSQL runs as the unprivileged 'postgres' user when we are root: it must be able to enter the folder.
fs.chmodSync(tmp, 0o755)
const children = new Set<ChildProcess>()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (line: string) => console.log(`[scale] ${line}`)

let postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: pgPort, databases: ['scale'] })
const databaseUrl = postgres.url('scale')
const s3Dir = path.join(tmp, 's3')
fs.mkdirSync(s3Dir)
const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] })
await s3.run()
/** The SMTP servers of the run (one more after each outage): a message counts wherever it arrived. */
const smtpServers = [countingSmtpServer(smtpPort)]
await smtpServers[0]!.listen()
const smtp = {
  countMessageId: (id: string) => smtpServers.reduce((sum, server) => sum + server.countMessageId(id), 0),
  get total() {
    return smtpServers.reduce((sum, server) => sum + server.total, 0)
  },
  get receiving() {
    return smtpServers.reduce((sum, server) => sum + server.receiving, 0)
  },
  textsTo: (to: string) => smtpServers.flatMap((server) => server.textsTo(to)),
  get current() {
    return smtpServers[smtpServers.length - 1]!
  },
}

const env = {
  ...process.env,
  NODE_ENV: 'production' as const,
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: 'scale-secret',
  // The production start: no demo data (SEED_DEMO unset), the first admin from npm run create-admin.
  SEED_DEMO: '',
  PUBLIC_URL: balancer,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  TRUST_PROXY: '1',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: '1',
}

/** Every line a process printed (its JSON log lines), by its label. */
const output = new Map<string, string[]>()
function capture(label: string, child: ChildProcess) {
  const lines = output.get(label) ?? []
  output.set(label, lines)
  let rest = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString()
    const parts = text.split('\n')
    rest = parts.pop() ?? ''
    lines.push(...parts)
  })
}

function startWeb(label: 'webA' | 'webB', port: number): ChildProcess {
  const child = spawnPrefixed(process.execPath, [path.join(root, 'server/web.ts')], {
    label,
    env: { ...env, PORT: String(port), DATA_DIR: path.join(tmp, label), METRICS_PORT: String(metricsOf[label]) },
  })
  capture(label, child)
  children.add(child)
  return child
}

// JOBS_STALE_MS of 15 s: a runner SIGKILLed mid-send (below) leaves its jobs marked as running that long. A runner
// told to stop hands them back at once instead (the drain).
function startRunner(index: 1 | 2 | 3): ChildProcess {
  const child = spawnPrefixed(...tsxNode(path.join(root, 'server/worker.ts')), {
    label: `runner${index}`,
    env: {
      ...env,
      DATA_DIR: path.join(tmp, `runner${index}`),
      JOBS_POLL_MS: '100',
      JOBS_STALE_MS: '15000',
      JOBS_DRAIN_MS: '10000',
      EMAIL_CLOCK_SCALE: String(EMAIL_CLOCK_SCALE),
      METRICS_PORT: String(metricsOf[`runner${index}`]),
    },
  })
  capture(`runner${index}`, child)
  children.add(child)
  return child
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

async function json(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text()
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

/**
 * When node B starts serving the fresh page: a request to B every 50 ms for `ms` after the save was answered, each
 * noted with when it was sent and whether its page was fresh. Returns the send time of the first fresh answer after
 * which no stale one was sent, and how long that answer took (the machine's load, not the purge's travel).
 */
async function freshWithin(ms: number, what: string, isFresh: () => Promise<boolean>): Promise<{ sentAt: number; took: number }> {
  const started = Date.now()
  const probes: Promise<{ sentAt: number; took: number; fresh: boolean }>[] = []
  while (Date.now() - started <= ms) {
    const sentAt = Date.now() - started
    probes.push(isFresh().then((fresh) => ({ sentAt, took: Date.now() - started - sentAt, fresh })))
    await sleep(50)
  }
  const answers = await Promise.all(probes)
  const lastStale = Math.max(-1, ...answers.filter((answer) => !answer.fresh).map((answer) => answer.sentAt))
  const first = answers.find((answer) => answer.fresh && answer.sentAt > lastStale)
  if (!first) throw new Error(`${what}: still stale for requests sent ${ms} ms after the save`)
  return first
}

const html = async (base: string, route: string) => (await fetch(`${base}${route}`)).text()

async function checkHealth() {
  for (const base of [nodeA, nodeB]) {
    const health = await fetch(`${base}/healthz`)
    assert.equal(health.status, 200, `${base}/healthz`)
    assert.deepEqual(await health.json(), { ok: true })
    const ready = await fetch(`${base}/readyz`)
    assert.equal(ready.status, 200, `${base}/readyz: ${await ready.clone().text()}`)
    assert.deepEqual(await ready.json(), { ok: true })
  }
  for (const index of [1, 2, 3] as const) {
    const runner = await fetch(`http://127.0.0.1:${metricsOf[`runner${index}`]}/healthz`)
    assert.equal(runner.status, 200, `runner ${index} /healthz`)
  }
  log('/healthz and /readyz: 200 on both nodes; the three runners\' /healthz: 200')
}

async function signIn(base: string): Promise<{ token: string; cookie: string }> {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
  const body = await json(login.clone())
  assert.equal(login.status, 200, `admin login on ${base}: ${JSON.stringify(body)}`)
  return { token: body.token as string, cookie: login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') }
}

async function checkContentPurge() {
  const { token } = await signIn(nodeA)
  const settings = await json(await fetch(`${nodeA}/api/globals/site-settings?depth=0`, { headers: { authorization: `JWT ${token}` } }))
  const original = settings.address as string
  const delays: string[] = []
  try {
    for (let round = 1; round <= 5; round++) {
      // B has the page in its caches, so only the purge that crosses nodes can make it fresh.
      await html(nodeB, '/contatti')
      await html(nodeB, '/contatti')
      const address = `Via dei Nodi ${round}, 59100 Prato (PO)`
      const saved = await fetch(`${nodeA}/api/globals/site-settings`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ address }),
      })
      assert.equal(saved.status, 200, 'save through A')
      const fresh = await freshWithin(2000, `save ${round} through A on B's /contatti`, async () => (await html(nodeB, '/contatti')).includes(address))
      delays.push(`${fresh.sentAt} ms (answered in ${fresh.took} ms)`)
    }
  } finally {
    await fetch(`${nodeA}/api/globals/site-settings`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ address: original }),
    })
  }
  log(`CMS save through A fresh on B: 5 saves, B's page fresh for requests sent ${delays.join(', ')} after the save`)
}

async function checkSessionAndLogo() {
  const { cookie } = await signIn(nodeA)
  assert.match(cookie, /payload-token=/)
  // As a browser sends it from a page of our origin: Payload takes the cookie only from same-origin requests.
  const browser = { cookie, 'sec-fetch-site': 'same-origin' }
  const me = await json(await fetch(`${nodeB}/api/users/me`, { headers: browser }))
  assert.equal((me.user as { email?: string } | null)?.email, admin.email, `the session made on A is signed in on B: ${JSON.stringify(me)}`)
  log('admin signed in on A is signed in on B')

  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#047857' } }).png().toBuffer()
  const form = new FormData()
  form.append('file', new Blob([Uint8Array.from(png)], { type: 'image/png' }), 'logo.png')
  form.append('_payload', '{}')
  const uploaded = await fetch(`${nodeA}/api/merchant-logos`, { method: 'POST', headers: browser, body: form })
  const body = await json(uploaded)
  assert.equal(uploaded.status, 201, `logo upload on A: ${JSON.stringify(body)}`)
  const doc = body.doc as { filename: string; url: string }
  assert.match(doc.url, /^(https?:\/\/[^/]+)?\/api\/merchant-logos\/file\//, 'the logo is served from our origin')
  const served = await fetch(`${nodeB}${new URL(doc.url, nodeB).pathname}`)
  assert.equal(served.status, 200, 'the logo uploaded through A is served by B')
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), png)
  assert.ok(fs.readdirSync(path.join(s3Dir, BUCKET), { recursive: true }).some((entry) => String(entry).includes(doc.filename)), 'the logo is in the object store')
  for (const dir of ['webA', 'webB']) assert.ok(!fs.existsSync(path.join(tmp, dir, 'media', 'merchant-logos', doc.filename)), `no copy on ${dir}'s disk`)
  // The checks of the collection still run with a store: a file that is not an image is refused.
  const fake = new FormData()
  fake.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 'logo.svg')
  fake.append('_payload', '{}')
  const refused = await fetch(`${nodeB}/api/merchant-logos`, { method: 'POST', headers: browser, body: fake })
  assert.ok(refused.status >= 400 && refused.status < 500, `an SVG with a script is refused with a 4xx, got ${refused.status}`)
  log(`logo uploaded through A (${doc.filename}) served by B from the object store; a scripted SVG refused (${refused.status})`)
}

const runId = Date.now().toString(36)
let definition: Awaited<ReturnType<typeof fetchQuestionnaire>>
/** The partners each CAP's contact step names, asked once before the loads (none: a production start has no partners). */
let named: NamedPartners
/** The loads of the run: each sends from addresses of its own. */
const LOAD_TAGS = ['kills', 'pg', 'smtp', 'drain']
/** Every lead sent, by its e-mail (the idempotency key is in its body, the same on every try). */
const sent: string[] = []

/**
 * Lead `index` through the balancer, from its own visitor address, as the site's form sends it: again with the
 * same body (same idempotency key) after a 503 (its Retry-After), a 502 or no answer. Returns the answers it got.
 */
const emailOf = (tag: string, index: number) => `scale.${runId}.${tag}.${index}@example.com`
const ipOf = (tag: string, index: number) => `10.${LOAD_TAGS.indexOf(tag) + 1}.${(index >> 8) & 255}.${index & 255}`

async function submitLead(tag: string, index: number, statuses: Map<number, number>): Promise<number> {
  const email = emailOf(tag, index)
  const walk = walkQuestionnaire(definition)
  const body = leadBody(definition, walk, email, undefined, named(definition.service, walk.location))
  const ip = ipOf(tag, index)
  sent.push(email)
  for (let attempt = 1; ; attempt++) {
    let wait = 200
    try {
      const response = await fetch(`${balancer}/api/public/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(40_000),
      })
      await response.arrayBuffer()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status >= 200 && response.status < 300) return attempt
      if (response.status === 503) {
        const retryAfter = Number(response.headers.get('retry-after'))
        assert.ok(retryAfter > 0, 'a 503 names its Retry-After')
        wait = Math.min(retryAfter, 2) * 1000
      } else if (response.status !== 502) throw new Error(`lead ${tag} ${index}: ${response.status}`)
    } catch (error) {
      if ((error as Error).message.startsWith('lead ')) throw error
      statuses.set(0, (statuses.get(0) ?? 0) + 1)
    }
    if (attempt >= 40) throw new Error(`lead ${tag} ${index}: not accepted after ${attempt} attempts`)
    await sleep(wait)
  }
}

async function inClients(tag: string, count: number, during?: (accepted: number) => void): Promise<{ statuses: Map<number, number>; seconds: number; retried: number }> {
  const statuses = new Map<number, number>()
  let next = 0
  let accepted = 0
  let retried = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < count) {
        const attempts = await submitLead(tag, next++, statuses)
        retried += attempts - 1
        during?.(++accepted)
      }
    }),
  )
  return { statuses, seconds: (Date.now() - started) / 1000, retried }
}

const describeStatuses = (statuses: Map<number, number>) => [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`).join(', ')

async function loadWithKills(webB: ChildProcess, runner: ChildProcess): Promise<ChildProcess> {
  let killed = false
  const load = await inClients('kills', LEADS, (accepted) => {
    if (killed || accepted < LEADS * 0.4) return
    killed = true
    webB.kill('SIGKILL')
    runner.kill('SIGKILL')
    log(`SIGKILLed web node B and runner 1 after ${accepted} leads`)
  })
  log(`${LEADS} leads through the balancer in ${load.seconds.toFixed(1)} s (${(LEADS / load.seconds).toFixed(0)}/s), answers ${describeStatuses(load.statuses)}, ${load.retried} sent again`)
  assert.ok(![...load.statuses.keys()].some((status) => status >= 500 && status !== 502 && status !== 503), 'no answer but 2xx, 502 (node killed mid-request) and 503')

  // The killed node rejoins: started again, it answers readiness and takes its share from the balancer.
  const restarted = Date.now()
  const again = startWeb('webB', portB)
  await waitForHttp(`${nodeB}/readyz`, 300_000, () => again.exitCode === null)
  const readyAfter = (Date.now() - restarted) / 1000
  // The balancer left B out when it failed (max_fails=3 fail_timeout=10s, deploy/nginx.conf) and tries it again once
  // that is over: with a short load (SCALE_LEADS) B can be ready before then.
  const capAnswers = () => requestLines('webB').filter((line) => line.path === '/api/cap/59100').length
  const waitedFrom = Date.now()
  const answeredBefore = capAnswers()
  while (capAnswers() === answeredBefore && Date.now() - waitedFrom < 15_000) {
    assert.equal((await fetch(`${balancer}/api/cap/59100`)).status, 200)
    await sleep(250)
  }
  const takenBackAfter = (Date.now() - waitedFrom) / 1000
  const before = capAnswers()
  for (let n = 0; n < 40; n++) assert.equal((await fetch(`${balancer}/api/cap/59100`)).status, 200)
  await sleep(500)
  const served = capAnswers() - before
  log(`node B started again: ready in ${readyAfter.toFixed(1)} s, taken back by the balancer ${takenBackAfter.toFixed(1)} s later, answered ${served} of 40 requests sent to the balancer`)
  assert.ok(served >= 10, 'the rejoined node takes its share of the requests')
  return again
}

/** PostgreSQL stopped for OUTAGE_MS and started again while visitors send leads through the balancer. */
async function postgresRestart() {
  const OUTAGE_MS = 6000
  const statuses = new Map<number, number>()
  let index = 0
  let stopAt = 0
  const load = (async () => {
    const until = () => stopAt > 0 && Date.now() > stopAt
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!until()) await submitLead('pg', index++, statuses)
      }),
    )
  })()
  await sleep(2000)
  await postgres.stop()
  const down = Date.now()
  await sleep(1500)
  const publicReady = await fetch(`${nodeA}/readyz`)
  const publicBody = await publicReady.text()
  const privateBody = await (await fetch(`http://127.0.0.1:${metricsOf.webA}/readyz`)).text()
  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - down)))
  postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: pgPort, databases: ['scale'] })
  const upAfter = Date.now()
  await waitForHttp(`${nodeA}/readyz`, 60_000)
  stopAt = Date.now() + 3000
  await load
  log(
    `PostgreSQL stopped ${((upAfter - down) / 1000).toFixed(1)} s under load: ${index} leads, answers ${describeStatuses(statuses)}; ` +
      `public /readyz during the outage ${publicReady.status} ${publicBody}, private ${privateBody.slice(0, 120)}`,
  )
  // Ready through the outage: the database is away for every node alike, and each still serves its cached pages.
  assert.equal(publicReady.status, 200, 'a node stays ready while the database is away')
  assert.equal(publicBody, '{"ok":true}', 'the public /readyz tells nothing of why')
  assert.match(privateBody, /"database":"unreachable/, 'the private /readyz tells the operator what is wrong')
  assert.ok(![...statuses.keys()].some((status) => status >= 500 && status !== 503 && status !== 502), 'only 2xx and 503 while PostgreSQL is away')
}

/** Waits until every queued e-mail is sent (none failed); returns how long that took. */
async function queueEmptied(limitMs: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    const [open] = await query<{ n: string }>(`select count(*) as n from payload_jobs where task_slug = 'sendEmail' and completed_at is null`)
    if (Number(open!.n) === 0) return Date.now() - started
    if (Date.now() - started > limitMs) throw new Error(`${open!.n} e-mails still unsent after ${limitMs / 1000} s`)
    await sleep(250)
  }
}

/** SMTP away for 6 hours on the runners' clock: nothing fails, an admin sees the e-mails waiting, all go out once. */
async function smtpOutage() {
  // The e-mails of the loads before go out first, so the outage holds only its own.
  const backlog = await queueEmptied(600_000)
  log(`the e-mails of the loads before sent ${(backlog / 1000).toFixed(1)} s after them`)
  await smtp.current.close()
  const outage = Date.now()
  const load = await inClients('smtp', 100)
  const sinceLeads = Date.now()
  await sleep(6 * 3600_000 * EMAIL_CLOCK_SCALE - (sinceLeads - outage))
  const [state] = await query<{ waiting: string; failed: string; tried: string }>(
    `select count(*) filter (where completed_at is null and not coalesce(has_error, false)) as waiting, count(*) filter (where has_error) as failed,
       min(total_tried) filter (where completed_at is null) as tried
     from payload_jobs where task_slug = 'sendEmail'`,
  )
  const { token } = await signIn(balancer)
  const seen = await json(await fetch(`${balancer}/api/admin/email-queue?stato=in_attesa`, { headers: { authorization: `JWT ${token}` } }))
  const counts = seen.counts as { inAttesa: number; nonInviate: number }
  const firstRow = (seen.docs as { ultimoErrore: string | null; tentativi: number }[])[0]
  const metrics = await (await fetch(`http://127.0.0.1:${metricsOf.runner2}/metrics`)).text()
  // Not sent: waiting for a try, or in one at this moment (a runner tries them all along; a try in flight counts as
  // "sending" until the SMTP refusal puts it back to wait).
  const unsentMetric = Number(/^casaconfronta_email_queue_waiting (\d+)/m.exec(metrics)?.[1]) + Number(/^casaconfronta_email_queue_sending (\d+)/m.exec(metrics)?.[1])
  // Until its visitor confirms it, a lead queues exactly one e-mail: its confirmation link (nothing to any partner).
  const [ours] = await query<{ n: string; recipients: string; links: string }>(
    `select count(*) as n, count(distinct input->>'to') as recipients, count(*) filter (where input->>'text' like '%/conferma-richiesta?ref=%#codice=%') as links
     from payload_jobs where task_slug = 'sendEmail' and completed_at is null and input->>'to' like $1`,
    [`scale.${runId}.smtp.%`],
  )
  assert.equal(Number(state!.failed), 0, 'no e-mail failed in 6 hours of SMTP outage')
  assert.deepEqual([Number(ours!.n), Number(ours!.recipients), Number(ours!.links)], [100, 100, 100], 'each of the 100 leads waits with its one confirmation e-mail')
  assert.ok(counts.inAttesa >= 100, `the admin sees the e-mails waiting (${counts.inAttesa})`)
  assert.ok(firstRow?.ultimoErrore, 'with the last error')
  assert.ok(unsentMetric >= 100, `the runners' metrics count them (${unsentMetric} waiting or being tried)`)

  smtpServers.push(countingSmtpServer(smtpPort))
  await smtp.current.listen()
  const back = Date.now()
  await queueEmptied(120_000)
  const sentAfter = (Date.now() - back) / 1000
  const confirmed = await confirmByLinks('smtp', 100)
  log(
    `SMTP away ${((back - outage) / 1000).toFixed(0)} s = ${((back - outage) / EMAIL_CLOCK_SCALE / 3600_000).toFixed(1)} simulated hours with ${load.statuses.get(201) ?? 0} leads: ` +
      `${state!.waiting} e-mails waiting, ${state!.failed} failed, at least ${state!.tried} tries each; the admin's «Coda email» listed ${counts.inAttesa} waiting (last error: ${firstRow?.ultimoErrore}); ` +
      `all sent ${sentAfter.toFixed(1)} s = ${(sentAfter / EMAIL_CLOCK_SCALE / 60).toFixed(0)} simulated minutes after SMTP returned; ` +
      `then ${confirmed.confirmed} visitors confirmed with the link they received and each got their receipt ${confirmed.seconds.toFixed(1)} s later`,
  )
}

/**
 * The visitors of a load open the link of the confirmation e-mail they received (POST /api/public/request/verify
 * through the balancer, from their own address, as the confirmation page sends it); each then gets the receipt of
 * their request, the one e-mail a confirmed lead sends its consumer (the production start has no partners).
 */
async function confirmByLinks(tag: string, count: number): Promise<{ confirmed: number; seconds: number }> {
  const started = Date.now()
  let confirmed = 0
  for (let index = 0; index < count; index++) {
    const link = smtp.textsTo(emailOf(tag, index)).map(confirmationLinkIn).find(Boolean)
    assert.ok(link, `lead ${tag} ${index} received its confirmation link`)
    const response = await fetch(`${balancer}/api/public/request/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ipOf(tag, index) },
      body: JSON.stringify(link),
    })
    assert.equal(response.status, 200, `lead ${tag} ${index} confirmed: ${await response.text()}`)
    confirmed++
  }
  await queueEmptied(120_000)
  for (let index = 0; index < count; index++) {
    const texts = smtp.textsTo(emailOf(tag, index))
    assert.equal(texts.length, 2, `lead ${tag} ${index}: its confirmation link, then its receipt (${texts.length} e-mails)`)
  }
  return { confirmed, seconds: (Date.now() - started) / 1000 }
}

/** A runner told to stop while it sends (a slow SMTP server): it finishes or hands back its jobs, and exits 0. */
async function drainRunner(runner: ChildProcess) {
  smtp.current.state.delayMs = 800
  await inClients('drain', 60)
  const receiving = smtp.receiving
  const deadline = Date.now() + 60_000
  while (smtp.receiving === receiving && Date.now() < deadline) await sleep(20)
  const sent = Date.now()
  const exited = new Promise<number | null>((resolve) => runner.once('exit', (code) => resolve(code)))
  runner.kill('SIGTERM')
  const code = await exited
  smtp.current.state.delayMs = 0
  // The drain as the runner logged it (this process, busy parsing the SMTP server's messages, sees the exit later).
  const at = (text: string) => {
    const line = (output.get('runner2') ?? []).find((entry) => entry.includes(text))
    return line ? Date.parse((JSON.parse(line.slice(line.indexOf('{'))) as { time: string }).time) : NaN
  }
  const drained = (at('[worker] stopped') - at('[worker] SIGTERM: draining')) / 1000
  log(`runner 2 told to stop mid-send: drained in ${drained.toFixed(1)} s by its log (JOBS_DRAIN_MS 10 s), exit ${code} seen ${((Date.now() - sent) / 1000).toFixed(1)} s after the SIGTERM`)
  assert.equal(code, 0, 'a runner told to stop exits 0')
  assert.ok(drained <= 15, 'the drain ends within JOBS_DRAIN_MS and the closing of the pool')
}

async function checkLeads() {
  const [stored] = await query<{ n: string; keys: string }>(`select count(*) as n, count(distinct idempotency_key) as keys from client_requests where email like $1`, [`scale.${runId}.%`])
  const distinct = new Set(sent).size
  assert.equal(Number(stored!.n), distinct, 'every lead stored')
  assert.equal(Number(stored!.keys), distinct, 'no lead stored twice')
  log(`stored ${stored!.n} leads of ${distinct} sent, ${stored!.keys} distinct idempotency keys: 0 lost, 0 duplicated`)
}

async function checkEmails() {
  const started = Date.now()
  for (;;) {
    const [state] = await query<{ open: string; failed: string; total: string }>(
      `select count(*) filter (where completed_at is null and not coalesce(has_error, false)) as open,
              count(*) filter (where has_error) as failed, count(*) as total
       from payload_jobs where task_slug = 'sendEmail'`,
    )
    if (Number(state!.open) === 0) {
      assert.equal(Number(state!.failed), 0, 'no e-mail job failed')
      break
    }
    if (Date.now() - started > 240_000) throw new Error(`${state!.open} of ${state!.total} e-mails still queued after 240 s`)
    await sleep(500)
  }
  // A resend would come after its job was marked done: give a late one the time to show.
  await sleep(1500)
  const jobs = await query<{ id: number }>(`select id from payload_jobs where task_slug = 'sendEmail' order by id`)
  const counts = jobs.map((job) => smtp.countMessageId(jobMessageId(job.id)))
  const missing = counts.filter((n) => n === 0).length
  const resent = counts.reduce((sum, n) => sum + Math.max(0, n - 1), 0)
  log(
    `${jobs.length} e-mails queued, ${smtp.total} messages received: ${missing} missing, ${resent} resent with the same Message-ID ` +
      `(sends made but not yet recorded when a runner was SIGKILLed, PostgreSQL stopped or SMTP was cut)`,
  )
  assert.equal(missing, 0, 'every e-mail delivered')
  // A send the SMTP server took but whose job was not marked done goes again, with its Message-ID: runner 1
  // SIGKILLed mid-pass, the database stopped between a send and its record, SMTP cut mid-message. At most one pass
  // (20 jobs) of each runner at work: 20 for the kill, 40 each for the two outages (two runners left).
  assert.ok(resent <= 100, `${resent} resends: more than one pass of each runner per fault`)
}

/** The web node's access-log lines (JSON, one per request). */
function requestLines(label: string): Record<string, unknown>[] {
  return (output.get(label) ?? []).flatMap((line) => {
    try {
      const entry = JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>
      return entry.msg === 'request' ? [entry] : []
    } catch {
      return []
    }
  })
}

async function checkObservability() {
  const lines = requestLines('webA')
  const lead = lines.find((line) => line.path === '/api/public/leads')
  assert.ok(lead, 'node A wrote access-log lines for the leads')
  assert.deepEqual(Object.keys(lead).filter((key) => ['method', 'path', 'status', 'durationMs', 'requestId', 'level', 'time'].includes(key)).sort(), ['durationMs', 'level', 'method', 'path', 'requestId', 'status', 'time'])
  assert.ok(!lines.some((line) => String(line.path).includes('?') || JSON.stringify(line).includes('@example.com')), 'no query string, no e-mail address in the access log')
  // Payload's own lines inside Next carry the request's id too: the scripted SVG refused above, on node B, is a
  // client's mistake, logged at info with its Italian message and no stack.
  const refusalWithId = ['webA', 'webB']
    .flatMap((label) => output.get(label) ?? [])
    .some((line) => line.includes('"level":"info"') && line.includes('"requestId"') && line.includes(merchantLogoMessages.invalidType) && !line.includes('"stack"'))
  assert.ok(refusalWithId, 'a refusal logged while answering a request carries its request id, without a stack')
  // Every lead created through Payload counts on the node that created it (the ClientRequests hook), the public
  // form's and an admin's alike: one more after the admin's create.
  const value = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN)
  const webMetrics = async () => (await fetch(`http://127.0.0.1:${metricsOf.webA}/metrics`)).text()
  const leadsCreatedBefore = value(await webMetrics(), /^casaconfronta_leads_created_total (\d+)/m)
  const { token } = await signIn(nodeA)
  const created = await fetch(`${nodeA}/api/client-requests`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ nome: 'Metrica Prova', email: `metrica.${runId}@example.com`, telefono: '3331112222', servizio: 'luce-gas', cap: '59100' }),
  })
  assert.equal(created.status, 201, `admin creates a lead through Payload: ${await created.clone().text()}`)
  const web = await webMetrics()
  const runner = await (await fetch(`http://127.0.0.1:${metricsOf.runner3}/metrics`)).text()
  const leadsAnswered = value(web, /^http_requests_total\{route="\/api\/public\/leads",method="POST",status="201"\} (\d+)/m)
  const leadsCreated = value(web, /^casaconfronta_leads_created_total (\d+)/m)
  assert.ok(leadsAnswered > 0, 'requests by route and status')
  assert.match(web, /^http_request_duration_seconds_bucket\{le="0\.1",route="\/api\/public\/leads",method="POST"\} \d+/m, 'latency histogram')
  assert.match(web, /^casaconfronta_db_pool_wait_seconds_count\{pool="payload"\} \d+/m, 'database pool waits')
  assert.match(web, /^casaconfronta_db_pool_clients\{pool="payload",state="waiting"\} \d+/m, 'database pool clients')
  assert.equal(leadsCreated - leadsCreatedBefore, 1, `leads created: ${leadsCreatedBefore} before the admin's, ${leadsCreated} after`)
  assert.match(runner, /^casaconfronta_email_queue_waiting \d+/m, 'queue depth')
  assert.match(runner, /^casaconfronta_email_queue_failed 0$/m, 'failed e-mails')
  assert.match(runner, /^casaconfronta_jobs_total\{queue="default",outcome="done"\} \d+/m, 'jobs run')
  log(`node A wrote ${lines.length} JSON access-log lines with request ids (e.g. ${JSON.stringify(lead)}); /metrics: ${leadsAnswered} leads answered 201 by A, casaconfronta_leads_created_total ${leadsCreated}; the runner's queue series present`)
}

let failed = false
let loadBalancer: Nginx | undefined
try {
  if (buildNeeded()) await buildProduct(env)
  await run(...tsxNode(path.join(root, 'server/prepare.ts')), { label: 'prepare', env: { ...env, DATA_DIR: path.join(tmp, 'prepare') } })
  const [users] = await query<{ n: string }>('select count(*) as n from users')
  assert.equal(Number(users!.n), 0, 'the production start creates no account')
  await run(...tsxNode(path.join(root, 'scripts/create-admin.ts')), { label: 'admin', env: { ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } })
  const webA = startWeb('webA', portA)
  let webB = startWeb('webB', portB)
  const runners = ([1, 2, 3] as const).map(startRunner)
  loadBalancer = startBalancer({ port: lbPort, backends: [portA, portB], dir: path.join(tmp, 'balancer') })
  await Promise.all([
    waitForHttp(`${nodeA}/readyz`, 300_000, () => webA.exitCode === null),
    waitForHttp(`${nodeB}/readyz`, 300_000, () => webB.exitCode === null),
    ...runners.map((runner, index) => waitForHttp(`http://127.0.0.1:${metricsBase + 2 + index}/healthz`, 300_000, () => runner.exitCode === null)),
  ])
  await waitForHttp(`${balancer}/readyz`, 30_000)
  log(`production start, first admin by npm run create-admin; load balancer: ${loadBalancer.version} with deploy/nginx.conf on ${lbPort}`)
  definition = await fetchQuestionnaire(balancer, 'luce-gas')
  named = await namedPartnersOf(balancer, [definition.service])
  await checkHealth()
  await checkContentPurge()
  await checkSessionAndLogo()
  webB = await loadWithKills(webB, runners[0]!)
  await postgresRestart()
  await smtpOutage()
  await drainRunner(runners[1]!)
  await checkLeads()
  await checkEmails()
  await checkObservability()
  // A SIGTERM ends a node cleanly: it stops answering readiness, finishes and exits 0.
  const exited = new Promise<number | null>((resolve) => webA.once('exit', (code) => resolve(code)))
  webA.kill('SIGTERM')
  assert.equal(await exited, 0, 'node A exits 0 on SIGTERM')
  log('node A stopped on SIGTERM with exit code 0')
} catch (error) {
  failed = true
  console.error('[scale] FAILED:', error)
} finally {
  await loadBalancer?.stop()
  await Promise.all([...children].map((child) => stopChild(child, 15_000)))
  for (const server of smtpServers) await server.close().catch(() => undefined)
  await s3.close()
  await postgres.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
}
log(failed ? 'failed' : 'passed')
process.exit(failed ? 1 : 0)
