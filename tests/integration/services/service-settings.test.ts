import { randomUUID } from 'node:crypto'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  computeEstimate,
  estimateModelMessages,
  estimateParameterMessages,
  formatEstimateFigure,
  serviceParameterKey,
  serviceSlugs,
  SiteFactsSchema,
  withDefaultParameters,
  type Answers,
  type Estimate,
  type QuestionnaireDefinition,
  type QuestionnaireSlug,
} from '#content-schema'
import { stepsToBlocks } from '../../../cms/src/seed/questionnaireBlocks.ts'
import { findService } from '../../../cms/src/services/catalogue.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { leadBody, questionnaireFrom, questionnairePath, walkQuestionnaire } from '../../../scripts/visitor.ts'
import { heatPumpEstimateSteps, heatPumpService, merchantProfile } from '../../fixtures.ts'
import { deleteMerchantAccount, loginAs, payload, rest, reviewMerchant, signUpAndConfirm } from '../support/helpers.ts'
import { sendConfirmedLead } from '../support/confirmContacts.ts'
import { cleanUp, queuedEmails, track } from '../support/offersHelpers.ts'

/**
 * What an editor sets on a service of their own in «Servizi» beyond its page (issue 23): the estimate model it uses,
 * with parameters of its own over the model's, and what it adds to the e-mails of a new request.
 */
const tag = randomUUID().slice(0, 6)
const slug = `pompe-stima-${tag}`
const name = `Pompe di calore ${tag}`
const ownMin = serviceParameterKey(slug, 'clima.pompaCalore.min')
const ownMax = serviceParameterKey(slug, 'clima.pompaCalore.max')
const merchantEmail = `pompe.stima.${tag}@example.com`
const profileEmail = `info.stima.${tag}@pompe-prato.it`
const clientEmail = `cliente.stima.${tag}@example.com`
const emails = {
  clientParagraph: 'Tieni a portata di mano l’ultima bolletta del gas: il tecnico te la chiederà.',
  merchantParagraph: 'Chiedi al cliente quanti metri quadri deve riscaldare.',
}
let editorToken: string
let adminToken: string
let definition: QuestionnaireDefinition
let ipCounter = 0
const ip = () => `10.43.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
const figures = (estimate: Estimate) => estimate.figures.map((figure) => [figure.label, formatEstimateFigure(figure)])
const answers: Answers = { interventionType: 'Nuova installazione', productType: ['Pompa di calore'] }
const estimateOf = async (service: string, questionnaireVersion: number, given: Answers) => {
  const result = await rest('POST', '/public/estimate', { body: { service, questionnaireVersion, answers: given, location: '59100 - Prato' }, headers: { 'x-real-ip': ip() } })
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return result.body.estimate as Estimate
}

beforeAll(async () => {
  editorToken = await loginAs('Editor')
  adminToken = await loginAs('Admin')
})

afterAll(async () => {
  await cleanUp()
  await deleteMerchantAccount(merchantEmail)
  const p = await payload()
  await p.delete({ collection: collectionSlugs.estimateParameters, where: { chiave: { in: [ownMin, ownMax] } }, overrideAccess: true })
  await p.delete({ collection: collectionSlugs.questionnaires, where: { service: { equals: slug } }, overrideAccess: true })
  await p.delete({ collection: collectionSlugs.services, where: { slug: { equals: slug } }, overrideAccess: true })
})

describe('the estimate model a service picks', () => {
  it('is no insurance model for a service that is not insurance, in Italian', async () => {
    const refused = await rest('POST', '/services', { token: editorToken, body: { ...heatPumpService(slug, name), estimateModel: 'assicurazione-casa' } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(estimateModelMessages.insuranceOnly)
  })

  it('gives a new service the figures of the model it picked, named after it', async () => {
    const created = await rest('POST', '/services', { token: editorToken, body: { ...heatPumpService(slug, name), estimateModel: 'caldaie-clima', emails } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const questionnaire = await rest('POST', '/questionnaires', { token: editorToken, body: { service: slug, title: name, stepBlocks: stepsToBlocks(heatPumpEstimateSteps), _status: 'published' } })
    expect(questionnaire.status, JSON.stringify(questionnaire.body)).toBe(201)
    definition = questionnaireFrom((await rest('GET', questionnairePath(slug as QuestionnaireSlug))).body)

    const estimate = await estimateOf(slug, definition.version, answers)
    expect(estimate.service).toBe(slug)
    expect(estimate.kind).toBe('saving')
    expect(figures(estimate)).toEqual(figures(computeEstimate({ service: slug, model: 'caldaie-clima', answers, parameters: withDefaultParameters({}) })))
    expect(figures(estimate)).toContainEqual(['Costo indicativo dei prodotti scelti', '6.000 – 12.000 €'])
  })

  it('refuses, in Italian, a service’s own value of a parameter no estimate reads or its model does not read', async () => {
    const about = { etichetta: 'Prova', valore: 1, unita: '€', fonte: 'Listino dei partner di prova', dataFonte: '2026-11-01T00:00:00.000Z', _status: 'published' }
    const unknown = await rest('POST', `/${collectionSlugs.estimateParameters}`, { token: adminToken, body: { ...about, parametro: 'clima.pompaCalore.medio', servizio: slug } })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain(estimateParameterMessages.unknown)
    // Written as a key, as before the choice existed, it is checked the same.
    const unknownKey = await rest('POST', `/${collectionSlugs.estimateParameters}`, { token: adminToken, body: { ...about, chiave: `${slug}:clima.pompaCalore.medio` } })
    expect(unknownKey.status).toBe(400)
    expect(JSON.stringify(unknownKey.body)).toContain(estimateParameterMessages.unknown)
    const notOfModel = await rest('POST', `/${collectionSlugs.estimateParameters}`, { token: adminToken, body: { ...about, parametro: 'fv.costoPerKwp', servizio: slug } })
    expect(notOfModel.status).toBe(400)
    expect(JSON.stringify(notOfModel.body)).toContain(estimateParameterMessages.notOfModel('Fotovoltaico: costo per kWp installato, senza batteria', name, 'Caldaie e climatizzatori'))
    expect((await (await payload()).count({ collection: collectionSlugs.estimateParameters, where: { chiave: { like: slug } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('reads a parameter of the service’s own over the model’s, for that service alone', async () => {
    const about = { etichetta: `Pompa di calore installata (${name})`, unita: '€', fonte: 'Listino dei partner di prova', dataFonte: '2026-11-01T00:00:00.000Z', _status: 'published' }
    // Chosen as the admin does (the parameter from the list, the service), and as a key, as records stored before say it.
    const chosen = await rest('POST', `/${collectionSlugs.estimateParameters}`, { token: adminToken, body: { ...about, parametro: 'clima.pompaCalore.min', servizio: slug, valore: 5000 } })
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201)
    expect(chosen.body.doc).toMatchObject({ chiave: ownMin, parametro: 'clima.pompaCalore.min', servizio: slug })
    const keyed = await rest('POST', `/${collectionSlugs.estimateParameters}`, { token: adminToken, body: { ...about, chiave: ownMax, valore: 9000 } })
    expect(keyed.status, JSON.stringify(keyed.body)).toBe(201)
    expect(keyed.body.doc).toMatchObject({ chiave: ownMax, parametro: 'clima.pompaCalore.max', servizio: slug })
    const own = await estimateOf(slug, definition.version, answers)
    expect(figures(own)).toContainEqual(['Costo indicativo dei prodotti scelti', '5.000 – 9.000 €'])
    expect(own.basis.find((line) => line.key === ownMin)).toMatchObject({ value: 5000, label: `Pompa di calore installata (${name})`, source: 'Listino dei partner di prova' })
    expect(own.parameters).toContain(ownMax)
    expect(own.parameters).not.toContain('clima.pompaCalore.min')

    // The model's own service keeps the model's values.
    const caldaie = questionnaireFrom((await rest('GET', questionnairePath('caldaie-clima'))).body)
    const theirs = await estimateOf('caldaie-clima', caldaie.version, { userType: 'Privato', ...answers, location: '59100 - Prato' })
    expect(figures(theirs)).toContainEqual(['Costo indicativo dei prodotti scelti', '6.000 – 12.000 €'])

  })
})

describe('a lead for the service', () => {
  it('stores the estimate of its model with the service’s own values, and its e-mails carry the service’s texts', async () => {
    // A partner in Prato approved for the service.
    const merchantToken = await signUpAndConfirm(merchantEmail, 'Segreta!2026')
    const profile = await rest('POST', '/merchants', {
      token: merchantToken,
      body: merchantProfile({ nomeAzienda: `Pompe Prato ${tag}`, cap: '59100', citta: 'Prato', email: profileEmail }, { servizi: [slug] }),
    })
    expect(profile.status, JSON.stringify(profile.body)).toBe(201)
    expect((await reviewMerchant((profile.body.doc as { id: number }).id, adminToken, { azione: 'approva' })).status).toBe(200)

    const since = new Date().toISOString()
    const walk = walkQuestionnaire(definition, () => 0.9, '59100 - Prato')
    const sent = await sendConfirmedLead(leadBody(definition, walk, clientEmail), { 'x-real-ip': ip(), 'user-agent': 'vitest-service-settings' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const p = await payload()
    const lead = (await p.find({ collection: collectionSlugs.clientRequests, where: { email: { equals: clientEmail } }, depth: 0, overrideAccess: true })).docs[0]!
    track('client-requests', lead.id)
    const expected = computeEstimate({ service: slug, model: 'caldaie-clima', answers: walk.answers, parameters: withDefaultParameters({ [ownMin]: 5000, [ownMax]: 9000 }) })
    expect(expected.figures.length).toBeGreaterThan(0)
    expect(figures(lead.stima as Estimate)).toEqual(figures(expected))

    const mails = await queuedEmails([clientEmail, profileEmail], since)
    const confirmation = mails.find((mail) => mail.to === clientEmail && mail.subject === `Abbiamo ricevuto la tua richiesta per ${name}`)!
    // No delay an editor promises: the partners' measured median with its source, when there is one.
    expect(confirmation.text).not.toContain('le prime arrivano di solito')
    const median = /Il tempo di risposta mediano dei nostri partner è di [^:]+: la mediana dei tempi di .+?, calcolata dai dati del sito il \d\d\/\d\d\/\d{4} alle \d\d:\d\d \(\S+\/trasparenza\)\./
    const facts = SiteFactsSchema.parse((await rest('GET', '/public/site-facts', { headers: { 'x-real-ip': ip() } })).body)
    // The sentence with its source where the site measured a median, and no word of a response time where it did not.
    const measured = facts.medianResponseHours !== null
    expect(median.test(confirmation.text), confirmation.text).toBe(measured)
    expect(/tempo di risposta/.test(confirmation.text), confirmation.text).toBe(measured)
    expect(confirmation.text).toContain(emails.clientParagraph)
    expect(confirmation.text).not.toContain(emails.merchantParagraph)
    const notice = mails.find((mail) => mail.to === profileEmail && mail.subject === `Nuova richiesta ${name} - CAP 59100`)!
    expect(notice.text).toContain(emails.merchantParagraph)
    expect(notice.text).not.toContain(emails.clientParagraph)
  })
})

describe('the e-mail texts of the services', () => {
  it('are none for the eight seeded services and for a service that sets none: no delay is promised by an editor', async () => {
    const req = await createLocalReq({}, await payload())
    for (const service of serviceSlugs) {
      expect((await findService(req, service))?.emails, service).toEqual({ clientParagraph: null, merchantParagraph: null })
    }
    const other = `noleggio-${tag}`
    const created = await rest('POST', '/services', { token: editorToken, body: heatPumpService(other, `Noleggio ${tag}`) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    try {
      expect(created.body.doc).toMatchObject({ estimateModel: 'none' })
      expect((created.body.doc as { emails?: object }).emails).not.toHaveProperty('firstOffersWithin')
      expect((await findService(req, other))?.emails).toEqual({ clientParagraph: null, merchantParagraph: null })
    } finally {
      await (await payload()).delete({ collection: collectionSlugs.services, where: { slug: { equals: other } }, overrideAccess: true })
    }
  })
})
