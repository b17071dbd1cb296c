import { isDeepStrictEqual } from 'node:util'
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type CollectionAfterReadHook, type CollectionSlug, type PayloadRequest } from 'payload'
import { EstimateSchema, phoneChannels, RECENT_REVIEWS, type ConsentPurpose } from '#content-schema'
import { givenConsentId, partnerContactScope, partnersConsentedByPhone } from '../../../cms/src/consents/given.ts'
import { consentsInForce } from '../../../cms/src/consents/withdrawal.ts'
import { findLeadByToken, readLeadByToken } from '../../../cms/src/leads/leadByToken.ts'
import { matchMerchants, type MatchCriteria } from '../../../cms/src/leads/matching.ts'
import { latestBooking } from '../../../cms/src/database/bookings.ts'
import { objectionOf, objectionsOf } from '../../../cms/src/database/objections.ts'
import { offersPageReads } from '../../../cms/src/offers/pageReads.ts'
import { responseTimes } from '../../../cms/src/offers/responseTimes.ts'
import { reviewSummaries } from '../../../cms/src/reviews/summaries.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { payload } from '../support/helpers.ts'
import { cleanUp, createLead, merchantId, track } from '../support/offersHelpers.ts'

/**
 * The offers page's prepared reads (preparedRead, cms/src/database/session.ts) are kept for a measured reason
 * (docs/performance.md); each must give what `payload.find` gives of the same records — after the collection's hooks,
 * with the access of the one the page acts for — field by field. A hook or an access rule added to one of these
 * collections without its prepared read following it makes the comparison name the field: the last block adds an
 * afterRead hook to each collection and expects exactly that. The offers page runs several of them in one statement
 * (offers/pageReads.ts): each comparison checks that form too.
 */

/** The offers page's one statement for the fixture's lead and criteria (offers/pageReads.ts). */
const pageReads = () => offersPageReads(req, fixture.lead, { cap: criteria.cap, servizio: criteria.servizio, rui: false })

type Row = Record<string, unknown>

/** Where the prepared read's rows differ from Payload's: `row.field` for each field of either side that differs, or the counts. */
function parityDifferences(prepared: readonly Row[], throughPayload: readonly Row[]): string[] {
  if (prepared.length !== throughPayload.length) return [`rows: ${prepared.length} prepared, ${throughPayload.length} through Payload`]
  return prepared.flatMap((row, index) => {
    const other = throughPayload[index]!
    const fields = [...new Set([...Object.keys(row), ...Object.keys(other)])]
    return fields.filter((field) => !isDeepStrictEqual(row[field], other[field])).map((field) => `${index}.${field}`)
  })
}

const relationId = (value: unknown): number | null => (typeof value === 'object' && value !== null ? (value as { id: number }).id : ((value as number | null | undefined) ?? null))

let req: PayloadRequest
const fixture = { lead: 0, prato: 0, other: 0, reviewLeads: [] as number[] }
const criteria: MatchCriteria = { cap: '59100', servizio: 'luce-gas' }

beforeAll(async () => {
  const p = await payload()
  req = await createLocalReq({}, p)
  fixture.prato = await merchantId('Energia Toscana S.r.l.')
  const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
  fixture.lead = lead.id
  const matched = await matchMerchants(req, criteria)
  fixture.other = matched.find((merchant) => merchant.id !== fixture.prato)?.id ?? fixture.prato
  // A logo on one card, so its address is compared too (the demo merchants have none).
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
  const owner = (await p.findByID({ collection: collectionSlugs.merchants, id: fixture.prato, depth: 0, overrideAccess: true })).user as number
  const logo = await p.create({ collection: collectionSlugs.merchantLogos, data: { owner }, file: { data: png, mimetype: 'image/png', name: 'logo parità.png', size: png.length }, overrideAccess: true })
  track('merchant-logos', logo.id)
  // As its owner: only a logo the merchant uploaded may be its logo.
  const user = await p.findByID({ collection: 'users', id: owner, depth: 0, overrideAccess: true })
  await p.update({ collection: collectionSlugs.merchants, id: fixture.prato, data: { logo: logo.id }, user, overrideAccess: true })
  // An objection, two callbacks (the later one is the page's), and reviews: written, hidden, replied, and one only invited.
  await p.create({ collection: collectionSlugs.leadObjections, data: { clientRequest: lead.id, merchant: fixture.other }, overrideAccess: true })
  for (const merchant of [fixture.other, fixture.prato]) {
    const booking = await p.create({
      collection: collectionSlugs.bookings,
      data: { merchant, lead: lead.id, origine: 'offerte', nomeCliente: 'Elena Rossi', telefonoCliente: '+39 347 555 0101', emailCliente: 'elena@example.com', servizioRichiesto: 'luce-gas', capCliente: '59100', stato: 'in_attesa', richiamata: new Date(Date.now() + 86_400_000).toISOString() },
      overrideAccess: true,
    })
    track('bookings', booking.id)
  }
  for (const [index, voto] of [4, 5, 2, 3, 1].entries()) {
    const reviewed = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    fixture.reviewLeads.push(reviewed.id)
    const review = await p.create({ collection: collectionSlugs.reviews, data: { merchant: fixture.prato, clientRequest: reviewed.id, servizio: 'luce-gas', invitatoIl: new Date().toISOString() }, overrideAccess: true })
    if (index === 4) continue
    await p.update({ collection: collectionSlugs.reviews, id: review.id, data: { voto, testo: `Recensione numero ${index}: mi hanno richiamato presto e spiegato tutto.` }, overrideAccess: true })
    if (index === 1) await p.update({ collection: collectionSlugs.reviews, id: review.id, data: { nascosta: true, motivoNascosta: 'Linguaggio offensivo verso il partner.' }, overrideAccess: true })
    if (index === 2) await p.update({ collection: collectionSlugs.reviews, id: review.id, data: { risposta: 'Grazie, ci scusiamo per il ritardo.' }, overrideAccess: true })
  }
  // A review stamped written without a rating (a record from before ratings were required): not public, for the
  // access rule as for the card (one rule, reviews/access/reviewsRead.ts's publishedReview).
  const unrated = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
  fixture.reviewLeads.push(unrated.id)
  const legacy = await p.create({ collection: collectionSlugs.reviews, data: { merchant: fixture.prato, clientRequest: unrated.id, servizio: 'luce-gas' }, overrideAccess: true })
  await p.db.drizzle.execute(sql`update reviews set scritta_il = now(), testo = 'Scritta senza voto.' where id = ${legacy.id}`)
  // The promotional consent, and a partner the consumer let call them: the offers page's booking dialog asks no consent of it.
  await p.create({
    collection: collectionSlugs.consents,
    data: {
      email: 'elena@example.com',
      grants: [
        { purpose: 'marketing', granted: true },
        { purpose: 'partners', granted: true, channels: ['email', 'telefono'], merchant: fixture.other },
      ],
      legalVersion: 'test',
      service: 'luce-gas',
      lead: lead.id,
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  const p = await payload()
  await p.delete({ collection: collectionSlugs.reviews, where: { clientRequest: { in: fixture.reviewLeads } }, overrideAccess: true })
  await p.delete({ collection: collectionSlugs.leadObjections, where: { clientRequest: { equals: fixture.lead } }, overrideAccess: true })
  await p.update({ collection: collectionSlugs.merchants, id: fixture.prato, data: { logo: null }, overrideAccess: true })
  for (const id of fixture.reviewLeads) track('client-requests', id)
  await cleanUp()
})

/** Each prepared read of the offers page against the same records through Payload, as its differences. */
const parity = {
  /** The lead by its token: every field of LeadByToken as Payload reads the lead for the token's holder (the stored estimate by its field hook). */
  async leadByToken(): Promise<string[]> {
    const token = (await req.payload.findByID({ collection: collectionSlugs.clientRequests, id: fixture.lead, select: { offersToken: true }, depth: 0, overrideAccess: true })).offersToken
    const prepared = await findLeadByToken(req, token)
    const doc = await req.payload.findByID({ collection: collectionSlugs.clientRequests, id: fixture.lead, depth: 0, overrideAccess: true, req })
    const throughPayload = {
      id: doc.id,
      servizio: doc.servizio,
      cap: doc.cap,
      citta: doc.citta ?? null,
      nome: doc.nome,
      telefono: doc.telefono,
      email: doc.email,
      answersText: doc.answersText ?? {},
      answers: doc.answers ?? null,
      questionnaireVersion: doc.questionnaireVersion ?? null,
      annullataIl: doc.annullataIl ?? null,
      verificataIl: doc.verificataIl ?? null,
      estimate: EstimateSchema.safeParse(doc.stima).data ?? null,
    }
    return parityDifferences(prepared ? [prepared] : [], [throughPayload])
  },

  /** The matching rule: the merchants Payload finds by the same criteria (an admin-approved, active merchant of the CAP and service), as the card reads them. */
  async matching(): Promise<string[]> {
    const prepared = [await matchMerchants(req, criteria), (await pageReads()).matched]
    const found = await req.payload.find({
      collection: collectionSlugs.merchants,
      where: { and: [{ stato: { equals: 'attivo' } }, { 'capCoperti.cap': { equals: criteria.cap } }, { servizi: { contains: criteria.servizio } }] },
      sort: ['nomeAzienda', 'id'],
      depth: 0,
      limit: 50,
      // The offers page's system read: the token is the visitor's proof, the notices need the partner's address.
      overrideAccess: true,
      req,
    })
    // The logos read as themselves (a populated upload skips its collection's hooks), for the `url` Payload gives.
    const logoIds = found.docs.flatMap((merchant) => (typeof merchant.logo === 'number' ? [merchant.logo] : []))
    const logos = await req.payload.find({ collection: collectionSlugs.merchantLogos, where: { id: { in: logoIds } }, depth: 0, pagination: false, overrideAccess: true, req })
    const logoUrls = new Map(logos.docs.map((logo) => [logo.id, logo.url ?? null]))
    const throughPayload = found.docs.map((merchant) => ({
      id: merchant.id,
      nomeAzienda: merchant.nomeAzienda,
      nomeCognome: merchant.nomeCognome,
      zonaGeografica: merchant.zonaGeografica,
      cap: merchant.cap,
      citta: merchant.citta ?? null,
      telefono: merchant.telefono,
      email: merchant.email,
      disponibilitaOraria: merchant.disponibilitaOraria ?? null,
      numeroRui: merchant.numeroRui ?? null,
      servizi: merchant.servizi ?? [],
      logoUrl: typeof merchant.logo === 'number' ? (logoUrls.get(merchant.logo) ?? null) : null,
    }))
    return prepared.flatMap((merchants) => parityDifferences(merchants, throughPayload))
  },

  /** A partner's review card: what anyone may read of its reviews (the collection's access rule, as an anonymous visitor). */
  async reviews(): Promise<string[]> {
    const summaries = [(await reviewSummaries(req, [fixture.prato])).get(fixture.prato), (await pageReads()).reviews.get(fixture.prato)]
    const visible = await req.payload.find({
      collection: collectionSlugs.reviews,
      where: { merchant: { equals: fixture.prato } },
      select: { voto: true, testo: true, servizio: true, scrittaIl: true, risposta: true, rispostaIl: true },
      sort: ['-scrittaIl', '-id'],
      depth: 0,
      pagination: false,
      overrideAccess: false,
      req: await createLocalReq({}, req.payload),
    })
    const votes = visible.docs.map((doc) => doc.voto ?? 0)
    const totals = { media: votes.length ? Math.round((votes.reduce((sum, vote) => sum + vote, 0) / votes.length) * 10) / 10 : null, numero: votes.length }
    const recent = visible.docs.slice(0, RECENT_REVIEWS).map((doc) => ({
      id: doc.id,
      voto: doc.voto,
      testo: doc.testo ?? '',
      servizio: doc.servizio,
      scrittaIl: doc.scrittaIl,
      risposta: doc.risposta ?? null,
      rispostaIl: doc.rispostaIl ?? null,
    }))
    return summaries.flatMap((summary) => [
      ...parityDifferences([{ media: summary?.media ?? null, numero: summary?.numero ?? 0 }], [totals]),
      ...parityDifferences(summary?.recenti ?? [], recent).map((difference) => `recenti.${difference}`),
    ])
  },

  /** The consumer's objections to partners of the request. */
  async objections(): Promise<string[]> {
    const rows = (objected: Map<number, string>) => [...objected.entries()].map(([merchant, createdAt]) => ({ merchant, createdAt }))
    const prepared = rows(await objectionsOf(req, fixture.lead))
    const combined = rows((await pageReads()).objected)
    const one = await objectionOf(req, fixture.lead, fixture.other)
    const found = await req.payload.find({ collection: collectionSlugs.leadObjections, where: { clientRequest: { equals: fixture.lead } }, sort: 'id', depth: 0, pagination: false, overrideAccess: true, req })
    const throughPayload = found.docs.map((doc) => ({ merchant: relationId(doc.merchant), createdAt: doc.createdAt }))
    return [
      ...parityDifferences(prepared, throughPayload),
      ...parityDifferences(combined, throughPayload),
      ...parityDifferences([{ createdAt: one }], [{ createdAt: throughPayload.find((row) => row.merchant === fixture.other)?.createdAt ?? null }]),
    ]
  },

  /** The callback last booked from the request's offers page. */
  async latestBooking(): Promise<string[]> {
    const prepared = [await latestBooking(req, fixture.lead), (await pageReads()).booking]
    const found = await req.payload.find({
      collection: collectionSlugs.bookings,
      where: { lead: { equals: fixture.lead } },
      select: { merchant: true, richiamata: true, createdAt: true },
      populate: { [collectionSlugs.merchants]: { nomeAzienda: true } },
      sort: ['-createdAt', '-id'],
      depth: 1,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const booking = found.docs[0]
    const merchant = booking && typeof booking.merchant === 'object' ? booking.merchant : null
    const throughPayload = booking && merchant ? [{ merchantId: merchant.id, nomeAzienda: merchant.nomeAzienda, richiamata: booking.richiamata ?? null, createdAt: booking.createdAt }] : []
    return prepared.flatMap((booking) => parityDifferences(booking ? [booking] : [], throughPayload))
  },

  /** The consent in force for a purpose of the request: the ledger's latest grant, through Payload (consents/withdrawal.ts). */
  async consents(): Promise<string[]> {
    const purposes: ConsentPurpose[] = ['marketing', 'group']
    const prepared = await Promise.all(purposes.map(async (purpose) => ({ purpose, id: await givenConsentId(req, { lead: fixture.lead }, purpose) })))
    const inForce = await consentsInForce(req, { lead: { equals: fixture.lead } })
    const throughPayload = purposes.map((purpose) => ({ purpose, id: inForce.findLast((grant) => grant.purpose === purpose)?.record.id ?? null }))
    // What each partner may have of the contacts: the latest partners consent naming it, by its channels.
    const partners = [fixture.prato, fixture.other]
    const scopes = await Promise.all(partners.map(async (merchant) => ({ merchant, scope: await partnerContactScope(req, { lead: fixture.lead }, merchant) })))
    const partnerConsents = await consentsInForce(req, { lead: { equals: fixture.lead } }, 'partners')
    const scopesThroughPayload = partners.map((merchant) => {
      const given = partnerConsents.findLast((grant) => grant.merchant === merchant)
      return { merchant, scope: !given ? 'none' : given.channels.some((channel) => phoneChannels.includes(channel)) ? 'phone' : 'email' }
    })
    // The partners it may call on the phone (each partner's latest partners consent of the lead, one `distinct on`).
    const byPhone = (await partnersConsentedByPhone(req, fixture.lead)).map((merchant) => ({ merchant }))
    const byPhoneCombined = (await pageReads()).partnerConsents.map((merchant) => ({ merchant }))
    const latestByPartner = new Map<number, (typeof partnerConsents)[number]>()
    for (const grant of partnerConsents) if (grant.merchant !== null) latestByPartner.set(grant.merchant, grant)
    const byPhoneThroughPayload = [...latestByPartner]
      .filter(([, grant]) => grant.channels.some((channel) => phoneChannels.includes(channel)))
      .map(([merchant]) => ({ merchant }))
      .sort((a, b) => a.merchant - b.merchant)
    return [
      ...parityDifferences(prepared, throughPayload),
      ...parityDifferences(scopes, scopesThroughPayload).map((difference) => `partners.${difference}`),
      ...[byPhone, byPhoneCombined].flatMap((rows) => parityDifferences(rows, byPhoneThroughPayload).map((difference) => `byPhone.${difference}`)),
    ]
  },
}

describe('the prepared reads give what Payload gives of the same records', () => {
  it('the matching rule: the same merchants, every card field, the logo at the address Payload gives', async () => {
    expect(await parity.matching()).toEqual([])
    const prato = (await matchMerchants(req, criteria)).find((merchant) => merchant.id === fixture.prato)
    expect(prato?.logoUrl).toMatch(/\/api\/merchant-logos\/file\/logo/)
  })

  it('the reviews: the card shows what the access rule lets anyone read (written, rated, not hidden), totals included', async () => {
    expect(await parity.reviews()).toEqual([])
    // Four written, one of them hidden, one only invited: three count.
    expect((await reviewSummaries(req, [fixture.prato])).get(fixture.prato)?.recenti.map((review) => review.voto)).toHaveLength(Math.min(3, RECENT_REVIEWS))
  })

  it('the lead by its token: every field as Payload reads it, the stored estimate as its field hook shows it', async () => {
    expect(await parity.leadByToken()).toEqual([])
  })

  it('the objections, the latest callback and the consent in force', async () => {
    expect(await parity.objections()).toEqual([])
    expect(await parity.latestBooking()).toEqual([])
    expect((await latestBooking(req, fixture.lead))?.merchantId).toBe(fixture.prato)
    expect(await parity.consents()).toEqual([])
    expect(await partnersConsentedByPhone(req, fixture.lead)).toEqual([fixture.other])
  })

  it('the offers page’s one statement gives what each read gives alone, the response times included', async () => {
    const matched = await matchMerchants(req, criteria)
    const ids = matched.map((merchant) => merchant.id)
    expect(ids.length).toBeGreaterThan(1)
    const times = await responseTimes(req, ids)
    expect(times.size).toBeGreaterThan(0)
    expect(await pageReads()).toEqual({
      matched,
      objected: await objectionsOf(req, fixture.lead),
      partnerConsents: await partnersConsentedByPhone(req, fixture.lead),
      booking: await latestBooking(req, fixture.lead),
      times,
      reviews: await reviewSummaries(req, ids),
    })
    // A CAP nobody serves: no merchant, and so no figures.
    const none = await offersPageReads(req, fixture.lead, { cap: '00000', rui: false })
    expect({ matched: none.matched, times: none.times, reviews: none.reviews }).toEqual({ matched: [], times: new Map(), reviews: new Map() })
  })
})

describe('the lead by its token (leads/leadByToken.ts)', () => {
  it('is read for the token’s holder even when a partner is signed in in that browser: the contacts are not masked as the partner’s view', async () => {
    const p = await payload()
    const lead = await p.findByID({ collection: collectionSlugs.clientRequests, id: fixture.lead, depth: 0, overrideAccess: true })
    const owner = relationId((await p.findByID({ collection: collectionSlugs.merchants, id: fixture.prato, depth: 0, overrideAccess: true })).user)!
    const partner = await p.findByID({ collection: 'users', id: owner, depth: 0, overrideAccess: true })
    const signedIn = await createLocalReq({ user: { ...partner, collection: 'users' } }, p)
    // As the partner reads it (its own view: the consumer let it have the e-mail only), the phone is masked.
    const asPartner = await p.findByID({ collection: collectionSlugs.clientRequests, id: fixture.lead, depth: 0, overrideAccess: true, req: signedIn })
    expect(asPartner.telefono).not.toBe(lead.telefono)
    const read = await findLeadByToken(signedIn, lead.offersToken)
    expect({ telefono: read?.telefono, email: read?.email, nome: read?.nome }).toEqual({ telefono: lead.telefono, email: lead.email, nome: lead.nome })
    expect((await readLeadByToken(signedIn, lead.offersToken))?.telefono).toBe(lead.telefono)
  })
})

describe('an afterRead hook added to a collection breaks the parity of its prepared read', () => {
  /** Runs `check` with `hook` added to the collection's afterRead hooks of this test's Payload, then removes it. */
  async function withAfterRead(collection: CollectionSlug, hook: CollectionAfterReadHook, check: () => Promise<string[]>): Promise<string[]> {
    const hooks = (await payload()).collections[collection].config.hooks
    hooks.afterRead = [...(hooks.afterRead ?? []), hook]
    try {
      return await check()
    } finally {
      hooks.afterRead = hooks.afterRead.filter((known) => known !== hook)
    }
  }

  it.each([
    [collectionSlugs.clientRequests, 'nome', parity.leadByToken, /^0\.nome$/],
    [collectionSlugs.merchants, 'nomeAzienda', parity.matching, /^\d+\.nomeAzienda$/],
    [collectionSlugs.merchantLogos, 'url', parity.matching, /^\d+\.logoUrl$/],
    [collectionSlugs.reviews, 'testo', parity.reviews, /^recenti\.\d+\.testo$/],
    [collectionSlugs.leadObjections, 'createdAt', parity.objections, /^\d+\.createdAt$/],
    [collectionSlugs.bookings, 'richiamata', parity.latestBooking, /^0\.richiamata$/],
  ] as const)('%s: a hook changing %s', async (collection, field, check, expected) => {
    const hook: CollectionAfterReadHook = ({ doc }) => (doc[field] ? { ...doc, [field]: field === 'createdAt' || field === 'richiamata' ? '2000-01-01T00:00:00.000Z' : `${doc[field]} (modificato)` } : doc)
    const differences = await withAfterRead(collection, hook, check)
    expect(differences.length).toBeGreaterThan(0)
    expect(differences.every((difference) => expected.test(difference))).toBe(true)
    // And without it, equal again.
    expect(await check()).toEqual([])
  })

  it('consents: a hook that withdraws every record read', async () => {
    const hook: CollectionAfterReadHook = ({ doc }) => ({ ...doc, withdrawnAt: '2000-01-01T00:00:00.000Z' })
    const differences = await withAfterRead(collectionSlugs.consents, hook, parity.consents)
    expect(differences).toContain('0.id')
    expect(differences).toContain('byPhone.rows: 1 prepared, 0 through Payload')
    expect(differences.filter((difference) => difference !== '0.id' && !difference.startsWith('byPhone.')).every((difference) => /^partners\.\d+\.scope$/.test(difference))).toBe(true)
  })
})
