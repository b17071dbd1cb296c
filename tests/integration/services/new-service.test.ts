import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactFormMessages, serviceMessages, type QuestionnaireDefinition, type QuestionnaireSlug } from '#content-schema'
import { stepsToBlocks } from '../../../cms/src/seed/questionnaireBlocks.ts'
import { leadBody, questionnaireFrom, questionnairePath, walkQuestionnaire } from '../../../scripts/visitor.ts'
import { heatPumpService, heatPumpSteps, merchantProfile } from '../../fixtures.ts'
import { deleteMerchantAccount, downloadCsv, loginAs, payload, rest, reviewMerchant, signUpAndConfirm } from '../support/helpers.ts'
import { sendConfirmedLead } from '../support/confirmContacts.ts'
import { track, cleanUp } from '../support/offersHelpers.ts'

/**
 * A service an editor adds in the CMS takes leads end to end, with no code change: its questionnaire is served, a
 * lead for it is accepted, a merchant may offer it and, once approved, receives its leads; the admin's lists filter
 * and export by it. Retired, it takes no more leads, and the leads it had keep it.
 */

const tag = randomUUID().slice(0, 6)
const slug = `pompe-calore-${tag}`
const name = `Pompe di calore ${tag}`
const merchantEmail = `pompe.${tag}@example.com`
const profileEmail = `info.${tag}@pompe-prato.it`
const password = 'Segreta!2026'
let editorToken: string
let adminToken: string
let serviceId: number
let definition: QuestionnaireDefinition

async function sendLead(service: string, email: string, ip: string) {
  const body = leadBody(definition, walkQuestionnaire(definition, () => 0.1, '59100 - Prato'), email)
  return sendConfirmedLead({ ...body, service: service as QuestionnaireSlug, location: '59100 - Prato' }, { 'x-real-ip': ip, 'user-agent': 'vitest-new-service' })
}

beforeAll(async () => {
  editorToken = await loginAs('Editor')
  adminToken = await loginAs('Admin')
})

afterAll(async () => {
  await cleanUp()
  await deleteMerchantAccount(merchantEmail)
  const p = await payload()
  await p.delete({ collection: 'questionnaires', where: { service: { equals: slug } }, overrideAccess: true })
  await p.delete({ collection: 'services', where: { slug: { equals: slug } }, overrideAccess: true })
})

describe('a service an editor adds', () => {
  it('is refused everywhere until it exists, in Italian', async () => {
    const early = await rest('POST', '/questionnaires', { token: editorToken, body: { service: slug, title: 'Prima', stepBlocks: stepsToBlocks(heatPumpSteps), _status: 'published' } })
    expect(early.status).toBe(400)
    expect(JSON.stringify(early.body)).toContain(serviceMessages.unknown)
  })

  it('gets its page and questionnaire from the editor, published', async () => {
    const created = await rest('POST', '/services', { token: editorToken, body: heatPumpService(slug, name) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    serviceId = (created.body.doc as { id: number }).id

    const questionnaire = await rest('POST', '/questionnaires', { token: editorToken, body: { service: slug, title: 'Pompe di calore', stepBlocks: stepsToBlocks(heatPumpSteps), _status: 'published' } })
    expect(questionnaire.status, JSON.stringify(questionnaire.body)).toBe(201)
    definition = questionnaireFrom((await rest('GET', questionnairePath(slug as QuestionnaireSlug))).body)
    expect(definition.steps.map((step) => step.key)).toEqual(['impianto', 'contatti'])
  })

  it('can be offered by a merchant and, once approved, brings it its leads; the admin filters and exports by it', async () => {
    const merchantToken = await signUpAndConfirm(merchantEmail, password)
    const profile = await rest('POST', '/merchants', {
      token: merchantToken,
      body: merchantProfile({ nomeAzienda: `Pompe Prato ${tag}`, cap: '59100', citta: 'Prato', email: profileEmail }, { servizi: [slug] }),
    })
    expect(profile.status, JSON.stringify(profile.body)).toBe(201)
    const merchantId = (profile.body.doc as { id: number }).id
    expect((await reviewMerchant(merchantId, adminToken, { azione: 'approva' })).status).toBe(200)

    const email = `cliente.${tag}@example.com`
    const since = new Date()
    const sent = await sendLead(slug, email, '10.41.0.1')
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const p = await payload()
    const lead = (await p.find({ collection: 'client-requests', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0]!
    track('client-requests', lead.id)
    expect(lead.servizio).toBe(slug)

    const read = await rest('GET', '/client-requests?depth=0&limit=100', { token: merchantToken })
    expect(read.body.docs!.map((doc) => doc.id)).toEqual([lead.id])
    const jobs = await p.find({ collection: 'payload-jobs', where: { createdAt: { greater_than_equal: since.toISOString() } }, depth: 0, limit: 100, overrideAccess: true })
    const subjects = jobs.docs.map((job) => job.input as { to?: string; subject?: string }).filter((input) => input.to === profileEmail).map((input) => input.subject)
    expect(subjects).toContain(`Nuova richiesta ${name} - CAP 59100`)

    const listed = await rest('GET', `/admin/lists/client-requests?filter=${slug}`, { token: adminToken })
    expect(listed.status).toBe(200)
    expect(listed.body.docs!.map((doc) => doc.id)).toEqual([lead.id])
    const csv = await downloadCsv(`/admin/export/client-requests?filter=${slug}`, adminToken)
    expect(csv.lines.slice(1).map((line) => line.split(',').slice(3, 5).join(','))).toEqual([`${name},59100`])
    expect((await rest('GET', '/admin/lists/client-requests?filter=servizio-inesistente', { token: adminToken })).status).toBe(400)
  })

  it('is refused when it does not exist: a lead, a contact subject', async () => {
    const lead = await sendLead(`noleggio-${tag}`, `nessuno.${tag}@example.com`, '10.41.0.2')
    expect(lead.status).toBe(400)
    expect(lead.body.error).toBe(serviceMessages.unavailable)
    const contact = await rest('POST', '/public/contact-requests', {
      headers: { 'x-real-ip': '10.41.0.3' },
      body: { nome: 'Giulia', cognome: 'Neri', email: `contatto.${tag}@example.com`, telefono: '333 123 4567', cap: '59100', argomento: `noleggio-${tag}`, messaggio: 'Vorrei informazioni.', privacy: true },
    })
    expect(contact.status).toBe(400)
    expect(contact.body.error).toBe(contactFormMessages.argomento)
  })

  it('once retired takes no more leads, and its leads keep it', async () => {
    const retired = await rest('PATCH', `/services/${serviceId}`, { token: editorToken, body: { active: false, _status: 'published' } })
    expect(retired.status, JSON.stringify(retired.body)).toBe(200)
    const refused = await sendLead(slug, `tardi.${tag}@example.com`, '10.41.0.4')
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe(serviceMessages.unavailable)

    const p = await payload()
    const lead = (await p.find({ collection: 'client-requests', where: { email: { equals: `cliente.${tag}@example.com` } }, depth: 0, overrideAccess: true })).docs[0]!
    const updated = await p.update({ collection: 'client-requests', id: lead.id, data: { citta: 'Prato' }, depth: 0, overrideAccess: true })
    expect(updated.servizio).toBe(slug)
    const listed = await rest('GET', `/admin/lists/client-requests?filter=${slug}`, { token: adminToken })
    expect(listed.body.docs!.map((doc) => doc.id)).toEqual([lead.id])
  })
})
