/**
 * A local SMS gateway with a web inbox, started by `npm start` when SMS_URL is unset, beside the mail catcher.
 * It speaks the product's SMS protocol (cms/src/sms/gateway.ts: `POST /api/sms` with `{ from, to, text }`), sends
 * nothing anywhere, keeps the newest 500 messages in memory and shows them at its web address. The JSON API
 * (`GET /api/messages`) is what the end-to-end tests read.
 */
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { escapeHtml, inboxStyles } from './mail-catcher.ts'

export type CaughtSms = { id: string; from: string; to: string; text: string; date: string }

const MAX_MESSAGES = 500
const MAX_BODY_BYTES = 16_384

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) reject(new Error('too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export function startSmsCatcher(options: { webPort: number; host?: string }) {
  const host = options.host ?? '127.0.0.1'
  const messages: CaughtSms[] = []

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sms')
    if (url.pathname === '/api/sms' && req.method === 'POST') {
      readBody(req)
        .then((text) => {
          const body = JSON.parse(text) as { from?: unknown; to?: unknown; text?: unknown }
          if (typeof body.to !== 'string' || typeof body.text !== 'string') return json(res, 400, { error: 'to and text are required' })
          const message = { id: randomUUID(), from: typeof body.from === 'string' ? body.from : '', to: body.to, text: body.text, date: new Date().toISOString() }
          messages.unshift(message)
          messages.length = Math.min(messages.length, MAX_MESSAGES)
          json(res, 201, { id: message.id })
        })
        .catch(() => json(res, 400, { error: 'invalid body' }))
      return
    }
    if (url.pathname === '/api/messages' && req.method === 'GET') return json(res, 200, messages)
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0
      res.writeHead(204)
      res.end()
      return
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(renderInbox(messages))
      return
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Non trovato')
  })

  return {
    messages,
    async listen() {
      await new Promise<void>((resolve) => web.listen(options.webPort, host, resolve))
    },
    async close() {
      web.closeAllConnections()
      await new Promise<void>((resolve) => web.close(() => resolve()))
    },
  }
}

function renderInbox(messages: CaughtSms[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(new Date(message.date).toLocaleString('it-IT'))}</td><td>${escapeHtml(message.to)}</td>` +
        `<td><pre>${escapeHtml(message.text)}</pre></td></tr>`,
    )
    .join('')
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>SMS in arrivo (sviluppo)</title><style>${inboxStyles}</style></head><body><header><h1>SMS in arrivo (sviluppo)</h1></header>
<main>${messages.length ? `<table><thead><tr><th>Data</th><th>A</th><th>Testo</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Nessun SMS ancora.</p>'}</main></body></html>`
}

if (import.meta.main) {
  const port = Number(process.env.SMS_WEB_PORT ?? 8026)
  const catcher = startSmsCatcher({ webPort: port })
  await catcher.listen()
  console.log(`[sms] gateway and inbox on ${port} (pid ${process.pid})`)
  const stop = () => void catcher.close().finally(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
