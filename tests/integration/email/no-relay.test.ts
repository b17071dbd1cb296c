import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { payload } from '../support/helpers.ts'
import { raw } from '../support/offersHelpers.ts'

/**
 * No relay (issue #37 item 6): the contact and call forms send nothing the sender wrote to an address the sender
 * typed — the acknowledgement is a fixed text, at most one a day per address — while the admins' notice keeps it.
 */
const EVIL = 'Visita https://evil.example/premio subito'

/** Every e-mail queued to an address since a time, with its text and HTML. */
async function mailsTo(address: string, since: string) {
  const p = await payload()
  const jobs = await p.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { createdAt: { greater_than_equal: since } }] },
    limit: 500,
    overrideAccess: true,
  })
  return jobs.docs.map((job) => job.input as { to: string; subject: string; text: string; html: string }).filter((mail) => mail.to === address)
}

const stranger = () => `sconosciuto.${randomUUID().slice(0, 8)}@example.com`

describe('the contact form', () => {
  it('sends a typed address a fixed text with none of the sender’s words or links, once a day however often it is sent', async () => {
    const since = new Date().toISOString()
    const to = stranger()
    for (let i = 0; i < 7; i++) {
      const sent = await raw('POST', '/public/contact-requests', {
        body: { nome: 'Visita evil.example', cognome: 'Subito', email: to, telefono: '347 123 4567', cap: '59100', argomento: 'altro', messaggio: `${EVIL} (${i})`, privacy: true, marketing: false },
      })
      expect(sent.status).toBe(201)
    }
    const mails = await mailsTo(to, since)
    expect(mails).toHaveLength(1)
    for (const part of [mails[0]!.subject, mails[0]!.text, mails[0]!.html]) {
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('Visita')
      expect(part).not.toContain('Subito')
    }
  })
})

describe('the call forms', () => {
  it('send the typed address a fixed text once a day; the admins’ notice carries the request', async () => {
    const since = new Date().toISOString()
    const to = stranger()
    for (let i = 0; i < 3; i++) {
      const sent = await raw('POST', '/public/call-requests', {
        body: { servizio: 'gas-e-luce', nome: 'Visita evil.example', cognome: 'Subito', email: to, cellulare: '333 444 5566', descrizione: `${EVIL} (${i})`, cap: '59100', privacy: true, marketing: false, partners: false, partnerChannels: [] },
      })
      expect(sent.status).toBe(201)
    }
    const mails = await mailsTo(to, since)
    expect(mails).toHaveLength(1)
    for (const part of [mails[0]!.subject, mails[0]!.text, mails[0]!.html]) {
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('333 444 5566')
    }
    const notices = await mailsTo('admin@casaconfronta.it', since)
    expect(notices.filter((mail) => mail.text.includes(EVIL))).toHaveLength(3)
  })

  it('share the daily acknowledgement with the contact form: one address, one e-mail', async () => {
    const since = new Date().toISOString()
    const to = stranger()
    expect((await raw('POST', '/public/contact-requests', { body: { nome: 'Anna', cognome: 'Neri', email: to, telefono: '347 123 4567', cap: '59100', argomento: 'altro', messaggio: 'Vorrei essere ricontattata.', privacy: true, marketing: false } })).status).toBe(201)
    expect((await raw('POST', '/public/call-requests', { body: { servizio: 'gas-e-luce', nome: 'Anna', cognome: 'Neri', email: to, cellulare: '333 444 5566', descrizione: 'Vorrei cambiare fornitore.', cap: '59100', privacy: true, marketing: false, partners: false, partnerChannels: [] } })).status).toBe(201)
    expect(await mailsTo(to, since)).toHaveLength(1)
  })
})
