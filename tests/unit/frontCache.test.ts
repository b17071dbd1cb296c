import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrontCache } from '../../server/frontCache.ts'

let renders = 0
let clock = Date.now()
const refreshes: string[] = []
const cache = createFrontCache({
  now: () => clock,
  // As server/web.ts does: a background request that bypasses the cache and lets the render be kept.
  refresh: async (url) => {
    refreshes.push(url)
    await get(url, { 'x-refresh': '1' })
  },
})
let base = ''
let server: http.Server

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
  res.end('<p>' + 'x'.repeat(2000) + '</p>')
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!req.headers['x-refresh'] && cache.serve(req, res)) return
    cache.capture(req, res)
    page(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

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

  it('purges exactly the pages carrying a changed tag', async () => {
    await get('/faq')
    await settle()
    const before = renders
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
    await get('/stale')
    await settle()
    const before = renders
    clock += 61_000
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/stale')))
    expect(answers.every((answer) => answer.headers['x-astro-cache'] === 'HIT')).toBe(true)
    expect(answers.every((answer) => answer.body.toString().includes(`render ${before}`))).toBe(true)
    await settle()
    expect(renders).toBe(before + 1)
    expect(refreshes.filter((url) => url === '/stale')).toHaveLength(1)
    expect((await get('/stale')).body.toString()).toContain(`render ${before + 1}`)
    expect(renders).toBe(before + 1)
  })

  it('renders afresh once the stale window has passed too', async () => {
    await get('/old')
    await settle()
    const before = renders
    clock += 3_700_000
    expect((await get('/old')).body.toString()).toContain(`render ${before + 1}`)
    expect(refreshes).not.toContain('/old')
  })
})
