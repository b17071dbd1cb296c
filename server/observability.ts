/**
 * What an operator sees of a web node, kept out of web.ts: a request id for every request (nginx's X-Request-Id, or
 * one made here), answered as `x-request-id` and carried by every log line written while the request is handled
 * (Payload's error logs included); one JSON access-log line per request (method, path without its query string and
 * with secret tokens masked, status, duration, request id — no address, no user, no body); Prometheus metrics on
 * the private METRICS_PORT (requests by route and status, latency histograms, the pools' connections and waits,
 * leads created, Node's own), where /readyz also says why the node is not ready, which the public /readyz does not.
 * With several processes (WEB_CONCURRENCY) the primary serves their metrics added up.
 */
import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import type http from 'node:http'
import client from 'prom-client'
import { productLogger, useProductLogging, withRequestId } from '../platform/logging.ts'
import { metricsPort, observePool, productMetrics, serveMetrics, type ObservedPool } from '../platform/metrics.ts'

const REQUEST_ID = /^[\w.:-]{8,128}$/
/** A path segment that looks like a secret (an offers or verification token, a hash): never written to a log. */
const SECRET_SEGMENT = /^(?=[\w-]*\d)[\w-]{20,}$/

/** The path as the access log writes it: no query string, tokens masked. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '/'
  return path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? ':token' : segment))
    .join('/')
}

/**
 * The route a request is counted under: a few dozen values at most, whatever the URLs asked. API paths keep their
 * first three segments with ids and tokens as `:id`; Next's and Astro's files, uploads and the admin are one route
 * each; a page is its first segment; anything answered 404 is `unmatched`, so made-up URLs add no series.
 */
export function routeOf(url: string, status: number): string {
  if (status === 404) return 'unmatched'
  const path = url.split('?')[0] ?? '/'
  if (path === '/healthz' || path === '/readyz') return path
  const segments = path.split('/').filter(Boolean)
  const [first] = segments
  if (first === 'api') {
    return `/${segments
      .slice(0, 4)
      .map((segment) => (/\d/.test(segment) || segment.length > 40 ? ':id' : segment))
      .join('/')}`
  }
  if (first === 'admin') return '/admin'
  if (first === '_next' || first === '_astro') return `/${first}`
  if (!first) return '/'
  if (/\.\w+$/.test(path)) return 'static'
  return `/${first}`
}

/**
 * Wraps the web process's request handler: request id, access log, request metrics. `pools` are reported on
 * /metrics; `readyDetail` answers the private /readyz with the reason the public one leaves out.
 */
export function observeWebProcess(options: { pools: Record<string, ObservedPool>; readyDetail: (res: http.ServerResponse) => void }) {
  useProductLogging()
  const logger = productLogger()
  const metrics = productMetrics()
  for (const [name, pool] of Object.entries(options.pools)) observePool(name, pool)
  // In a cluster the primary serves the added-up metrics (servePrimaryMetrics); this process answers its questions.
  if (cluster.isWorker) {
    client.AggregatorRegistry.setRegistries([metrics.registry])
    // prom-client starts answering the primary's requests when a process makes its first AggregatorRegistry.
    void new client.AggregatorRegistry()
  } else {
    const port = metricsPort()
    if (port) serveMetrics(port, { routes: { '/readyz': options.readyDetail } })
  }

  return (handler: http.RequestListener): http.RequestListener =>
    (req, res) => {
      const started = process.hrtime.bigint()
      const given = req.headers['x-request-id']
      const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
      res.setHeader('x-request-id', requestId)
      res.once('close', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9
        const url = req.url ?? '/'
        // A connection closed before the answer was written is counted as 499, as nginx does.
        const status = res.writableFinished ? res.statusCode : 499
        const route = routeOf(url, status)
        const method = req.method ?? 'GET'
        metrics.requests.inc({ route, method, status: String(status) })
        metrics.requestSeconds.observe({ route, method }, seconds)
        logger?.info({ msg: 'request', requestId, method, path: loggedPath(url), status, durationMs: Math.round(seconds * 10_000) / 10 })
      })
      withRequestId(requestId, () => handler(req, res))
    }
}

/** The cluster primary's metrics: every web process's, added up (prom-client's AggregatorRegistry). */
export function servePrimaryMetrics(): void {
  useProductLogging()
  const port = metricsPort()
  if (!port) return
  const aggregator = new client.AggregatorRegistry()
  serveMetrics(port, { metrics: async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() }) })
}
