import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminListMessages, adminMessages, type AdminListPage, type MerchantReview, type WaitingLead } from '#content-schema'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { merchantProfile } from '../../fixtures.ts'
import { downloadCsv, loginAs, payload, rest } from '../support/helpers.ts'

/**
 * The admin's two queues, "Approvazioni" (merchants an admin decides on) and "Senza partner" (leads waiting for
 * a partner), as lists like the others: search, filters, sort, pages and the CSV of the same query. Each test file
 * has its own copy of the demo data; what is made here carries a tag of its own, so the search finds only it.
 */
const tag = randomUUID().slice(0, 6)
const tokens = { admin: '', merchant: '' }
const DAY = 86_400_000

const csv = (path: string, token: string | null = tokens.admin) => downloadCsv(path, token)

async function page<T>(path: string): Promise<AdminListPage<T>> {
  const result = await rest('GET', `/admin/lists/${path}`, { token: tokens.admin })
  expect(result.status, `${path}: ${JSON.stringify(result.body)}`).toBe(200)
  return result.body as unknown as AdminListPage<T>
}

const today = new Date().toISOString().slice(0, 10)
const names = (docs: { nome?: string; nomeAzienda?: string }[]) => docs.map((doc) => doc.nome ?? doc.nomeAzienda)
const two = (index: number) => String(index).padStart(2, '0')

beforeAll(async () => {
  tokens.admin = await loginAs('Admin')
  tokens.merchant = await loginAs('Merchant (Prato)')
  const p = await payload()
  // 23 waiting leads, lead 00 the newest (0 days) to lead 22 the oldest (22 days); even ones Fotovoltaico.
  for (let index = 0; index < 23; index++) {
    const since = new Date(Date.now() - index * DAY - 60_000).toISOString()
    await p.create({
      collection: collectionSlugs.clientRequests,
      data: {
        nome: `Attesa ${tag} ${two(index)}`,
        email: `attesa.${tag}.${index}@example.com`,
        telefono: '+39 347 555 0101',
        cap: '39030',
        citta: `Vipiteno${tag}`,
        servizio: index % 2 === 0 ? 'fotovoltaico' : 'luce-gas',
        offersToken: `test-offers-${randomUUID()}`,
        senzaPartnerDal: since,
        createdAt: since,
      },
      overrideAccess: true,
    })
  }
  // Taken by a partner, cancelled by the consumer: no longer waiting.
  for (const [key, stamp] of [['presa', 'partnerTrovatoIl'], ['annullata', 'annullataIl']] as const) {
    await p.create({
      collection: collectionSlugs.clientRequests,
      data: {
        nome: `Attesa ${tag} ${key}`,
        email: `attesa.${tag}.${key}@example.com`,
        telefono: '+39 347 555 0101',
        cap: '39030',
        citta: `Vipiteno${tag}`,
        servizio: 'luce-gas',
        offersToken: `test-offers-${randomUUID()}`,
        senzaPartnerDal: new Date().toISOString(),
        [stamp]: new Date().toISOString(),
      },
      overrideAccess: true,
    })
  }
  // 21 merchants in review (a page and one more), then one active with a proposal and one active without; in
  // another CAP than the leads', which an active merchant would take.
  for (let index = 0; index < 21; index++) {
    await p.create({
      collection: collectionSlugs.merchants,
      data: { ...merchantProfile({ nomeAzienda: `Revisione ${tag} ${two(index)}`, cap: '39040', citta: `Vipiteno${tag}`, email: `rev.${tag}.${index}@example.com` }), stato: 'in_revisione' } as never,
      overrideAccess: true,
    })
  }
  for (const [name, proposal] of [['Proposta', true], ['Attivo', false]] as const) {
    await p.create({
      collection: collectionSlugs.merchants,
      data: {
        ...merchantProfile({ nomeAzienda: `${name} ${tag}`, cap: '39040', citta: `Vipiteno${tag}`, email: `${name.toLowerCase()}.${tag}@example.com` }),
        stato: 'attivo',
        serviziProposti: proposal ? ['caldaie-clima'] : [],
        capCopertiProposti: proposal ? [{ cap: '39031' }] : [],
      } as never,
      overrideAccess: true,
    })
  }
})

describe('Senza partner list', () => {
  it('pages the waiting leads only, newest first, with the fields the cards draw', async () => {
    const first = await page<WaitingLead>(`waiting-leads?q=${tag}`)
    expect(first.totalDocs).toBe(23)
    expect(first.totalPages).toBe(2)
    expect(names(first.docs)).toEqual(Array.from({ length: 20 }, (_, index) => `Attesa ${tag} ${two(index)}`))
    expect(Object.keys(first.docs[0]!).sort()).toEqual(['cap', 'citta', 'email', 'id', 'nome', 'servizio', 'waitingSince'])
    expect(first.docs[0]).toMatchObject({ cap: '39030', citta: `Vipiteno${tag}`, servizio: 'fotovoltaico' })
    // The demo's Bolzano lead waits too: the section's count is the whole queue.
    expect(first.totalAll).toBe(24)
    const second = await page<WaitingLead>(`waiting-leads?q=${tag}&page=2`)
    expect(names(second.docs)).toEqual([`Attesa ${tag} 20`, `Attesa ${tag} 21`, `Attesa ${tag} 22`])
    expect((await page<WaitingLead>('waiting-leads?q=Pichler')).docs.map((lead) => lead.citta)).toEqual(['Bolzano'])
  })

  it('filters by service and by how long they wait, and sorts as asked', async () => {
    const solar = await page<WaitingLead>(`waiting-leads?q=${tag}&filter=fotovoltaico`)
    expect(solar.totalDocs).toBe(12)
    expect(solar.docs.every((lead) => lead.servizio === 'fotovoltaico')).toBe(true)
    const week = await page<WaitingLead>(`waiting-leads?q=${tag}&attesa=7`)
    expect(names(week.docs)).toEqual(Array.from({ length: 16 }, (_, index) => `Attesa ${tag} ${two(index + 7)}`))
    const both = await page<WaitingLead>(`waiting-leads?q=${tag}&attesa=7&filter=luce-gas&sort=senzaPartnerDal`)
    expect(names(both.docs)).toEqual([21, 19, 17, 15, 13, 11, 9, 7].map((index) => `Attesa ${tag} ${two(index)}`))
    const byName = await page<WaitingLead>(`waiting-leads?q=${tag}&sort=-nome`)
    expect(byName.docs[0]!.nome).toBe(`Attesa ${tag} 22`)
    expect((await page<WaitingLead>(`waiting-leads?q=${tag}&attesa=30`)).docs).toEqual([])
  })

  it('downloads the rows of the same search, filters and sort as a CSV with Italian headers', async () => {
    const result = await csv(`/admin/export/waiting-leads?q=${tag}&filter=luce-gas&attesa=1&sort=senzaPartnerDal`)
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('content-disposition')).toBe(`attachment; filename="senza-partner-${today}.csv"`)
    expect(result.lines[0]).toBe('Cliente,Email,Servizio,CAP,Città,In attesa dal')
    expect(result.lines.slice(1).map((line) => line.split(',')[0])).toEqual([21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1].map((index) => `Attesa ${tag} ${two(index)}`))
    expect(result.lines[1]).toMatch(new RegExp(`^Attesa ${tag} 21,attesa\\.${tag}\\.21@example\\.com,Luce & Gas,39030,Vipiteno${tag},"\\d{2}/\\d{2}/\\d{2}, \\d{2}:\\d{2}"$`))
    // Every row, past the page size.
    expect((await csv(`/admin/export/waiting-leads?q=${tag}`)).lines).toHaveLength(24)
  })
})

describe('Approvazioni list', () => {
  it('lists what an admin decides on, pages it and counts it like the section does', async () => {
    const first = await page<MerchantReview>(`approvals?q=${tag}&sort=nomeAzienda`)
    // The active merchant without a proposal waits for nothing.
    expect(first.totalDocs).toBe(22)
    expect(first.totalPages).toBe(2)
    expect(first.docs[0]).toMatchObject({ nomeAzienda: `Proposta ${tag}`, stato: 'attivo', serviziProposti: ['caldaie-clima'], capCopertiProposti: ['39031'], capCoperti: ['39040'], partitaIvaValida: true })
    const second = await page<MerchantReview>(`approvals?q=${tag}&sort=nomeAzienda&page=2`)
    expect(names(second.docs)).toEqual([`Revisione ${tag} 19`, `Revisione ${tag} 20`])
    // The demo's Lombardia Connect (proposals), Vesuvio (suspended) and Nuova Energia Fiorentina (in review) too.
    expect(first.totalAll).toBe(25)
    const counts = await rest('GET', '/admin/merchants/review', { token: tokens.admin })
    expect(counts.body).toEqual({ inRevisione: 22, proposte: 2 })
    // A merchant is found by a CAP it covers or proposes.
    expect(names((await page<MerchantReview>('approvals?q=39031')).docs)).toEqual([`Proposta ${tag}`])
  })

  it('filters by state, service and age, and sorts as asked', async () => {
    expect(names((await page<MerchantReview>('approvals?filter=proposte&sort=nomeAzienda')).docs)).toEqual(['Lombardia Connect', `Proposta ${tag}`])
    expect(names((await page<MerchantReview>('approvals?filter=sospeso')).docs)).toEqual(['Vesuvio Assicurazioni'])
    // Approved or proposed, a service is the merchant's.
    expect(names((await page<MerchantReview>('approvals?servizio=caldaie-clima&sort=nomeAzienda')).docs)).toEqual(['Nuova Energia Fiorentina', `Proposta ${tag}`])
    expect(names((await page<MerchantReview>('approvals?servizio=fotovoltaico&filter=proposte')).docs)).toEqual(['Lombardia Connect'])
    // Just made: none of them has waited a day.
    expect((await page<MerchantReview>(`approvals?q=${tag}&attesa=1`)).totalDocs).toBe(0)
    const oldestFirst = await page<MerchantReview>(`approvals?q=${tag}&sort=updatedAt`)
    const updated = oldestFirst.docs.map((merchant) => merchant.updatedAt)
    expect(updated).toEqual([...updated].sort())
    expect(names((await page<MerchantReview>(`approvals?q=${tag}&sort=-nomeAzienda`)).docs)[0]).toBe(`Revisione ${tag} 20`)
  })

  it('downloads the same rows as a CSV, coverage and proposals spelled out', async () => {
    const result = await csv(`/admin/export/approvals?q=${tag}&filter=proposte`)
    expect(result.status).toBe(200)
    expect(result.headers.get('content-disposition')).toBe(`attachment; filename="approvazioni-${today}.csv"`)
    expect(result.lines[0]).toBe('Azienda,Ragione sociale,Partita IVA,P.IVA valida,Sede,CAP,Città,Email,Telefono,Stato,Servizi approvati,Servizi proposti,CAP serviti,CAP proposti,Ultima modifica')
    expect(result.lines).toHaveLength(2)
    expect(result.lines[1]).toMatch(
      new RegExp(`^Proposta ${tag},Proposta ${tag} S\\.r\\.l\\.,00743110157,OK,"Via Roma 1, Vipiteno${tag}",39040,Vipiteno${tag},proposta\\.${tag}@example\\.com,0574 000000,Attivo,Luce & Gas,Caldaie & Clima,39040,39031,"\\d{2}/\\d{2}/\\d{2}, \\d{2}:\\d{2}"$`),
    )
    expect((await csv(`/admin/export/approvals?q=${tag}`)).lines).toHaveLength(23)
  })
})

describe('both queues refuse', () => {
  it.each(['approvals', 'waiting-leads'])('what %s cannot ask, in Italian', async (list) => {
    for (const query of ['filter=cancellato', 'servizio=nessuno', 'attesa=5', 'sort=telefono', 'sort=password', 'page=0']) {
      const answer = await rest('GET', `/admin/lists/${list}?${query}`, { token: tokens.admin })
      expect(answer.status, query).toBe(400)
      expect(answer.body, query).toEqual({ error: adminListMessages.invalidQuery })
      expect((await csv(`/admin/export/${list}?${query}`)).status, query).toBe(400)
    }
    // A filter of these queues is not one of the other lists'.
    expect((await rest('GET', '/admin/lists/merchants?attesa=7', { token: tokens.admin })).status).toBe(400)
  })

  it.each(['approvals', 'waiting-leads'])('%s to anyone but an admin, list and CSV', async (list) => {
    for (const token of [tokens.merchant, await loginAs('Editor'), '']) {
      expect((await rest('GET', `/admin/lists/${list}`, token ? { token } : {})).body).toEqual({ error: adminMessages.forbidden })
      expect((await csv(`/admin/export/${list}`, token || null)).status).toBe(403)
    }
    expect((await rest('GET', '/admin/merchants/review', { token: tokens.merchant })).status).toBe(403)
  })
})
