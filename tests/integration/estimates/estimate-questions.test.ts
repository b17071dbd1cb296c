import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estimateMappingMessages, formatEstimateFigure, type Answers, type Estimate, type QuestionnaireSlug, type QuestionnaireStep } from '#content-schema'
import { stepsToBlocks } from '../../../cms/src/seed/questionnaireBlocks.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { questionnaireFrom, questionnairePath } from '../../../scripts/visitor.ts'
import { heatPumpService } from '../../fixtures.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'

/**
 * Services › «Domande della stima» (issue 36): a service whose questionnaire names its questions as it likes maps them
 * to its model's inputs; a mapping naming an input the model lacks or a question the questionnaire lacks is refused
 * with the reason in Italian, whoever saves.
 */
const tag = randomUUID().slice(0, 6)
const slug = `pompe-domande-${tag}`
const name = `Pompe di calore ${tag}`
const steps: QuestionnaireStep[] = [
  {
    key: 'tipoIntervento',
    kind: 'single',
    question: 'Di che intervento hai bisogno?',
    options: [
      { value: 'Nuova installazione', title: 'Nuova installazione' },
      { value: 'Sostituzione', title: 'Sostituzione' },
    ],
  },
  { key: 'impianti', kind: 'multiple', question: 'Quali impianti ti interessano?', options: [{ value: 'Pompa di calore', title: 'Pompa di calore' }] },
  { key: 'contatti', kind: 'contact', question: 'A chi inviamo le offerte?' },
] as QuestionnaireStep[]
const mapping = [
  { input: 'interventionType', question: 'tipoIntervento' },
  { input: 'productType', question: 'impianti' },
]
const answers: Answers = { tipoIntervento: 'Nuova installazione', impianti: ['Pompa di calore'] }
let editorToken: string
let serviceId: number
let ipCounter = 0
const ip = () => `10.44.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
const figures = (estimate: Estimate) => estimate.figures.map((figure) => [figure.label, formatEstimateFigure(figure)])

async function estimateNow(): Promise<Estimate> {
  const definition = questionnaireFrom((await rest('GET', questionnairePath(slug as QuestionnaireSlug))).body)
  const result = await rest('POST', '/public/estimate', { body: { service: slug, questionnaireVersion: definition.version, answers, location: '59100 - Prato' }, headers: { 'x-real-ip': ip() } })
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return result.body.estimate as Estimate
}

beforeAll(async () => {
  editorToken = await loginAs('Editor')
  const created = await rest('POST', `/${collectionSlugs.services}`, { token: editorToken, body: { ...heatPumpService(slug, name), estimateModel: 'caldaie-clima' } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  serviceId = (created.body.doc as { id: number }).id
  const questionnaire = await rest('POST', `/${collectionSlugs.questionnaires}`, { token: editorToken, body: { service: slug, title: name, stepBlocks: stepsToBlocks(steps), _status: 'published' } })
  expect(questionnaire.status, JSON.stringify(questionnaire.body)).toBe(201)
})

afterAll(async () => {
  const p = await payload()
  await p.delete({ collection: collectionSlugs.questionnaires, where: { service: { equals: slug } }, overrideAccess: true })
  await p.delete({ collection: collectionSlugs.services, where: { slug: { equals: slug } }, overrideAccess: true })
})

describe('a service’s «Domande della stima»', () => {
  it('refuses a question its questionnaire does not ask, in Italian, and keeps the service as it was', async () => {
    const refused = await rest('PATCH', `/${collectionSlugs.services}/${serviceId}`, {
      token: editorToken,
      body: { estimateQuestions: [{ input: 'interventionType', question: 'tipoImpianto' }], _status: 'published' },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(estimateMappingMessages.unknownQuestion('tipoImpianto'))
    const stored = await (await payload()).findByID({ collection: collectionSlugs.services, id: serviceId, depth: 0, overrideAccess: true })
    expect(stored.estimateQuestions ?? []).toEqual([])
  })

  it('refuses an input its model does not declare, in Italian', async () => {
    const refused = await rest('PATCH', `/${collectionSlugs.services}/${serviceId}`, {
      token: editorToken,
      body: { estimateQuestions: [{ input: 'tipoIntervento', question: 'tipoIntervento' }], _status: 'published' },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(estimateMappingMessages.unknownInput('tipoIntervento', 'caldaie-clima'))
  })

  it('gives the service’s own questions the model’s figures once they are mapped', async () => {
    // Not mapped: the model finds none of its answers, so no product chosen and no figure.
    const before = await estimateNow()
    expect(before.kind).toBe('none')

    const saved = await rest('PATCH', `/${collectionSlugs.services}/${serviceId}`, { token: editorToken, body: { estimateQuestions: mapping, _status: 'published' } })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const after = await estimateNow()
    expect(after.kind).toBe('saving')
    expect(figures(after)).toContainEqual(['Costo indicativo dei prodotti scelti', '6.000 – 12.000 €'])
  })
})
