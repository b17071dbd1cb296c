/**
 * The open-loop load generator, run in a worker thread of its own (openLoopLoad in scripts/bench.ts): its heap holds
 * only the requests and their timings, and the bench's main thread — whose collections, over tens of MB of loaded
 * modules and fetch's objects, took 20–150 ms — no longer pauses the clock that times the product's answers. Logged
 * here, no request of 1,250 in a lead run was sent more than 21 ms after it was due (docs/performance.md «The lead
 * row's p99: the load generator's pauses and cold connections»).
 */
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { randomIp } from './visitorAddress.ts'

export type OpenLoopRequest = { url: string; body?: string }
export type OpenLoopInput = { requests: OpenLoopRequest[]; rate: number }
export type OpenLoopResult = { reqPerSec: number; p50ms: number; p99ms: number; accepted: number; errors: number; non2xx: number }

/** Connections kept alive and reused, opened as the load needs them. */
const agent = new http.Agent({ keepAlive: true })

/** One request: its status once the whole answer has arrived. */
function send({ url, body }: OpenLoopRequest): Promise<number> {
  const headers: http.OutgoingHttpHeaders =
    body === undefined ? { 'x-forwarded-for': randomIp() } : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': randomIp() }
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: body === undefined ? 'GET' : 'POST', headers, agent }, (response) => {
      response.on('data', () => {})
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

async function run({ requests, rate }: OpenLoopInput): Promise<OpenLoopResult> {
  const interval = 1000 / rate
  const started = performance.now()
  const latencies: number[] = []
  let accepted = 0
  let errors = 0
  const sends: Promise<void>[] = []
  for (const [i, each] of requests.entries()) {
    const due = started + i * interval
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    sends.push(
      send(each).then(
        (status) => {
          latencies.push(performance.now() - due)
          if (status >= 200 && status < 300) accepted++
          else errors++
        },
        () => {
          latencies.push(performance.now() - due)
          errors++
        },
      ),
    )
  }
  await Promise.all(sends)
  agent.destroy()
  const sorted = latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
  return { reqPerSec: Math.round(requests.length / ((performance.now() - started) / 1000)), p50ms: at(0.5), p99ms: at(0.99), accepted, errors, non2xx: errors }
}

parentPort?.postMessage(await run(workerData as OpenLoopInput))
