import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type RunningPostgres } from '../../server/postgres.ts'
import { root, run, spawnPrefixed, stopChild, tsxNode, waitForHttp } from '../../scripts/lib.ts'
import { startLoadBalancer, type LoadBalancer } from '../../scripts/scale/loadBalancer.ts'
import { faultPorts } from './harness.ts'

/**
 * Two web nodes behind the shipped balancer (deploy/nginx.conf, or its stand-in when nginx is not installed:
 * scripts/scale/loadBalancer.ts); node B frozen (SIGSTOP) for FREEZE_MS while visitors read pages, then thawed. The
 * balancer's passive checks must route around it: every page answered, p99 under 1 s, and B takes requests again
 * once thawed.
 */
const FREEZE_MS = 20_000
const CLIENTS = 6
const PAGES = ['/', '/luce-gas', '/contatti', '/fotovoltaico']

const ports = faultPorts(2)
const [portA, portB, lbPort] = [ports.webPort, ports.mailSmtpPort, ports.mailWebPort]
const balancer = `http://127.0.0.1:${lbPort}`
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-frozen-'))
fs.chmodSync(tmp, 0o755)

let postgres: RunningPostgres | undefined
let loadBalancer: LoadBalancer | undefined
const nodes: ChildProcess[] = []
/** Access-log lines of node B (JSON, one per request it answered). */
const answeredByB: string[] = []

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: ports.pgPort, databases: ['frozen'] })
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL: postgres.url('frozen'),
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
  loadBalancer = startLoadBalancer({ port: lbPort, backends: [portA, portB], dir: path.join(tmp, 'balancer') })
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

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!

describe('a web node frozen behind the balancer', () => {
  it('is routed around: every page answered, p99 under 1 s, and the node takes requests again once thawed', async () => {
    // Each node renders and caches the pages first, as a live site's nodes have.
    for (const port of [portA, portB]) for (const page of PAGES) for (let n = 0; n < 2; n++) expect((await fetch(`http://127.0.0.1:${port}${page}`)).status).toBe(200)

    const answers: Answer[] = []
    let stop = false
    const load = Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = client; !stop; n++) answers.push(await read(PAGES[n % PAGES.length]!, client))
      }),
    )
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
    }
    console.log(`[frozen-node] ${loadBalancer!.kind}, node B frozen ${FREEZE_MS / 1000} s under ${CLIENTS} readers: ${JSON.stringify(figures)}`)
    expect(failed).toEqual([])
    expect(figures.p99).toBeLessThan(1000)
    expect(figures.p99DuringFreeze).toBeLessThan(1000)
    expect(figures.answeredByBAfterThaw).toBeGreaterThan(0)
  }, 300_000)
})
