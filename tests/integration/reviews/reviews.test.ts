import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewMessages, trackerPath, type OfferCard, type RequestReviews } from '#content-schema'
import { REVIEWS_WRITE_RATE_LIMIT } from '../../../cms/src/reviews/endpoints.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { demo, loginAs, payload, rest } from '../support/helpers.ts'
import { cleanUp, createLead, merchantId, queuedEmails, raw } from '../support/offersHelpers.ts'

/**
 * Reviews from consumers a partner put in touch with: the partner marking a lead contacted invites the consumer (an
 * e-mail with the request page's link), who writes one review per partner from that page (the token is the proof);
 * the partner replies once; an admin hides one with a reason, kept in the decisions' trail; the offers cards show the
 * visible ones. Prato is the demo merchant of 59100, Milano of 20121.
 */
const tokens = { prato: '', milano: '', admin: '' }
const ids = { prato: 0, milano: 0, review: 0 }
let lead: { id: number; token: string; email: string }
const testo = 'Mi hanno richiamato in giornata e spiegato bene le offerte.'

const reviewsOf = async (ref: string) => (await raw('GET', `/public/reviews?ref=${ref}`)).body as unknown as RequestReviews
const write = (body: Record<string, unknown>) => raw('POST', '/public/reviews', { body: { ref: lead.token, merchant: ids.prato, voto: 5, testo, ...body } })

/** Prato's card on the offers page of a fresh 59100 lead, as any visitor with its link reads it. */
async function pratoCard(): Promise<OfferCard> {
  const other = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
  const offers = await raw('GET', `/public/offers?ref=${other.token}&scope=service`)
  expect(offers.status).toBe(200)
  return (offers.body.merchants as OfferCard[]).find((card) => card.id === ids.prato)!
}

beforeAll(async () => {
  ;[tokens.prato, tokens.milano, tokens.admin] = await Promise.all([loginAs('Merchant (Prato)'), loginAs('Merchant (Milano)'), loginAs('Admin')])
  ids.prato = await merchantId('Energia Toscana S.r.l.')
  ids.milano = await merchantId('Lombardia Connect')
  lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
})

afterAll(async () => {
  const p = await payload()
  await p.delete({ collection: collectionSlugs.reviews, where: { clientRequest: { equals: lead.id } }, overrideAccess: true })
  await p.delete({ collection: collectionSlugs.leadStatuses, where: { clientRequest: { equals: lead.id } }, overrideAccess: true })
  await cleanUp()
})

describe('the invitation', () => {
  it('no partner contacted them yet: nothing to review, and writing is refused', async () => {
    expect((await reviewsOf(lead.token)).partners).toEqual([])
    const refused = await write({})
    expect(refused.status).toBe(404)
    expect(refused.body.error).toBe(reviewMessages.notInvited)
  })

  it('a partner marking the lead contacted invites the consumer once, by e-mail with the request page', async () => {
    const since = new Date().toISOString()
    const marked = await rest('POST', '/lead-statuses', { token: tokens.prato, body: { clientRequest: lead.id, stato: 'contattato' } })
    expect(marked.status).toBe(201)
    expect((await rest('POST', '/lead-notes', { token: tokens.prato, body: { clientRequest: lead.id, testo: 'Richiamare dopo le 18' } })).status).toBe(201)
    const row = (marked.body.doc as { id: number }).id
    expect((await rest('PATCH', `/lead-statuses/${row}`, { token: tokens.prato, body: { stato: 'preventivo_inviato' } })).status).toBe(200)
    const emails = await queuedEmails([lead.email], since)
    expect(emails.map((email) => email.subject)).toEqual(['Com’è andata con Energia Toscana S.r.l.? Lascia una recensione - CasaConfronta'])
    expect(emails[0]!.text).toContain(`${trackerPath(lead.token)}#recensioni`)
    const invitations = await (await payload()).find({ collection: collectionSlugs.reviews, where: { clientRequest: { equals: lead.id } }, depth: 0, overrideAccess: true })
    expect(invitations.docs.map((doc) => [doc.merchant, doc.scrittaIl ?? null])).toEqual([[ids.prato, null]])
    ids.review = invitations.docs[0]!.id
    expect((await reviewsOf(lead.token)).partners).toEqual([{ merchantId: ids.prato, nomeAzienda: 'Energia Toscana S.r.l.', review: null }])
    // The admin's detail of the request shows who received it and where each stands.
    const details = await rest('GET', `/admin/client-requests/${lead.id}/details`, { token: tokens.admin })
    expect((details.body.recipients as { merchantId: number }[]).find((recipient) => recipient.merchantId === ids.prato)).toMatchObject({
      nomeAzienda: 'Energia Toscana S.r.l.',
      stato: 'preventivo_inviato',
      notes: [expect.objectContaining({ testo: 'Richiamare dopo le 18' })],
    })
    // An invitation not written yet is nobody's to read but the admins'.
    expect((await rest('GET', `/reviews/${ids.review}`)).status).toBe(404)
    expect((await rest('GET', `/reviews/${ids.review}`, { token: tokens.prato })).status).toBe(404)
  })
})

describe('the consumer writes, the partner replies', () => {
  it('refuses bad input in Italian, a partner that did not contact them, an unknown request', async () => {
    expect((await write({ voto: 0 })).body.error).toBe(reviewMessages.ratingRequired)
    expect((await write({ voto: 6 })).status).toBe(400)
    expect((await write({ testo: 'Bene' })).body.error).toBe(reviewMessages.textTooShort)
    const milano = await write({ merchant: ids.milano })
    expect(milano.status).toBe(404)
    expect(milano.body.error).toBe(reviewMessages.notInvited)
    expect((await write({ ref: 'non-esiste-questo-token' })).status).toBe(404)
    expect((await rest('PATCH', `/reviews/${ids.review}`, { body: { voto: 5, testo } })).status).toBe(403)
  })

  it('writes it once, however often the page was read before; the partner hears of it', async () => {
    const since = new Date().toISOString()
    // More reads of the request page's reviews, from the consumer's address, than writes the address may send.
    const ip = '10.77.0.1'
    for (let read = 0; read <= REVIEWS_WRITE_RATE_LIMIT.limit; read++) expect((await raw('GET', `/public/reviews?ref=${lead.token}`, { ip })).status).toBe(200)
    const written = await raw('POST', '/public/reviews', { ip, body: { ref: lead.token, merchant: ids.prato, voto: 4, testo } })
    expect(written.status).toBe(201)
    expect(written.body.review).toMatchObject({ id: ids.review, voto: 4, testo, servizio: 'luce-gas', risposta: null, nascosta: false })
    const again = await write({ voto: 1 })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(reviewMessages.alreadyWritten)
    const emails = await queuedEmails(['info@energiatoscana.it'], since)
    expect(emails.map((email) => email.subject)).toEqual(['Nuova recensione: 4 su 5 - CasaConfronta'])
    const page = await reviewsOf(lead.token)
    expect(page.partners[0]!.review).toMatchObject({ voto: 4, testo })
    expect(JSON.stringify(page)).not.toContain(lead.email)
  })

  it('the partner replies once; it cannot touch the rating; another partner cannot reply', async () => {
    expect([403, 404]).toContain((await rest('PATCH', `/reviews/${ids.review}`, { token: tokens.milano, body: { risposta: 'Non è nostra.' } })).status)
    const empty = await rest('PATCH', `/reviews/${ids.review}`, { token: tokens.prato, body: { risposta: '   ' } })
    expect(empty.status).toBe(400)
    const replied = await rest('PATCH', `/reviews/${ids.review}?depth=0`, { token: tokens.prato, body: { risposta: 'Grazie, a presto!', voto: 5, testo: 'Riscritta dal partner.' } })
    expect(replied.status).toBe(200)
    expect(replied.body.doc).toMatchObject({ risposta: 'Grazie, a presto!', voto: 4, testo })
    const twice = await rest('PATCH', `/reviews/${ids.review}`, { token: tokens.prato, body: { risposta: 'Ripensandoci…' } })
    expect(twice.status).toBe(409)
    expect((twice.body.errors as { message: string }[])[0]!.message).toBe(reviewMessages.replyOnce)
  })

  it('the offers card shows it with the reply, in its average and count', async () => {
    const card = await pratoCard()
    const visible = await (await payload()).find({
      collection: collectionSlugs.reviews,
      where: { and: [{ merchant: { equals: ids.prato } }, { scrittaIl: { exists: true } }, { nascosta: { not_equals: true } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const votes = visible.docs.map((doc) => doc.voto!)
    expect(card.recensioni.numero).toBe(votes.length)
    expect(card.recensioni.media).toBe(Math.round((votes.reduce((sum, vote) => sum + vote, 0) / votes.length) * 10) / 10)
    expect(card.recensioni.recenti[0]).toMatchObject({ id: ids.review, voto: 4, testo, risposta: 'Grazie, a presto!' })
    expect(JSON.stringify(card.recensioni)).not.toContain('Elena')
  })
})

describe('an admin hides it', () => {
  it('only with a reason; it leaves the offers and the average; the partner reads why; the trail keeps it', async () => {
    const before = await pratoCard()
    const noReason = await rest('PATCH', `/reviews/${ids.review}`, { token: tokens.admin, body: { nascosta: true } })
    expect(noReason.status).toBe(400)
    expect((noReason.body.errors as { message: string }[])[0]!.message).toBe(reviewMessages.hideReasonRequired)
    expect((await rest('PATCH', `/reviews/${ids.review}`, { token: tokens.prato, body: { nascosta: true, motivoNascosta: 'Non mi piace.' } })).body.doc).toMatchObject({ nascosta: false })
    const hidden = await rest('PATCH', `/reviews/${ids.review}?depth=0`, { token: tokens.admin, body: { nascosta: true, motivoNascosta: 'Contiene il numero di telefono del tecnico.' } })
    expect(hidden.status).toBe(200)
    const after = await pratoCard()
    expect(after.recensioni.numero).toBe(before.recensioni.numero - 1)
    expect(after.recensioni.recenti.map((review) => review.id)).not.toContain(ids.review)
    expect((await rest('GET', `/reviews/${ids.review}`)).status).toBe(404)
    expect((await rest('GET', `/reviews/${ids.review}?depth=0`, { token: tokens.prato })).body).toMatchObject({ nascosta: true, motivoNascosta: 'Contiene il numero di telefono del tecnico.' })
    expect((await reviewsOf(lead.token)).partners[0]!.review).toMatchObject({ nascosta: true })

    const trail = await rest('GET', '/admin/lists/decisions?filter=review-hide&q=Energia', { token: tokens.admin })
    expect(trail.status).toBe(200)
    const entries = (trail.body.docs as { subject: string; motivo: string; user: { email: string } }[]).filter((row) => row.subject === `Recensione n. ${ids.review} di Energia Toscana S.r.l.`)
    expect(entries.map((row) => [row.motivo, row.user.email])).toEqual([['Contiene il numero di telefono del tecnico.', demo('Admin').email]])

    const shown = await rest('PATCH', `/reviews/${ids.review}?depth=0`, { token: tokens.admin, body: { nascosta: false } })
    expect(shown.body.doc).toMatchObject({ nascosta: false, motivoNascosta: null })
    expect((await pratoCard()).recensioni.numero).toBe(before.recensioni.numero)
  })
})

describe('personal data', () => {
  it('the consumer’s export lists the review and the erasure removes it', async () => {
    const exported = await rest('GET', `/admin/privacy/export?email=${encodeURIComponent(lead.email)}`, { token: tokens.admin })
    expect(exported.status).toBe(200)
    expect((exported.body.counts as Record<string, number>).reviews).toBe(1)
    expect((exported.body.data as { reviews: { id: number }[] }).reviews.map((review) => review.id)).toEqual([ids.review])
    const erased = await rest('POST', '/admin/privacy/erase', { token: tokens.admin, body: { email: lead.email } })
    expect(erased.status).toBe(200)
    expect((await (await payload()).count({ collection: collectionSlugs.reviews, where: { id: { equals: ids.review } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
