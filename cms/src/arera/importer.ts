import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { parseMliberoXml, type ParsedOffer } from '#content-schema/arera/mlibero.ts'
import { parseIndicesCsv, parseParametersCsv, parsePlacetCsv, parsePlacetGasCsv } from '#content-schema/arera/placet.ts'
import { priceGasOffer } from '#content-schema/arera/gas.ts'
import { indexAssumption, priceOffer } from '#content-schema/arera/pricing.ts'
import { DAY_MS, romeDateTime, romeIsoDay } from '#content-schema/italyClock.ts'
import { AreraFileKindSchema, type AreraCatalogueOrigin, type AreraFileKind, type AreraOffer } from '#content-schema/arera/schema.ts'
import { collectionSlugs } from '../slugs.ts'

/** The portal's open-data folder; each day's files are under it (docs/offers.md). */
export const PORTAL_BASE = 'https://www.ilportaleofferte.it/portaleOfferte/resources/opendata/csv/'
/** The monthly index series, one file the portal keeps up to date. */
const INDICES_PATH = '/portaleOfferte/resources/cms/documents/5d6f1085b4d5f20821af55764e647671.csv'
/** The real samples the project keeps (cms/src/arera/fixtures/README.md). */
export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

export type AreraSource = { kind: 'fixtures'; dir: string } | { kind: 'url'; base: string }

/**
 * Where the day's files come from: `ARERA_SOURCE=fixtures` reads the fixture folder, `fixtures:/dir` another one, a
 * URL downloads from it. Unset: the fixtures wherever the demo data goes (`npm start` on its embedded database, the
 * tests: no network to the portal there), the portal itself on a production start.
 */
export function areraSource(env: NodeJS.ProcessEnv = process.env): AreraSource {
  const production = env.NODE_ENV === 'production' && env.SEED_DEMO !== '1'
  const configured = env.ARERA_SOURCE ?? (production ? PORTAL_BASE : 'fixtures')
  if (configured === 'fixtures') return { kind: 'fixtures', dir: FIXTURES_DIR }
  if (configured.startsWith('fixtures:')) return { kind: 'fixtures', dir: path.resolve(configured.slice('fixtures:'.length)) }
  return { kind: 'url', base: configured.endsWith('/') ? configured : `${configured}/` }
}

/** The day's files by the portal's paths: month folder without a leading zero, file date zero-padded. */
export function dayFiles(date: string): Record<Exclude<AreraFileKind, 'index'>, string> {
  const [year, month, day] = date.split('-')
  const folder = `${year}_${Number(month)}`
  const stamp = `${year}${month}${day}`
  return {
    mlibero: `offerteML/${folder}/PO_Offerte_E_MLIBERO_${stamp}.xml`,
    gas: `offerteML/${folder}/PO_Offerte_G_MLIBERO_${stamp}.xml`,
    dual: `offerteML/${folder}/PO_Offerte_D_MLIBERO_${stamp}.xml`,
    placet: `offerte/${folder}/PO_Offerte_E_PLACET_${stamp}.csv`,
    gasPlacet: `offerte/${folder}/PO_Offerte_G_PLACET_${stamp}.csv`,
    parameters: `parametriML/${folder}/PO_Parametri_Mercato_Libero_E_${stamp}.csv`,
    gasParameters: `parametriML/${folder}/PO_Parametri_Mercato_Libero_G_${stamp}.csv`,
  }
}

/**
 * A fixture folder's list of the files that are real samples of the portal, by name without the date
 * (`real-samples.json`, cms/src/arera/fixtures/README.md). Any other file of the folder — all of them when it has no
 * list — is illustrative: nobody vouched that it is the portal's.
 */
export const REAL_SAMPLES_FILE = 'real-samples.json'

/** Where a day's files come from, and which of them are illustrative (never from the portal). */
export function catalogueOrigin(source: AreraSource, files: Record<AreraFileKind, string>): AreraCatalogueOrigin {
  if (source.kind === 'url') return { source: 'portale', illustrative: [] }
  const list = path.join(source.dir, REAL_SAMPLES_FILE)
  const real = new Set<string>(fs.existsSync(list) ? (JSON.parse(fs.readFileSync(list, 'utf8')) as string[]) : [])
  const stem = (file: string) => path.basename(file).replace(/(_\d{8})?\.(xml|csv)$/, '')
  return { source: 'campioni', illustrative: AreraFileKindSchema.options.filter((kind) => !real.has(stem(files[kind]))) }
}

class MissingFile extends Error {}
/** The database refused a write: not the file's fault, so the job is tried again. */
class WriteFailed extends Error {}

async function openText(source: AreraSource, file: string): Promise<AsyncIterable<string>> {
  if (source.kind === 'fixtures') {
    const local = path.join(source.dir, path.basename(file))
    if (!fs.existsSync(local)) throw new MissingFile(`${path.basename(file)} non c’è`)
    return fs.createReadStream(local, { encoding: 'utf8', highWaterMark: 64 * 1024 })
  }
  const url = new URL(file, source.base)
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) })
  if (response.status === 404) throw new MissingFile(`${url.pathname} non ancora pubblicato`)
  if (!response.ok || !response.body) throw new Error(`${url.pathname}: risposta ${response.status}`)
  return response.body.pipeThrough(new TextDecoderStream('utf-8')) as unknown as AsyncIterable<string>
}

const indexFile = (source: AreraSource) => (source.kind === 'fixtures' ? 'PO_Indici.csv' : INDICES_PATH)

async function readText(source: AreraSource, file: string): Promise<string> {
  let text = ''
  for await (const chunk of await openText(source, file)) text += chunk
  return text
}

/** The dates whose files the fixture folder holds, newest first. */
export function fixtureDates(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .map((name) => name.match(/^PO_Offerte_E_MLIBERO_(\d{4})(\d{2})(\d{2})\.xml$/))
    .flatMap((match) => (match ? [`${match[1]}-${match[2]}-${match[3]}`] : []))
    .sort()
    .reverse()
}

export type ImportResult =
  | { status: 'imported'; date: string; catalogueId: number; offers: number; leftOut: number }
  | { status: 'already'; date: string }
  | { status: 'missing'; date: string; reason: string }
  | { status: 'failed'; date: string; catalogueId: number; reason: string }

/** `beforeSwitch` lets a test look at the database with the new day written but not yet in use. */
export type ImportOptions = { date: string; source: AreraSource; beforeSwitch?: () => Promise<void> }

/**
 * Imports one day: every file read and validated first (a missing file ends the attempt with nothing written, a
 * broken one leaves a failed catalogue that says why), then the offers written through Payload under a catalogue
 * «importing», then — only when all of it is written — the day becomes the current catalogue and the previous one
 * stops being current, in one transaction. Runs as the system (overrideAccess): nobody may write these records.
 */
export async function importCatalogue(payload: Payload, options: ImportOptions): Promise<ImportResult> {
  const { date, source } = options
  const existing = await payload.find({ collection: collectionSlugs.areraCatalogues, where: { date: { equals: date } }, limit: 1, depth: 0, overrideAccess: true })
  const previous = existing.docs[0]
  if (previous?.state === 'complete') return { status: 'already', date }
  const files = dayFiles(date)
  const sourceLabel = source.kind === 'fixtures' ? `campioni del progetto (${path.basename(source.dir)})` : source.base

  let catalogueId: number | null = previous ? Number(previous.id) : null
  const fail = async (reason: string): Promise<ImportResult> => {
    const data = { state: 'failed' as const, current: false, error: reason, source: sourceLabel, finishedAt: new Date().toISOString() }
    if (catalogueId === null) catalogueId = Number((await payload.create({ collection: collectionSlugs.areraCatalogues, data: { date, ...data }, overrideAccess: true })).id)
    else await payload.update({ collection: collectionSlugs.areraCatalogues, id: catalogueId, data, overrideAccess: true })
    await deleteOffersOf(payload, catalogueId)
    payload.logger.error(`ARERA: il catalogo del ${date} non è stato importato: ${reason}`)
    return { status: 'failed', date, catalogueId, reason }
  }

  // The small files first: a day not published yet ends here with nothing written; a network error is thrown, for
  // the job to try again.
  let texts: { parameters: string; gasParameters: string; index: string; placet: string; gasPlacet: string }
  try {
    texts = {
      parameters: await readText(source, files.parameters),
      gasParameters: await readText(source, files.gasParameters),
      index: await readText(source, indexFile(source)),
      placet: await readText(source, files.placet),
      gasPlacet: await readText(source, files.gasPlacet),
    }
  } catch (error) {
    if (error instanceof MissingFile) return { status: 'missing', date, reason: error.message }
    throw error
  }
  let parameters: Record<string, number>
  let index: ReturnType<typeof parseIndicesCsv>
  try {
    // One record of the day's values: electricity's as the portal names them, gas's prefixed `g_` (pricing's gas.ts).
    const gas = Object.entries(parseParametersCsv(texts.gasParameters)).map(([name, value]) => [`g_${name}`, value])
    parameters = { ...parseParametersCsv(texts.parameters), ...Object.fromEntries(gas) }
    index = parseIndicesCsv(texts.index)
  } catch (error) {
    return fail(`file non valido: ${error instanceof Error ? error.message : String(error)}`)
  }

  const origin = catalogueOrigin(source, { ...files, index: indexFile(source) })
  const catalogueData = { state: 'importing' as const, current: false, error: null, source: sourceLabel, origin: origin.source, illustrativeFiles: origin.illustrative, parameters, index, offersImported: 0, offersLeftOut: 0, leftOut: [] }
  if (catalogueId === null) catalogueId = Number((await payload.create({ collection: collectionSlugs.areraCatalogues, data: { date, ...catalogueData }, overrideAccess: true })).id)
  else {
    await payload.update({ collection: collectionSlugs.areraCatalogues, id: catalogueId, data: catalogueData, overrideAccess: true })
    await deleteOffersOf(payload, catalogueId)
  }

  const leftOut = new Map<string, number>()
  const count = (reason: string) => leftOut.set(reason, (leftOut.get(reason) ?? 0) + 1)
  const seen = new Set<string>()
  const suppliers = new Map<string, string>()
  let imported = 0
  const { pun, psv } = indexAssumption(index)
  /** Electricity and gas offers read so far: a dual-fuel offer (read last) is priceable only with both its parts. */
  const parts = new Map<string, AreraOffer['commodity']>()
  const store = async (parsed: ParsedOffer) => {
    if (!parsed.ok) return void count(parsed.reason)
    const offer = parsed.offer
    if (seen.has(offer.code)) return void count('codice offerta ripetuto nel file')
    seen.add(offer.code)
    if (offer.supplierName) suppliers.set(offer.supplierVat, offer.supplierName)
    // Kept whatever the method says of it (a visitor may type its code), counted when it cannot be priced for the
    // method's reference household (gas: 1.400 Smc in Milan).
    parts.set(offer.code, offer.commodity)
    const unpriceable = offer.unpriceable ?? referenceCheck(offer, parameters, pun, psv, parts)
    if (unpriceable && offer.customer === 'domestico') count(`non calcolabile: ${unpriceable}`)
    try {
      await payload.create({
        collection: collectionSlugs.areraOffers,
        data: { catalogue: catalogueId!, code: offer.code, name: offer.name, supplierVat: offer.supplierVat, source: offer.source, price: offer.price, unpriceable, offer: offer as unknown as Record<string, unknown> },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      throw new WriteFailed(error instanceof Error ? error.message : String(error), { cause: error })
    }
    imported++
  }
  try {
    await parseMliberoXml(await openText(source, files.mlibero), store)
    await parseMliberoXml(await openText(source, files.gas), store)
    await parseMliberoXml(await openText(source, files.dual), store)
    for (const parsed of parsePlacetCsv(texts.placet)) await store(parsed)
    for (const parsed of parsePlacetGasCsv(texts.gasPlacet)) await store(parsed)
  } catch (error) {
    if (error instanceof MissingFile) return fail(`file mancante: ${error.message}`)
    if (error instanceof WriteFailed) {
      await fail(`offerte non salvate: ${error.message}`).catch(() => undefined)
      throw error.cause
    }
    return fail(`file non valido: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (imported === 0) return fail('nessuna offerta nei file del giorno')

  await recordSuppliers(payload, suppliers)
  const leftOutList = [...leftOut].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count)
  await options.beforeSwitch?.()
  await switchCurrent(payload, catalogueId, {
    state: 'complete',
    offersImported: imported,
    offersLeftOut: leftOutList.reduce((sum, entry) => sum + entry.count, 0),
    leftOut: leftOutList,
    finishedAt: new Date().toISOString(),
  })
  await pruneOldCatalogues(payload, date)
  payload.logger.info(`ARERA: catalogo del ${date} importato (${imported} offerte) e in uso`)
  return { status: 'imported', date, catalogueId, offers: imported, leftOut: leftOutList.reduce((sum, entry) => sum + entry.count, 0) }
}

const REFERENCE_GAS = { smc: 1400, place: { region: '03', province: '015' } }

/** Why the method cannot price an offer for the reference household, or null. */
function referenceCheck(offer: AreraOffer, parameters: Record<string, number>, pun: number, psv: number | null, parts: Map<string, AreraOffer['commodity']>): string | null {
  const profile = { kwh: 2700, powerKw: 3, resident: true, smc: REFERENCE_GAS.smc }
  const context = { parameters, pun, psv }
  if (offer.commodity === 'luce') {
    const check = priceOffer(offer, profile, context, { lines: false })
    return check.ok ? null : check.reason
  }
  if (offer.commodity === 'gas') {
    const check = priceGasOffer(offer, profile, REFERENCE_GAS.place, context, { lines: false })
    return check.ok ? null : check.reason
  }
  const luce = offer.dual?.luce[0]
  const gas = offer.dual?.gas[0]
  return luce && gas && parts.get(luce) === 'luce' && parts.get(gas) === 'gas' ? null : 'le offerte luce e gas che la compongono non sono nei dati del giorno'
}

/** The new day in use and the previous one not, together or not at all. */
async function switchCurrent(payload: Payload, catalogueId: number, data: Record<string, unknown>) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await payload.update({ collection: collectionSlugs.areraCatalogues, where: { and: [{ current: { equals: true } }, { id: { not_equals: catalogueId } }] }, data: { current: false }, overrideAccess: true, req })
    await payload.update({ collection: collectionSlugs.areraCatalogues, id: catalogueId, data: { ...data, current: true }, overrideAccess: true, req })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function deleteOffersOf(payload: Payload, catalogueId: number) {
  await payload.delete({ collection: collectionSlugs.areraOffers, where: { catalogue: { equals: catalogueId } }, overrideAccess: true })
}

/** Keeps the day in use and the last complete one before it (a fallback an admin can compare with); older days go. */
async function pruneOldCatalogues(payload: Payload, currentDate: string) {
  const older = await payload.find({ collection: collectionSlugs.areraCatalogues, where: { date: { less_than: currentDate } }, sort: '-date', depth: 0, pagination: false, overrideAccess: true })
  const kept = older.docs.find((catalogue) => catalogue.state === 'complete')
  for (const catalogue of older.docs.filter((candidate) => candidate !== kept)) {
    await deleteOffersOf(payload, Number(catalogue.id))
    await payload.delete({ collection: collectionSlugs.areraCatalogues, id: catalogue.id, overrideAccess: true })
  }
}

async function recordSuppliers(payload: Payload, names: Map<string, string>) {
  if (names.size === 0) return
  const known = await payload.find({ collection: collectionSlugs.areraSuppliers, where: { vat: { in: [...names.keys()] } }, depth: 0, pagination: false, overrideAccess: true })
  const have = new Set(known.docs.map((supplier) => supplier.vat))
  for (const [vat, name] of names) if (!have.has(vat)) await payload.create({ collection: collectionSlugs.areraSuppliers, data: { vat, name }, overrideAccess: true })
}

/** Today's date in Italy, and the hour there (the portal publishes the evening before, Rome time). */
export function romeNow(now: Date): { date: string; hour: number } {
  return { date: romeIsoDay(now), hour: romeDateTime(now).hour }
}

const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10)

/**
 * The nightly run: after 01:00 in Rome, today's files, or yesterday's when today's are not published yet (the
 * fallback), unless the catalogue in use is already that recent. From the fixture folder, its newest day. Throws
 * when nothing could be imported, so the job is retried.
 */
export async function runDailyImport(payload: Payload, options: { now?: Date; source?: AreraSource } = {}): Promise<ImportResult | { status: 'skipped'; reason: string }> {
  const source = options.source ?? areraSource()
  const { date: today, hour } = romeNow(options.now ?? new Date())
  if (source.kind === 'url' && hour < 1) return { status: 'skipped', reason: 'prima dell’01:00 a Roma' }
  const candidates = source.kind === 'fixtures' ? fixtureDates(source.dir).filter((date) => date <= today).slice(0, 1) : [today, dayBefore(today)]
  const current = await payload.find({ collection: collectionSlugs.areraCatalogues, where: { current: { equals: true } }, sort: '-date', limit: 1, depth: 0, overrideAccess: true })
  const inUse = current.docs[0]?.date
  const reasons: string[] = []
  for (const date of candidates) {
    if (inUse && inUse >= date) return { status: 'already', date: inUse }
    const result = await importCatalogue(payload, { date, source })
    if (result.status === 'imported' || result.status === 'already') return result
    reasons.push(`${date}: ${result.reason}`)
  }
  throw new Error(`nessun catalogo ARERA importato (${reasons.join('; ') || 'nessun file'})`)
}
