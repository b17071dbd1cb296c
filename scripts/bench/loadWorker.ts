/**
 * The bench's load generator for requests that differ one from the next (each its own body, page or visitor
 * address), run in a worker thread of its own (requestLoad in scripts/bench.ts): its heap holds only the requests
 * and their timings, and the bench's main thread — whose collections, over tens of MB of loaded modules and fetch's
 * objects, took 20–150 ms — no longer pauses the clock that times the product's answers. Logged here, no request of
 * 1,250 in a lead run was sent more than 21 ms after it was due (docs/performance.md «The lead row's p99: the load
 * generator's pauses and cold connections»).
 *
 * Two kinds of load: offered at a `rate` (open loop: each request sent at its own time whether or not the earlier ones
 * were answered, timed from when it was due), or as fast as `connections` are answered for `seconds` (closed loop: each
 * connection sends its next request when its last is answered, timed from when it was sent).
 */
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { randomIp } from './visitorAddress.ts'

export type LoadRequest = { url: string; body?: string }
export type LoadInput = { requests: LoadRequest[] } & ({ rate: number } | { connections: number; seconds: number })
/** `ranOut`: a closed loop used every request it was given before its time was up (the caller made too few). */
export type LoadResult = { reqPerSec: number; p50ms: number; p99ms: number; accepted: number; errors: number; ranOut: boolean }

/** Connections kept alive and reused, opened as the load needs them. */
const agent = new http.Agent({ keepAlive: true })

/** One request: its status once the whole answer has arrived. */
function send({ url, body }: LoadRequest): Promise<number> {
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

/** The answers' tally: each request's time from `from`, and whether it was accepted. */
function tally() {
  const latencies: number[] = []
  let accepted = 0
  let errors = 0
  return {
    async time(request: LoadRequest, from: number) {
      const status = await send(request).catch(() => 0)
      latencies.push(performance.now() - from)
      if (status >= 200 && status < 300) accepted++
      else errors++
    },
    result(started: number, ranOut: boolean): LoadResult {
      agent.destroy()
      const sorted = latencies.sort((a, b) => a - b)
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
      return { reqPerSec: Math.round(latencies.length / ((performance.now() - started) / 1000)), p50ms: at(0.5), p99ms: at(0.99), accepted, errors, ranOut }
    },
  }
}

async function openLoop(requests: LoadRequest[], rate: number): Promise<LoadResult> {
  const answers = tally()
  const interval = 1000 / rate
  const started = performance.now()
  const sends: Promise<void>[] = []
  for (const [i, each] of requests.entries()) {
    const due = started + i * interval
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    sends.push(answers.time(each, due))
  }
  await Promise.all(sends)
  return answers.result(started, false)
}

async function closedLoop(requests: LoadRequest[], connections: number, seconds: number): Promise<LoadResult> {
  const answers = tally()
  const started = performance.now()
  const ends = started + seconds * 1000
  let next = 0
  let ranOut = false
  const connection = async () => {
    while (performance.now() < ends) {
      if (next === requests.length) return void (ranOut = true)
      await answers.time(requests[next++], performance.now())
    }
  }
  await Promise.all(Array.from({ length: connections }, connection))
  return answers.result(started, ranOut)
}

const input = workerData as LoadInput
parentPort?.postMessage(await ('rate' in input ? openLoop(input.requests, input.rate) : closedLoop(input.requests, input.connections, input.seconds)))
