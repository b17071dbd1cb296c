/**
 * The one public origin: a bare Node HTTP server that hands /admin, /api and /_next to Next (Payload) and
 * everything else to the Astro server, in one process. A cached page crosses only Astro and an API call
 * only Next, with no proxy hop in between (see README, "One origin").
 */
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import next from 'next'
import pg from 'pg'
import { SITE_CACHE_CHANNEL } from '../cms/src/lib/siteCache.ts'
import { siteCacheSecret } from './secrets.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

const NEXT_PREFIXES = ['/admin', '/api', '/_next']

export function isNextPath(url: string): boolean {
  return NEXT_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))
}

const nextApp = next({ dev: false, dir: path.join(root, 'cms'), hostname: 'localhost', port, customServer: true })
await nextApp.prepare()
const nextHandler = nextApp.getRequestHandler()

process.env.ASTRO_NODE_AUTOSTART = 'disabled'
const siteDist = path.resolve(root, process.env.SITE_DIST_DIR ?? 'site/dist')
const astro = (await import(pathToFileURL(path.join(siteDist, 'server/entry.mjs')).href)) as {
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void
}

// The visitor's address for rate limits and consent records: from the socket, or from the first proxy hop
// when TRUST_PROXY=1 (behind a load balancer). Whatever a client sent in x-real-ip is replaced.
const trustProxy = process.env.TRUST_PROXY === '1'
function clientAddress(req: http.IncomingMessage): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : ''
  return forwarded || req.socket.remoteAddress || 'unknown'
}

// gzip/brotli for every text response (HTML, JSON, JS, CSS) above 1 KB; server-sent events stay unbuffered.
const compress = compression({
  threshold: 1024,
  filter: (req, res) => !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
})

const server = http.createServer((req, res) => {
  req.headers['x-real-ip'] = clientAddress(req)
  compress(req as never, res as never, () => {
    if (isNextPath(req.url ?? '/')) {
      void nextHandler(req, res)
    } else {
      astro.handler(req, res)
    }
  })
})
server.keepAliveTimeout = 65_000

/** Content changes arrive as NOTIFY after their transaction commits; each web process purges its own cache. */
async function listenForCacheInvalidation(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  client.on('notification', (message) => {
    void fetch(`http://127.0.0.1:${port}/internal/cache-invalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-cache-secret': siteCacheSecret() },
      body: JSON.stringify({ tags: JSON.parse(message.payload ?? '[]') }),
    }).catch((error) => console.error('[web] cache purge failed', error))
  })
  client.on('error', (error) => {
    console.error('[web] cache listener lost its connection, reconnecting', error.message)
    setTimeout(() => void listenForCacheInvalidation().then((next) => (listener = next)), 1000)
  })
  await client.connect()
  await client.query(`LISTEN ${SITE_CACHE_CHANNEL}`)
  return client
}
let listener = await listenForCacheInvalidation()

server.listen(port, host, () => {
  console.log(`[web] listening on http://${host}:${port} (pid ${process.pid})`)
})

function shutdown() {
  server.close()
  server.closeAllConnections()
  void listener.end().catch(() => undefined)
  void nextApp.close().finally(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
