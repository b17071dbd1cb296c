import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type RunningPostgres } from '../../server/postgres.ts'
import { root, run, spawnPrefixed, stopChild, tsxNode, waitForHttp } from '../../scripts/lib.ts'
import { startBalancer, type Nginx } from '../../scripts/nginx.ts'
import { fetchQuestionnaire, leadBody, walkQuestionnaire } from '../../scripts/visitor.ts'
import { faultPorts } from './harness.ts'

/**
 * Two web nodes behind the shipped balancer: Debian's nginx running the repository's deploy/nginx.conf (rendered for
 * these ports by scripts/nginx.ts: the two nodes listed, the client trusted as the TLS proxy in front), from a temp
 * prefix. Node B frozen (SIGSTOP) for FREEZE_MS while visitors read pages and others send leads, then thawed. The
 * balancer's passive checks must route around it: every page answered, p99 under 1 s; every lead stored once (a
 * lead sent to the frozen node waits for it, nginx never sends a POST twice; the form sends again with the same
 * idempotency key after a 502, a 503 or no answer); and B takes requests again once thawed.
 */
const FREEZE_MS = 20_000
const CLIENTS = 6
const WRITERS = 2
const PAGES = ['/', '/luce-gas', '/contatti', '/fotovoltaico']

const ports = faultPorts(2)
const [portA, portB, lbPort] = [ports.webPort, ports.mailSmtpPort, ports.mailWebPort]
const balancer = `http://127.0.0.1:${lbPort}`
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-frozen-'))
fs.chmodSync(tmp, 0o755)

let postgres: RunningPostgres | undefined
let loadBalancer: Nginx | undefined
let databaseUrl = ''
const nodes: ChildProcess[] = []
/** Access-log lines of node B (JSON, one per request it answered). */
const answeredByB: string[] = []

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: ports.pgPort, databases: ['frozen'] })
  databaseUrl = postgres.url('frozen')
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'frozen-node-secret',
    SMTP_URL: 'smtp://127.0.0.1:1',
    PUBLIC_URL: balancer,
    TRUST_PROXY: '1',
    LOG_FORMAT: 'json',
    SEED_DEMO: '',
  }
  await run(...tsxNode(path.join(root, 'server/prepare.ts')), { label: 'prepare', env: { ...env, DATA_DIR: path.join(tmp, 'prepare') } })
  for (const [label, port] of [['frozenA', portA], ['frozenB', portB]] as const) {
    const node = spawnPrefixed(process.execPath, [path.join(root, 'server/web.ts')], { label, env: { ...env, PORT: String(port), DATA_DIR: path.join(tmp, label) } })
    if (label === 'frozenB') node.stdout?.on('data', (chunk: Buffer) => answeredByB.push(...chunk.toString().split('\n').filter((line) => line.includes('"msg":"request"'))))
    nodes.push(node)
  }
  await Promise.all([portA, portB].map((port, index) => waitForHttp(`http://127.0.0.1:${port}/readyz`, 300_000, () => nodes[index]!.exitCode === null)))
  loadBalancer = startBalancer({ port: lbPort, backends: [portA, portB], dir: path.join(tmp, 'balancer'), accessLog: true })
  await waitForHttp(`${balancer}/healthz`, 30_000)
}, 600_000)

afterAll(async () => {
  for (const node of nodes) node.kill('SIGCONT')
  await loadBalancer?.stop()
  await Promise.all(nodes.map((node) => stopChild(node, 15_000)))
  await postgres?.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
}, 120_000)

type Answer = { ms: number; status: number; page: string }

async function read(page: string, client: number): Promise<Answer> {
  const started = performance.now()
  try {
    const response = await fetch(`${balancer}${page}`, { headers: { 'x-forwarded-for': `203.0.113.${client + 1}` }, signal: AbortSignal.timeout(30_000) })
    await response.arrayBuffer()
    return { ms: performance.now() - started, status: response.status, page }
  } catch {
    return { ms: performance.now() - started, status: 0, page }
  }
}

type Write = { email: string; ms: number; statuses: number[] }

/**
 * One lead through the balancer from its own visitor address, as the site's form sends it: again with the same body
 * (the same idempotency key) after a 502, a 503 (its Retry-After), a 504 or no answer, until it is accepted.
 */
async function write(definition: Awaited<ReturnType<typeof fetchQuestionnaire>>, index: number): Promise<Write> {
  const email = `frozen.${index}@example.com`
  const body = JSON.stringify(leadBody(definition, walkQuestionnaire(definition), email))
  const statuses: number[] = []
  const started = performance.now()
  for (let attempt = 1; attempt <= 20; attempt++) {
    let wait = 200
    try {
      const response = await fetch(`${balancer}/api/public/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${(index >> 8) & 255}.${index & 255}` },
        body,
        signal: AbortSignal.timeout(70_000),
      })
      await response.arrayBuffer()
      statuses.push(response.status)
      if (response.status === 201 || response.status === 200) return { email, ms: performance.now() - started, statuses }
      if (![502, 503, 504].includes(response.status)) throw new Error(`lead ${email}: ${response.status}`)
      if (response.status === 503) wait = Math.min(Number(response.headers.get('retry-after')) || 1, 2) * 1000
    } catch (error) {
      if ((error as Error).message.startsWith('lead ')) throw error
      statuses.push(0)
    }
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
  throw new Error(`lead ${email}: not accepted after 20 tries (${statuses.join(', ')})`)
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!

describe('a web node frozen behind the balancer', () => {
  it('is routed around: every page answered, p99 under 1 s, every lead stored once, and the node takes requests again once thawed', async () => {
    // Each node renders and caches the pages first, as a live site's nodes have.
    for (const port of [portA, portB]) for (const page of PAGES) for (let n = 0; n < 2; n++) expect((await fetch(`http://127.0.0.1:${port}${page}`)).status).toBe(200)

    const definition = await fetchQuestionnaire(balancer, 'luce-gas')

    const answers: Answer[] = []
    const writes: Write[] = []
    let stop = false
    let nextLead = 0
    const load = Promise.all([
      ...Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = client; !stop; n++) answers.push(await read(PAGES[n % PAGES.length]!, client))
      }),
      ...Array.from({ length: WRITERS }, async () => {
        while (!stop) {
          writes.push(await write(definition, nextLead++))
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }),
    ])
    const frozen = nodes[1]!
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const before = answers.length
    frozen.kill('SIGSTOP')
    await new Promise((resolve) => setTimeout(resolve, FREEZE_MS))
    const during = answers.slice(before)
    frozen.kill('SIGCONT')
    // The balancer tries the node again after fail_timeout (10 s).
    await new Promise((resolve) => setTimeout(resolve, 12_000))
    const thawedAt = answeredByB.length
    await new Promise((resolve) => setTimeout(resolve, 3000))
    stop = true
    await load

    const database = new pg.Client({ connectionString: databaseUrl })
    await database.connect()
    const { rows } = await database
      .query<{ n: string; emails: string; keys: string }>(`select count(*) as n, count(distinct email) as emails, count(distinct idempotency_key) as keys from client_requests where email like 'frozen.%'`)
      .finally(() => database.end())
    const stored = { rows: Number(rows[0]!.n), emails: Number(rows[0]!.emails), keys: Number(rows[0]!.keys) }
    // nginx's own log: the pages it asked of a second node after the first did not answer in time.
    const passedOn = fs
      .readFileSync(loadBalancer!.accessLog, 'utf8')
      .split('\n')
      .filter((line) => /"[^"]*, [^"]*" "[^"]*"$/.test(line))

    const times = answers.map((answer) => answer.ms)
    const failed = answers.filter((answer) => answer.status !== 200)
    const slow = during.filter((answer) => answer.ms > 1000)
    const figures = {
      requests: answers.length,
      duringFreeze: during.length,
      failed: failed.length,
      p50: Math.round(percentile(times, 50)),
      p99: Math.round(percentile(times, 99)),
      p99DuringFreeze: Math.round(percentile(during.map((answer) => answer.ms), 99)),
      max: Math.round(Math.max(...times)),
      slowerThan1s: slow.length,
      answeredByBAfterThaw: answeredByB.length - thawedAt,
      passedOnByNginx: passedOn.length,
      leadsSent: writes.length,
      leadsStored: stored.rows,
      leadsRetried: writes.filter((lead) => lead.statuses.length > 1).length,
      leadAnswers: writes.flatMap((lead) => lead.statuses).reduce<Record<number, number>>((count, status) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {}),
      slowestLeadMs: Math.round(Math.max(...writes.map((lead) => lead.ms))),
    }
    console.log(`[frozen-node] ${loadBalancer!.version} with deploy/nginx.conf, node B frozen ${FREEZE_MS / 1000} s under ${CLIENTS} readers and ${WRITERS} writers: ${JSON.stringify(figures)}`)
    expect(failed).toEqual([])
    expect(figures.p99).toBeLessThan(1000)
    expect(figures.p99DuringFreeze).toBeLessThan(1000)
    expect(figures.answeredByBAfterThaw).toBeGreaterThan(0)
    // No write lost, none stored twice: each lead sent is one row, under its own idempotency key.
    expect(writes.length).toBeGreaterThan(0)
    expect(stored).toEqual({ rows: writes.length, emails: writes.length, keys: writes.length })
  }, 300_000)
})
