import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startProxy } from '../../scripts/scale/loadBalancer.ts'

/**
 * The scale and fault tests' stand-in for nginx where it is not installed (scripts/scale/loadBalancer.ts) does what
 * deploy/nginx.conf asks: a node that refuses connections or does not answer a page in time is routed around and
 * left out after 3 failures; a 500 or 503 is passed on, never counted.
 */
type Node = { port: number; hits: number; close: () => Promise<void> }

const open: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of open.splice(0)) await close()
})

async function node(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Node> {
  const state = { hits: 0 }
  const server = http.createServer((req, res) => {
    state.hits++
    req.resume()
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())))
  open.push(close)
  return {
    port: (server.address() as AddressInfo).port,
    get hits() {
      return state.hits
    },
    close,
  }
}

async function freePort(): Promise<number> {
  const probe = await node(() => undefined)
  await probe.close()
  open.pop()
  return probe.port
}

async function balancer(backends: number[]): Promise<{ url: string }> {
  const port = await freePort()
  const lb = startProxy({ port, backends })
  open.push(() => lb.stop())
  await new Promise((resolve) => setTimeout(resolve, 50))
  return { url: `http://127.0.0.1:${port}` }
}

const ok = (status: number) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'text/plain' })
  res.end(String(status))
}

describe('the stand-in balancer', () => {
  it('sends a POST to the next node when one refuses the connection, and leaves that node out after 3 failures', async () => {
    const a = await node(ok(201))
    const gone = await freePort()
    const { url } = await balancer([a.port, gone])
    const statuses = []
    for (let n = 0; n < 10; n++) statuses.push((await fetch(`${url}/api/public/leads`, { method: 'POST', body: '{}' })).status)
    expect(statuses).toEqual(Array(10).fill(201))
    expect(a.hits).toBe(10)
  })

  it('asks another node for a page a frozen one does not answer within the read timeout, then routes around it', async () => {
    const a = await node(ok(200))
    const frozen = await node(() => undefined)
    const { url } = await balancer([frozen.port, a.port])
    const read = async () => {
      const started = Date.now()
      const response = await fetch(`${url}/luce-gas`)
      return { status: response.status, ms: Date.now() - started }
    }
    // Six readers at once: the three sent to the frozen node each wait out the timeout once (1 s to connect + 3 s to
    // answer) and are answered by the other node; three failures leave the frozen node out.
    const first = await Promise.all(Array.from({ length: 6 }, read))
    expect(first.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    expect(first.filter((answer) => answer.ms >= 3000).length).toBeLessThanOrEqual(3)
    const then = []
    for (let n = 0; n < 6; n++) then.push(await read())
    expect(then.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    expect(Math.max(...then.map((answer) => answer.ms))).toBeLessThan(1000)
    expect(frozen.hits).toBe(3)
  }, 20_000)

  it('passes a 500 and a 503 on without counting them against the node', async () => {
    const a = await node((req, res) => ok(req.url === '/api/write' ? 503 : 500)(req, res))
    const { url } = await balancer([a.port])
    for (let n = 0; n < 5; n++) {
      expect((await fetch(`${url}/pagina`)).status).toBe(500)
      expect((await fetch(`${url}/api/write`, { method: 'POST', body: '{}' })).status).toBe(503)
    }
    expect(a.hits).toBe(10)
  })
})
