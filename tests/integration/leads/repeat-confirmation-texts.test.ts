import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSessionId } from '#content-schema'
import { luceGasAnswers } from '../../fixtures.ts'
import { confirmContacts, keepingNamedPartners, refOf } from '../support/confirmContacts.ts'
import { payload, rest } from '../support/helpers.ts'

/**
 * Same answers in every confirmation mode (issue #37 item 12): with SMS off a request is confirmed by an e-mail link,
 * and a sender who typed the phone of someone with an open request must read, in every e-mail, exactly what a sender
 * of a new request reads — else the difference tells them the person has asked before.
 */
let ipCounter = 0
const nextIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

function lead(nome: string, email: string, telefono: string, location: string) {
  return {
    service: 'luce-gas',
    questionnaireVersion: 1,
    sessionId: createSessionId(),
    answers: luceGasAnswers,
    location,
    contact: { nome, email, telefono, messaggio: '', privacy: true, marketing: false, partners: true, partnerChannels: ['telefono'] },
    idempotencyKey: randomUUID(),
  }
}

async function sendAndConfirm(nome: string, email: string, telefono: string, location: string): Promise<string> {
  // As a consumer does by default, keeping every partner the contact step names (none in Cagliari).
  const answer = await rest('POST', '/public/leads', { body: await keepingNamedPartners(lead(nome, email, telefono, location)), headers: { 'x-real-ip': nextIp() } })
  expect(answer.status).toBe(201)
  const ref = refOf(answer)
  await confirmContacts(ref)
  return ref
}

/** Every e-mail queued to an address, oldest first, with what differs by request alone (token, secret, date) blanked. */
async function mailsTo(address: string, ref: string) {
  const p = await payload()
  const jobs = await p.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, sort: 'createdAt', limit: 1000, overrideAccess: true })
  const blank = (text: string) =>
    text
      .split(ref)
      .join('<ref>')
      .replace(/codice=[\w-]+/g, 'codice=<secret>')
      .replace(/\d{1,2}\/\d{1,2}\/\d{4}[^\n]*?\d{1,2}[:.]\d{2}/g, '<date>')
      .replace(/\d{1,2} \w+ \d{4},? (ore )?\d{1,2}[:.]\d{2}/g, '<date>')
  return jobs.docs
    .map((job) => job.input as { to: string; subject: string; text: string; html: string })
    .filter((mail) => mail.to === address)
    .map((mail) => ({ subject: blank(mail.subject), text: blank(mail.text), html: blank(mail.html) }))
}

beforeAll(async () => {
  await payload()
})

describe('with SMS off', () => {
  // Prato has partners; nobody serves Cagliari, where a new request is told no partner will call.
  it.each(['59100 - Prato', '09100 - Cagliari'])('in %s the sender of a repeat and the sender of a new request get the same e-mails, word for word', async (location) => {
    const tag = randomUUID().slice(0, 6)
    const victimPhone = `347 61${tag.replace(/\D/g, '0').slice(0, 1)} ${String(Math.floor(Math.random() * 9000) + 1000)}`
    await sendAndConfirm(`Vittoria ${tag}`, `vittoria.${tag}@example.com`, victimPhone, location)

    const repeater = `ripete.${tag}@example.com`
    const newcomer = `nuovo.${tag}@example.com`
    const repeatRef = await sendAndConfirm('Sandro Estraneo', repeater, victimPhone, location)
    const newRef = await sendAndConfirm('Sandro Estraneo', newcomer, `333 62${String(Math.floor(Math.random() * 90000) + 10000)}`, location)

    const stored = await (await payload()).find({ collection: 'client-requests', where: { offersToken: { in: [repeatRef, newRef] } }, depth: 0, overrideAccess: true })
    expect(stored.docs.find((doc) => doc.offersToken === repeatRef)?.ripeteRichiesta).toBeTruthy()
    expect(stored.docs.find((doc) => doc.offersToken === newRef)?.ripeteRichiesta ?? null).toBeNull()

    const [repeatMails, newMails] = [await mailsTo(repeater, repeatRef), await mailsTo(newcomer, newRef)]
    expect(repeatMails.map((mail) => mail.subject)).toEqual(newMails.map((mail) => mail.subject))
    expect(repeatMails).toEqual(newMails)
  })
})
