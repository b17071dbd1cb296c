/**
 * A local catch-all SMTP server with a web inbox, started by `npm start` when SMTP_URL is unset.
 * Nothing leaves the machine: every message is kept in memory (the newest 500) and shown at the inbox URL.
 * The JSON API (/api/messages) is what the end-to-end tests read.
 */
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'

export type CaughtMessage = {
  id: string
  from: string
  to: string[]
  subject: string
  date: string
  text: string
  html: string
  /** The template that wrote it (`X-Template-Version`, cms/src/email/messageTemplates.ts), when one did. */
  templateVersion: string | null
}

const MAX_MESSAGES = 500

export function startMailCatcher(options: { smtpPort: number; webPort: number; host?: string }) {
  const host = options.host ?? '127.0.0.1'
  const messages: CaughtMessage[] = []

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.unshift({
            id: randomUUID(),
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '(senza oggetto)',
            date: new Date().toISOString(),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            templateVersion: String(parsed.headers.get('x-template-version') ?? '') || null,
          })
          messages.length = Math.min(messages.length, MAX_MESSAGES)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })

  // A client that drops its connection mid-conversation (a jobs runner killed while it sends) makes the server
  // emit 'error' (ECONNRESET); without a listener that would end this process and take the inbox with it.
  smtp.on('error', (error: Error) => console.warn(`[mail] SMTP client connection failed: ${error.message}`))

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox')
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(messages))
      return
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0
      res.writeHead(204)
      res.end()
      return
    }
    const match = url.pathname.match(/^\/messages\/([\w-]+)$/)
    if (match) {
      const message = messages.find((candidate) => candidate.id === match[1])
      if (!message) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        res.end('Messaggio non trovato')
        return
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(renderMessage(message))
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
      await new Promise<void>((resolve) => smtp.listen(options.smtpPort, host, resolve))
      await new Promise<void>((resolve) => web.listen(options.webPort, host, resolve))
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      web.closeAllConnections()
      await new Promise<void>((resolve) => web.close(() => resolve()))
    },
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The inboxes' look (this one and the SMS catcher's, server/sms-catcher.ts). */
export const inboxStyles = `body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
header{background:#065f46;color:#fff;padding:16px 24px}h1{margin:0;font-size:20px}
main{max-width:960px;margin:24px auto;padding:0 16px}table{width:100%;border-collapse:collapse;background:#fff}
td,th{padding:10px 12px;border-bottom:1px solid #e2e8f0;text-align:left;font-size:14px}a{color:#047857}
iframe{width:100%;height:70vh;border:1px solid #e2e8f0;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px}`

function renderInbox(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(new Date(message.date).toLocaleString('it-IT'))}</td><td>${escapeHtml(message.to.join(', '))}</td>` +
        `<td><a href="/messages/${message.id}">${escapeHtml(message.subject)}</a></td></tr>`,
    )
    .join('')
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<title>Posta in arrivo (sviluppo)</title><style>${inboxStyles}</style></head><body><header><h1>Posta in arrivo (sviluppo)</h1></header>
<main>${messages.length ? `<table><thead><tr><th>Data</th><th>A</th><th>Oggetto</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Nessun messaggio ancora.</p>'}</main></body></html>`
}

function renderMessage(message: CaughtMessage): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title><style>${inboxStyles}</style></head>
<body><header><h1>${escapeHtml(message.subject)}</h1></header><main><p><a href="/">← Posta in arrivo</a></p>
<p><strong>Da:</strong> ${escapeHtml(message.from)}<br><strong>A:</strong> ${escapeHtml(message.to.join(', '))}</p>
${message.html ? `<iframe sandbox title="Messaggio" srcdoc="${escapeHtml(message.html)}"></iframe>` : ''}<h2>Testo</h2><pre>${escapeHtml(message.text)}</pre></main></body></html>`
}

if (import.meta.main) {
  const catcher = startMailCatcher({
    smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 1025),
    webPort: Number(process.env.MAIL_WEB_PORT ?? 8025),
  })
  await catcher.listen()
  console.log(`[mail] SMTP on ${process.env.MAIL_SMTP_PORT ?? 1025}, inbox on ${process.env.MAIL_WEB_PORT ?? 8025} (pid ${process.pid})`)
  const stop = () => void catcher.close().finally(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
