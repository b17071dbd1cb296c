import http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { apiCacheKey } from '../platform/apiQuery.ts'
import { pageCacheKey } from '../platform/pageQuery.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

type Entry = {
  status: number
  headers: [string, string][]
  identity: Buffer
  /** The compressed copies: computed when kept, or, in a cache made with `compressOnHit`, at the first hit asking for each. */
  gzip: Buffer | null
  br: Buffer | null
  tags: string[]
  expiresAt: number
  /** Until when it may still be served while a fresh copy is fetched (the page's stale-while-revalidate). */
  staleUntil: number
  refreshing: boolean
}

/** Response headers that describe one transfer, not the page; never replayed from the cache. */
const PER_TRANSFER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'x-request-id'])
/** The header through which a page tells this cache its content tags (site/src/lib/cache.ts); never sent out. */
export const CACHE_TAGS_HEADER = 'x-cache-tags'

/**
 * A byte cache in front of Astro for public pages: a hit is answered by Node itself, with gzip and brotli
 * already computed, so a cached page crosses no framework at all. What it may keep is decided by the page:
 * a 200 with `Cache-Control: public … s-maxage=N` and no Set-Cookie, kept N seconds, then — given
 * `stale-while-revalidate=M` and a `refresh` — still served for up to M seconds while one request in the
 * background (`refresh(url)`, which must bypass `serve`) fetches the fresh copy: an expiry never sends every
 * waiting visitor to Astro at once. Content changes purge it by the tags the page named (server/web.ts); it is
 * the site's only page cache. `key` names what a request asks for (by default a page's: its path and the query
 * parameters pages read), or null for what is never looked up nor kept (a page whose address carries a secret).
 */
export function createFrontCache(options: { maxEntries?: number; refresh?: (url: string) => Promise<unknown>; now?: () => number; key?: (url: string) => string | null; brotliQuality?: number; gzipLevel?: number; compressOnHit?: boolean } = {}) {
  const maxEntries = options.maxEntries ?? 1000
  const brotliQuality = options.brotliQuality ?? 9
  const gzipLevel = options.gzipLevel ?? 9
  const brotliParams = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }
  const keyOfUrl = options.key ?? pageCacheKey
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  /** Keys whose compressed copies are being computed: concurrent renders of one page are compressed once. */
  const storing = new Set<string>()
  /** Counts purges: a render that began before one may hold the content it removed, so it is not kept. */
  let purges = 0

  function refreshInBackground(key: string, entry: Entry, refresh: (url: string) => Promise<unknown>) {
    if (entry.refreshing) return
    entry.refreshing = true
    refresh(key)
      .catch((error: unknown) => console.error(`[web] refreshing ${key} failed`, error))
      .finally(() => {
        entry.refreshing = false
      })
  }

  /** A page by its path and the query parameters it reads (platform/pageQuery.ts); any other gives the same page. */
  function keyOf(req: http.IncomingMessage): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    return req.url ? keyOfUrl(req.url) : null
  }

  function pickEncoding(req: http.IncomingMessage): 'br' | 'gzip' | 'identity' {
    const accepted = String(req.headers['accept-encoding'] ?? '')
    if (/\bbr\b/.test(accepted)) return 'br'
    if (/\bgzip\b/.test(accepted)) return 'gzip'
    return 'identity'
  }

  /** Answers from the cache when it can; returns whether it did. */
  function serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const key = keyOf(req)
    if (!key) return false
    const entry = entries.get(key)
    if (!entry) return false
    const time = now()
    if (entry.expiresAt <= time) {
      if (!options.refresh || entry.staleUntil <= time) {
        entries.delete(key)
        return false
      }
      refreshInBackground(key, entry, options.refresh)
    }
    const encoding = pickEncoding(req)
    const body =
      encoding === 'br'
        ? (entry.br ??= zlib.brotliCompressSync(entry.identity, brotliParams))
        : encoding === 'gzip'
          ? (entry.gzip ??= zlib.gzipSync(entry.identity, { level: gzipLevel }))
          : entry.identity
    // Headers the server already set with the same value (the security headers) are not validated again.
    for (const [name, value] of entry.headers) if (res.getHeader(name) !== value) res.setHeader(name, value)
    res.setHeader('x-astro-cache', 'HIT')
    res.setHeader('vary', 'Accept-Encoding')
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding)
    res.setHeader('content-length', body.length)
    res.writeHead(entry.status)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  /** Watches a response on its way out and keeps it when the page allows; strips the internal tags header. */
  function capture(req: http.IncomingMessage, res: http.ServerResponse): void {
    const key = keyOf(req)
    const purgesAtStart = purges
    const chunks: Buffer[] = []
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse
    let tags: string[] = []
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      // Headers given to writeHead are moved onto the response first, so they can be read when storing.
      const headers = rest.find((arg) => arg && typeof arg === 'object') as Record<string, string | string[]> | undefined
      for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value)
      tags = takeTags(res)
      const statusMessage = rest.find((arg) => typeof arg === 'string') as string | undefined
      return statusMessage === undefined ? writeHead(statusCode) : writeHead(statusCode, statusMessage)
    }) as typeof res.writeHead
    // Whether this response may be kept, decided once its headers are final (at its first chunk): one that may not
    // — private, a cookie, an error, an event stream that stays open for hours — is passed through unbuffered.
    let lifetime: Lifetime | null | undefined
    const keeps = () => {
      if (lifetime === undefined) lifetime = key && req.method === 'GET' && res.statusCode === 200 && !res.hasHeader('set-cookie') ? cacheLifetime(res) : null
      return lifetime !== null
    }
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || !keeps()) return
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    }
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0])
      return write(chunk, ...rest)
    }) as typeof res.write
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (!res.headersSent) tags = takeTags(res)
      collect(chunk, rest[0])
      if (key && keeps() && lifetime && !storing.has(key) && purges === purgesAtStart) {
        storing.add(key)
        void store(key, res, Buffer.concat(chunks), tags, lifetime, purgesAtStart).finally(() => storing.delete(key))
      }
      return end(chunk, ...rest)
    }) as typeof res.end
  }

  async function store(key: string, res: http.ServerResponse, identity: Buffer, tags: string[], lifetime: Lifetime, purgesAtStart: number) {
    const headers: [string, string][] = []
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || PER_TRANSFER.has(name) || name === CACHE_TAGS_HEADER) continue
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
    }
    const [gz, br] = options.compressOnHit ? [null, null] : await Promise.all([gzip(identity, { level: gzipLevel }), brotli(identity, brotliParams)])
    if (purges !== purgesAtStart) return
    if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
    const storedAt = now()
    const expiresAt = storedAt + lifetime.maxAgeS * 1000
    entries.set(key, { status: 200, headers, identity, gzip: gz, br, tags, expiresAt, staleUntil: expiresAt + lifetime.staleS * 1000, refreshing: false })
  }

  function purge(tags: string[]): void {
    purges++
    const wanted = new Set(tags)
    for (const [key, entry] of entries) if (entry.tags.some((tag) => wanted.has(tag))) entries.delete(key)
  }

  // `storing`: how many answers are being kept (compressed, then stored) at this moment.
  return { serve, capture, purge, size: () => entries.size, storing: () => storing.size }
}

export const API_CACHE_ENTRIES = 10_000
/**
 * An API answer is kept for one question (a profile's ranking, a CAP) and asked again a few times, where a page is
 * served thousands of times: its compressed copies are made at the first hit asking for each (the miss that kept it
 * was already compressed once on its way out), brotli 5 instead of 9 and gzip 6 instead of 9. On a ranking's 77 KB
 * brotli 5 costs 0.6 ms of CPU instead of 3.7 ms, for a copy 2 % larger (docs/performance.md).
 */
const API_BROTLI_QUALITY = 5
const API_GZIP_LEVEL = 6

/**
 * The cache of the API's answers that anybody may share (`public, s-maxage`: the CAP lookup, the electricity
 * ranking), apart from the pages' so that looking up thousands of postcodes never pushes a page out; keyed by the
 * path and the parameters its endpoint reads (platform/apiQuery.ts), at most 10,000 answers.
 */
export function createApiCache(options: { now?: () => number } = {}) {
  return createFrontCache({ ...options, maxEntries: API_CACHE_ENTRIES, key: apiCacheKey, brotliQuality: API_BROTLI_QUALITY, gzipLevel: API_GZIP_LEVEL, compressOnHit: true })
}

/** The header by which the front cache's own background request asks for a fresh render, not the cached copy. */
const REFRESH_HEADER = 'x-front-cache-refresh'

/** Whether this request is such a refresh, vouched for by `secret`; the header is removed either way. */
export function isRefresh(req: http.IncomingMessage, secret: () => string): boolean {
  const sent = req.headers[REFRESH_HEADER]
  if (sent === undefined) return false
  delete req.headers[REFRESH_HEADER]
  return sent === secret()
}

/** Renders a page again through the server's private port, uncompressed, so that the cache keeps the result. */
export function refreshPage(port: number, url: string, secret: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: { [REFRESH_HEADER]: secret, 'accept-encoding': 'identity' } }, (response) => {
      response.resume()
      response.on('end', resolve)
      response.on('error', reject)
    })
    request.on('error', reject)
    request.setTimeout(30_000, () => request.destroy(new Error('timed out')))
  })
}

function takeTags(res: http.ServerResponse): string[] {
  const raw = res.getHeader(CACHE_TAGS_HEADER)
  res.removeHeader(CACHE_TAGS_HEADER)
  return raw ? String(raw).split(',').map((tag) => tag.trim()).filter(Boolean) : []
}

type Lifetime = { maxAgeS: number; staleS: number }

/** How long a shared cache may keep the response, and serve it stale after that; null when it may not. */
function cacheLifetime(res: http.ServerResponse): Lifetime | null {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  if (!/\bpublic\b/.test(cacheControl)) return null
  const maxAgeS = Number(cacheControl.match(/s-maxage=(\d+)/)?.[1] ?? 0)
  if (maxAgeS <= 0) return null
  return { maxAgeS, staleS: Number(cacheControl.match(/stale-while-revalidate=(\d+)/)?.[1] ?? 0) }
}
