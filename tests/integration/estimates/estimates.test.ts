import { randomUUID } from 'node:crypto'
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'
import { computeEstimate, createSessionId, estimateNotices, estimateParameterDefaults, formatEstimateFigure, withDefaultParameters, type Estimate, type EstimateSources } from '#content-schema'
import type { Questionnaire } from '../../../cms/payload-types.ts'
import { loadPublishedQuestionnaire } from '../../../cms/src/questionnaires/questionnaires.ts'
import { forgetSettings } from '../../../cms/src/content/settingsCache.ts'
import { seedEstimateParameters } from '../../../cms/src/seed/estimateParameters.ts'
import { stepsToBlocks } from '../../../cms/src/seed/questionnaireBlocks.ts'
import { seedQuestionnaires } from '../../../cms/src/seed/questionnaires.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { phoneFor } from '../../../scripts/visitor.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { queuedEmails } from '../support/offersHelpers.ts'
import { confirmContacts } from '../support/confirmContacts.ts'

/**
 * The instant estimate on the server: the parameters seeded with their sources, the questionnaire's result step
 * (POST /api/public/estimate), the lead storing its own recomputed estimate, the offers API repeating it, and an
 * editor's change to a parameter reaching the next estimate.
 */
let ipCounter = 0
const post = (path: string, body: unknown) => rest('POST', path, { body, headers: { 'x-real-ip': `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` } })

// A household already supplied: 1000 + 600·3 = 2800 kWh; today 2800·0.30 = 840, reference 2800·0.25 + 100 = 800.
const answers = {
  serviceNeeded: 'Solo Luce',
  userType: 'Privato',
  hasElectricitySupply: 'Sì',
  currentElectricityProvider: 'Enel Energia',
  electricityUsage: ['Frigorifero'],
  residents: '3',
  houseSize: '2-3 stanze',
  solarPanel: 'No',
}
const contactEmail = `sara.stima.${randomUUID().slice(0, 6)}@example.com`
const contact = { nome: 'Sara Stima', telefono: phoneFor(contactEmail), email: contactEmail, privacy: true, marketing: false, partners: false }
const figures = (estimate: Estimate) => estimate.figures.map((figure) => [figure.label, formatEstimateFigure(figure)])

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const p = await payload()
  const pool = (p.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: T[] }> } }).pool
  return (await pool.query(text, values)).rows
}


describe('estimate parameters', () => {
  it('are seeded once per key, each with its source and date', async () => {
    const rows = await sql<{ chiave: string; fonte: string; data_fonte: Date }>('select chiave, fonte, data_fonte from estimate_parameters')
    expect(rows.map((row) => row.chiave).sort()).toEqual(estimateParameterDefaults.map((parameter) => parameter.key).sort())
    for (const row of rows) {
      expect(row.fonte.length, row.chiave).toBeGreaterThan(10)
      expect(row.data_fonte, row.chiave).toBeInstanceOf(Date)
    }
  })

  it('are not for visitors or merchants; editors read and change them, only admins add them', async () => {
    expect((await rest('GET', `/${collectionSlugs.estimateParameters}`)).status).toBe(403)
    expect((await rest('GET', `/${collectionSlugs.estimateParameters}`, { token: await loginAs('Merchant (Prato)') })).status).toBe(403)
    const editor = await loginAs('Editor')
    expect((await rest('GET', `/${collectionSlugs.estimateParameters}?limit=1`, { token: editor })).status).toBe(200)
    const create = await rest('POST', `/${collectionSlugs.estimateParameters}`, { token: editor, body: { chiave: 'x', etichetta: 'x', valore: 1, unita: 'x', fonte: 'x', dataFonte: '2025-01-01' } })
    expect(create.status).toBe(403)
  })
})

describe('GET /api/public/estimate-sources', () => {
  it('lists each source of the published parameters with its day in Italy and its count; an editor’s draft only once published', async () => {
    const editor = await loginAs('Editor')
    const sources = async () => ((await rest('GET', '/public/estimate-sources')).body as unknown as EstimateSources).sources
    const published = await sql<{ fonte: string }>("select fonte from estimate_parameters where _status = 'published'")
    expect((await sources()).reduce((sum, source) => sum + source.parameters, 0)).toBe(published.length)

    const found = await rest('GET', `/${collectionSlugs.estimateParameters}?where[chiave][equals]=gas.prezzoAttuale`, { token: editor })
    const parameter = found.body.docs![0] as { id: number; fonte: string; dataFonte: string }
    const fonte = `Fonte di prova ${randomUUID().slice(0, 6)}`
    // 23:30 UTC on 31 May is already 1 June in Italy.
    const draft = await rest('PATCH', `/${collectionSlugs.estimateParameters}/${parameter.id}?draft=true`, { token: editor, body: { fonte, dataFonte: '2026-05-31T23:30:00.000Z' } })
    expect(draft.status).toBe(200)
    try {
      expect((await sources()).map((source) => source.source)).not.toContain(fonte)
      const publish = await rest('PATCH', `/${collectionSlugs.estimateParameters}/${parameter.id}`, { token: editor, body: { fonte, dataFonte: '2026-05-31T23:30:00.000Z', _status: 'published' } })
      expect(publish.status).toBe(200)
      expect((await sources()).find((source) => source.source === fonte)).toEqual({ source: fonte, sourceDate: '2026-06-01', parameters: 1 })
    } finally {
      await rest('PATCH', `/${collectionSlugs.estimateParameters}/${parameter.id}`, { token: editor, body: { fonte: parameter.fonte, dataFonte: parameter.dataFonte, _status: 'published' } })
    }
    expect((await sources()).map((source) => source.source)).not.toContain(fonte)
  })
})

describe('POST /api/public/estimate', () => {
  it('computes the result step with the function and the current parameters, naming their sources', async () => {
    const result = await post('/public/estimate', { service: 'luce-gas', questionnaireVersion: 1, answers, location: '59100 - Prato' })
    expect(result.status).toBe(200)
    const estimate = result.body.estimate as Estimate
    expect(figures(estimate)).toEqual(figures(computeEstimate({ service: 'luce-gas', model: 'luce-gas', answers, parameters: withDefaultParameters({}) })))
    // Its sources are its basis lines', each with its date; a second list of them is no longer kept.
    expect(estimate.basis.some((line) => line.source.startsWith('ARERA') && /^\d{4}-\d\d-\d\d$/.test(line.sourceDate))).toBe(true)
    expect(estimate).not.toHaveProperty('sources')
    // Every parameter read, as its CMS record describes it: "Come l’abbiamo calcolata".
    const price = estimateParameterDefaults.find((parameter) => parameter.key === 'luce.prezzoAttuale')!
    expect(estimate.basis.find((line) => line.key === 'luce.prezzoAttuale')).toEqual({
      key: 'luce.prezzoAttuale',
      label: price.label,
      value: 0.24,
      unit: '€/kWh',
      source: price.source,
      sourceDate: price.sourceDate,
    })
    expect(estimate.basis.map((line) => line.key).sort()).toEqual([...estimate.parameters].sort())
  })

  it('shows no figure where the answers allow none, and why', async () => {
    const business = { serviceNeeded: 'Solo Luce', userType: 'Azienda / P.IVA', hasElectricitySupply: 'Sì', currentElectricityProvider: 'Enel Energia', electricityUsage: ['Frigorifero'] }
    const result = await post('/public/estimate', { service: 'luce-gas', questionnaireVersion: 1, answers: business, location: '59100 - Prato' })
    expect(result.status).toBe(200)
    expect(result.body.estimate).toMatchObject({ kind: 'none', figures: [], chart: null, notice: estimateNotices.luceGasBusiness })
    // A business is not asked about the house: an answer about it is one the questionnaire never showed.
    const asked = await post('/public/estimate', { service: 'luce-gas', questionnaireVersion: 1, answers: { ...business, residents: '1' } })
    expect(asked.status).toBe(400)
    expect(asked.body.error).toBe('Questa domanda non è prevista per le risposte date.')
  })

  it('refuses answers the questionnaire does not accept with an Italian 400', async () => {
    const result = await post('/public/estimate', { service: 'luce-gas', questionnaireVersion: 1, answers: { ...answers, residents: '12' } })
    expect(result.status).toBe(400)
    expect(result.body.error).toBe('Scegli una delle opzioni proposte.')
    expect((await post('/public/estimate', { service: 'nessuno', questionnaireVersion: 1, answers })).status).toBe(400)
  })
})

describe('the lead’s estimate', () => {
  it('is recomputed on the server, stored with the lead, repeated by the offers API and in the confirmation e-mail', async () => {
    const since = new Date().toISOString()
    const forged = { figures: [{ label: 'Risparmio stimato', value: 99999, unit: '€/anno' }] }
    const result = await post('/public/leads', {
      service: 'luce-gas',
      questionnaireVersion: 1,
      sessionId: createSessionId(),
      answers,
      location: '59100 - Prato',
      contact,
      idempotencyKey: randomUUID(),
      estimate: forged,
      stima: forged,
    })
    expect(result.status).toBe(201)
    const token = (result.body.offersUrl as string).split('ref=')[1]!
    // The confirmation e-mail follows the consumer's confirmation of the contacts.
    await confirmContacts(token)
    const [lead] = await sql<{ id: number; stima: Estimate }>('select id, stima from client_requests where offers_token = $1', [token])
    const expected = figures(computeEstimate({ service: 'luce-gas', model: 'luce-gas', answers, parameters: withDefaultParameters({}) }))
    expect(figures(lead!.stima)).toEqual(expected)
    // 2800 kWh: today 2800·0.24 + 130 = 802, the reference 2800·0.25 + 100 = 800.
    expect(expected).toContainEqual(['Risparmio stimato', '2 €/anno'])

    const offers = await rest('GET', `/public/offers?ref=${token}&scope=cap`, { headers: { 'x-real-ip': '10.8.250.1' } })
    expect(figures(offers.body.estimate as Estimate)).toEqual(expected)
    expect(offers.body.partnerConsents).toEqual([])
    expect(offers.body.booking).toBeNull()

    const [mail] = (await queuedEmails([contact.email], since)).filter((email) => email.subject.startsWith('Abbiamo ricevuto'))
    expect(mail!.text).toContain('Risparmio stimato (stima indicativa): 2 €/anno')
    // The prices are dated 01/10/2025, more than the 12 months editors set: the e-mail says so beside the figures.
    expect(mail!.text).toContain('Attenzione: Alcuni dati di questa stima hanno più di 12 mesi (il più vecchio è del 01/10/2025)')
    // The partners consent was refused: the request went to no partner, and the e-mail says nobody will call.
    expect(mail!.text).toContain('i tuoi dati non sono stati inviati a nessuno e nessuno ti chiamerà')
    expect(mail!.text).toContain('Tutte le cifre sono indicative')
    // No promotional consent: no withdrawal link.
    expect(mail!.text).not.toContain('Revoca il consenso')
  })

  it('follows an editor’s change to a parameter from the next estimate on', async () => {
    const editor = await loginAs('Editor')
    const found = await rest('GET', `/${collectionSlugs.estimateParameters}?where[chiave][equals]=luce.prezzoAttuale`, { token: editor })
    const parameter = found.body.docs![0] as { id: number; valore: number }
    expect(parameter.valore).toBe(0.24)
    const changed = await rest('PATCH', `/${collectionSlugs.estimateParameters}/${parameter.id}`, {
      token: editor,
      body: { valore: 0.35, fonte: 'ARERA, aggiornamento di prova', dataFonte: '2026-01-01T00:00:00.000Z' },
    })
    expect(changed.status).toBe(200)
    try {
      const result = await post('/public/estimate', { service: 'luce-gas', questionnaireVersion: 1, answers })
      const estimate = result.body.estimate as Estimate
      // 2800 kWh · 0.35 + 130 = 1110; reference 2800 · 0.25 + 100 = 800; saving 310.
      expect(figures(estimate).slice(1)).toEqual([
        ['Spesa annua stimata oggi', '1.110 €/anno'],
        ['Con l’offerta di riferimento', '800 €/anno'],
        ['Risparmio stimato', '310 €/anno'],
      ])
      expect(estimate.basis.find((line) => line.key === 'luce.prezzoAttuale')).toMatchObject({ value: 0.35, source: 'ARERA, aggiornamento di prova', sourceDate: '2026-01-01' })

      const lead = await post('/public/leads', {
        service: 'luce-gas',
        questionnaireVersion: 1,
        sessionId: createSessionId(),
        answers,
        location: '59100 - Prato',
        // Another person (the same one asking again would join the first request).
        contact: { ...contact, email: `altra.${contact.email}`, telefono: phoneFor(`altra.${contact.email}`) },
        idempotencyKey: randomUUID(),
      })
      const token = (lead.body.offersUrl as string).split('ref=')[1]!
      const [stored] = await sql<{ id: number; stima: Estimate }>('select id, stima from client_requests where offers_token = $1', [token])
      expect(figures(stored!.stima)).toContainEqual(['Risparmio stimato', '310 €/anno'])
    } finally {
      await rest('PATCH', `/${collectionSlugs.estimateParameters}/${parameter.id}`, {
        token: editor,
        body: { valore: 0.24, fonte: estimateParameterDefaults.find((p) => p.key === 'luce.prezzoAttuale')!.source, dataFonte: '2025-10-01T00:00:00.000Z' },
      })
    }
  })
})

describe('the seed on a database that already has estimates and questionnaires', () => {
  it('changes nothing when run again', async () => {
    const p = await payload()
    const before = await sql<{ id: number; updated_at: Date }>('select id, updated_at from estimate_parameters order by id')
    const versionsBefore = await sql<{ count: string }>('select count(*) from _questionnaires_v')
    expect(await seedEstimateParameters(p, { seeding: true })).toEqual([])
    expect(await seedQuestionnaires(p, { seeding: true })).toEqual([])
    expect(await sql('select id, updated_at from estimate_parameters order by id')).toEqual(before)
    expect(await sql('select count(*) from _questionnaires_v')).toEqual(versionsBefore)
  })

  it('brings a parameter nobody edited to the corrected default, keeps an edited one, and removes keys no estimate reads', async () => {
    const p = await payload()
    const record = async (key: string) =>
      (await p.find({ collection: collectionSlugs.estimateParameters, where: { chiave: { equals: key } }, depth: 0, overrideAccess: true })).docs[0]
    // As an earlier seed wrote them: the photovoltaic cost attributed to ENEA's tax-deduction guide, today's price
    // everything included, and a key no estimate reads any more.
    const cost = await record('fv.costoPerKwp')
    await p.update({
      collection: collectionSlugs.estimateParameters,
      id: cost!.id,
      data: {
        etichetta: 'Fotovoltaico: costo chiavi in mano',
        valore: 1700,
        fonte: 'ENEA, Guida alle detrazioni fiscali per l’efficienza energetica e Rapporto annuale efficienza energetica',
        dataFonte: '2025-11-01T00:00:00.000Z',
      },
      overrideAccess: true,
      context: { seeding: true },
    })
    const gasPrice = await record('gas.prezzoAttuale')
    await p.update({ collection: collectionSlugs.estimateParameters, id: gasPrice!.id, data: { etichetta: 'Gas: prezzo medio attuale', valore: 1.1 }, overrideAccess: true, context: { seeding: true } })
    const lucePrice = await record('luce.prezzoAttuale')
    await p.update({
      collection: collectionSlugs.estimateParameters,
      id: lucePrice!.id,
      data: {
        etichetta: 'Luce: prezzo medio di oggi per kWh, tutto compreso (quote fisse e imposte incluse)',
        valore: 0.3,
        fonte: 'ARERA, spesa del cliente domestico tipo (servizio di tutela della vulnerabilità, prezzi e tariffe), arera.it',
        dataFonte: '2025-10-01T00:00:00.000Z',
      },
      overrideAccess: true,
      context: { seeding: true },
    })
    // A key no estimate reads is refused on save today: the record is made with one it reads, then renamed as it was.
    const retired = await p.create({
      collection: collectionSlugs.estimateParameters,
      data: { chiave: 'assicurazione-auto:auto.animale.min', parametro: 'auto.animale.min', servizio: 'assicurazione-auto', etichetta: 'Assicurazione moto rispetto all’auto', valore: 0.6, unita: 'fattore', fonte: 'Stima redazionale', dataFonte: '2025-10-01T00:00:00.000Z' },
      overrideAccess: true,
      context: { seeding: true },
    })
    await sql(`update estimate_parameters set chiave = 'auto.fattoreMoto', parametro = null, servizio = null where id = $1`, [retired.id])

    expect(await seedEstimateParameters(p, { seeding: true })).toEqual([
      '2 estimate parameters brought to the corrected defaults',
      '1 estimate parameters no estimate reads removed',
    ])
    // Today's price everything included becomes a price per kWh with today's fixed fees beside it (issue #32).
    const luceDefault = estimateParameterDefaults.find((parameter) => parameter.key === 'luce.prezzoAttuale')!
    expect(await record('luce.prezzoAttuale')).toMatchObject({ etichetta: luceDefault.label, valore: 0.24, fonte: luceDefault.source })
    expect(await record('luce.quotaFissaAttuale')).toMatchObject({ valore: 130 })
    const corrected = estimateParameterDefaults.find((parameter) => parameter.key === 'fv.costoPerKwp')!
    expect(await record('fv.costoPerKwp')).toMatchObject({ etichetta: corrected.label, valore: corrected.value, fonte: corrected.source })
    // An editor's value is theirs, even beside an old description.
    expect(await record('gas.prezzoAttuale')).toMatchObject({ etichetta: 'Gas: prezzo medio attuale', valore: 1.1 })
    expect(await record('auto.fattoreMoto')).toBeUndefined()

    const gasDefault = estimateParameterDefaults.find((parameter) => parameter.key === 'gas.prezzoAttuale')!
    await p.update({ collection: collectionSlugs.estimateParameters, id: gasPrice!.id, data: { etichetta: gasDefault.label, valore: gasDefault.value }, overrideAccess: true, context: { seeding: true } })
    forgetSettings()
  })

  it('publishes a corrected fixture over a questionnaire nobody has saved, as a new version, and leaves one an editor saved', async () => {
    const p = await payload()
    const fixture = questionnaireFixtures.fotovoltaico
    // The Fotovoltaico questionnaire as the first seed published it: the kWh stepper from 1, by 1, starting at 1.
    const earlier = fixture.steps.map((step) => (step.key === 'energyConsumption' ? { ...step, min: 1, max: undefined, step: 1, default: 1 } : step))
    const existing = (await p.find({ collection: collectionSlugs.questionnaires, where: { service: { equals: 'fotovoltaico' } }, depth: 0, overrideAccess: true })).docs[0]!
    await p.delete({ collection: collectionSlugs.questionnaires, id: existing.id, overrideAccess: true, context: { seeding: true } })
    await p.create({
      collection: collectionSlugs.questionnaires,
      data: { service: 'fotovoltaico', title: fixture.title, version: 1, stepBlocks: stepsToBlocks(earlier) as Questionnaire['stepBlocks'], _status: 'published' },
      overrideAccess: true,
      context: { seeding: true },
    })

    expect(await seedQuestionnaires(p, { seeding: true })).toEqual(['questionnaire fotovoltaico follows its corrected fixture'])
    const req = await createLocalReq({}, p)
    const current = await loadPublishedQuestionnaire(req, 'fotovoltaico', 2)
    expect(current?.steps.find((step) => step.key === 'energyConsumption')).toMatchObject({ min: 500, step: 100 })
    // A lead answered against version 1 is still checked against version 1.
    expect((await loadPublishedQuestionnaire(req, 'fotovoltaico', 1))?.steps.find((step) => step.key === 'energyConsumption')).toMatchObject({ min: 1, default: 1 })

    // Now it has a version of its own after the seed's: another corrected fixture would not overwrite it.
    expect(await seedQuestionnaires(p, { seeding: true })).toEqual([])
  })
})
