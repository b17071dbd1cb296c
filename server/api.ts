/**
 * The API under /api, answered by Payload's framework-agnostic request handler (`handleEndpoints`, what Next's own
 * REST route calls) on the web process's Payload instance: an API call crosses no framework besides Payload. The
 * request becomes a Fetch Request (the body streamed, never buffered here), the Response is streamed back, so the
 * live event streams stay open and uploads are read once — but a JSON answer, already whole, goes out in one write with
 * its length. The body is bounded and the Host checked on the socket first
 * (server/requestGuards.ts): Payload reads a whole body itself before any endpoint's own limit can run.
 */
import type http from 'node:http'
import { Readable } from 'node:stream'
import { handleEndpoints, type SanitizedConfig } from 'payload'
import { genericMessages } from '#content-schema'
import { guardRequest, wasRefused } from './requestGuards.ts'

function fetchRequest(req: http.IncomingMessage, url: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(url, `http://${req.headers.host ?? 'localhost'}`), {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

async function send(res: http.ServerResponse, response: Response): Promise<void> {
  if (res.headersSent || res.destroyed) {
    await response.body?.cancel().catch(() => undefined)
    return
  }
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  // A JSON answer is whole before it is sent (Response.json): written at once with its length, in one write, rather
  // than piped from a web stream as chunks and a closing chunk (docs/performance.md, the offers page). Streams (the
  // live events, files) are piped as they come.
  if (response.body && String(response.headers.get('content-type')).startsWith('application/json')) {
    const whole = Buffer.from(await response.arrayBuffer())
    res.writeHead(response.status, { ...headers, 'content-length': String(whole.length) })
    res.end(whole)
    return
  }
  res.writeHead(response.status, headers)
  if (!response.body) {
    res.end()
    return
  }
  const body = Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0])
  res.once('close', () => body.destroy())
  body.on('error', () => res.destroy())
  body.pipe(res)
}

/** The web server's handler for /api: Payload's endpoints on `config`'s instance. */
export function mountApi(config: Promise<SanitizedConfig> | SanitizedConfig) {
  return function handle(req: http.IncomingMessage, res: http.ServerResponse, url: string): void {
    if (!guardRequest(req, res)) return
    handleEndpoints({ config, request: fetchRequest(req, url) })
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        // A body refused on the socket fails its reader: the 413 is already out.
        if (wasRefused(req)) return
        console.error('[api] request failed', error)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: genericMessages.serverError }))
      })
  }
}
