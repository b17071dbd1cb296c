import { beforeAll, describe, expect, it } from 'vitest'
import { questionnaireDefinitionMessages } from '#content-schema'
import { loginAs, rest } from './helpers.ts'

/** The questionnaires collection from the outside: validation on save, versions, drafts and access by role. */
let editor: string
let admin: string

beforeAll(async () => {
  editor = await loginAs('Editor')
  admin = await loginAs('Admin')
})

type Doc = { id: number; service: string; title: string; version: number; steps: Array<Record<string, unknown>>; _status: string }

async function published(service: string, token?: string): Promise<Doc> {
  const result = await rest('GET', `/questionnaires?where[service][equals]=${service}&depth=0`, { token })
  expect(result.status).toBe(200)
  return result.body.docs![0] as unknown as Doc
}

describe('questionnaires', () => {
  it('are seeded and published for the eight services, readable by a visitor', async () => {
    const result = await rest('GET', '/questionnaires?limit=20&depth=0')
    expect(result.status).toBe(200)
    const services = result.body.docs!.map((doc) => doc.service).sort()
    expect(services).toEqual([
      'assicurazione-auto',
      'assicurazione-casa',
      'caldaie-clima',
      'depuratori',
      'fotovoltaico',
      'internet-mobile',
      'luce-gas',
      'sistemi-allarme',
    ])
    expect(result.body.docs!.every((doc) => doc._status === 'published' && Number(doc.version) >= 1)).toBe(true)
  })

  it('refuse a condition on an unknown key with the schema message, and leave the published one alone', async () => {
    const doc = await published('depuratori')
    const steps = structuredClone(doc.steps)
    steps[1] = { ...steps[1], condition: { key: 'nonEsiste', in: ['Sì'] } }
    const result = await rest('PATCH', `/questionnaires/${doc.id}`, { token: editor, body: { steps, _status: 'published' } })
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.body)).toContain(
      questionnaireDefinitionMessages.conditionUnknownKey(String(steps[1].key), 'nonEsiste'),
    )
    expect((await published('depuratori')).version).toBe(1)
  })

  it('let an editor save a draft the visitor does not see, then publish it as a new version', async () => {
    const doc = await published('sistemi-allarme')
    const steps = structuredClone(doc.steps)
    steps[0] = { ...steps[0], question: 'Domanda in bozza' }
    const draft = await rest('PATCH', `/questionnaires/${doc.id}?draft=true`, { token: editor, body: { steps, _status: 'draft' } })
    expect(draft.status).toBe(200)
    expect((await published('sistemi-allarme')).steps[0].question).not.toBe('Domanda in bozza')
    const staffView = await rest('GET', `/questionnaires/${doc.id}?draft=true&depth=0`, { token: editor })
    expect((staffView.body.steps as Doc['steps'])[0].question).toBe('Domanda in bozza')

    const publish = await rest('PATCH', `/questionnaires/${doc.id}`, { token: editor, body: { steps, _status: 'published' } })
    expect(publish.status).toBe(200)
    const now = await published('sistemi-allarme')
    expect(now.steps[0].question).toBe('Domanda in bozza')
    expect(now.version).toBe(2)
  })

  it('keep versions from visitors and deletion for admins only', async () => {
    const doc = await published('caldaie-clima')
    expect((await rest('GET', '/questionnaires/versions')).status).toBe(403)
    expect((await rest('PATCH', `/questionnaires/${doc.id}`, { body: { title: 'X' } })).status).toBe(403)
    expect((await rest('POST', '/questionnaires', { body: { service: 'depuratori', title: 'X', steps: [] } })).status).toBe(403)
    expect((await rest('DELETE', `/questionnaires/${doc.id}`, { token: editor })).status).toBe(403)
    const versions = await rest('GET', `/questionnaires/versions?where[parent][equals]=${doc.id}`, { token: admin })
    expect(versions.status).toBe(200)
  })
})
