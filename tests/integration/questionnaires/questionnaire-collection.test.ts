import { beforeAll, describe, expect, it } from 'vitest'
import { questionnaireDefinitionMessages, StoredQuestionnaireSchema } from '#content-schema'
import { loginAs, rest } from '../support/helpers.ts'

/** The questionnaires collection from the outside: validation on save, versions, drafts and access by role. */
let editor: string
let admin: string

beforeAll(async () => {
  editor = await loginAs('Editor')
  admin = await loginAs('Admin')
})

type Doc = {
  id: number
  service: string
  title: string
  version: number
  stepBlocks: Array<Record<string, unknown>>
  _status: string
  problems?: string | null
}

/** The field errors of a refused save, as the admin places them: `{ path, message }` of the editor's form. */
function fieldErrors(body: Record<string, unknown>): Array<{ path: string; message: string }> {
  const errors = (body.errors ?? []) as Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>
  return errors.flatMap((error) => (error.data?.errors ?? []).map(({ path, message }) => ({ path, message })))
}

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
    const blocks = structuredClone(doc.stepBlocks)
    blocks[1] = { ...blocks[1], condition: { key: 'nonEsiste', in: ['Sì'] } }
    const result = await rest('PATCH', `/questionnaires/${doc.id}`, { token: editor, body: { stepBlocks: blocks, _status: 'published' } })
    expect(result.status).toBe(400)
    expect(fieldErrors(result.body)).toEqual([
      { path: 'stepBlocks.1.condition', message: questionnaireDefinitionMessages.conditionUnknownKey(String(blocks[1].key), 'nonEsiste') },
    ])
    expect((await published('depuratori')).version).toBe(1)
  })

  it('save a broken draft flagged with its problems, refuse to publish it on the faulty step, and clear the flag once fixed', async () => {
    const doc = await published('internet-mobile')
    const blocks = structuredClone(doc.stepBlocks)
    const faulty = blocks.findIndex((step) => step.condition)
    const owner = String(blocks[faulty].key)
    blocks[faulty] = { ...blocks[faulty], condition: { key: 'nonEsiste', in: ['Sì'] } }
    const message = questionnaireDefinitionMessages.conditionUnknownKey(owner, 'nonEsiste')

    const draft = await rest('PATCH', `/questionnaires/${doc.id}?draft=true`, { token: editor, body: { stepBlocks: blocks, _status: 'draft' } })
    expect(draft.status).toBe(200)
    const flagged = `Passo ${faulty + 1} «${String(blocks[faulty].question)}»: ${message}`
    const staffView = await rest('GET', `/questionnaires/${doc.id}?draft=true&depth=0`, { token: editor })
    expect(staffView.body.problems).toBe(flagged)
    const list = await rest('GET', '/questionnaires?draft=true&depth=0&where[service][equals]=internet-mobile', { token: editor })
    expect((list.body.docs as Doc[])[0].problems).toBe(flagged)
    const visitorView = await published('internet-mobile')
    expect(visitorView.version).toBe(doc.version)
    expect(visitorView.stepBlocks[faulty].condition).toEqual(doc.stepBlocks[faulty].condition)
    expect(visitorView.problems).toBeUndefined()

    const publish = await rest('PATCH', `/questionnaires/${doc.id}`, { token: editor, body: { _status: 'published' } })
    expect(publish.status).toBe(400)
    expect(fieldErrors(publish.body)).toEqual([{ path: `stepBlocks.${faulty}.condition`, message }])
    expect((await published('internet-mobile')).version).toBe(doc.version)

    const fixed = await rest('PATCH', `/questionnaires/${doc.id}`, { token: editor, body: { stepBlocks: doc.stepBlocks, _status: 'published' } })
    expect(fixed.status).toBe(200)
    expect((fixed.body.doc as Doc).problems).toBeNull()
    const now = await published('internet-mobile', editor)
    expect(now.problems).toBeNull()
    expect(now.version).toBe(doc.version + 1)
  })

  it('let an editor save a draft the visitor does not see, then publish it as a new version', async () => {
    const doc = await published('sistemi-allarme')
    const blocks = structuredClone(doc.stepBlocks)
    const text = `Domanda in bozza ${Date.now()}`
    blocks[0] = { ...blocks[0], question: text }
    const draft = await rest('PATCH', `/questionnaires/${doc.id}?draft=true`, { token: editor, body: { stepBlocks: blocks, _status: 'draft' } })
    expect(draft.status).toBe(200)
    expect((await published('sistemi-allarme')).stepBlocks[0].question).not.toBe(text)
    const staffView = await rest('GET', `/questionnaires/${doc.id}?draft=true&depth=0`, { token: editor })
    expect((staffView.body.stepBlocks as Doc['stepBlocks'])[0].question).toBe(text)

    const publish = await rest('PATCH', `/questionnaires/${doc.id}`, { token: editor, body: { stepBlocks: blocks, _status: 'published' } })
    expect(publish.status).toBe(200)
    const now = await published('sistemi-allarme')
    expect(now.stepBlocks[0].question).toBe(text)
    expect(now.version).toBe(doc.version + 1)
  })

  it('store the editor’s blocks as sent, the definition derived from them, and no definition JSON beside them', async () => {
    const doc = await published('assicurazione-casa')
    const edited = structuredClone(doc.stepBlocks)
    const option = `Nuova opzione ${Date.now()}`
    edited[0].question = 'Domanda scritta nel modulo'
    ;(edited[0].options as Array<Record<string, unknown>>).push({ value: option, title: option })
    const saved = await rest('PATCH', `/questionnaires/${doc.id}`, { token: editor, body: { stepBlocks: edited, _status: 'published' } })
    expect(saved.status).toBe(200)
    const now = await published('assicurazione-casa')
    expect(now).not.toHaveProperty('steps')
    expect(now.stepBlocks.map((block) => block.id)).toEqual(doc.stepBlocks.map((block) => block.id))
    const definition = StoredQuestionnaireSchema.parse(now)
    expect(definition.version).toBe(doc.version + 1)
    expect(definition.steps[0].question).toBe('Domanda scritta nel modulo')
    expect(definition.steps[0].kind).toBe(doc.stepBlocks[0].blockType)
    expect((definition.steps[0] as { options: Array<{ value: string }> }).options.at(-1)!.value).toBe(option)

    // A definition sent as JSON is no input: the stored blocks, and so the definition, stay as they were.
    const ignored = await rest('PATCH', `/questionnaires/${doc.id}?draft=true`, { token: editor, body: { steps: [], _status: 'draft' } })
    expect(ignored.status).toBe(200)
    const draft = await rest('GET', `/questionnaires/${doc.id}?draft=true&depth=0`, { token: editor })
    expect(StoredQuestionnaireSchema.parse(draft.body).steps).toEqual(definition.steps)

    const broken = structuredClone(edited)
    broken.pop()
    const refused = await rest('PATCH', `/questionnaires/${doc.id}`, { token: editor, body: { stepBlocks: broken, _status: 'published' } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(questionnaireDefinitionMessages.contactMissing)
  })

  it('keep versions from visitors and deletion for admins only', async () => {
    const doc = await published('caldaie-clima')
    expect((await rest('GET', '/questionnaires/versions')).status).toBe(403)
    expect((await rest('PATCH', `/questionnaires/${doc.id}`, { body: { title: 'X' } })).status).toBe(403)
    expect((await rest('POST', '/questionnaires', { body: { service: 'depuratori', title: 'X', stepBlocks: [] } })).status).toBe(403)
    expect((await rest('DELETE', `/questionnaires/${doc.id}`, { token: editor })).status).toBe(403)
    const versions = await rest('GET', `/questionnaires/versions?where[parent][equals]=${doc.id}`, { token: admin })
    expect(versions.status).toBe(200)
  })
})
