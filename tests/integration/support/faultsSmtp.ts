import net from 'node:net'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'

const bare = (messageId: string) => messageId.trim().replace(/^<|>$/g, '')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo
      server.close(() => resolve(address.port))
    })
  })
}

/** Points the product's e-mail at a port where nothing listens yet: SMTP is down until a server starts there. */
export function sendThrough(p: Payload, port: number): () => void {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 2000 })
  const original = p.sendEmail
  p.sendEmail = (message) => transport.sendMail({ from: 'CasaConfronta <noreply@casaconfronta.it>', ...(message as object) })
  return () => {
    p.sendEmail = original
    transport.close()
  }
}

/**
 * An SMTP server that counts every message it accepted, per recipient and subject, with no cap (the product's
 * mail inbox keeps only the newest 500). While `stall` is on it reads a message and never answers, as a server
 * that hangs mid-send: the sender's job stays running until its process dies. `delayMs` makes it answer each
 * message that long after taking it (a slow server: a send stays in progress for that time). It keeps each
 * recipient's texts, to read a link from as the recipient would.
 */
export function countingSmtpServer(port: number) {
  const accepted = new Map<string, number>()
  const byMessageId = new Map<string, number>()
  const textsTo = new Map<string, string[]>()
  let receiving = 0
  const state = { stall: false, delayMs: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      receiving++
      // Decided as the message arrives: one that came in while stalled is never answered nor counted, even when
      // its parsing ends after the stall is lifted (slow under load).
      const stalled = state.stall
      simpleParser(stream)
        .then((parsed) => {
          if (stalled) return
          if (parsed.messageId) byMessageId.set(bare(parsed.messageId), (byMessageId.get(bare(parsed.messageId)) ?? 0) + 1)
          for (const rcpt of session.envelope.rcptTo) {
            const key = `${rcpt.address}\u0000${parsed.subject ?? ''}`
            accepted.set(key, (accepted.get(key) ?? 0) + 1)
            textsTo.set(rcpt.address, [...(textsTo.get(rcpt.address) ?? []), parsed.text ?? ''])
          }
          setTimeout(callback, state.delayMs)
        })
        .catch((error: Error) => callback(error))
    },
  })
  // A sender killed mid-send resets the connection: expected here, not a test failure.
  server.on('error', () => undefined)
  return {
    state,
    /** Messages whose data arrived, answered or not. */
    get receiving() {
      return receiving
    },
    /** How many times each recipient got each subject. */
    count(to: string, subject: string): number {
      return accepted.get(`${to}\u0000${subject}`) ?? 0
    },
    /** How many times a message with this Message-ID arrived (with or without its angle brackets). */
    countMessageId(messageId: string): number {
      return byMessageId.get(bare(messageId)) ?? 0
    },
    /** The plain texts of the messages this recipient got, oldest first (a consumer's mailbox). */
    textsTo(to: string): string[] {
      return textsTo.get(to) ?? []
    },
    get messageIds(): number {
      return byMessageId.size
    },
    get total(): number {
      return [...accepted.values()].reduce((sum, n) => sum + n, 0)
    },
    entries(): { to: string; subject: string; n: number }[] {
      return [...accepted].map(([key, n]) => {
        const [to, subject] = key.split('\u0000') as [string, string]
        return { to, subject, n }
      })
    },
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
