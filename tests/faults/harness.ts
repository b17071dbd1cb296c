import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres, type RunningPostgres } from '../../server/postgres.ts'
import { launchProduct, type LaunchedProduct } from '../../scripts/lib.ts'

/**
 * The ports of the `index`th fault test's product: FAULTS_PG_PORT (54350) and FAULTS_WEB_PORT (3150) onwards, so
 * that two checkouts on one machine run their fault tests side by side.
 */
export function faultPorts(index: number) {
  const pg = Number(process.env.FAULTS_PG_PORT ?? 54350)
  const web = Number(process.env.FAULTS_WEB_PORT ?? 3150)
  return { pgPort: pg + index, webPort: web + 4 * index, mailSmtpPort: web + 4 * index + 1, mailWebPort: web + 4 * index + 2, smsWebPort: web + 4 * index + 3 }
}

/**
 * A product of the fault tests' own, launched exactly as `npm start` launches it (scripts/start.ts), against an
 * embedded PostgreSQL the test controls, so the test can stop and start the database or kill a process without
 * touching the product the other end-to-end tests use. Ports come from the caller (the fault tests' own range).
 */
export async function launchOwnProduct(options: { pgPort: number; webPort: number; mailSmtpPort: number; mailWebPort: number; smsWebPort: number; env?: Record<string, string> }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-faults-'))
  // PostgreSQL runs as the unprivileged 'postgres' user when we are root: it must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755)
  const pgDir = path.join(dataDir, 'postgres')
  let postgres: RunningPostgres | undefined = await startEmbeddedPostgres({ dataDir: pgDir, port: options.pgPort, databases: ['faults'] })
  const databaseUrl = postgres.url('faults')
  const product: LaunchedProduct = launchProduct({
    port: options.webPort,
    mailSmtpPort: options.mailSmtpPort,
    mailWebPort: options.mailWebPort,
    smsWebPort: options.smsWebPort,
    databaseUrl,
    dataDir: path.join(dataDir, 'data'),
    label: 'faults',
    // Every simulated visitor has its own address (X-Forwarded-For), as behind a load balancer; the loads book
    // callbacks with the demo merchants.
    env: { TRUST_PROXY: '1', SEED_DEMO: '1', ...options.env },
  })
  try {
    await product.ready()
  } catch (error) {
    // A product that did not come up leaves nothing behind: the test's afterAll has nothing to stop.
    await product.stop()
    await postgres.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  return {
    product,
    baseUrl: `http://127.0.0.1:${options.webPort}`,
    databaseUrl,
    async stopPostgres() {
      await postgres?.stop()
      postgres = undefined
    },
    async startPostgres() {
      postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: options.pgPort, databases: ['faults'] })
    },
    async query<T>(text: string, values: unknown[] = []): Promise<T[]> {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        return (await client.query(text, values)).rows as T[]
      } finally {
        await client.end()
      }
    },
    async stop() {
      await product.stop()
      await postgres?.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type OwnProduct = Awaited<ReturnType<typeof launchOwnProduct>>

/** The processes the launcher started (pid and command line), to find the web server or the jobs runner. */
export function childProcesses(parentPid: number): { pid: number; args: string }[] {
  let out = ''
  try {
    out = execFileSync('ps', ['--ppid', String(parentPid), '-o', 'pid=,args='], { encoding: 'utf8' })
  } catch {
    return []
  }
  return out
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), args: match[2]! }))
}

export function launchedProcess(product: LaunchedProduct, script: 'server/web.ts' | 'server/worker.ts' | 'server/mail-catcher.ts'): number | undefined {
  return childProcesses(product.child.pid!).find((child) => child.args.includes(script))?.pid
}

/** Tallies every answer a load got, by status, and every request that got no answer at all. */
export class Tally {
  readonly byStatus = new Map<number, number>()
  readonly noAnswer: string[] = []
  requests = 0

  count(status: number) {
    this.requests++
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1)
  }

  get serverErrors(): number {
    return [...this.byStatus].filter(([status]) => status >= 500 && status !== 503).reduce((sum, [, n]) => sum + n, 0)
  }

  summary(): string {
    const statuses = [...this.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`)
    return `requests ${this.requests} (${statuses.join(', ')}), without answer ${this.noAnswer.length}`
  }
}

/**
 * POSTs a body, and while the answer is a 503 waits the Retry-After it names and sends the same body again (same
 * idempotency key), as the site's forms do. Returns the accepted answer; anything else than 2xx or 503 is
 * returned as it is, for the test to reject.
 */
export async function postUntilAccepted(
  tally: Tally,
  url: string,
  body: unknown,
  ip: string,
  options: { maxAttempts?: number; timeoutMs?: number; retryWithoutAnswer?: boolean } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  for (let attempt = 1; ; attempt++) {
    let response: Response
    let text: string
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      })
      text = await response.text()
    } catch (error) {
      tally.noAnswer.push(`${url}: ${(error as Error).message}`)
      tally.requests++
      // A browser whose connection broke (the server process died) sends the form again, with the same key.
      if (!options.retryWithoutAnswer || attempt >= (options.maxAttempts ?? 30)) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000))
      continue
    }
    tally.count(response.status)
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
    if (response.status !== 503 || attempt >= (options.maxAttempts ?? 30)) return { status: response.status, json }
    const retryAfter = Number(response.headers.get('retry-after'))
    if (!Number.isFinite(retryAfter) || retryAfter <= 0) return { status: response.status, json: { ...json, missingRetryAfter: true } }
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000))
  }
}

/**
 * Waits until every e-mail queued for these recipients (the jobs' own to and subject) is in the product's mail
 * inbox, then says how many never arrived and how many arrived more often than they were queued.
 */
export async function awaitQueuedEmails(own: OwnProduct, recipients: string[], timeoutMs: number): Promise<{ queued: number; lost: number; extra: number }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const jobs = await own.query<{ to: string; subject: string; done: boolean }>(
      "select input->>'to' as to, input->>'subject' as subject, completed_at is not null as done from payload_jobs where task_slug = 'sendEmail' and input->>'to' = any($1)",
      [recipients],
    )
    const inbox = (await (await fetch(`${own.product.mailUrl}/api/messages`)).json()) as { to: string[]; subject: string }[]
    const count = (list: { to: string; subject: string }[]) => {
      const counts = new Map<string, number>()
      for (const item of list) counts.set(`${item.to}\u0000${item.subject}`, (counts.get(`${item.to}\u0000${item.subject}`) ?? 0) + 1)
      return counts
    }
    const expected = count(jobs)
    const delivered = count(inbox.flatMap((message) => message.to.map((to) => ({ to, subject: message.subject }))))
    const lost = [...expected].reduce((sum, [key, n]) => sum + Math.max(0, n - (delivered.get(key) ?? 0)), 0)
    const extra = [...expected].reduce((sum, [key, n]) => sum + Math.max(0, (delivered.get(key) ?? 0) - n), 0)
    if ((lost === 0 && jobs.every((job) => job.done)) || Date.now() > deadline) return { queued: jobs.length, lost, extra }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/**
 * Of the leads with these idempotency keys that were confirmed: how many chose partners, and how many of those were
 * delivered to exactly the partners chosen (leads/delivery.ts: the chosen ones, nobody else).
 */
export async function partnersReached(own: OwnProduct, keys: string[]): Promise<{ chose: number; reached: number; deliveries: number }> {
  const [row] = await own.query<{ chose: number; reached: number; deliveries: number }>(
    `with leads as (
       select (select count(*) from client_requests_rels r where r.parent_id = cr.id and r.path = 'partnerScelti') as chosen,
              (select count(*) from client_requests_rels r where r.parent_id = cr.id and r.path = 'destinatari') as delivered,
              (select count(*) from client_requests_rels r where r.parent_id = cr.id and r.path = 'destinatari'
                 and r.merchants_id not in (select c.merchants_id from client_requests_rels c where c.parent_id = cr.id and c.path = 'partnerScelti')) as unchosen
       from client_requests cr where cr.idempotency_key = any($1) and cr.verificata_il is not null)
     select count(*) filter (where chosen > 0)::int as chose, count(*) filter (where chosen > 0 and delivered = chosen and unchosen = 0)::int as reached,
            coalesce(sum(delivered), 0)::int as deliveries
     from leads`,
    [keys],
  )
  return row!
}
