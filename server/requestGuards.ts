/**
 * What the web server refuses before any framework reads a request (docs/security.md):
 * - a body above the REST limit (1 MiB, 6 MiB for a multipart upload: cms/src/api/restLimits.ts), on every path and
 *   method, counted as it arrives on the socket: Payload's `handleEndpoints` reads a whole body itself, before any
 *   endpoint runs, when a POST carries `X-HTTP-Method-Override: GET`, and Astro and Next read theirs too. A declared
 *   length above the limit is refused before a byte is read; an undeclared one (chunked) when the count passes it.
 *   Either way the answer is a 413 in Italian and the connection is closed, the rest read only to be dropped;
 * - a `Host` that is not a host name or address with an optional port (it would make every URL built from it throw),
 *   and a request target that is not a path whose escapes decode;
 * - a request the HTTP parser cannot read (request line, header, framing): one 400 (431 for headers too large, 408
 *   for one too slow), the socket closed, nothing logged.
 */
import type http from 'node:http'
import type net from 'node:net'
import { genericMessages } from '#content-schema'
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../cms/src/api/restLimits.ts'

export function bodyLimit(req: http.IncomingMessage): number {
  return String(req.headers['content-type'] ?? '').includes('multipart/') ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES
}

const refusedMessage = (message: string) => JSON.stringify({ errors: [{ message }] })

/** How long a refused connection's further bytes are read and dropped before it is closed (lingerThenClose). */
const LINGER_MS = 2000

/**
 * Closes a refused request's connection without resetting it. A socket closed with bytes it has not read makes the
 * kernel reset the connection, and a client still writing its body can meet that reset before it reads the answer (a
 * 413 seen as ECONNRESET). So once the answer is out our side is ended, and what the client still sends is read and
 * dropped until it closes its side or LINGER_MS pass; then the socket is destroyed. Node calls `destroySoon` when an
 * answer with `Connection: close` is finished.
 */
function lingerThenClose(socket: net.Socket): void {
  socket.destroySoon = () => closeWithoutReset(socket)
}

/** Ends our side of a refused connection, and destroys it when the client ends its side or LINGER_MS pass. */
function closeWithoutReset(socket: net.Socket): void {
  if (socket.writable) socket.end()
  const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref()
  socket.once('close', () => clearTimeout(timer))
  socket.once('end', () => socket.destroy())
}

/** Answers `status` with an Italian message and closes the connection once the answer is out (lingerThenClose). */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, message: string): void {
  refused.add(req)
  lingerThenClose(req.socket)
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = refusedMessage(message)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' })
  res.end(body)
}

const bounded = new WeakSet<http.IncomingMessage>()
/** Connections the parser could not read, already answered by answerClientError. */
const answered = new WeakSet<net.Socket>()
const refused = new WeakSet<http.IncomingMessage>()

/** Whether the request was already answered by a guard here (its handler then has nothing to log or write). */
export const wasRefused = (req: http.IncomingMessage) => refused.has(req)

/**
 * Bounds the request's body: false when it was refused at once (its declared length is above the limit); otherwise
 * the body is counted as the parser hands it over, and the request is answered 413 and its socket closed the moment
 * the count passes the limit, whoever is reading it. Calling it again on the same request does nothing.
 */
export function boundBody(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (bounded.has(req)) return !refused.has(req)
  bounded.add(req)
  const limit = bodyLimit(req)
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > limit) {
    refuse(req, res, 413, genericMessages.tooLarge)
    return false
  }
  let received = 0
  const push = req.push.bind(req)
  // The HTTP parser hands each piece of the body to `push`: counting there bounds every reader alike. Past the limit
  // nothing more reaches the reader (it fails when the connection closes) and the parser keeps reading, to drop it.
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused.has(req)) return true
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length
      if (received > limit) {
        refuse(req, res, 413, genericMessages.tooLarge)
        return true
      }
    }
    return push(chunk, encoding)
  }
  return true
}

const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** A `Host` header the server can build a URL from (absent is allowed: HTTP/1.0; Node refuses it on HTTP/1.1). */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true
  if (!HOST.test(host)) return false
  try {
    new URL(`http://${host}/`)
    return true
  } catch {
    return false
  }
}

/**
 * A request target this server answers: a path (origin-form; an absolute URL is for proxies, and this is none), or
 * `*` for OPTIONS; the path's escapes must decode (`%ZZ`, a cut `%E0%A4%A`, an overlong `%C0%AF` make the frameworks
 * that decode it throw).
 */
export function isValidTarget(method: string, url: string): boolean {
  if (url === '*') return method === 'OPTIONS'
  if (!url.startsWith('/')) return false
  const end = url.search(/[?#]/)
  try {
    decodeURI(end === -1 ? url : url.slice(0, end))
    return true
  } catch {
    return false
  }
}

/**
 * Every guard on a request the parser read, before anything else reads it: a malformed target or Host is a 400, a
 * body above the limit a 413 (boundBody), the connection closed. False when refused. Calling it again does nothing.
 */
export function guardRequest(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (refused.has(req)) return false
  if (!isValidTarget(req.method ?? 'GET', req.url ?? '') || !isValidHost(req.headers.host)) {
    refuse(req, res, 400, genericMessages.invalidRequest)
    return false
  }
  return boundBody(req, res)
}

/**
 * The server's answer to what its HTTP parser cannot read: Node's own statuses, an Italian body, the socket closed.
 * Nothing is logged: a stranger's malformed bytes are not the operator's concern, and logging them is a flood. The
 * connection closes without a reset, as a refused request's does (lingerThenClose).
 */
export function answerClientError(error: NodeJS.ErrnoException & { bytesParsed?: number }, socket: net.Socket): void {
  // Each piece the client still sends after the answer fails the parser again: dropped while the socket lingers.
  if (answered.has(socket)) return
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as net.Socket & { _httpMessage?: http.ServerResponse })._httpMessage?.headersSent) {
    socket.destroy()
    return
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request']
  const body = refusedMessage(genericMessages.invalidRequest)
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
  answered.add(socket)
  closeWithoutReset(socket)
}

/** The guards on a server: unreadable requests answered and closed at once. */
export function guardServer(server: http.Server): void {
  server.on('clientError', answerClientError)
}
