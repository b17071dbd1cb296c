/**
 * Prometheus metrics (prom-client), served by each process on its private METRICS_PORT, never on the public port.
 * Like the logger, the registry lives on `globalThis`: the web process's own code and the copy of the CMS bundled
 * into Next (where the leads counter is incremented by a Payload hook) count into the same series.
 */
import http from 'node:http'
import { constants, PerformanceObserver } from 'node:perf_hooks'
import client from 'prom-client'

/** The part of a node-postgres pool the metrics read and time. */
export type ObservedPool = {
  totalCount: number
  idleCount: number
  waitingCount: number
  connect: (...args: never[]) => unknown
}

function create() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const pools = new Map<string, ObservedPool>()
  const heapAfterFullGc = new client.Gauge({
    name: 'nodejs_heap_after_full_gc_bytes',
    help: 'The V8 heap in use just after the last full (mark-compact) collection: what the process holds, without the garbage V8 has not collected yet (the resident memory follows V8 growing its heap, this follows what is kept).',
    registers: [registry],
  })
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) heapAfterFullGc.set(process.memoryUsage().heapUsed)
  }).observe({ entryTypes: ['gc'] })
  return {
    registry,
    pools,
    requests: new client.Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route (a template, never an id), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    }),
    requestSeconds: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being written, by route and method.',
      labelNames: ['route', 'method'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    leadsCreated: new client.Counter({ name: 'casaconfronta_leads_created_total', help: 'Leads (client requests) created.', registers: [registry] }),
    smsSent: new client.Counter({ name: 'casaconfronta_sms_sent_total', help: 'SMS accepted by the gateway.', registers: [registry] }),
    smsCostEur: new client.Counter({ name: 'casaconfronta_sms_cost_eur_total', help: 'What the SMS sent cost, in euro (SMS_PRICE_EUR each).', registers: [registry] }),
    smsBudgetAlerts: new client.Counter({
      name: 'casaconfronta_sms_budget_alerts_total',
      help: 'SMS codes asked for while the hour had used 80% or more of SMS_HOURLY_BUDGET (refused past 100%).',
      registers: [registry],
    }),
    poolWaitSeconds: new client.Histogram({
      name: 'casaconfronta_db_pool_wait_seconds',
      help: 'Time a query or transaction waited for a free PostgreSQL connection, by pool.',
      labelNames: ['pool'] as const,
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30],
      registers: [registry],
    }),
    poolClients: new client.Gauge({
      name: 'casaconfronta_db_pool_clients',
      help: 'PostgreSQL pool connections (state total or idle) and callers waiting for one (state waiting), by pool.',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [name, pool] of pools) {
          this.set({ pool: name, state: 'total' }, pool.totalCount)
          this.set({ pool: name, state: 'idle' }, pool.idleCount)
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount)
        }
      },
    }),
  }
}

export type ProductMetrics = ReturnType<typeof create>
const KEY = Symbol.for('casaconfronta.metrics')

export function productMetrics(): ProductMetrics {
  const store = globalThis as typeof globalThis & { [KEY]?: ProductMetrics }
  return (store[KEY] ??= create())
}

/**
 * Reports a pool's connections and times every wait for one: the pool's own `connect` (which its `query` uses too)
 * is wrapped on this instance, in both its callback and its promise form.
 */
export function observePool(name: string, pool: ObservedPool): void {
  const metrics = productMetrics()
  if (metrics.pools.get(name) === pool) return
  metrics.pools.set(name, pool)
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown
  const timer = () => metrics.poolWaitSeconds.startTimer({ pool: name })
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    const done = timer()
    if (typeof callback === 'function') {
      return connect((...args: unknown[]) => {
        done()
        callback(...args)
      })
    }
    return (connect() as Promise<unknown>).finally(done)
  }) as ObservedPool['connect']
}

/**
 * The private port's server: GET /metrics in Prometheus's text format, plus the routes the process adds (the jobs
 * runner's /healthz, the web node's detailed /readyz). METRICS_HOST (default 0.0.0.0, so a Prometheus on the
 * container network can scrape it) — never publish this port to the internet.
 */
export function serveMetrics(
  port: number,
  options: { metrics?: () => Promise<{ contentType: string; body: string }>; routes?: Record<string, (res: http.ServerResponse) => void | Promise<void>> } = {},
): http.Server {
  const registry = productMetrics().registry
  const render = options.metrics ?? (async () => ({ contentType: registry.contentType, body: await registry.metrics() }))
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    const route = options.routes?.[path]
    if (route) {
      void Promise.resolve(route(res)).catch((error: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(error.message)
      })
      return
    }
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
      return
    }
    render().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType })
        res.end(body)
      },
      (error: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(error.message)
      },
    )
  })
  // A port already taken leaves the process serving without metrics, and says so, rather than ending it.
  server.on('error', (error) => console.error(`[metrics] cannot serve on port ${port}: ${error.message}`))
  server.listen(port, process.env.METRICS_HOST ?? '0.0.0.0')
  return server
}

/** METRICS_PORT as a number, or undefined when this process serves no metrics. */
export function metricsPort(): number | undefined {
  const port = Number(process.env.METRICS_PORT)
  return Number.isInteger(port) && port > 0 ? port : undefined
}
