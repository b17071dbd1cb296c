import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

/** Node flags for processes that load the Payload config (TypeScript with extensionless imports in migrations). */
export const tsxNode = (script: string) => [process.execPath, ['--import', 'tsx', script]] as const

/**
 * Whether the product must be built before it starts: the CMS (`cms/.next`, or NEXT_DIST_DIR) or the site
 * (`site/dist`, or SITE_DIST_DIR) has no build yet, or FORCE_BUILD=1 asks for a new one.
 */
export function buildNeeded(env: NodeJS.ProcessEnv = process.env): boolean {
  const builtNext = fs.existsSync(path.join(root, 'cms', env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))
  const builtSite = fs.existsSync(path.resolve(root, env.SITE_DIST_DIR ?? 'site/dist', 'server/entry.mjs'))
  return !builtNext || !builtSite || env.FORCE_BUILD === '1'
}

/** Builds the CMS and the site (scripts/build.ts). */
export function buildProduct(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return run(process.execPath, [path.join(root, 'scripts/build.ts')], { label: 'build', env })
}

/** A command that ended with a non-zero exit code (or a signal: code null). */
export class CommandFailed extends Error {
  readonly code: number | null
  constructor(label: string, code: number | null, signal: NodeJS.Signals | null) {
    super(`${label} ended with ${signal ?? `exit code ${code}`}`)
    this.code = code
  }
}

/**
 * Run a command to completion, streaming its output with a prefix; rejects with CommandFailed on a non-zero exit.
 * `niceness` (1 to 19) gives it, and what it starts, a lower share of the CPU than the processes beside it.
 */
export function run(command: string, args: readonly string[], { niceness, ...options }: SpawnOptions & { label: string; niceness?: number; onLine?: LineListener }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnPrefixed(command, args, options)
    if (niceness && child.pid) os.setPriority(child.pid, niceness)
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new CommandFailed(options.label, code, signal))))
  })
}

/** Hears each whole line a child prints, unprefixed, with the stream it came on. */
export type LineListener = (line: string, stream: 'stdout' | 'stderr') => void

/** Spawn a long-running child whose PID is the program's own (no shell in between). */
export function spawnPrefixed(
  command: string,
  args: readonly string[],
  { signalPipe, onLine, ...options }: SpawnOptions & { label: string; signalPipe?: boolean; onLine?: LineListener },
): ChildProcess {
  // `signalPipe`: a fourth descriptor (fd 3) the parent writes to, e.g. the launcher's word that the database is ready.
  const child = spawn(command, args, { cwd: root, ...options, stdio: signalPipe ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe'] })
  const prefix = (stream: NodeJS.ReadableStream | null, name: 'stdout' | 'stderr') => {
    const print = (line: string) => {
      process[name].write(`${options.label.padEnd(8)}| ${line}\n`)
      onLine?.(line, name)
    }
    let buffer = ''
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      buffer += chunk
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) print(line)
    })
    stream?.on('end', () => buffer && print(buffer))
  }
  prefix(child.stdout, 'stdout')
  prefix(child.stderr, 'stderr')
  return child
}

/** Stop a child by its own PID: SIGTERM, then SIGKILL after a grace period. */
export function stopChild(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process serving ${url} exited`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

export type LaunchedProduct = {
  baseUrl: string
  mailUrl: string
  smsUrl: string
  child: ChildProcess
  ready: () => Promise<void>
  stop: () => Promise<void>
}

/** Start the built product exactly as `npm start` does (scripts/start.ts), on the given ports and database, with its test inboxes. */
export function launchProduct(options: {
  port: number
  mailSmtpPort: number
  mailWebPort: number
  /** The SMS catcher's gateway and inbox (server/sms-catcher.ts). */
  smsWebPort: number
  databaseUrl: string
  dataDir: string
  env?: Record<string, string>
  label?: string
}): LaunchedProduct {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.port),
    PUBLIC_URL: `http://localhost:${options.port}`,
    MAIL_SMTP_PORT: String(options.mailSmtpPort),
    MAIL_WEB_PORT: String(options.mailWebPort),
    SMS_WEB_PORT: String(options.smsWebPort),
    DATA_DIR: options.dataDir,
    PAYLOAD_SECRET: 'launched-product-secret',
    // A test installation on a DATABASE_URL: its e-mails and SMS codes go to the test inboxes, which a production
    // start refuses without this (platform/env.ts, productionRefusal).
    ALLOW_TEST_INBOXES: '1',
    ...options.env,
  }
  const child = spawnPrefixed(process.execPath, [path.join(root, 'scripts/start.ts')], { label: options.label ?? 'start', env })
  return {
    baseUrl: `http://localhost:${options.port}`,
    mailUrl: `http://127.0.0.1:${options.mailWebPort}`,
    smsUrl: `http://127.0.0.1:${options.smsWebPort}`,
    child,
    ready: async () => {
      await waitForHttp(`http://127.0.0.1:${options.port}/`, 600_000, () => child.exitCode === null)
      // The test inboxes, unless the caller gave a mail server or an SMS gateway of its own.
      if (!(options.env?.SMTP_URL ?? process.env.SMTP_URL)) await waitForHttp(`http://127.0.0.1:${options.mailWebPort}/api/messages`, 10_000)
      if (!(options.env?.SMS_URL ?? process.env.SMS_URL)) await waitForHttp(`http://127.0.0.1:${options.smsWebPort}/api/messages`, 10_000)
    },
    stop: () => stopChild(child, 30_000),
  }
}
