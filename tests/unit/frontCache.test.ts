import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_CACHE_ENTRIES, createApiCache, createFrontCache, isRefresh, refreshPage } from '../../server/frontCache.ts'
import { apiCacheKey } from '../../platform/apiQuery.ts'

const secret = 'test-secret'
let renders = 0
let clock = Date.now()
const refreshes: string[] = []
let port = 0
const cache = createFrontCache({
  now: () => clock,
  // As server/web.ts wires it: a background request, vouched for by the secret, that bypasses the cache.
  refresh: (url) => {
    refreshes.push(url)
    return refreshPage(port, url, secret)
  },
})
/** The API's shareable answers, as server/web.ts keeps them: by path and the parameters the endpoint reads. */
const apiCache = createApiCache({ now: () => clock })
let requestIds = 0
let base = ''
let server: http.Server
/** While set, a '/slow' render waits for it to be called before it ends. */
let releaseSlow: (() => void) | null = null
let holdSlow = false

/** A stand-in for Astro: writes headers with writeHead(status, object) and the body in chunks, as Astro does. */
function page(req: http.IncomingMessage, res: http.ServerResponse) {
  renders++
  const url = new URL(req.url ?? '/', 'http://x')
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }
  if (url.pathname !== '/private') {
    headers['cache-control'] = 'public, max-age=0, s-maxage=60, stale-while-revalidate=3600'
    headers['x-cache-tags'] = url.pathname === '/faq' ? 'faqs,site-settings' : 'site-settings'
  } else {
    headers['cache-control'] = 'private, no-store'
  }
  if (url.pathname === '/cookie') headers['set-cookie'] = 'a=b'
  res.writeHead(200, headers)
  res.write(`<h1>${url.pathname} render ${renders}</h1>`)
  const finish = () => res.end('<p>' + 'x'.repeat(2000) + '</p>')
  if (url.pathname === '/slow' && holdSlow) releaseSlow = finish
  else finish()
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    // As server/observability.ts does for every request, before any answer.
    res.setHeader('x-request-id', `request-${++requestIds}`)
    const which = req.url?.startsWith('/api/') ? apiCache : cache
    if (!isRefresh(req, () => secret) && which.serve(req, res)) return
    which.capture(req, res)
    page(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
})
afterAll(() => server.close())

async function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** Until the renders begun have been kept: their compression runs in the thread pool, slower on a busy machine. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50))
  await expect.poll(() => cache.storing() + apiCache.storing()).toBe(0)
}

/** Renders a page once so the cache keeps it; returns the render count by then. */
async function kept(path: string): Promise<number> {
  await get(path)
  await settle()
  return renders
}

describe('front cache', () => {
  it('keeps a public page after its first render and answers from memory, compressed as asked', async () => {
    const first = await get('/')
    expect(first.body.toString()).toContain('render 1')
    expect(first.headers['x-cache-tags']).toBeUndefined()
    await settle()
    const second = await get('/', { 'accept-encoding': 'gzip' })
    expect(second.headers['x-astro-cache']).toBe('HIT')
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(second.body).toString()).toBe(first.body.toString())
    const third = await get('/', { 'accept-encoding': 'br, gzip' })
    expect(third.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(third.body).toString()).toBe(first.body.toString())
    expect(third.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=3600')
    expect(renders).toBe(1)
  })

  it('keys a page by its path and the parameters pages read, so made-up parameters cannot make it render again', async () => {
    const before = await kept('/chi-siamo')
    for (const query of ['?foo=1', '?foo=2&bar=3', '?utm_source=newsletter', '?location=59100%20-%20Prato', '?']) {
      const answer = await get(`/chi-siamo${query}`)
      expect(answer.headers['x-astro-cache'], query).toBe('HIT')
      expect(answer.body.toString(), query).toContain(`/chi-siamo render ${before}`)
    }
    // A `ref` is read only by the pages of a request, which are never kept: on any other page it changes nothing.
    expect((await get('/chi-siamo?ref=abc')).headers['x-astro-cache']).toBe('HIT')
    // A letter written as its escape is the same path.
    expect((await get('/ch%69-siamo')).headers['x-astro-cache']).toBe('HIT')
    expect(renders).toBe(before)
    // The admin's preview link is read by the page, by its presence: one page of its own, whatever its value.
    expect((await get('/chi-siamo?foo=1&anteprima=1')).headers['x-astro-cache']).toBeUndefined()
    expect(renders).toBe(before + 1)
    await settle()
    expect((await get('/chi-siamo?anteprima=2&bar=2')).headers['x-astro-cache']).toBe('HIT')
    expect(renders).toBe(before + 1)
  })

  it('keeps the real pages through 10,000 made-up addresses, and never keeps a page whose address carries a secret', async () => {
    const real = ['/', '/chi-siamo', '/privacy-policy', '/faq']
    for (const path of real) await kept(path)
    // The one preview among them is rendered and kept before the flood: sixteen requests at once could otherwise
    // all find it missing, and each render it (the cache keeps what a render gave, it does not make others wait).
    await kept('/faq?anteprima')
    const before = renders
    const sizeBefore = cache.size()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
    const made = (i: number) =>
      [`/privacy-policy?ref=${i}`, `/?ref=${i}&utm_source=${i}`, `/chi-siamo?x${i}=${i}`, `/faq?ref=${i}&anteprima`, `/pr%69vacy-policy?ref=${i}`][i % 5]!
    let hits = 0
    for (let start = 0; start < 10_000; start += 16) {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, j) => start + j).filter((i) => i < 10_000).map(
          (i) =>
            new Promise<string | undefined>((resolve, reject) =>
              http.get(`${base}${made(i)}`, { agent }, (res) => res.resume().on('end', () => resolve(res.headers['x-astro-cache'] as string | undefined))).on('error', reject),
            ),
        ),
      )
      hits += answers.filter((answer) => answer === 'HIT').length
    }
    agent.destroy()
    await settle()
    expect(renders - before).toBe(0)
    expect(hits).toBe(10_000)
    expect(cache.size()).toBe(sizeBefore)
    for (const path of real) expect((await get(path)).headers['x-astro-cache'], path).toBe('HIT')
    // The pages of one person's request are never looked up nor kept, whatever their Cache-Control says.
    for (const path of ['/offerte-cap?ref=abc', '/richiesta/abc', '/richiesta', '/reset-password?token=abc']) {
      await kept(path)
      expect((await get(path)).headers['x-astro-cache'], path).toBeUndefined()
    }
  }, 60_000)

  it('answers a hit with the request id of this request, never the one of the render it keeps', async () => {
    await kept('/contatti')
    const hit = await get('/contatti')
    expect(hit.headers['x-astro-cache']).toBe('HIT')
    expect(hit.headers['x-request-id']).toBe(`request-${requestIds}`)
  })

  it('keeps an API answer uncompressed and makes each compressed copy at the first hit that asks for it, then serves that copy', async () => {
    const path = '/api/cap/59200'
    const first = await get(path)
    await settle()
    const rendered = renders
    const plain = await get(path)
    expect(plain.headers['x-astro-cache']).toBe('HIT')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(first.body.toString())
    for (const encoding of ['br', 'gzip'] as const) {
      const made = await get(path, { 'accept-encoding': encoding })
      const again = await get(path, { 'accept-encoding': encoding })
      expect(made.headers['content-encoding']).toBe(encoding)
      expect(again.body.equals(made.body)).toBe(true)
      const decompress = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync
      expect(decompress(again.body).toString()).toBe(first.body.toString())
    }
    expect(renders).toBe(rendered)
  })

  it('keys the API’s answers by path and the parameters their endpoint reads: 10,000 made-up ones leave the real answers cached', async () => {
    const ranking = '/api/offerte-luce/classifica?kwh=2700&kw=3&residente=si'
    const real = ['/api/cap/59100', '/api/cap/50100', ranking, `${ranking}&cap=59100`]
    for (const path of real) await kept(path)
    // What the endpoint reads changes the answer: another CAP, another profile, a profile's own parameter.
    const another = await get('/api/offerte-luce/classifica?kwh=1800&kw=3&residente=si')
    expect(another.headers['x-astro-cache']).toBeUndefined()
    await settle()
    const before = renders
    const sizeBefore = apiCache.size()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
    const made = (i: number) =>
      [`/api/cap/59100?x${i}=${i}`, `/api/cap/5%3910%30?utm_source=${i}`, `${ranking}&ref=${i}`, `/api/offerte-luce/classifica?residente=si&kw=3&kwh=2700&q${i}=1`, `${ranking}&cap=59100&zz=${i}&kwh=9`][i % 5]!
    let hits = 0
    for (let start = 0; start < API_CACHE_ENTRIES; start += 16) {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, j) => start + j).map(
          (i) =>
            new Promise<string | undefined>((resolve, reject) =>
              http.get(`${base}${made(i)}`, { agent }, (res) => res.resume().on('end', () => resolve(res.headers['x-astro-cache'] as string | undefined))).on('error', reject),
            ),
        ),
      )
      hits += answers.filter((answer) => answer === 'HIT').length
    }
    agent.destroy()
    await settle()
    expect(renders - before).toBe(0)
    expect(hits).toBe(API_CACHE_ENTRIES)
    expect(apiCache.size()).toBe(sizeBefore)
    for (const path of real) expect((await get(path)).headers['x-astro-cache'], path).toBe('HIT')
    // An answer of an endpoint not declared shareable is never kept, whatever its Cache-Control says.
    await kept('/api/pages?where=x')
    expect((await get('/api/pages?where=x')).headers['x-astro-cache']).toBeUndefined()
  }, 60_000)

  it('purges exactly the pages carrying a changed tag', async () => {
    const before = await kept('/faq')
    cache.purge(['faqs'])
    expect((await get('/faq')).body.toString()).toContain(`render ${before + 1}`)
    expect((await get('/')).headers['x-astro-cache']).toBe('HIT')
    expect(renders).toBe(before + 1)
  })

  it('never keeps private pages or responses that set a cookie', async () => {
    await get('/private')
    await get('/cookie')
    await settle()
    const before = renders
    await get('/private')
    await get('/cookie')
    expect(renders).toBe(before + 2)
  })

  it('after expiry serves the stale copy to everyone waiting while exactly one request renders it again', async () => {
    const before = await kept('/stale')
    clock += 61_000
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/stale')))
    expect(answers.every((answer) => answer.headers['x-astro-cache'] === 'HIT')).toBe(true)
    expect(answers.every((answer) => answer.body.toString().includes(`render ${before}`))).toBe(true)
    // The one refresh in the background has rendered, then been kept.
    await expect.poll(() => renders).toBe(before + 1)
    await settle()
    expect(renders).toBe(before + 1)
    expect(refreshes.filter((url) => url === '/stale')).toHaveLength(1)
    expect((await get('/stale')).body.toString()).toContain(`render ${before + 1}`)
    expect(renders).toBe(before + 1)
  })

  it('renders afresh once the stale window has passed too', async () => {
    const before = await kept('/old')
    clock += 3_700_000
    expect((await get('/old')).body.toString()).toContain(`render ${before + 1}`)
    expect(refreshes).not.toContain('/old')
  })

  it('answers a refresh header without the secret from the cache, like any request', async () => {
    const before = await kept('/forged')
    const forged = await get('/forged', { 'x-front-cache-refresh': 'guessed' })
    expect(forged.headers['x-astro-cache']).toBe('HIT')
    expect(renders).toBe(before)
  })

  it('does not keep a render that began before a purge: it may hold the content the purge removed', async () => {
    holdSlow = true
    const answer = get('/slow')
    await settle()
    cache.purge(['site-settings'])
    holdSlow = false
    releaseSlow?.()
    await answer
    await settle()
    const before = renders
    expect((await get('/slow')).headers['x-astro-cache']).toBeUndefined()
    expect(renders).toBe(before + 1)
  })
})

describe('the API cache key', () => {
  it('keeps every parameter the ranking reads, so a gas profile never shares an electricity answer', () => {
    const gas = apiCacheKey('/api/offerte-luce/classifica?tipo=gas&smc=1400&cap=20121&made=up')
    const dual = apiCacheKey('/api/offerte-luce/classifica?tipo=dual&smc=1400&cap=20121&kwh=2700')
    const luce = apiCacheKey('/api/offerte-luce/classifica?cap=20121&kwh=2700')
    expect(gas).toBe('/api/offerte-luce/classifica?tipo=gas&smc=1400&cap=20121')
    expect(new Set([gas, dual, luce]).size).toBe(3)
    expect(apiCacheKey('/api/public/request?ref=abc')).toBeNull()
  })
})
