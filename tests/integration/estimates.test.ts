import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { computeEstimate, createSessionId, estimateParameterDefaults, formatEstimateFigure, withDefaultParameters, type Estimate } from '#content-schema'
import { collectionSlugs } from '../../cms/src/slugs.ts'
import { phoneFor } from '../../scripts/visitor.ts'
import { loginAs, payload, rest } from './helpers.ts'
import { queuedEmails } from './offersHelpers.ts'

/**
 * The instant estimate on the server: the parameters seeded with their sources, the questionnaire's result step
 * (POST /api/public/estimate), the lead storing its own recomputed estimate, the offers API repeating it, and an
 * editor's change to a parameter reaching the next estimate.
 */
let ipCounter = 0
const post = (path: string, body: unknown) => rest('POST', path, { body, headers: { 'x-real-ip': `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` } })

const answers = {
  serviceNeeded: 'Solo Luce',
  userType: 'Privato',
  hasElectricitySupply: 'No',
  electricityActivationType: 'Voltura',
  electricityUsage: ['Frigorifero'],
  residents: '1',
  houseSize: '1 stanza',
  solarPanel: 'Sì',
}
const contactEmail = `sara.stima.${randomUUID().slice(0, 6)}@example.com`
const contact = { nome: 'Sara Stima', telefono: phoneFor(contactEmail), email: contactEmail, privacy: true, marketing: false, partners: false, group: false }
const figures = (estimate: Estimate) => estimate.figures.map((figure) => [figure.label, formatEstimateFigure(figure)])

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const p = await payload()
  const pool = (p.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: T[] }> } }).pool
  return (await pool.query(text, values)).rows
}

const leadIds: number[] = []
afterAll(async () => {
  await sql('delete from consents where lead_id = any($1)', [leadIds])
  await sql('delete from client_requests where id = any($1)', [leadIds])
})

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

describe('POST /api/public/estimate', () => {
  it('computes the result step with the function and the current parameters, naming their sources', async () => {
    const result = await post('/public/estimate', { service: 'luce-gas', questionnaireVersion: 1, answers, location: '59100 - Prato' })
    expect(result.status).toBe(200)
    const estimate = result.body.estimate as Estimate
    expect(figures(estimate)).toEqual(figures(computeEstimate({ service: 'luce-gas', answers, parameters: withDefaultParameters({}) })))
    expect(estimate.sources.some((source) => source.startsWith('ARERA') && /\(\d\d\/\d\d\/\d{4}\)$/.test(source))).toBe(true)
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
    const [lead] = await sql<{ id: number; stima: Estimate }>('select id, stima from client_requests where offers_token = $1', [token])
    leadIds.push(lead!.id)
    const expected = figures(computeEstimate({ service: 'luce-gas', answers, parameters: withDefaultParameters({}) }))
    expect(figures(lead!.stima)).toEqual(expected)
    expect(expected).toContainEqual(['Risparmio stimato', '76 €/anno'])

    const offers = await rest('GET', `/public/offers?ref=${token}&scope=cap`, { headers: { 'x-real-ip': '10.8.250.1' } })
    expect(figures(offers.body.estimate as Estimate)).toEqual(expected)
    expect(offers.body.partnerConsent).toBe(false)
    expect(offers.body.booking).toBeNull()

    const [mail] = (await queuedEmails([contact.email], since)).filter((email) => email.subject.startsWith('Abbiamo ricevuto'))
    expect(mail!.text).toContain('Risparmio stimato (stima indicativa): 76 €/anno')
    expect(mail!.text).toContain('Tutte le cifre sono indicative')
    // No promotional consent: no withdrawal link.
    expect(mail!.text).not.toContain('Revoca il consenso')
  })

  it('follows an editor’s change to a parameter from the next estimate on', async () => {
    const editor = await loginAs('Editor')
    const found = await rest('GET', `/${collectionSlugs.estimateParameters}?where[chiave][equals]=luce.prezzoAttuale`, { token: editor })
    const parameter = found.body.docs![0] as { id: number; valore: number }
    expect(parameter.valore).toBe(0.3)
    const changed = await rest('PATCH', `/${collectionSlugs.estimateParameters}/${parameter.id}`, {
      token: editor,
      body: { valore: 0.35, fonte: 'ARERA, aggiornamento di prova', dataFonte: '2026-01-01T00:00:00.000Z' },
    })
    expect(changed.status).toBe(200)
    try {
      const result = await post('/public/estimate', { service: 'luce-gas', questionnaireVersion: 1, answers })
      const estimate = result.body.estimate as Estimate
      // 1120 kWh · 0.35 + 120 = 512; reference 380; saving 132.
      expect(figures(estimate).slice(1)).toEqual([
        ['Spesa annua stimata oggi', '512 €/anno'],
        ['Con l’offerta di riferimento', '380 €/anno'],
        ['Risparmio stimato', '132 €/anno'],
      ])
      expect(estimate.sources).toContain('ARERA, aggiornamento di prova (01/01/2026)')

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
      leadIds.push(stored!.id)
      expect(figures(stored!.stima)).toContainEqual(['Risparmio stimato', '132 €/anno'])
    } finally {
      await rest('PATCH', `/${collectionSlugs.estimateParameters}/${parameter.id}`, {
        token: editor,
        body: { valore: 0.3, fonte: estimateParameterDefaults.find((p) => p.key === 'luce.prezzoAttuale')!.source, dataFonte: '2025-10-01T00:00:00.000Z' },
      })
    }
  })
})
