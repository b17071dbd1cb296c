/**
 * `npm start`: the whole product on one machine. Starts PostgreSQL (embedded unless DATABASE_URL is set),
 * migrates and seeds (the demo records only on the embedded database or with SEED_DEMO=1; a production start
 * that finds demo accounts or tokens stops here), starts the mail inbox (unless SMTP_URL is set), the SMS inbox (unless SMS_URL is set), the web server (site + admin + API on
 * one origin) and the jobs runner; prints every URL and demo login; stops everything on Ctrl-C or SIGTERM.
 * Once everything is up, a web server, jobs runner, mail or SMS inbox that ends unexpectedly is started again, with
 * a growing pause between attempts, while the others carry on.
 */
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { ChildProcess } from 'node:child_process'
import type { Writable } from 'node:stream'
import { startEmbeddedPostgres, type RunningPostgres } from '../server/postgres.ts'
import { demoAccounts } from '../cms/src/seed/demoAccounts.ts'
import { productionRefusal, wantsDemoData } from '../platform/env.ts'
import { PREPARED_FD_VARIABLE, PREPARED_WORD } from '../server/preparedSignal.ts'
import { buildNeeded, buildProduct, CommandFailed, root, run, spawnPrefixed, stopChild, tsxNode, waitForHttp } from './lib.ts'

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 22.12 or newer (24 recommended, see .nvmrc).`)
  process.exit(1)
}

const refusal = productionRefusal(process.env)
if (refusal) {
  console.error(refusal)
  process.exit(2)
}

const startedAt = Date.now()
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'))
const port = Number(process.env.PORT ?? 3000)
const pgPort = Number(process.env.PG_PORT ?? 54329)
const mailSmtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025)
const mailWebPort = Number(process.env.MAIL_WEB_PORT ?? 8025)
const smsWebPort = Number(process.env.SMS_WEB_PORT ?? 8026)
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
fs.mkdirSync(dataDir, { recursive: true })

function persistentSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dataDir, 'payload-secret')
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

/** A server's URL as the start-up lines print it: its user and password are not for the log. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url)
    parsed.username = ''
    parsed.password = ''
    return parsed.toString()
  } catch {
    return '(SMTP_URL)'
  }
}

const children = new Set<ChildProcess>()
const restarts = new Set<NodeJS.Timeout>()
let postgres: RunningPostgres | undefined
let shuttingDown = false
let running = false

async function shutdown(code: number) {
  if (shuttingDown) return
  shuttingDown = true
  console.log('\nStopping…')
  for (const timer of restarts) clearTimeout(timer)
  await Promise.all([...children].map((child) => stopChild(child)))
  await postgres?.stop()
  console.log('Stopped.')
  process.exit(code)
}
process.once('SIGINT', () => void shutdown(0))
process.once('SIGTERM', () => void shutdown(0))

/** A child that crashes after a minute of work is restarted at once; one that keeps crashing waits up to 30 s. */
const RESTART_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 16_000, 30_000]
const HEALTHY_AFTER_MS = 60_000

/**
 * Runs a long-lived child. Before the product is up, its exit stops everything (a broken start should fail,
 * not loop); afterwards it is started again while the other processes carry on.
 */
function supervise(label: string, start: () => ChildProcess): ChildProcess {
  let failures = 0
  const launch = (): ChildProcess => {
    const child = start()
    const startedAt = Date.now()
    children.add(child)
    child.on('exit', (code, signal) => {
      children.delete(child)
      if (shuttingDown) return
      const how = signal ?? `exit code ${code}`
      if (!running) {
        console.error(`${label} stopped unexpectedly (${how}); stopping everything.`)
        void shutdown(1)
        return
      }
      if (Date.now() - startedAt > HEALTHY_AFTER_MS) failures = 0
      const delay = RESTART_DELAYS_MS[Math.min(failures++, RESTART_DELAYS_MS.length - 1)]!
      console.error(`${label} stopped unexpectedly (${how}); starting it again in ${delay / 1000} s.`)
      const timer = setTimeout(() => {
        restarts.delete(timer)
        if (!shuttingDown) launch()
      }, delay)
      restarts.add(timer)
    })
    return child
  }
  return launch()
}

try {
  if (buildNeeded()) {
    console.log('Building the product (first start only, about two minutes)…')
    await buildProduct()
  }

  let databaseUrl = process.env.DATABASE_URL
  // The embedded database is a development one: it gets the demo logins and records. A DATABASE_URL is
  // production unless the operator asks for the demo explicitly.
  const demo = !databaseUrl || wantsDemoData()
  if (!databaseUrl) {
    postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port: pgPort, databases: ['casaconfronta'] })
    databaseUrl = postgres.url('casaconfronta')
    console.log(`postgres| embedded PostgreSQL on port ${pgPort} (pid ${postgres.pid})`)
  }

  let smtpUrl = process.env.SMTP_URL
  const mailInbox = smtpUrl ? undefined : `http://localhost:${mailWebPort}`
  if (!smtpUrl) {
    smtpUrl = `smtp://127.0.0.1:${mailSmtpPort}`
    supervise('The mail inbox', () =>
      spawnPrefixed(process.execPath, [path.join(root, 'server/mail-catcher.ts')], {
        label: 'mail',
        env: { ...process.env, MAIL_SMTP_PORT: String(mailSmtpPort), MAIL_WEB_PORT: String(mailWebPort) },
      }),
    )
  }

  let smsUrl = process.env.SMS_URL
  const smsInbox = smsUrl ? undefined : `http://localhost:${smsWebPort}`
  if (!smsUrl) {
    smsUrl = `http://127.0.0.1:${smsWebPort}/api/sms`
    supervise('The SMS inbox', () =>
      spawnPrefixed(process.execPath, [path.join(root, 'server/sms-catcher.ts')], { label: 'sms', env: { ...process.env, SMS_WEB_PORT: String(smsWebPort) } }),
    )
  }

  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    SMS_URL: smsUrl,
    PAYLOAD_SECRET: persistentSecret(),
    SEED_DEMO: demo ? '1' : '0',
    // JSON log lines on a production start (DATABASE_URL), readable ones on the embedded development database.
    LOG_FORMAT: process.env.LOG_FORMAT ?? (postgres ? 'pretty' : 'json'),
  }

  // The web server loads its modules while the database is prepared (each takes seconds of one core) and waits for
  // the word on its fd 3 before it touches the database (server/preparedSignal.ts); a web server started again later
  // gets the word at once.
  const prepared = run(...tsxNode(path.join(root, 'server/prepare.ts')), { label: 'prepare', env })
  const web = supervise('The web server', () => {
    const child = spawnPrefixed(process.execPath, [path.join(root, 'server/web.ts')], { label: 'web', env: { ...env, [PREPARED_FD_VARIABLE]: '3' }, signalPipe: true })
    const pipe = child.stdio[3] as Writable
    pipe.on('error', () => undefined)
    // A preparation that fails stops everything (below): the waiting web server is stopped, not told.
    prepared.then(
      () => pipe.end(PREPARED_WORD),
      () => undefined,
    )
    return child
  })
  await prepared

  // One machine, two processes: the runner's metrics and health on the port after the web server's.
  const runnerEnv = process.env.METRICS_PORT ? { ...env, METRICS_PORT: String(Number(process.env.METRICS_PORT) + 1) } : env
  supervise('The jobs runner', () => spawnPrefixed(...tsxNode(path.join(root, 'server/worker.ts')), { label: 'worker', env: runnerEnv }))

  await waitForHttp(`http://127.0.0.1:${port}/`, 120_000, () => web.exitCode === null)
  running = true

  const lines = [
    '',
    `CasaConfronta is running (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
    `  Site         ${publicUrl}/`,
    `  Admin (CMS)  ${publicUrl}/admin`,
    `  API          ${publicUrl}/api`,
    mailInbox ? `  Mail inbox   ${mailInbox}` : `  Mail         sent through ${withoutCredentials(process.env.SMTP_URL!)}`,
    smsInbox ? `  SMS inbox    ${smsInbox}` : '  SMS          sent through SMS_URL',
    postgres ? `  PostgreSQL   ${databaseUrl}` : '  PostgreSQL   DATABASE_URL',
    ...(demo
      ? ['  Demo logins', ...demoAccounts.map((account) => `    ${account.label.padEnd(18)} ${account.email.padEnd(36)} ${account.password}`)]
      : ['  No demo data. First admin: `npm run create-admin`, or the form at /admin on an empty database.']),
    'Press Ctrl-C to stop.',
    '',
  ]
  console.log(lines.join('\n'))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  // A production start refused for its demo data (server/prepare.ts) says so with exit code 2, and so does npm start.
  await shutdown(error instanceof CommandFailed && error.code === 2 ? 2 : 1)
}
