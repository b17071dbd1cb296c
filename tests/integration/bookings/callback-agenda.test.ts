import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingProposalMessages, callbackSlots, formatRomeDateTime, formatRomeTime, telemarketingMessages, trackerMessages } from '#content-schema'
import { sendCallbackReminders } from '../../../cms/src/bookings/callbackReminders.ts'
import { responseTimes } from '../../../cms/src/offers/responseTimes.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { createLocalReq } from 'payload'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { cleanUp, createLead, merchantId, queuedEmails, raw, track } from '../support/offersHelpers.ts'

/**
 * The partner's callbacks beyond their state: another slot proposed to the consumer, who alone (the request page's
 * token) accepts or keeps theirs; the no-show state shared with the lead; the reminder before a callback, sent once.
 */
const tokens = { prato: '', milano: '' }
let energia = 0

beforeAll(async () => {
  ;[tokens.prato, tokens.milano] = await Promise.all([loginAs('Merchant (Prato)'), loginAs('Merchant (Milano)')])
  energia = await merchantId('Energia Toscana S.r.l.')
})

// Other test files count the demo data exactly: leave the database as it was found.
afterAll(cleanUp)

const laterSlots = () => callbackSlots(new Date(Date.now() + 86_400_000), 7)
const merchantEmail = async () => (await (await payload()).findByID({ collection: collectionSlugs.merchants, id: energia, overrideAccess: true })).email
const bookingOf = async (id: number) => (await payload()).findByID({ collection: collectionSlugs.bookings, id, depth: 0, overrideAccess: true })

/** A consumer's request and the callback they booked with Energia Toscana from its offers page. */
async function bookedLead(richiamata?: string) {
  const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
  const booked = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: energia, partners: true, richiamata } })
  expect(booked.status).toBe(201)
  track('bookings', booked.body.id)
  return { lead, booking: booked.body.id as number }
}

describe('«Proponi un altro orario»', () => {
  it('the partner proposes a slot by the consumer’s rule; only the request’s token answers it; both sides are e-mailed', async () => {
    const [first, , third] = laterSlots()
    const { lead, booking } = await bookedLead(first!.value)
    const since = new Date().toISOString()

    // Refused in Italian: a slot outside the hours, one already past, the slot already booked; another partner cannot.
    const sunday = new Date(first!.start)
    while (sunday.getUTCDay() !== 0) sunday.setUTCDate(sunday.getUTCDate() + 1)
    sunday.setUTCHours(10, 0, 0, 0)
    const outside = await rest('PATCH', `/bookings/${booking}`, { token: tokens.prato, body: { propostaRichiamata: sunday.toISOString() } })
    expect(outside.status).toBe(400)
    expect((outside.body.errors as { message: string }[])[0]!.message).toBe(telemarketingMessages.slotOutsideHours)
    const past = await rest('PATCH', `/bookings/${booking}`, { token: tokens.prato, body: { propostaRichiamata: '2020-03-02T09:00:00.000Z' } })
    expect((past.body.errors as { message: string }[])[0]!.message).toBe(telemarketingMessages.slotPast)
    const same = await rest('PATCH', `/bookings/${booking}`, { token: tokens.prato, body: { propostaRichiamata: first!.value } })
    expect((same.body.errors as { message: string }[])[0]!.message).toBe(bookingProposalMessages.sameSlot)
    expect((await rest('PATCH', `/bookings/${booking}`, { token: tokens.milano, body: { propostaRichiamata: third!.value } })).status).toBe(403)

    const proposed = await rest('PATCH', `/bookings/${booking}?depth=0`, { token: tokens.prato, body: { propostaRichiamata: third!.value } })
    expect(proposed.status).toBe(200)
    const stored = await bookingOf(booking)
    expect(new Date(stored.propostaRichiamata!).toISOString()).toBe(third!.value)
    expect(stored.propostaIl).toBeTruthy()
    expect(new Date(stored.richiamata!).toISOString()).toBe(first!.value)
    // The consumer is e-mailed at the request's address, with the link to its page.
    const toClient = await queuedEmails([lead.email], since)
    expect(toClient.map((mail) => mail.subject)).toEqual(['Energia Toscana S.r.l. ti propone un altro orario per la richiamata'])
    expect(toClient[0]!.text).toContain(`/richiesta/${lead.token}`)
    expect(toClient[0]!.text).toContain(formatRomeDateTime(third!.start))

    // The request page shows it; nobody without the token answers it.
    const page = await raw('GET', `/public/request?ref=${lead.token}`)
    const shown = (page.body.partners as { id: number; booking: { propostaRichiamata: string | null } | null }[]).find((partner) => partner.id === energia)
    expect(shown?.booking?.propostaRichiamata).toBe(third!.value)
    const stranger = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const wrongRef = await raw('POST', '/public/request/proposal', { body: { ref: stranger.token, booking, accetta: true } })
    expect(wrongRef.status).toBe(404)
    expect(wrongRef.body.error).toBe(trackerMessages.bookingNotFound)
    expect((await raw('POST', '/public/request/proposal', { body: { ref: 'not-a-real-token-123', booking, accetta: true } })).status).toBe(404)
    expect((await raw('POST', '/public/request/proposal', { body: { booking, accetta: true } })).status).toBe(400)
    expect(new Date((await bookingOf(booking)).richiamata!).toISOString()).toBe(first!.value)

    // The consumer accepts: the callback moves, the proposal is gone, the partner is told once.
    const accepted = await raw('POST', '/public/request/proposal', { body: { ref: lead.token, booking, accetta: true } })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toEqual({ ok: true, richiamata: third!.value })
    const moved = await bookingOf(booking)
    expect(new Date(moved.richiamata!).toISOString()).toBe(third!.value)
    expect(moved.propostaRichiamata ?? null).toBeNull()
    const again = await raw('POST', '/public/request/proposal', { body: { ref: lead.token, booking, accetta: true } })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(trackerMessages.proposalNone)
    const toPartner = (await queuedEmails([await merchantEmail()], since)).filter((mail) => mail.subject.startsWith(bookingProposalMessages.accepted))
    expect(toPartner).toHaveLength(1)
    expect(toPartner[0]!.text).toContain(formatRomeDateTime(third!.start))
  })

  it('keeping one’s slot drops the proposal; a cancelled request or a callback without a request page takes none', async () => {
    const [first, second] = laterSlots()
    const { lead, booking } = await bookedLead(first!.value)
    const since = new Date().toISOString()
    expect((await rest('PATCH', `/bookings/${booking}`, { token: tokens.prato, body: { propostaRichiamata: second!.value } })).status).toBe(200)
    const kept = await raw('POST', '/public/request/proposal', { body: { ref: lead.token, booking, accetta: false } })
    expect(kept.body).toEqual({ ok: true, richiamata: first!.value })
    const after = await bookingOf(booking)
    expect(new Date(after.richiamata!).toISOString()).toBe(first!.value)
    expect(after.propostaRichiamata ?? null).toBeNull()
    expect((await queuedEmails([await merchantEmail()], since)).filter((mail) => mail.subject.startsWith(bookingProposalMessages.kept))).toHaveLength(1)

    expect((await raw('POST', '/public/request/cancel', { body: { ref: lead.token } })).status).toBe(200)
    const closed = await rest('PATCH', `/bookings/${booking}`, { token: tokens.prato, body: { propostaRichiamata: second!.value } })
    expect(closed.status).toBe(409)

    const p = await payload()
    const callForm = await p.create({
      collection: collectionSlugs.bookings,
      data: { merchant: energia, origine: 'chiamata', nomeCliente: 'Ugo Neri', telefonoCliente: '+39 347 555 0199', emailCliente: 'ugo@example.com', servizioRichiesto: 'luce-gas', capCliente: '59100', stato: 'in_attesa' },
      overrideAccess: true,
    })
    track('bookings', callForm.id)
    const noPage = await rest('PATCH', `/bookings/${callForm.id}`, { token: tokens.prato, body: { propostaRichiamata: second!.value } })
    expect((noPage.body.errors as { message: string }[])[0]!.message).toBe(bookingProposalMessages.noRequestPage)
  })
})

describe('«Non risponde / assente»', () => {
  it('is one state for the callback and its lead, and counts as the partner’s answer', async () => {
    const { lead, booking } = await bookedLead()
    const before = (await responseTimes(await createLocalReq({}, await payload()), [energia])).get(energia)?.cases ?? 0
    expect((await rest('PATCH', `/bookings/${booking}`, { token: tokens.prato, body: { stato: 'non_risponde' } })).status).toBe(200)
    const p = await payload()
    const status = (await p.find({ collection: collectionSlugs.leadStatuses, where: { and: [{ clientRequest: { equals: lead.id } }, { merchant: { equals: energia } }] }, depth: 0, overrideAccess: true })).docs[0]
    expect(status?.stato).toBe('non_risponde')
    expect((await bookingOf(booking)).firstActionAt).toBeTruthy()
    // One case for the customer: the lead (its callback is not counted twice).
    expect((await responseTimes(await createLocalReq({}, p), [energia])).get(energia)?.cases).toBe(before + 1)

    // Reached later from the lead: the callback follows.
    expect((await rest('PATCH', `/lead-statuses/${status!.id}`, { token: tokens.prato, body: { stato: 'appuntamento' } })).status).toBe(200)
    expect((await bookingOf(booking)).stato).toBe('contattato')
    // A missed appointment is a no-show again, on both sides.
    expect((await rest('PATCH', `/lead-statuses/${status!.id}`, { token: tokens.prato, body: { stato: 'non_risponde' } })).status).toBe(200)
    expect((await bookingOf(booking)).stato).toBe('non_risponde')
    // The machine still refuses what it does not allow: a no-show is not converted without reaching the customer.
    const refused = await rest('PATCH', `/bookings/${booking}`, { token: tokens.prato, body: { stato: 'convertito' } })
    expect(refused.status).toBe(400)
  })
})

describe('the reminder before a callback', () => {
  it('is e-mailed to the partner once per slot, however often the job runs, and again when the slot moves', async () => {
    const [first, second] = laterSlots()
    const { booking } = await bookedLead(first!.value)
    const to = await merchantEmail()
    const since = new Date().toISOString()
    const p = await payload()
    // A name of its own, so this callback's reminders are told from the other callbacks' of the same partner.
    await p.update({ collection: collectionSlugs.bookings, id: booking, data: { nomeCliente: 'Ottavia Promemoria' }, overrideAccess: true })
    const reminders = async () => (await queuedEmails([to], since)).filter((mail) => mail.subject.startsWith('Promemoria: richiama Ottavia Promemoria'))

    // Two hours before: not yet.
    expect(await sendCallbackReminders(p, new Date(first!.start.getTime() - 2 * 3600_000))).not.toContain(booking)
    // Within the hour before: once, even when two runs overlap and when it runs again.
    const nearly = new Date(first!.start.getTime() - 40 * 60_000)
    const [a, b] = await Promise.all([sendCallbackReminders(p, nearly), sendCallbackReminders(p, nearly)])
    expect([...a, ...b].filter((id) => id === booking)).toHaveLength(1)
    expect(await sendCallbackReminders(p, new Date(first!.start.getTime() - 10 * 60_000))).not.toContain(booking)
    const sent = await reminders()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toBe(`Promemoria: richiama Ottavia Promemoria alle ${formatRomeTime(first!.start)}`)
    expect(new Date((await bookingOf(booking)).promemoriaInviatoPer!).toISOString()).toBe(first!.value)

    // The slot moves: a reminder for the new one.
    await p.update({ collection: collectionSlugs.bookings, id: booking, data: { richiamata: second!.value }, overrideAccess: true })
    expect(await sendCallbackReminders(p, new Date(second!.start.getTime() - 30 * 60_000))).toContain(booking)
    expect(await reminders()).toHaveLength(2)
    // A closed callback gets none.
    await p.update({ collection: collectionSlugs.bookings, id: booking, data: { richiamata: first!.value }, overrideAccess: true })
    await p.update({ collection: collectionSlugs.bookings, id: booking, data: { stato: 'contattato' }, overrideAccess: true })
    await p.update({ collection: collectionSlugs.bookings, id: booking, data: { stato: 'non_interessato' }, overrideAccess: true })
    expect(await sendCallbackReminders(p, new Date(first!.start.getTime() - 30 * 60_000))).not.toContain(booking)
  })
})
