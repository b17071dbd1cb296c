import net from 'node:net'
import nodemailer from 'nodemailer'
import { afterAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startMailCatcher } from '../../server/mail-catcher.ts'
import { loginAs, payload, rest } from './helpers.ts'
import { cleanUp, createLead, merchantId, queuedEmails, raw } from './offersHelpers.ts'

// Other test files count the demo data exactly: leave the database as it was found.
afterAll(cleanUp)

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo
      server.close(() => resolve(address.port))
    })
  })
}

describe('a booking while the SMTP server is down', () => {
  let restore: (() => void) | undefined
  afterAll(() => restore?.())

  it('succeeds for the visitor, and its e-mails are delivered exactly once when SMTP comes back', async () => {
    const p: Payload = await payload()
    const [smtpPort, webPort] = [await freePort(), await freePort()]
    // The product's transport, pointed at a port where nothing listens yet: SMTP is down.
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, connectionTimeout: 2000 })
    const original = p.sendEmail
    p.sendEmail = (message) => transport.sendMail({ from: 'CasaConfronta <noreply@casaconfronta.it>', ...(message as object) })
    restore = () => {
      p.sendEmail = original
      transport.close()
    }

    const since = new Date().toISOString()
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const booked = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: await merchantId('Energia Toscana S.r.l.') } })
    expect(booked.status).toBe(201)
    const recipients = ['info@energiatoscana.it', lead.email]
    const jobs = await queuedEmails(recipients, since)
    expect(jobs).toHaveLength(3)
    const ids = jobs.map((job) => job.id)

    await p.jobs.run({ where: { id: { in: ids } } })
    const afterFailure = await queuedEmails(recipients, since)
    for (const job of afterFailure) {
      expect(job.completedAt ?? null).toBeNull()
      expect(job.hasError).toBe(false)
      expect(job.totalTried).toBeGreaterThanOrEqual(1)
    }

    const catcher = startMailCatcher({ smtpPort, webPort })
    await catcher.listen()
    try {
      // The retry waits out its backoff; keep running the queue as the worker would until all three are sent.
      const deadline = Date.now() + 45_000
      while (Date.now() < deadline) {
        await p.jobs.run({ where: { id: { in: ids } } })
        const pending = (await queuedEmails(recipients, since)).filter((job) => !job.completedAt)
        if (pending.length === 0) break
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
      await p.jobs.run({ where: { id: { in: ids } } })
      const delivered = catcher.messages.filter((message) => message.to.some((to) => recipients.includes(to)))
      expect(delivered.map((message) => [message.to[0], message.subject]).sort()).toEqual(
        [
          ['info@energiatoscana.it', 'Nuova richiesta di richiamata: Fotovoltaico (59100)'],
          [lead.email, 'La tua richiesta per Fotovoltaico è completa'],
          [lead.email, 'Richiesta di richiamata confermata: Energia Toscana S.r.l.'],
        ].sort(),
      )
    } finally {
      await catcher.close()
    }
  }, 90_000)
})

describe('the e-mail queue in /admin', () => {
  it('is readable by admins only, with each e-mail’s attempts and error', async () => {
    const admin = await rest('GET', '/payload-jobs?limit=5&depth=0', { token: await loginAs('Admin') })
    expect(admin.status).toBe(200)
    expect(admin.body.docs?.[0]).toHaveProperty('totalTried')
    expect((await rest('GET', '/payload-jobs', { token: await loginAs('Merchant (Prato)') })).status).toBe(403)
    expect((await rest('GET', '/payload-jobs')).status).toBe(403)
    expect((await rest('POST', '/payload-jobs', { token: await loginAs('Admin'), body: { taskSlug: 'sendEmail' } })).status).toBe(403)
  })
})
