import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { genericMessages } from '#content-schema'
import { RENDERS_PER_ADDRESS } from '../../server/renderLimit.ts'
import { baseUrl } from './harness.ts'

/**
 * What one address can make the web server render. Each visitor here has a loopback address of its own (127.0.0.x:
 * the server sees the socket's address); 127.0.0.1, the machine itself, where the other test files come from, is
 * not counted.
 */
function get(path: string, from: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(path, baseUrl)
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname, port: url.port, path: `${url.pathname}${url.search}`, localAddress: from }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }))
      })
      .on('error', reject)
  })
}

describe('renders per address', () => {
  it('a page asked with made-up parameters is answered from the cache', async () => {
    const visitor = '127.0.0.21'
    await get('/come-funziona', visitor)
    await expect.poll(async () => (await get('/come-funziona', visitor)).headers['x-astro-cache'], { timeout: 5000 }).toBe('HIT')
    for (let i = 0; i < 30; i++) {
      const answer = await get(`/come-funziona?foo=${i}&utm_source=${i}`, visitor)
      expect([answer.status, answer.headers['x-astro-cache']], String(i)).toEqual([200, 'HIT'])
    }
  })

  it('past its limit of renders an address gets an Italian 429, while cached pages and other addresses are served', async () => {
    const flooder = '127.0.0.22'
    // Cached first, so it is not one of the renders counted below.
    await get('/chi-siamo', flooder)
    let refused: Awaited<ReturnType<typeof get>> | undefined
    let rendered = 0
    for (let batch = 0; !refused && batch * 8 < RENDERS_PER_ADDRESS.limit + 16; batch++) {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => get(`/pagina-inesistente-${batch}-${i}`, flooder)))
      rendered += answers.filter((answer) => answer.status === 404).length
      refused = answers.find((answer) => answer.status === 429)
    }
    expect(refused?.status).toBe(429)
    expect(rendered).toBeGreaterThanOrEqual(RENDERS_PER_ADDRESS.limit - 8)
    expect(refused?.body).toContain(genericMessages.tooManyRequests)
    expect(refused?.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)

    expect((await get('/chi-siamo', flooder)).status).toBe(200)
    expect((await get('/pagina-inesistente-altro', '127.0.0.23')).status).toBe(404)
    expect((await get('/pagina-inesistente-altro', '127.0.0.1')).status).toBe(404)
  })
})
