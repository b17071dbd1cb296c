/**
 * The one public origin: a bare Node HTTP server holding the process's Payload instance. /api is answered by
 * Payload's own request handler on it (server/api.ts), /admin and /_next by Next (Payload's admin, which finds the
 * same instance), everything else by the Astro server, in the same process. A cached public page is answered from
 * the front cache by Node itself (no framework), any other page crosses only Astro, an API call only Payload — no
 * proxy hop anywhere (docs/architecture.md, "One origin"). WEB_CONCURRENCY > 1 runs that many such processes sharing the port
 * (node:cluster), one per core.
 */
import cluster from 'node:cluster'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import next from 'next'
import { getPayload } from 'payload'
import config from '../cms/payload.config.ts'
import { publicUrl } from '../platform/env.ts'
import { hitRateLimit, payloadPool } from '../cms/src/database/rateLimits.ts'
import { SITE_CACHE_CHANNEL } from '../platform/cacheTags.ts'
import { mountApi } from './api.ts'
import { provideContentSource } from '../platform/contentSource.ts'
import { createContentSource } from '../cms/src/content/source.ts'
import { forgetSettings } from '../cms/src/content/settingsCache.ts'
import { createApiCache, createFrontCache, isRefresh, refreshPage } from './frontCache.ts'
import { createHealth, defaultMigrationsDir } from './health.ts'
import { closePayloadDatabase } from '../cms/src/database/pool.ts'
import { warmConnections } from '../cms/src/database/warmConnections.ts'
import { listenTo } from '../cms/src/live/listener.ts'
import { payloadPoolOf } from '../cms/src/database/adapter.ts'
import { observeWebProcess, servePrimaryMetrics } from './observability.ts'
import { countsRenders, pathOf, refuseRender, RENDERS_PER_ADDRESS, staticFiles, takeRenderSlot } from './renderLimit.ts'
import { adminCsp, commonSecurityHeaders, FALLBACK_CSP, newNonce, referrerPolicy } from './securityHeaders.ts'
import { siteSecret } from '../platform/siteSecret.ts'
import { guardRequest, guardServer } from './requestGuards.ts'
import { untilPrepared } from './preparedSignal.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? 1))

const NEXT_PREFIXES = ['/admin', '/_next']

function hasPrefix(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)
}

export function isNextPath(url: string): boolean {
  return NEXT_PREFIXES.some((prefix) => hasPrefix(url, prefix))
}

const isApiPath = (url: string) => hasPrefix(url, '/api')

/**
 * Security headers (docs/privacy.md, "Security headers"). The admin gets its own policy with a fresh nonce, handed to
 * Next through the request's `content-security-policy` header, from which Next takes the nonce it puts on its
 * scripts; any such header a client sent is dropped first. Every other response starts with a policy that
 * loads nothing, which Astro replaces with the page's own (its writeHead headers win over these).
 */
const baseSecurityHeaders = commonSecurityHeaders(publicUrl())
function setSecurityHeaders(req: http.IncomingMessage, res: http.ServerResponse, url: string) {
  for (const [name, value] of baseSecurityHeaders) res.setHeader(name, value)
  res.setHeader('referrer-policy', referrerPolicy(pathOf(url)))
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']
  if (hasPrefix(url, '/admin')) {
    const policy = adminCsp(newNonce())
    req.headers['content-security-policy'] = policy
    res.setHeader('content-security-policy', policy)
  } else {
    res.setHeader('content-security-policy', FALLBACK_CSP)
  }
}

// The visitor's address for rate limits and consent records: from the socket, or from the first proxy hop
// when TRUST_PROXY=1 (behind a load balancer). Whatever a client sent in x-real-ip is replaced.
const trustProxy = process.env.TRUST_PROXY === '1'
function clientAddress(req: http.IncomingMessage): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : ''
  return forwarded || req.socket.remoteAddress || 'unknown'
}

async function runWebProcess() {
  await untilPrepared()
  // First, so that Payload's admin inside Next finds this instance (getPayload keeps one per process) instead of
  // starting a second one with a pool of its own.
  const payload = await getPayload({ config })
  const api = mountApi(config)
  // The site's pages read the CMS through this instance's Local API, in process (site/src/lib/cms.ts).
  provideContentSource(createContentSource(payload, config))
  const nextApp = next({ dev: false, dir: path.join(root, 'cms'), hostname: 'localhost', port, customServer: true })
  await nextApp.prepare()
  const nextHandler = nextApp.getRequestHandler()

  process.env.ASTRO_NODE_AUTOSTART = 'disabled'
  const siteDist = path.resolve(root, process.env.SITE_DIST_DIR ?? 'site/dist')
  const astro = (await import(pathToFileURL(path.join(siteDist, 'server/entry.mjs')).href)) as {
    handler: (req: http.IncomingMessage, res: http.ServerResponse) => void
  }

  // Set once the private port is known (below); the front cache only refreshes after the first request.
  let internalPort = 0
  const frontCache = createFrontCache({ refresh: (url) => refreshPage(internalPort, url, siteSecret()) })
  const apiCache = createApiCache()
  const siteFiles = staticFiles(path.join(siteDist, 'client'))
  // gzip/brotli for every text response above 1 KB; server-sent events stay unbuffered.
  const compress = compression({
    threshold: 1024,
    filter: (req, res) => !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  })

  let stopping = false
  const health = createHealth({ pool: payloadPoolOf(payload), migrationsDir: defaultMigrationsDir, isStopping: () => stopping })
  // The requests being answered, so a shutdown can let them finish.
  const inFlight = new Set<http.ServerResponse>()
  // Request ids, access log, metrics (server/observability.ts).
  const observed = observeWebProcess({ pools: { payload: payloadPoolOf(payload) }, readyDetail: health.detailed })

  const handle: http.RequestListener = observed((req, res) => {
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
    req.headers['x-real-ip'] = clientAddress(req)
    const url = req.url ?? '/'
    setSecurityHeaders(req, res, url)
    // A malformed target or Host, or a body above the limit, is answered here, before any framework reads the request.
    if (!guardRequest(req, res)) return
    if (health(res, url)) return
    if (isApiPath(url)) {
      if (apiCache.serve(req, res)) return
      compress(req as never, res as never, () => {
        apiCache.capture(req, res)
        api(req, res, url)
      })
      return
    }
    if (isNextPath(url)) {
      compress(req as never, res as never, () => void nextHandler(req, res))
      return
    }
    const refresh = isRefresh(req, siteSecret)
    if (!refresh && frontCache.serve(req, res)) return
    const render = () =>
      compress(req as never, res as never, () => {
        frontCache.capture(req, res)
        astro.handler(req, res)
      })
    // Only a visitor's render counts, not a file, the cache's own refresh or the machine itself. A counter PostgreSQL
    // cannot write refuses nobody.
    const address = String(req.headers['x-real-ip'])
    if (refresh || !countsRenders(address) || siteFiles.has(pathOf(url))) return render()
    if (!takeRenderSlot(address, res)) return refuseRender(res, 1)
    hitRateLimit(payloadPool(payload), `render:${address}`, RENDERS_PER_ADDRESS).then(
      (limit) => (limit.allowed ? render() : refuseRender(res, limit.retryAfterS)),
      () => render(),
    )
  })

  const server = http.createServer(handle)
  guardServer(server)
  server.keepAliveTimeout = 65_000
  // A private loopback port per process, for the front cache's background refreshes: they reach this process's
  // own Astro even when several processes share the public port.
  const internal = http.createServer(handle)
  guardServer(internal)
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
  internalPort = (internal.address() as AddressInfo).port

  /**
   * Content changes arrive as NOTIFY after their transaction commits: they purge the pages that show them and
   * make this process read the settings every lead uses again (cms/src/content/settingsCache.ts). On the process's
   * one LISTEN connection (cms/src/live/listener.ts, shared with the admin's and merchants' live streams), which is
   * re-established when it drops; a purge missed meanwhile is bounded by the pages' 60 s freshness, and the settings
   * are read again once it listens again.
   */
  const cacheListener = listenTo(
    SITE_CACHE_CHANNEL,
    (payload) => {
      frontCache.purge(JSON.parse(payload || '[]') as string[])
      forgetSettings()
    },
    forgetSettings,
  )
  cacheListener.ready.catch((error: unknown) => console.error('[web] cache listener cannot connect, retrying', (error as Error).message))

  server.listen(port, host, () => {
    console.log(`[web] listening on http://${host}:${port} (pid ${process.pid})`)
  })
  // Every connection of the pool opened and warmed now, not by the first burst of requests (database/warmConnections.ts).
  const warming = performance.now()
  warmConnections(payload).then(
    (count) => console.log(`[web] ${count} database connections opened and warmed in ${Math.round(performance.now() - warming)} ms`),
    (error: unknown) => console.error('[web] database connections not warmed', (error as Error).message),
  )

  /**
   * SIGTERM (a deploy, a scale-in): /readyz answers 503 at once, the port stops taking connections, idle
   * keep-alive connections are closed, and the requests already being answered get up to SHUTDOWN_GRACE_MS to
   * finish (server-sent event streams never finish by themselves and are not waited for; the admin's page
   * reconnects to another node). Then the remaining connections and the pools are closed.
   */
  const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)
  async function shutdown() {
    if (stopping) return
    stopping = true
    server.close()
    internal.close()
    const deadline = Date.now() + graceMs
    const busy = () => [...inFlight].some((res) => !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream'))
    while (busy() && Date.now() < deadline) {
      server.closeIdleConnections()
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    server.closeAllConnections()
    internal.closeAllConnections()
    await Promise.allSettled([cacheListener.stop(), closePayloadDatabase(payload)])
    await nextApp.close().catch(() => undefined)
    process.exit(0)
  }
  const onSignal = () => {
    // A last resort, should closing the pools or Next hang.
    setTimeout(() => process.exit(0), graceMs + 5000).unref()
    void shutdown()
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
}

/** With several web processes, this one only starts them, restarts one that dies, and stops them all. */
async function runPrimary() {
  await untilPrepared()
  servePrimaryMetrics()
  let stopping = false
  for (let i = 0; i < workers; i++) cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    console.error(`[web] process ${worker.process.pid} ended (${signal ?? code}); starting another`)
    cluster.fork()
  })
  const stop = () => {
    stopping = true
    const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead())
    if (alive.length === 0) process.exit(0)
    let remaining = alive.length
    for (const worker of alive) {
      worker!.once('exit', () => --remaining === 0 && process.exit(0))
      worker!.process.kill('SIGTERM')
    }
    setTimeout(() => process.exit(0), Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000) + 6000).unref()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

if (workers > 1 && cluster.isPrimary) await runPrimary()
else await runWebProcess()
