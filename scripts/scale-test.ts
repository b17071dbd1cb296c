/**
 * `npm run test:scale` (and the `scale` stage of `npm test`): the product on several machines, on one. An
 * embedded PostgreSQL, an S3-compatible store (s3rver), an SMTP server that counts every message by its
 * Message-ID, two web nodes (server/web.ts twice, two ports, separate DATA_DIRs, one DATABASE_URL and
 * PAYLOAD_SECRET) and three jobs runners (server/worker.ts ×3). It checks that whichever node answers gives the
 * same product: a CMS save through node A is on node B's pages within 2 s, a logo uploaded through A is served
 * by B, a merchant signed in on A is signed in on B; then SCALE_LEADS leads (2,000) spread over both nodes, with
 * node B and one runner SIGKILLed during the load (clients send again, same idempotency key, to the node that
 * answers): every lead stored once, every e-mail delivered, none as two different messages.
 * Ports: SCALE_PG_PORT, SCALE_WEB_PORT_A, SCALE_WEB_PORT_B, SCALE_S3_PORT, SCALE_SMTP_PORT.
 */
import assert from 'node:assert/strict'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import S3rver from 's3rver'
import sharp from 'sharp'
import { startEmbeddedPostgres } from '../server/postgres.ts'
import { demoAccounts } from '../cms/src/seed/demoAccounts.ts'
import { jobMessageId } from '../cms/src/jobs/sendEmail.ts'
import { countingSmtpServer } from '../tests/integration/faultsSmtp.ts'
import { root, run, spawnPrefixed, stopChild, tsxNode, waitForHttp } from './lib.ts'
import { fetchQuestionnaire, leadBody, walkQuestionnaire } from './visitor.ts'

const pgPort = Number(process.env.SCALE_PG_PORT ?? 54349)
const portA = Number(process.env.SCALE_WEB_PORT_A ?? 3110)
const portB = Number(process.env.SCALE_WEB_PORT_B ?? 3111)
const s3Port = Number(process.env.SCALE_S3_PORT ?? 9110)
const smtpPort = Number(process.env.SCALE_SMTP_PORT ?? 1135)
const LEADS = Number(process.env.SCALE_LEADS ?? 2000)
const CLIENTS = 20
const BUCKET = 'casaconfronta-scale'
const nodeA = `http://127.0.0.1:${portA}`
const nodeB = `http://127.0.0.1:${portB}`

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-scale-'))
// PostgreSQL runs as the unprivileged 'postgres' user when we are root: it must be able to enter the folder.
fs.chmodSync(tmp, 0o755)
const children = new Set<ChildProcess>()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (line: string) => console.log(`[scale] ${line}`)

const postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: pgPort, databases: ['scale'] })
const databaseUrl = postgres.url('scale')
const s3Dir = path.join(tmp, 's3')
fs.mkdirSync(s3Dir)
const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] })
await s3.run()
const smtp = countingSmtpServer(smtpPort)
await smtp.listen()

const env = {
  ...process.env,
  NODE_ENV: 'production' as const,
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: 'scale-secret',
  // The demo editor and merchant sign in on both nodes; a database given by DATABASE_URL gets them only on request.
  SEED_DEMO: '1',
  PUBLIC_URL: nodeA,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  TRUST_PROXY: '1',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: '1',
}

function startWeb(label: string, port: number): ChildProcess {
  const child = spawnPrefixed(process.execPath, [path.join(root, 'server/web.ts')], {
    label,
    env: { ...env, PORT: String(port), DATA_DIR: path.join(tmp, label) },
  })
  children.add(child)
  return child
}

function startRunner(index: number): ChildProcess {
  const child = spawnPrefixed(...tsxNode(path.join(root, 'server/worker.ts')), {
    label: `runner${index}`,
    env: { ...env, DATA_DIR: path.join(tmp, `runner${index}`), JOBS_POLL_MS: '100', JOBS_STALE_MS: '15000' },
  })
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
  }
  log('/healthz and /readyz: 200 on both nodes')
}

async function checkContentPurge() {
  const editor = demoAccounts.find((account) => account.label.startsWith('Editor'))!
  const login = await json(await fetch(`${nodeA}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: editor.email, password: editor.password }) }))
  const token = login.token as string
  assert.ok(token, `editor login on A: ${JSON.stringify(login)}`)
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
  const merchant = demoAccounts.find((account) => account.label.startsWith('Merchant'))!
  const login = await fetch(`${nodeA}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: merchant.email, password: merchant.password }) })
  assert.equal(login.status, 200, 'merchant login on A')
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
  assert.match(cookie, /payload-token=/)
  // As a browser sends it from a page of our origin: Payload takes the cookie only from same-origin requests.
  const browser = { cookie, 'sec-fetch-site': 'same-origin' }
  const me = await json(await fetch(`${nodeB}/api/users/me`, { headers: browser }))
  assert.equal((me.user as { email?: string } | null)?.email, merchant.email, `the session made on A is signed in on B: ${JSON.stringify(me)}`)
  log('merchant signed in on A is signed in on B')

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
  assert.ok(fs.existsSync(path.join(s3Dir, BUCKET, 'merchant-logos', doc.filename)) || fs.readdirSync(path.join(s3Dir, BUCKET), { recursive: true }).some((entry) => String(entry).includes(doc.filename)), 'the logo is in the object store')
  for (const dir of ['webA', 'webB']) assert.ok(!fs.existsSync(path.join(tmp, dir, 'media', 'merchant-logos', doc.filename)), `no copy on ${dir}'s disk`)
  // The checks of the collection still run with a store: a file that is not an image is refused.
  const fake = new FormData()
  fake.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 'logo.svg')
  fake.append('_payload', '{}')
  const refused = await fetch(`${nodeB}/api/merchant-logos`, { method: 'POST', headers: browser, body: fake })
  assert.ok(refused.status >= 400 && refused.status < 500, `an SVG with a script is refused with a 4xx, got ${refused.status}`)
  log(`logo uploaded through A (${doc.filename}) served by B from the object store; a scripted SVG refused (${refused.status})`)
}

async function loadWithKills(webB: ChildProcess, runner: ChildProcess) {
  const definition = await fetchQuestionnaire(nodeA, 'luce-gas')
  const runId = Date.now().toString(36)
  let next = 0
  let accepted = 0
  let retried = 0
  let killedAt = -1
  const statuses = new Map<number, number>()
  const bDown = () => killedAt >= 0
  const started = Date.now()

  async function submit(index: number) {
    const walk = walkQuestionnaire(definition)
    const body = leadBody(definition, walk, `scale.${runId}.${index}@example.com`)
    const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
    let base = index % 2 === 0 || bDown() ? nodeA : nodeB
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${base}/api/public/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status >= 200 && response.status < 300) return
        if (response.status !== 503) throw new Error(`lead ${index}: ${response.status}`)
      } catch (error) {
        if ((error as Error).message.startsWith('lead ')) throw error
      }
      // No answer (the node died) or 503: the form sends the same body again, to whichever node answers.
      retried++
      if (attempt >= 20) throw new Error(`lead ${index}: no node accepted it after ${attempt} attempts`)
      base = nodeA
      await sleep(200)
    }
  }

  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < LEADS) {
        const index = next++
        await submit(index)
        accepted++
        if (killedAt < 0 && accepted >= LEADS * 0.4) {
          killedAt = accepted
          webB.kill('SIGKILL')
          runner.kill('SIGKILL')
          log(`SIGKILLed web node B and runner 1 after ${accepted} leads`)
        }
      }
    }),
  )
  const seconds = (Date.now() - started) / 1000
  log(`${LEADS} leads in ${seconds.toFixed(1)} s (${(LEADS / seconds).toFixed(0)}/s over both nodes), answers ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}, ${retried} sent again`)

  const [stored] = await query<{ n: string; keys: string }>(`select count(*) as n, count(distinct idempotency_key) as keys from client_requests where email like $1`, [`scale.${runId}.%`])
  assert.equal(Number(stored!.n), LEADS, 'every lead stored')
  assert.equal(Number(stored!.keys), LEADS, 'no lead stored twice')
  log(`stored ${stored!.n} leads, ${stored!.keys} distinct idempotency keys: 0 lost, 0 duplicated`)
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
    `${jobs.length} e-mails queued, ${smtp.total} messages received with ${smtp.messageIds} distinct Message-IDs in ${((Date.now() - started) / 1000).toFixed(1)} s after the load: ` +
      `${missing} missing, ${resent} resent with the same Message-ID (a send the killed runner had made but not yet recorded)`,
  )
  assert.equal(missing, 0, 'every e-mail delivered')
  assert.equal(smtp.messageIds, jobs.length, 'no e-mail delivered as two different messages')
  // Only the killed runner's jobs in flight can be sent again: at most one pass of them.
  assert.ok(resent <= 20, `${resent} resends: more than the killed runner can have had in flight`)
}

let failed = false
try {
  const built = fs.existsSync(path.join(root, 'cms', process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID')) && fs.existsSync(path.resolve(root, process.env.SITE_DIST_DIR ?? 'site/dist', 'server/entry.mjs'))
  if (!built || process.env.FORCE_BUILD === '1') await run(process.execPath, [path.join(root, 'scripts/build.ts')], { label: 'build', env })
  await run(...tsxNode(path.join(root, 'server/prepare.ts')), { label: 'prepare', env: { ...env, DATA_DIR: path.join(tmp, 'prepare') } })
  const webA = startWeb('webA', portA)
  const webB = startWeb('webB', portB)
  const runners = [1, 2, 3].map(startRunner)
  await Promise.all([
    waitForHttp(`${nodeA}/readyz`, 300_000, () => webA.exitCode === null),
    waitForHttp(`${nodeB}/readyz`, 300_000, () => webB.exitCode === null),
  ])
  await checkHealth()
  await checkContentPurge()
  await checkSessionAndLogo()
  await loadWithKills(webB, runners[0]!)
  await checkEmails()
  // A SIGTERM ends a node cleanly: it stops answering readiness, finishes and exits 0.
  const exited = new Promise<number | null>((resolve) => webA.once('exit', (code) => resolve(code)))
  webA.kill('SIGTERM')
  assert.equal(await exited, 0, 'node A exits 0 on SIGTERM')
  log('node A stopped on SIGTERM with exit code 0')
} catch (error) {
  failed = true
  console.error('[scale] FAILED:', error)
} finally {
  await Promise.all([...children].map((child) => stopChild(child, 12_000)))
  await smtp.close()
  await s3.close()
  await postgres.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
}
log(failed ? 'failed' : 'passed')
process.exit(failed ? 1 : 0)
