import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { genericMessages } from '#content-schema'
import { startApi } from '../support/helpers.ts'
import { capturePayloadLog } from '../support/payloadLog.ts'

/**
 * What the web server refuses before any framework reads a request (server/requestGuards.ts), over real sockets to
 * the web server's /api: a body above 1 MiB on any method and with a method override, a malformed Host, a request
 * line or header the parser cannot read.
 */
let api: Awaited<ReturnType<typeof startApi>>
let port = 0
beforeAll(async () => {
  api = await startApi()
  port = Number(new URL(api.base).port)
})
afterAll(() => api.close())

const MiB = 1024 * 1024
const tooLarge = { errors: [{ message: genericMessages.tooLarge }] }

type Streamed = { status: number; body: unknown; sent: number }

/**
 * Sends up to `total` bytes of a form body in 64 KiB pieces, as fast as the socket takes them, and stops at the
 * server's answer. Nothing of that size is ever held in the test's memory.
 */
function streamBody(method: string, path: string, total: number, headers: Record<string, string>): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const piece = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    let answered = false
    const request = http.request({ host: '127.0.0.1', port, method, path, agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } })
    request.on('response', (response) => {
      answered = true
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null'), sent }))
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body: null, sent }))
    })
    // Once answered, the server closes the connection under the body still being written.
    request.on('error', (error) => {
      if (!answered) reject(new Error(`no answer after ${sent} bytes: ${error.message}`))
    })
    const write = () => {
      while (!answered && sent < total) {
        sent += piece.length
        if (!request.write(piece)) return void request.once('drain', write)
      }
      if (!answered) request.end()
    }
    write()
  })
}

describe('a body above the limit, on the socket', () => {
  it('refuses a 300 MB form body sent with X-HTTP-Method-Override: GET at 1 MiB, without the process growing', async () => {
    global.gc?.()
    const before = process.memoryUsage().rss
    const started = Date.now()
    const chunked = await streamBody('POST', '/api/pages', 300 * MiB, { 'x-http-method-override': 'GET', 'transfer-encoding': 'chunked' })
    expect([chunked.status, chunked.body]).toEqual([413, tooLarge])
    // The answer came at the limit, not at the end: what was sent is the limit plus what the sockets' buffers held.
    expect(chunked.sent).toBeLessThan(32 * MiB)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MiB)

    // A declared length above the limit is refused before a byte of the body is read.
    const declared = await streamBody('POST', '/api/pages', 300 * MiB, { 'x-payload-http-method-override': 'GET', 'content-length': String(300 * MiB) })
    expect([declared.status, declared.body]).toEqual([413, tooLarge])
    expect(declared.sent).toBeLessThan(32 * MiB)
  }, 60_000)

  it('refuses it on every method that reads a body, and keeps the override working below the limit', async () => {
    for (const [method, path] of [
      ['PATCH', '/api/users/1'],
      ['POST', '/api/users/login'],
      ['POST', '/api/public/leads'],
      ['POST', '/api/globals/site-settings'],
    ]) {
      const answer = await streamBody(method!, path!, 8 * MiB, { 'transfer-encoding': 'chunked', 'content-type': 'application/json' })
      expect([answer.status, answer.body], `${method} ${path}`).toEqual([413, tooLarge])
    }
    const small = await fetch(`${api.base}/api/pages`, {
      method: 'POST',
      headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'where[slug][equals]=chi-siamo&depth=0',
    })
    expect(small.status).toBe(200)
    expect(((await small.json()) as { docs: { slug: string }[] }).docs.map((doc) => doc.slug)).toEqual(['chi-siamo'])
  })

  it('closes the connection without resetting it, so the 413 reaches a client that is still sending', async () => {
    // The headers and 2 MiB of body in one write: most of it is still unread on the server's side when the 413 goes
    // out. A socket closed with unread bytes is reset, and the client could lose the answer (ECONNRESET).
    const piece = 'a'.repeat(2 * MiB)
    const head = 'POST /api/public/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n'
    for (const text of [`${head}Content-Length: ${300 * MiB}\r\n\r\n${piece}`, `${head}Transfer-Encoding: chunked\r\n\r\n${piece.length.toString(16)}\r\n${piece}\r\n`]) {
      const { response, error } = await raw(text)
      const sent = text.slice(0, text.indexOf('\r\n\r\n'))
      expect(response.split('\r\n')[0], sent).toBe('HTTP/1.1 413 Payload Too Large')
      expect(response.split('\r\n\r\n')[1], sent).toBe(JSON.stringify(tooLarge))
      expect(error, sent).toBeUndefined()
    }
  })
})

/**
 * Writes `text` on a new connection and reads until the server closes it (or fails after `timeoutMs`); `error` is the
 * code of the connection's error, if it ended in one (ECONNRESET for a reset).
 */
function raw(text: string, timeoutMs = 3000): Promise<{ response: string; ms: number; error?: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text))
    let response = ''
    let error: string | undefined
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (response += chunk))
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code))
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`the socket was still open after ${timeoutMs} ms; it had read: ${JSON.stringify(response.slice(0, 200))}`))
    }, timeoutMs)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ response, ms: Date.now() - started, error })
    })
  })
}

describe('a request the server cannot read', () => {
  it('answers a malformed Host, request line or header with one 400 at once and closes the socket without a reset, logging at most one line', async () => {
    const log = capturePayloadLog({ quiet: true })
    const logged = log.lines
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    const requests = [
      'GET /api/pages HTTP/1.1\r\nHost: [::1\r\n\r\n',
      'GET /api/pages HTTP/1.1\r\nHost: exa mple.com\r\n\r\n',
      'GET /api/pages HTTP/1.1\r\nHost: user@example.com\r\n\r\n',
      'GET /api/pages HTTP/1.1\r\nHost: example.com:99999999\r\n\r\n',
      'POST /api/users/login HTTP/1.1\r\nHost: a/b\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      'GET /api/pages HTTP/1.1 extra\r\nHost: localhost\r\n\r\n',
      'GET /api/pages HTTP/1.1\r\nHost localhost\r\n\r\n',
      'GET /api/pages HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      'GARBAGE\r\n\r\n',
      'GET http://evil.example/api/pages HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /api/pages%ZZ HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /api/pages%E0%A4%A HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /api/%C0%AFpages HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /api/pages HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u0001b\r\n\r\n',
    ]
    try {
      for (const text of requests) {
        const { response, ms } = await raw(text)
        expect(response.split('\r\n')[0], text).toBe('HTTP/1.1 400 Bad Request')
        expect(response, text).toMatch(/\r\nconnection: close\r\n/i)
        expect(response.split('\r\n\r\n')[1], text).toBe(JSON.stringify({ errors: [{ message: genericMessages.invalidRequest }] }))
        expect(ms, text).toBeLessThan(1000)
      }
    } finally {
      log.stop()
      consoleError.mockRestore()
    }
    // Headers too large: Node's 431, answered the same way.
    const { response: tooLarge, ms } = await raw(`GET /api/pages HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(tooLarge.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(ms).toBeLessThan(1000)
    // A client still sending after what the parser refused reads the 400, and the connection ends without a reset.
    const sending = await raw(`GET /api/pages HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u0001b\r\n\r\n${'a'.repeat(2 * MiB)}`)
    expect([sending.response.split('\r\n')[0], sending.error]).toEqual(['HTTP/1.1 400 Bad Request', undefined])
    expect(logged.length).toBeLessThanOrEqual(requests.length)
    // A well-formed request on the same server is answered as before.
    const { response } = await raw('GET /api/pages?limit=1&depth=0 HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n')
    expect(response.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
  })
})
