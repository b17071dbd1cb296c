import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { AreraRankingResponse } from '#content-schema'
import { FIXTURES_DIR, importCatalogue, REAL_SAMPLES_FILE, runDailyImport, type AreraSource } from '../../../cms/src/arera/importer.ts'
import { seedAreraCatalogue } from '../../../cms/src/arera/seed.ts'
import { maintenanceQueue } from '../../../cms/src/privacy/privacyRetention.ts'
import { runJobsOnce } from '../../../cms/src/jobs/runner.ts'
import { collectionSlugs, globalSlugs } from '../../../cms/src/slugs.ts'
import { answerApi, apiRequest, loginAs, payload, rest } from '../support/helpers.ts'

/**
 * ARERA's catalogue through Payload on a real PostgreSQL: the project's samples imported by the seed (28/09/2026), a
 * newer day taking its place only once complete, a broken day leaving the one in use with the reason for the admin,
 * offers nobody can edit, and the public ranking endpoint (validation, cache headers, pause).
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arera-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** The samples copied as another day's files, with their list of real samples, `edit` applied to the free-market XML. */
function dayFolder(name: string, stamp: string, edit: (xml: string) => string = (xml) => xml): AreraSource {
  const dir = path.join(tmp, name)
  fs.mkdirSync(dir)
  fs.copyFileSync(path.join(FIXTURES_DIR, REAL_SAMPLES_FILE), path.join(dir, REAL_SAMPLES_FILE))
  for (const file of fs.readdirSync(FIXTURES_DIR)) {
    if (!file.startsWith('PO_')) continue
    const text = fs.readFileSync(path.join(FIXTURES_DIR, file), 'utf8')
    fs.writeFileSync(path.join(dir, file.replace('20260928', stamp)), file.endsWith('.xml') ? edit(text) : text)
  }
  return { kind: 'fixtures', dir }
}

const catalogues = async () => {
  const p = await payload()
  const found = await p.find({ collection: collectionSlugs.areraCatalogues, sort: 'date', depth: 0, pagination: false, overrideAccess: true })
  return found.docs.map((c) => ({ date: c.date, state: c.state, current: c.current, offersImported: c.offersImported, error: c.error ?? null }))
}
let ip = 0
const ranking = async (query: string) => {
  const response = await answerApi(apiRequest('GET', `/offerte-luce/classifica?${query}`, { headers: { 'x-real-ip': `10.33.0.${++ip}` } }))
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as AreraRankingResponse & { error?: string; field?: string } }
}
const a2aFull = (body: AreraRankingResponse) => (body.status === 'ok' ? body.ranking.fixed.offers.find((o) => o.code === '000294ESFFL01XXA2AFullD260933882')?.priced.total : undefined)

describe('ARERA catalogue', () => {
  it('starts with the samples imported by the seed, in use, with what it left out and why', async () => {
    expect(await catalogues()).toEqual([{ date: '2026-09-28', state: 'complete', current: true, offersImported: 32, error: null }])
    const p = await payload()
    const catalogue = (await p.find({ collection: collectionSlugs.areraCatalogues, depth: 0, overrideAccess: true })).docs[0]!
    expect(catalogue.leftOut).toContainEqual({ reason: 'non calcolabile: fasce orarie non previste dal metodo (codice 07)', count: 1 })
    const suppliers = await p.find({ collection: collectionSlugs.areraSuppliers, where: { vat: { equals: '12883420155' } }, depth: 0, overrideAccess: true })
    expect(suppliers.docs[0]?.name).toBe('A2A ENERGIA SPA')
    const first = await ranking('kwh=2700&kw=3&residente=si')
    expect(first.status).toBe(200)
    expect(first.cacheControl).toBe('public, max-age=300, s-maxage=600')
    expect(first.body.status === 'ok' && first.body.ranking.catalogueDate).toBe('2026-09-28')
    expect(a2aFull(first.body)).toBe(953.58)
  })

  it('records where the files came from, and which samples are illustrative, also for a catalogue imported before it did', async () => {
    const p = await payload()
    const origin = async () => {
      const catalogue = (await p.find({ collection: collectionSlugs.areraCatalogues, depth: 0, overrideAccess: true })).docs[0]!
      return { origin: catalogue.origin, illustrativeFiles: [...(catalogue.illustrativeFiles ?? [])].sort() }
    }
    const samples = { origin: 'campioni', illustrativeFiles: ['dual', 'gas', 'gasParameters', 'gasPlacet'] }
    expect(await origin()).toEqual(samples)
    // As a catalogue imported before origins were recorded: the seed's data step gives it its origin again.
    const id = (await p.find({ collection: collectionSlugs.areraCatalogues, depth: 0, overrideAccess: true })).docs[0]!.id
    await p.update({ collection: collectionSlugs.areraCatalogues, id, data: { origin: null, illustrativeFiles: [] }, overrideAccess: true })
    expect(await seedAreraCatalogue(p)).toEqual(['arera-catalogue 2026-09-28 origin'])
    expect(await origin()).toEqual(samples)
    expect(await seedAreraCatalogue(p)).toEqual([])
  })

  it('switches to a newer day only once it is complete', async () => {
    const source = dayFolder('next', '20260929', (xml) => xml.replace('<PREZZO>0.1728</PREZZO>', '<PREZZO>0.1500</PREZZO>'))
    let duringImport: Awaited<ReturnType<typeof catalogues>> = []
    let rankedDuring: number | undefined
    const result = await importCatalogue(await payload(), {
      date: '2026-09-29',
      source,
      beforeSwitch: async () => {
        duringImport = await catalogues()
        rankedDuring = a2aFull((await ranking('kwh=2700&kw=3&residente=si')).body)
      },
    })
    expect(result).toMatchObject({ status: 'imported', date: '2026-09-29', offers: 32 })
    // While the new day was being written, the site kept ranking the old one.
    expect(duringImport).toEqual([
      { date: '2026-09-28', state: 'complete', current: true, offersImported: 32, error: null },
      { date: '2026-09-29', state: 'importing', current: false, offersImported: 0, error: null },
    ])
    expect(rankedDuring).toBe(953.58)
    expect(await catalogues()).toEqual([
      { date: '2026-09-28', state: 'complete', current: false, offersImported: 32, error: null },
      { date: '2026-09-29', state: 'complete', current: true, offersImported: 32, error: null },
    ])
    const after = await ranking('kwh=2700&kw=3&residente=no')
    expect(after.body.status === 'ok' && after.body.ranking.catalogueDate).toBe('2026-09-29')
    // F1 0,15 × 891 = 133,65 instead of 153,96: 20,31 less, 22,34 with VAT (953,58 − 22,34 = 931,24)
    expect(a2aFull((await ranking('kwh=2700&kw=3&residente=si')).body)).toBe(931.24)
  })

  it('leaves the day in use when a newer file is broken, and the admin sees why', async () => {
    const source = dayFolder('broken', '20260930', (xml) => xml.slice(0, Math.floor(xml.length / 2)))
    const result = await importCatalogue(await payload(), { date: '2026-09-30', source })
    expect(result).toMatchObject({ status: 'failed', date: '2026-09-30' })
    const all = await catalogues()
    expect(all.find((c) => c.current)?.date).toBe('2026-09-29')
    expect(all.at(-1)).toMatchObject({ date: '2026-09-30', state: 'failed', current: false, error: expect.stringContaining('file non valido') })
    const editor = await loginAs('Editor')
    const seen = await rest('GET', `/${collectionSlugs.areraCatalogues}?sort=-date&depth=0`, { token: editor })
    expect(seen.status).toBe(200)
    expect(seen.body.docs?.[0]).toMatchObject({ date: '2026-09-30', state: 'failed', error: expect.stringContaining('file non valido') })
    expect(await (await payload()).count({ collection: collectionSlugs.areraOffers, where: { catalogue: { equals: result.status === 'failed' ? result.catalogueId : 0 } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    const still = await ranking('kwh=2700&kw=3&residente=si&f1=40&f2=30')
    expect(still.body.status === 'ok' && still.body.ranking.catalogueDate).toBe('2026-09-29')
  })

  it('falls back to the newest day it has, and does nothing when that day is in use', async () => {
    expect(await runDailyImport(await payload(), { now: new Date('2026-10-01T02:00:00Z'), source: { kind: 'fixtures', dir: FIXTURES_DIR } })).toEqual({ status: 'already', date: '2026-09-29' })
  })

  it('runs as the jobs runner’s maintenance task, scheduled every hour', async () => {
    const p = await payload()
    const job = await p.jobs.queue({ task: 'areraImport', queue: maintenanceQueue, input: { now: '2026-10-01T02:00:00.000Z' } })
    const ran = await runJobsOnce(p, { queue: maintenanceQueue, limit: 10 })
    expect(ran.ran).toContain(job.id)
    expect(ran.failed).toEqual([])
    const done = await p.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true })
    expect(done.completedAt).toBeTruthy()
    expect(done.log?.at(-1)).toMatchObject({ taskSlug: 'areraImport', state: 'succeeded', output: { status: 'already', date: '2026-09-29' } })
    expect(p.config.jobs.tasks?.find((task) => task.slug === 'areraImport')?.schedule).toEqual([{ cron: '15 * * * *', queue: maintenanceQueue }])
  })

  it('refuses a visitor asking too many rankings in a minute', async () => {
    const ask = () => answerApi(apiRequest('GET', '/offerte-luce/classifica?kwh=2500&kw=3&residente=si', { headers: { 'x-real-ip': '10.34.0.1' } }))
    for (let i = 0; i < 120; i++) expect((await ask()).status).toBe(200)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('lets nobody edit an offer, and shows catalogues and offers to staff only', async () => {
    const editor = await loginAs('Editor')
    const admin = await loginAs('Admin')
    const offers = await rest('GET', `/${collectionSlugs.areraOffers}?limit=1&depth=0`, { token: editor })
    const id = offers.body.docs?.[0]?.id
    expect(id).toBeDefined()
    expect((await rest('PATCH', `/${collectionSlugs.areraOffers}/${id}`, { token: admin, body: { name: 'Cambiata' } })).status).toBe(403)
    expect((await rest('DELETE', `/${collectionSlugs.areraOffers}/${id}`, { token: admin })).status).toBe(403)
    expect((await rest('POST', `/${collectionSlugs.areraOffers}`, { token: admin, body: { code: 'X', name: 'X' } })).status).toBe(403)
    expect((await rest('GET', `/${collectionSlugs.areraOffers}?limit=1`)).status).toBe(403)
    expect((await rest('GET', `/${collectionSlugs.areraCatalogues}?limit=1`)).status).toBe(403)
    expect((await rest('GET', `/${collectionSlugs.areraCatalogues}?limit=1`, { token: await loginAs('Merchant (Prato)') })).status).toBe(403)
  })

  it('refuses a bad profile in Italian, and places a codice offerta', async () => {
    expect(await ranking('kwh=abc&kw=3&residente=si')).toMatchObject({ status: 400, body: { error: 'Indica il consumo annuo in kWh.', field: 'kwh' } })
    expect(await ranking('kwh=2700&kw=3')).toMatchObject({ status: 400, body: { field: 'resident' } })
    expect(await ranking('kwh=2700&kw=3&residente=si&cap=00000')).toMatchObject({ status: 400, body: { field: 'cap' } })
    expect(await ranking('kwh=2700&kw=3&residente=si&codice=%3Cscript%3E')).toMatchObject({ status: 400, body: { field: 'codice' } })
    const own = await ranking('kwh=2700&kw=3&residente=si&codice=000142ESFML01XXResECAn0000118811&cap=20121')
    expect(own.body.status === 'ok' && own.body.ranking.own).toMatchObject({ place: 5, of: 10, reason: null })
  })

  it('ranks gas for a CAP’s tariff area, and luce + gas by the dual-fuel offers', async () => {
    expect(await ranking('tipo=gas&residente=si&smc=1400')).toMatchObject({ status: 400, body: { field: 'cap', error: 'Per il gas serve il CAP: le tariffe di rete e le imposte cambiano da zona a zona.' } })
    const gas = await ranking('tipo=gas&residente=si&smc=1400&cap=20121')
    expect(gas.status).toBe(200)
    const gasRanking = gas.body.status === 'ok' ? gas.body.ranking : null
    expect(gasRanking).toMatchObject({ commodity: 'gas', compared: 6, profile: { smc: 1400, gasArea: 'Nord orientale' } })
    // tests/unit/arera/gas.test.ts: 1.632,65 for 1.400 Smc in Milan
    expect(gasRanking?.fixed.offers.map((offer) => [offer.code, offer.priced.total])[0]).toEqual(['ILLUSTRATIVO_G_FISSO_CASA_0001', 1632.65])
    // The gas samples are illustrative: the answer says so, on the ranking and on every row.
    expect(gasRanking?.data).toEqual({ source: 'campioni', illustrative: true })
    expect([...(gasRanking?.fixed.offers ?? []), ...(gasRanking?.variable.offers ?? [])].map((offer) => offer.illustrative)).toEqual([true, true, true, true, true])
    const luce = await ranking('kwh=2700&kw=3&residente=si&cap=20121')
    expect(luce.body.status === 'ok' && [luce.body.ranking.data, luce.body.ranking.fixed.offers.some((offer) => offer.illustrative)]).toEqual([{ source: 'campioni', illustrative: false }, false])
    const dual = await ranking('tipo=luce_gas&kwh=2700&kw=3&residente=si&smc=1400&cap=20121')
    expect(dual.body.status === 'ok' && dual.body.ranking.fixed.offers.map((offer) => [offer.code, offer.priced.total])).toEqual([['ILLUSTRATIVO_D_LUCE_GAS_000001', 2511.69]])
  })

  it('shows the editors’ message instead of the ranking while they pause it', async () => {
    const editor = await loginAs('Editor')
    const paused = await rest('POST', `/globals/${globalSlugs.offersRanking}`, { token: editor, body: { paused: true, message: 'Dati in verifica, torna domani.' } })
    expect(paused.status).toBe(200)
    expect((await ranking('kwh=3000&kw=3&residente=si')).body).toEqual({ status: 'paused', message: 'Dati in verifica, torna domani.' })
    await rest('POST', `/globals/${globalSlugs.offersRanking}`, { token: editor, body: { paused: false } })
    expect((await ranking('kwh=3000&kw=3&residente=si')).body.status).toBe('ok')
  })
  // Last: the day it imports (2 October) is past most samples' end of sale.
  it('downloads from the portal’s paths after 01:00 Rome time, falling back to yesterday’s files when today’s are not out', async () => {
    const folder = dayFolder('portal', '20261002')
    const asked: string[] = []
    const server = http.createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname
      asked.push(pathname)
      const name = pathname.endsWith('/5d6f1085b4d5f20821af55764e647671.csv') ? 'PO_Indici.csv' : path.basename(pathname)
      const file = path.join(folder.kind === 'fixtures' ? folder.dir : '', name)
      if (!name.startsWith('PO_') || !fs.existsSync(file)) {
        res.writeHead(404).end()
        return
      }
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      fs.createReadStream(file).pipe(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const source: AreraSource = { kind: 'url', base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/portaleOfferte/resources/opendata/csv/` }
    try {
      // 00:30 in Rome: the night's files may not be complete yet.
      expect(await runDailyImport(await payload(), { now: new Date('2026-10-02T22:30:00Z'), source })).toEqual({ status: 'skipped', reason: 'prima dell’01:00 a Roma' })
      expect(asked).toEqual([])
      // 03:00 in Rome on 3 October: today's files are missing, yesterday's are imported.
      expect(await runDailyImport(await payload(), { now: new Date('2026-10-03T01:00:00Z'), source })).toMatchObject({ status: 'imported', date: '2026-10-02', offers: 32 })
      expect(asked).toContain('/portaleOfferte/resources/opendata/csv/parametriML/2026_10/PO_Parametri_Mercato_Libero_E_20261003.csv')
      expect(asked).toContain('/portaleOfferte/resources/opendata/csv/offerteML/2026_10/PO_Offerte_E_MLIBERO_20261002.xml')
      expect(asked).toContain('/portaleOfferte/resources/cms/documents/5d6f1085b4d5f20821af55764e647671.csv')
      expect((await catalogues()).find((c) => c.current)?.date).toBe('2026-10-02')
      // The last complete day before the one in use is kept; older days, and the failed one, go.
      expect((await catalogues()).map((c) => c.date)).toEqual(['2026-09-29', '2026-10-02'])
      // Downloaded from the portal, every file is the portal's own: no figure is said to be illustrative.
      const gas = await ranking('tipo=gas&residente=si&smc=1400&cap=20121')
      const gasRanking = gas.body.status === 'ok' ? gas.body.ranking : null
      expect(gasRanking?.data).toEqual({ source: 'portale', illustrative: false })
      expect([...(gasRanking?.fixed.offers ?? []), ...(gasRanking?.variable.offers ?? [])].filter((offer) => offer.illustrative)).toEqual([])
    } finally {
      server.close()
    }
  })
})
