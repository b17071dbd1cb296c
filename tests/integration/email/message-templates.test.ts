import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageKindCatalogue, messageKinds, richText, richTextParagraphs } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { seedMessageTemplates } from '../../../cms/src/seed/messageTemplates.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { leadBody, walkQuestionnaire } from '../../../scripts/visitor.ts'
import { answerApi, apiRequest, loginAs, payload, rest } from '../support/helpers.ts'
import { sendConfirmedLead } from '../support/confirmContacts.ts'
import { cleanUp } from '../support/offersHelpers.ts'

/**
 * «Modelli dei messaggi» (issue #36): the words of the e-mails and SMS as versioned content. What is published is
 * what is sent, for the service it names (the others keep the default), with its version on the e-mail; a publish
 * with words a message cannot be sent with is refused in Italian; «Anteprima» shows the draft with sample data.
 */
const tag = randomUUID().slice(0, 8)
let editorToken: string
let ipCounter = 0
const ip = () => `10.46.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
const made: number[] = []

type SentEmail = { to: string; subject: string; text: string; html: string; templateVersion?: string | null }

/** The e-mails queued for `to` since `since`, with the version of the template that wrote them. */
async function emailsTo(to: string, since: string): Promise<SentEmail[]> {
  const p = await payload()
  const jobs = await p.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { createdAt: { greater_than_equal: since } }] }, limit: 200, overrideAccess: true })
  return jobs.docs.map((job) => job.input as SentEmail).filter((mail) => mail.to === to)
}

/** A confirmed request for `service` in Prato, and the consumer's confirmation it queued. */
async function confirmationFor(service: 'fotovoltaico' | 'luce-gas'): Promise<SentEmail> {
  const since = new Date().toISOString()
  const email = `modelli.${service}.${tag}.${++ipCounter}@example.com`
  const definition = questionnaireFixtures[service]
  const sent = await sendConfirmedLead(leadBody(definition, walkQuestionnaire(definition, () => 0.1, '59100 - Prato'), email), { 'x-real-ip': ip(), 'user-agent': 'vitest-message-templates' })
  expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300)
  const [confirmation] = (await emailsTo(email, since)).filter((mail) => mail.templateVersion?.startsWith('lead-client'))
  expect(confirmation, `no confirmation for ${email}`).toBeDefined()
  return confirmation!
}

const save = (id: number | string, data: Record<string, unknown>, draft = false) =>
  rest('PATCH', `/${collectionSlugs.messageTemplates}/${id}${draft ? '?draft=true' : ''}`, { token: editorToken, body: { ...data, _status: draft ? 'draft' : 'published' } })

beforeAll(async () => {
  editorToken = await loginAs('Editor')
})

afterAll(async () => {
  await cleanUp()
  const p = await payload()
  if (made.length > 0) await p.delete({ collection: collectionSlugs.messageTemplates, where: { id: { in: made } }, overrideAccess: true })
})

describe('the seeded templates', () => {
  it('hold one published default per kind, with the words the code wrote before', async () => {
    const p = await payload()
    const { docs } = await p.find({ collection: collectionSlugs.messageTemplates, where: { servizio: { exists: false } }, pagination: false, depth: 0, overrideAccess: true })
    expect(docs.map((doc) => doc.tipo).sort()).toEqual([...messageKinds].sort())
    const confirmation = docs.find((doc) => doc.tipo === 'lead-client')!
    expect(confirmation).toMatchObject({ _status: 'published', oggetto: 'Abbiamo ricevuto la tua richiesta per {servizio}', corpo: messageKindCatalogue['lead-client'].default.body })
    expect(docs.find((doc) => doc.tipo === 'verification-sms')?.testoSms).toBe(messageKindCatalogue['verification-sms'].default.text)
  })

  it('stored before bodies were rich text: the seed gives one nobody edited the rich default, and one an editor wrote reads as rich text', async () => {
    const p = await payload()
    const pool = (p.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<unknown> } }).pool
    const find = async (kind: string) =>
      (await p.find({ collection: collectionSlugs.messageTemplates, where: { and: [{ tipo: { equals: kind } }, { servizio: { exists: false } }] }, depth: 0, overrideAccess: true })).docs[0]!
    const untouched = await find('lead-open-request-reminder')
    const edited = await find('lead-return-admin')
    // As an earlier seed and an editor left them: the body as plain paragraphs, no rich text.
    const earlier = richTextParagraphs(messageKindCatalogue['lead-open-request-reminder'].default.body, String).join('\n\n')
    const storeAsBefore = async (id: number, testo: string) => {
      await pool.query('update message_templates set corpo = null, testo = $1 where id = $2', [testo, id])
      await pool.query('update _message_templates_v set version_corpo = null, version_testo = $1 where parent_id = $2', [testo, id])
    }
    await storeAsBefore(untouched.id, earlier)
    await storeAsBefore(edited.id, `Parole mie per {partner}.\n\nSeconde (${tag}).`)
    try {
      expect(await seedMessageTemplates(p, { seeding: true })).toEqual(['message-template lead-open-request-reminder: body as rich text'])
      expect(await find('lead-open-request-reminder')).toMatchObject({ corpo: messageKindCatalogue['lead-open-request-reminder'].default.body, testo: null, versione: (untouched.versione ?? 0) + 1 })
      expect(await find('lead-return-admin')).toMatchObject({ corpo: richText('Parole mie per {partner}.', `Seconde (${tag}).`), versione: edited.versione })
      expect(await seedMessageTemplates(p, { seeding: true })).toEqual([])
    } finally {
      await p.update({ collection: collectionSlugs.messageTemplates, id: edited.id, data: { corpo: messageKindCatalogue['lead-return-admin'].default.body, _status: 'published' }, overrideAccess: true })
    }
    expect((await find('lead-return-admin')).testo).toBeNull()
  })
})

describe('a service’s own confirmation e-mail', () => {
  it('is sent once published, with its version, to that service’s consumers only; a draft changes nothing', async () => {
    const before = await confirmationFor('fotovoltaico')
    expect(before.subject).toBe('Abbiamo ricevuto la tua richiesta per Fotovoltaico')
    const [kind, scope, version] = (before.templateVersion ?? '').split('/')
    expect(scope).toBe('predefinito')
    expect(kind).toMatch(/^lead-client/)

    const created = await rest('POST', `/${collectionSlugs.messageTemplates}?draft=true`, {
      token: editorToken,
      body: { tipo: kind, servizio: 'fotovoltaico', ...wordsOf(kind!), oggetto: `Il tuo impianto solare, {nome} (${tag})`, _status: 'draft' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.doc as { id: number }).id
    made.push(id)
    expect((await confirmationFor('fotovoltaico')).subject, 'a draft is sent to nobody').toBe('Abbiamo ricevuto la tua richiesta per Fotovoltaico')

    const body = richText(`Grazie per aver scelto il sole (${tag}).`, '{stima}', ['Il tuo **tecnico** ti chiama', 'Motivo: {paragrafoServizio}'])
    const published = await save(id, { corpo: withLink(body, 'la tua richiesta', '{link}'), anteprimaPosta: `{nome}, ecco i prossimi passi (${tag})` })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const after = await confirmationFor('fotovoltaico')
    expect(after.subject).toBe(`Il tuo impianto solare, Visitatore di prova (${tag})`)
    expect(after.text).toContain(`Grazie per aver scelto il sole (${tag}).`)
    // The rich text: bold and the bulleted list as HTML, a list item naming an absent value left out, {link} the request page.
    expect(after.html).toContain('<li>Il tuo <strong>tecnico</strong> ti chiama</li>')
    expect(after.html).not.toContain('Motivo:')
    expect(after.text).toContain('- Il tuo tecnico ti chiama')
    const requestPage = /href="([^"]+\/richiesta\/[^"]+)"[^>]*>la tua richiesta<\/a>/.exec(after.html)?.[1]
    expect(requestPage).toMatch(/^https?:\/\/[^/]+\/richiesta\//)
    expect(after.text).toContain(`la tua richiesta (${requestPage})`)
    // The preheader: the hidden first block of the HTML, with its placeholders filled in; not in the plain text.
    expect(after.html).toMatch(new RegExp(`<body[^>]*>\\n<div style="display:none[^"]*">Visitatore di prova, ecco i prossimi passi \\(${tag}\\)</div>`))
    expect(after.text).not.toContain('ecco i prossimi passi')
    expect(after.templateVersion).toBe(`${kind}/fotovoltaico/v1`)

    const other = await confirmationFor('luce-gas')
    expect(other.subject).toBe('Abbiamo ricevuto la tua richiesta per Luce & Gas')
    expect(other.text).not.toContain(tag)
    expect(other.html).not.toContain('display:none')
    expect(other.templateVersion).toMatch(new RegExp(`^lead-client[a-z-]*/predefinito/${version}$`))
  })

  it('is one per kind and service: a second is refused in Italian', async () => {
    const again = await rest('POST', `/${collectionSlugs.messageTemplates}?draft=true`, { token: editorToken, body: { tipo: 'verification-sms', testoSms: 'Codice {codice}', _status: 'draft' } })
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.body)).toContain('Esiste già un modello per questo messaggio e questo servizio')
  })
})

describe('a publish', () => {
  it('of an SMS over one message is refused with its length; its draft is kept', async () => {
    const p = await payload()
    const sms = (await p.find({ collection: collectionSlugs.messageTemplates, where: { and: [{ tipo: { equals: 'verification-sms' } }, { servizio: { exists: false } }] }, depth: 0, overrideAccess: true })).docs[0]!
    const long = `CasaConfronta: il codice è {codice}. ${'Ti ricordiamo di non darlo a nessuno. '.repeat(4)}`
    const refused = await save(sms.id, { testoSms: long })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toMatch(/L’SMS è lungo \d{3} caratteri .*il massimo è 160/)
    const draft = await save(sms.id, { testoSms: long }, true)
    expect(draft.status).toBe(200)
    const published = await p.findByID({ collection: collectionSlugs.messageTemplates, id: sms.id, depth: 0, overrideAccess: true })
    expect(published.testoSms).toBe(messageKindCatalogue['verification-sms'].default.text)
    await p.update({ collection: collectionSlugs.messageTemplates, id: sms.id, data: { testoSms: messageKindCatalogue['verification-sms'].default.text, _status: 'published' }, overrideAccess: true })
  })

  it('of an e-mail with a placeholder it does not know is refused, naming the ones it can use', async () => {
    const p = await payload()
    const reminder = (await p.find({ collection: collectionSlugs.messageTemplates, where: { and: [{ tipo: { equals: 'lead-open-request-reminder' } }, { servizio: { exists: false } }] }, depth: 0, overrideAccess: true })).docs[0]!
    const refused = await save(reminder.id, { oggetto: 'Ciao {nome}, la tua richiesta {codice}' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Oggetto: segnaposto sconosciuto {codice}. Puoi usare {nome}, {servizio}, {link}.')
    // In a link's address too, as the editor stores it (escaped).
    const inLink = await save(reminder.id, { corpo: withLink(richText('Ciao {nome}.'), 'la pagina', '%7Bindirizzo%7D') })
    expect(inLink.status).toBe(400)
    expect(JSON.stringify(inLink.body)).toContain('Testo: segnaposto sconosciuto {indirizzo}. Puoi usare {nome}, {servizio}, {link}.')
  })
})

describe('«Anteprima»', () => {
  it('shows an editor the draft with sample data, and nobody else anything', async () => {
    const p = await payload()
    const confirmation = (await p.find({ collection: collectionSlugs.messageTemplates, where: { and: [{ tipo: { equals: 'lead-client' } }, { servizio: { exists: false } }] }, depth: 0, overrideAccess: true })).docs[0]!
    const path = `/${collectionSlugs.messageTemplates}/${confirmation.id}/anteprima`
    const shown = await answerApi(apiRequest('GET', path, { token: editorToken }))
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain('Abbiamo ricevuto la tua richiesta per Fotovoltaico')
    expect(html).toContain('Grazie Anna, la tua richiesta è arrivata')
    const anonymous = await answerApi(apiRequest('GET', path))
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).not.toContain('Abbiamo ricevuto')
    for (const other of ['abc', '999999999', "1'"]) {
      expect((await answerApi(apiRequest('GET', `/${collectionSlugs.messageTemplates}/${encodeURIComponent(other)}/anteprima`, { token: editorToken }))).status).toBe(404)
    }
  })
})

function wordsOf(kind: string) {
  const words = messageKindCatalogue[kind as 'lead-client'].default
  return { oggetto: words.subject, titolo: words.heading, corpo: words.body, pulsante: words.cta }
}

/** The body with a paragraph ending in a link of `words` to `url`, as Payload's editor writes one. */
function withLink(body: ReturnType<typeof richText>, words: string, url: string) {
  const text = { type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
  const link = { type: 'link', id: '65a1b2c3d4e5f60718293a4b', version: 3, format: '', indent: 0, direction: 'ltr', fields: { linkType: 'custom', url, newTab: false }, children: [text] }
  const paragraph = { type: 'paragraph', textFormat: 0, textStyle: '', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ ...text, text: 'Apri ' }, link] }
  return { root: { ...body.root, children: [...body.root.children, paragraph] } }
}
