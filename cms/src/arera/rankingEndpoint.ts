import type { Endpoint, Payload } from 'payload'
import { ARERA_NO_CATALOGUE_MESSAGE, ARERA_RANKING_PATH, AreraFileKindSchema, areraProfileFromQuery, areraRankingQuery, rankOffers, type AreraCatalogueOrigin, type AreraIndexMonth, type AreraOffer, type AreraParameters, type AreraRankingResponse } from '#content-schema'
import { jsonError, unavailable } from '../api/publicWrite.ts'
import { readLimitRefusal } from '../api/rateLimits.ts'
import { placesForCap } from '../postcodes/capIndex.ts'
import { collectionSlugs, globalSlugs } from '../slugs.ts'

/** A visitor trying profiles; the front cache answers repeated ones without reaching here. */
const RATE_LIMIT = { limit: 120, windowMs: 60_000 }
/** The front cache and browsers keep an answer this long: a new day's catalogue shows within ten minutes. */
const CACHE_CONTROL = 'public, max-age=300, s-maxage=600'

type Catalogue = { key: string; date: string; offers: AreraOffer[]; parameters: AreraParameters; index: AreraIndexMonth[]; supplierNames: Map<string, string>; origin: AreraCatalogueOrigin }

/** The catalogue in use, loaded once per process and day (a few thousand offers, a few MB). */
let loaded: { key: string; catalogue: Promise<Catalogue> } | null = null
/**
 * Rankings already computed for the catalogue in use, by profile, behind the front cache (which keeps an answer ten
 * minutes): the profiles asked most stay computed for the day. Kept as the answer's JSON text: one string a ranking
 * instead of thousands of objects, which the garbage collector would walk at every full collection (300 rankings as
 * objects made its pauses the ranking's slowest answers, docs/performance.md). Bounded (a ranking with its arithmetic
 * is some tens of KB): the least recently asked goes first.
 */
const rankings = new Map<string, string>()
const MAX_RANKINGS = 300

async function currentCatalogue(payload: Payload): Promise<Catalogue | null> {
  const found = await payload.find({
    collection: collectionSlugs.areraCatalogues,
    where: { and: [{ current: { equals: true } }, { state: { equals: 'complete' } }] },
    select: { date: true, updatedAt: true },
    sort: '-date',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const head = found.docs[0]
  if (!head) return null
  const key = `${head.id}:${head.updatedAt}`
  if (loaded?.key !== key) {
    rankings.clear()
    const catalogue = loadCatalogue(payload, Number(head.id), key)
    loaded = { key, catalogue }
    catalogue.catch(() => {
      if (loaded?.key === key) loaded = null
    })
  }
  return loaded.catalogue
}

async function loadCatalogue(payload: Payload, id: number, key: string): Promise<Catalogue> {
  const catalogue = await payload.findByID({ collection: collectionSlugs.areraCatalogues, id, depth: 0, overrideAccess: true })
  const offers = await payload.find({ collection: collectionSlugs.areraOffers, where: { catalogue: { equals: id } }, select: { offer: true }, depth: 0, pagination: false, overrideAccess: true })
  const suppliers = await payload.find({ collection: collectionSlugs.areraSuppliers, depth: 0, pagination: false, overrideAccess: true })
  return {
    key,
    date: catalogue.date,
    offers: offers.docs.map((doc) => doc.offer as unknown as AreraOffer),
    parameters: catalogue.parameters as AreraParameters,
    index: catalogue.index as AreraIndexMonth[],
    supplierNames: new Map(suppliers.docs.map((supplier) => [supplier.vat, supplier.name])),
    // A catalogue whose origin is not recorded (the seed fills it in, cms/src/arera/seed.ts) vouches for no file.
    origin: catalogue.origin ? { source: catalogue.origin, illustrative: catalogue.illustrativeFiles ?? [] } : { source: 'campioni', illustrative: AreraFileKindSchema.options },
  }
}

/**
 * GET /api/offerte-luce/classifica?kwh=2700&kw=3&residente=si[&f1=&f2=][&cap=][&codice=] — every household
 * electricity offer of the day's ARERA catalogue priced for the profile by the official method (`tipo=gas&smc=…&cap=…`:
 * the gas offers; `tipo=luce_gas`: the dual-fuel offers), fixed and variable apart, with the arithmetic of the cheapest and the visitor's own offer placed (content-schema/src/arera). The
 * same answer for everyone with the same profile: computed once per catalogue and profile, shared through the
 * front cache. Editors can pause it («Classifica offerte luce»).
 */
export const areraRankingEndpoint: Endpoint = {
  path: ARERA_RANKING_PATH,
  method: 'get',
  handler: async (req) => {
    try {
      const query = areraProfileFromQuery(new URL(req.url ?? '/', 'http://localhost').searchParams)
      if (!query.ok) return jsonError(400, query.error, { field: query.field })
      // The three reads at once (a new profile waited for each in turn): the visitor's count, the editors' pause, the
      // catalogue in use. The ranking itself is computed only for a visitor within the limit.
      const [refused, settings, catalogue] = await Promise.all([
        readLimitRefusal(req, ARERA_RANKING_PATH, RATE_LIMIT),
        req.payload.findGlobal({ slug: globalSlugs.offersRanking, depth: 0, overrideAccess: true }),
        currentCatalogue(req.payload),
      ])
      if (refused) return refused
      if (settings.paused) return Response.json({ status: 'paused', message: settings.message ?? '' } satisfies AreraRankingResponse, { headers: { 'cache-control': 'public, max-age=60, s-maxage=60' } })
      if (!catalogue) return Response.json({ status: 'empty', message: ARERA_NO_CATALOGUE_MESSAGE } satisfies AreraRankingResponse, { headers: { 'cache-control': 'no-store' } })
      const places = query.profile.cap ? placesForCap(query.profile.cap) : null
      if (places && places.length === 0) return jsonError(400, 'Questo CAP non risulta tra i CAP italiani: controllalo.', { field: 'cap' })
      const key = areraRankingQuery(query.profile, query.code)
      let body = rankings.get(key)
      // Least recently asked first out: a hit moves to the end.
      if (body !== undefined) rankings.delete(key)
      else {
        const answer: AreraRankingResponse = { status: 'ok', ranking: rankOffers({ ...catalogue, catalogueDate: catalogue.date, profile: query.profile, places, ownCode: query.code }) }
        body = JSON.stringify(answer)
        if (rankings.size >= MAX_RANKINGS) rankings.delete(rankings.keys().next().value!)
      }
      rankings.set(key, body)
      return new Response(body, { headers: { 'content-type': 'application/json', 'cache-control': CACHE_CONTROL } })
    } catch (error) {
      return unavailable(error)
    }
  },
}
