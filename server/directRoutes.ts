/**
 * Mounts the direct public routes (cms/src/endpoints/public/direct.ts: the CAP lookup, progress saves, leads and
 * offers) on the web server, ahead of Next: their one handler, answered without crossing Next and Payload.
 */
import type http from 'node:http'
import { answerDirect, type DirectAnswer, type DirectDeps, type DirectRequest } from '../cms/src/endpoints/public/direct.ts'
import { MAX_BODY_BYTES } from '../cms/src/lib/publicWrite.ts'

/** The body as text, at most one byte over the limit (enough for the caller to refuse it as too large). */
function readText(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return
      size += chunk.length
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY_BYTES + 1)))
    req.on('error', reject)
  })
}

function directRequest(req: http.IncomingMessage, url: string): DirectRequest {
  return {
    method: req.method ?? 'GET',
    url,
    header: (name) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value[0] : value
    },
    readText: () => readText(req),
  }
}

async function send(res: http.ServerResponse, answer: DirectAnswer): Promise<void> {
  if (!(answer instanceof Response)) {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) })
    res.end(answer.body)
    return
  }
  const body = Buffer.from(await answer.arrayBuffer())
  res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), 'content-length': String(body.length) })
  res.end(body)
}

/** The web server's request listener for the direct routes: true when the request was answered here. */
export function mountDirectRoutes(deps: DirectDeps) {
  return function handle(req: http.IncomingMessage, res: http.ServerResponse, url: string): boolean {
    const answer = answerDirect(deps, directRequest(req, url))
    if (!answer) return false
    if (answer instanceof Promise) answer.then((result) => send(res, result)).catch(() => res.destroy())
    else void send(res, answer).catch(() => res.destroy())
    return true
  }
}
