import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { embeddedPasswordFile, startEmbeddedPostgres, type RunningPostgres } from '../../../server/postgres.ts'

/** The embedded PostgreSQL of `npm start`, in a folder and on a port of this test's own. */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-embedded-'))
// PostgreSQL runs as the unprivileged 'postgres' user when we are root: it must be able to enter the folder.
fs.chmodSync(tmp, 0o755)
const dataDir = path.join(tmp, 'postgres')
const passwordFile = embeddedPasswordFile(dataDir)
let running: RunningPostgres | undefined

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function connects(url: string): Promise<boolean | string> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  } finally {
    await client.end().catch(() => undefined)
  }
}

const withPassword = (url: string, password: string) => {
  const parsed = new URL(url)
  parsed.password = password
  return parsed.toString()
}

afterAll(async () => {
  await running?.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('embedded PostgreSQL password', () => {
  it('is generated, kept next to the data folder for the owner only, and the same after a restart', async () => {
    const port = await freePort()
    running = await startEmbeddedPostgres({ dataDir, port, databases: ['app'] })
    const password = fs.readFileSync(passwordFile, 'utf8').trim()
    expect(passwordFile).toBe(path.join(tmp, 'postgres-password'))
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600)
    expect(password).toMatch(/^[0-9a-f]{48}$/)
    expect(new URL(running.url('app')).password).toBe(password)
    expect(await connects(running.url('app'))).toBe(true)
    // 28P01: invalid password.
    expect(await connects(withPassword(running.url('app'), 'postgres'))).toBe('28P01')

    await running.stop()
    running = await startEmbeddedPostgres({ dataDir, port, databases: ['app'] })
    expect(fs.readFileSync(passwordFile, 'utf8').trim()).toBe(password)
    expect(await connects(running.url('app'))).toBe(true)
  }, 120_000)

  it('replaces the former fixed password of a cluster created before it was generated', async () => {
    const client = new pg.Client({ connectionString: running!.url('postgres') })
    await client.connect()
    await client.query("alter role postgres with password 'postgres'")
    await client.end()
    await running!.stop()
    fs.rmSync(passwordFile)

    const port = await freePort()
    running = await startEmbeddedPostgres({ dataDir, port, databases: ['app'] })
    const password = fs.readFileSync(passwordFile, 'utf8').trim()
    expect(password).toMatch(/^[0-9a-f]{48}$/)
    expect(await connects(running.url('app'))).toBe(true)
    expect(await connects(withPassword(running.url('app'), 'postgres'))).toBe('28P01')
  }, 120_000)

  it('that cannot start says why: the port, and what the server said', async () => {
    // The cluster of the tests above, started again on a port another program holds.
    await running!.stop()
    running = undefined
    const taken = net.createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as net.AddressInfo
    try {
      const refused = await startEmbeddedPostgres({ dataDir, port, databases: ['app'] }).then(() => null, (error: unknown) => error as Error)
      expect(refused).toBeInstanceOf(Error)
      expect(refused!.message).toContain(`PostgreSQL on port ${port}`)
      expect(refused!.message).toContain('Address already in use')
    } finally {
      taken.close()
    }
  }, 120_000)
})
