import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSessionId,
  merchantInReviewAdminEmailText,
  merchantReactivatedEmailText,
  merchantRejectedEmailText,
  merchantSuspendedEmailText,
  merchantVettingMessages,
} from '#content-schema'
import { phoneFor } from '../../../scripts/visitor.ts'
import { merchantProfile } from '../../fixtures.ts'
import { demo, loginAs, payload, rest, reviewMerchant, signUpAndConfirm } from '../support/helpers.ts'
import { cleanUp, createLead, queuedEmails, track } from '../support/offersHelpers.ts'
import { sendConfirmedLead } from '../support/confirmContacts.ts'

/**
 * The harvest an outsider tried on the landed product: sign up, confirm the e-mail, point the profile at one
 * CAP after another and read GET /api/client-requests after each. Now a merchant reads leads only once an
 * admin approved it, only for the approved CAPs and services, only those created while it was active, and
 * nothing once suspended; it is matched (offers, lead e-mails) on the same terms.
 */

const password = 'Segreta!2026'
const harvester = 'raccoglitore@example.com'
const refused = 'da.respingere@example.com'
const profileEmail = 'info@raccoglitore-srl.it'
const everyCap = ['20121', '00184', '80133', '50123', '59100']

let adminToken: string
let merchantToken: string
let merchantId: number
let ipCounter = 0

const profile = (overrides: Record<string, unknown> = {}) =>
  merchantProfile({ nomeAzienda: 'Raccoglitore Srl', cap: '59100', citta: 'Prato', email: profileEmail }, { servizi: ['luce-gas', 'fotovoltaico'], ...overrides })

/** The leads a merchant's session reads: a refused read (403) counts as none. */
async function leadsRead(token: string): Promise<{ status: number; ids: number[] }> {
  const result = await rest('GET', '/client-requests?limit=100&depth=0', { token })
  return { status: result.status, ids: result.status === 200 ? result.body.docs!.map((doc) => doc.id as number) : [] }
}

const review = (id: number, body: Record<string, unknown>) => reviewMerchant(id, adminToken, body)

/** The version of the merchant's profile and proposal an admin would see now. */
async function shownVersion(id: number): Promise<number> {
  return (await rest('GET', `/merchants/${id}?depth=0`, { token: adminToken })).body.versioneProposta as number
}

/** Whether the offers page of a lead in that CAP lists the harvester. */
async function listedOnOffers(cap: string, servizio: 'luce-gas' | 'fotovoltaico'): Promise<boolean> {
  const lead = await createLead({ cap, citta: 'Città', servizio })
  const offers = await rest('GET', `/public/offers?ref=${lead.token}&scope=service`, { headers: { 'x-real-ip': `10.9.0.${++ipCounter}` } })
  expect(offers.status).toBe(200)
  return (offers.body.merchants as { id: number }[]).some((merchant) => merchant.id === merchantId)
}

/** A completed Light & Gas questionnaire in that CAP through the public endpoint; the lead e-mails queued for the harvester. */
async function leadEmailsToHarvester(cap: string): Promise<number> {
  const since = new Date().toISOString()
  // A visitor of their own each time: the same person asking again would join their earlier request.
  const email = `lead-${randomUUID().slice(0, 8)}@example.com`
  const result = await sendConfirmedLead(
    {
      service: 'luce-gas',
      questionnaireVersion: 1,
      sessionId: createSessionId(),
      answers: {
        serviceNeeded: 'Luce + Gas',
        userType: 'Privato',
        hasElectricitySupply: 'Sì',
        currentElectricityProvider: 'Enel Energia',
        electricityUsage: ['Frigorifero'],
        hasGasSupply: 'No',
        gasActivationType: 'Voltura',
        residents: '3',
        houseSize: '2-3 stanze',
        solarPanel: 'No',
      },
      location: `${cap} - Città`,
      contact: { nome: 'Elena Verdi', telefono: phoneFor(email), email, messaggio: '', privacy: true, marketing: false, partners: true, partnerChannels: ['telefono'] },
      idempotencyKey: randomUUID(),
    },
    { 'x-real-ip': `10.9.1.${++ipCounter}`, 'user-agent': 'vitest-vetting' },
  )
  expect(result.status).toBe(201)
  const p = await payload()
  const stored = await p.find({ collection: 'client-requests', where: { createdAt: { greater_than_equal: since } }, depth: 0, overrideAccess: true, limit: 10 })
  for (const doc of stored.docs) track('client-requests', doc.id)
  return (await queuedEmails([profileEmail], since)).length
}

beforeAll(async () => {
  adminToken = await loginAs('Admin')
})

afterAll(async () => {
  await cleanUp()
  const p = await payload()
  const users = await p.find({ collection: 'users', where: { email: { in: [harvester, refused] } }, depth: 0, overrideAccess: true })
  const ids = users.docs.map((user) => user.id)
  await p.delete({ collection: 'merchants', where: { user: { in: ids } }, overrideAccess: true })
  await p.delete({ collection: 'users', where: { id: { in: ids } }, overrideAccess: true })
})

describe('merchant vetting: the harvest attack', () => {
  it('a new merchant is in review and reads no lead, whatever CAPs it sets, until an admin approves it', async () => {
    merchantToken = await signUpAndConfirm(harvester, password)
    const created = await rest('POST', '/merchants', { token: merchantToken, body: profile({ stato: 'attivo' }) })
    expect(created.status).toBe(201)
    const doc = created.body.doc as { id: number; stato: string; servizi: string[]; serviziProposti: string[]; capCoperti: unknown[]; capCopertiProposti: { cap: string }[] }
    merchantId = doc.id
    expect(doc.stato).toBe('in_revisione')
    expect(doc.servizi).toEqual([])
    expect(doc.serviziProposti).toEqual(['luce-gas', 'fotovoltaico'])
    expect(doc.capCoperti).toEqual([])
    expect(doc.capCopertiProposti.map((row) => row.cap)).toEqual(['59100'])

    for (const cap of everyCap) {
      const changed = await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { cap, capCoperti: [{ cap }], stato: 'attivo' } })
      expect(changed.status).toBe(200)
      expect((changed.body.doc as { stato: string }).stato).toBe('in_revisione')
      expect((await leadsRead(merchantToken)).ids).toEqual([])
    }
    expect((await rest('GET', '/bookings', { token: merchantToken })).status).toBe(403)
    expect((await rest('GET', '/team-members', { token: merchantToken })).status).toBe(403)
    expect((await rest('POST', '/team-members', { token: merchantToken, body: { nome: 'Anna', ruolo: 'Vendite' } })).status).toBe(403)
    expect(await listedOnOffers('59100', 'luce-gas')).toBe(false)
    expect(await leadEmailsToHarvester('59100')).toBe(0)
  })

  it('only an admin decides: the merchant cannot approve itself, and the review endpoint refuses it', async () => {
    expect((await rest('POST', `/admin/merchants/${merchantId}/review`, { token: merchantToken, body: { azione: 'approva' } })).status).toBe(403)
    expect((await rest('POST', `/admin/merchants/${merchantId}/review`, { body: { azione: 'approva' } })).status).toBe(403)
    const bad = await review(merchantId, { azione: 'cancella' })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe(merchantVettingMessages.invalidAction)
    expect((await review(merchantId, { azione: 'riattiva' })).status).toBe(400)
  })

  it('after approval it reads only new leads of its approved CAP and services', async () => {
    const approved = await review(merchantId, { azione: 'approva' })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ stato: 'attivo', capCoperti: ['59100'], capCopertiProposti: [], servizi: ['luce-gas', 'fotovoltaico'], partitaIvaValida: true })
    // Demo leads of 59100 came in before the approval: still hidden.
    expect((await leadsRead(merchantToken)).ids).toEqual([])

    const inCap = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    await createLead({ cap: '59100', citta: 'Prato', servizio: 'internet-mobile' })
    await createLead({ cap: '20121', citta: 'Milano', servizio: 'luce-gas' })
    expect((await leadsRead(merchantToken)).ids).toEqual([inCap.id])
    expect(await listedOnOffers('59100', 'luce-gas')).toBe(true)
    expect(await leadEmailsToHarvester('59100')).toBe(1)
  })

  it('a widening is a proposal: nothing more until an admin approves it; a narrowing applies at once', async () => {
    const widened = await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { capCoperti: [{ cap: '59100' }, { cap: '20121' }], servizi: ['luce-gas', 'fotovoltaico', 'internet-mobile'] } })
    expect(widened.status).toBe(200)
    const doc = widened.body.doc as { capCoperti: { cap: string }[]; capCopertiProposti: { cap: string }[]; servizi: string[]; serviziProposti: string[] }
    expect(doc.capCoperti.map((row) => row.cap)).toEqual(['59100'])
    expect(doc.capCopertiProposti.map((row) => row.cap)).toEqual(['20121'])
    expect(doc.servizi).toEqual(['luce-gas', 'fotovoltaico'])
    expect(doc.serviziProposti).toEqual(['internet-mobile'])

    const milano = await createLead({ cap: '20121', citta: 'Milano', servizio: 'luce-gas' })
    const before = (await leadsRead(merchantToken)).ids
    expect(before).not.toContain(milano.id)
    expect(await listedOnOffers('20121', 'luce-gas')).toBe(false)
    expect(await leadEmailsToHarvester('20121')).toBe(0)
    // Writing the proposal or the approved set directly is not the merchant's to do.
    await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { capCopertiProposti: [], periodiAttivita: [{ dal: '2000-01-01T00:00:00.000Z' }] } })
    const list = await rest('GET', '/admin/lists/approvals?q=Raccoglitore&filter=proposte', { token: adminToken })
    expect(list.status).toBe(200)
    const mine = (list.body.docs as { id: number; capCopertiProposti: string[] }[]).find((entry) => entry.id === merchantId)
    expect(mine?.capCopertiProposti).toEqual(['20121'])
    const counts = await rest('GET', '/admin/merchants/review', { token: adminToken })
    expect(counts.body.proposte as number).toBeGreaterThanOrEqual(1)

    expect((await review(merchantId, { azione: 'approva-modifiche' })).body).toMatchObject({ capCoperti: ['59100', '20121'], capCopertiProposti: [], serviziProposti: [] })
    // The widening applies to the leads that arrive from now on; the one that came before went to other partners.
    expect((await leadsRead(merchantToken)).ids).not.toContain(milano.id)
    const milanoAfter = await createLead({ cap: '20121', citta: 'Milano', servizio: 'luce-gas' })
    expect((await leadsRead(merchantToken)).ids).toContain(milanoAfter.id)
    // With no proposal left, neither decision on one is taken, whatever a client sends.
    for (const azione of ['approva-modifiche', 'respingi-modifiche'] as const) {
      const refused = await review(merchantId, { azione })
      expect(refused.status).toBe(400)
      expect(refused.body.error).toBe(merchantVettingMessages.noProposal)
    }

    const narrowed = await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { capCoperti: [{ cap: '59100' }] } })
    expect((narrowed.body.doc as { capCoperti: { cap: string }[]; capCopertiProposti: unknown[] }).capCoperti.map((row) => row.cap)).toEqual(['59100'])
    expect((narrowed.body.doc as { capCopertiProposti: unknown[] }).capCopertiProposti).toEqual([])
    expect((await leadsRead(merchantToken)).ids).not.toContain(milanoAfter.id)
  })

  it('an admin approves what was reviewed: a proposal changed since answers 409 and is shown again', async () => {
    const before = (await leadsRead(merchantToken)).ids
    const earlier = await createLead({ cap: '80133', citta: 'Napoli', servizio: 'luce-gas' })
    await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { capCoperti: [{ cap: '59100' }, { cap: '00184' }] } })
    const reviewed = await shownVersion(merchantId)
    // After the admin opened it, the merchant turns its proposal into every CAP and service (insurance with a RUI number).
    const grown = await rest('PATCH', `/merchants/${merchantId}`, {
      token: merchantToken,
      body: {
        capCoperti: everyCap.map((cap) => ({ cap })),
        servizi: ['luce-gas', 'fotovoltaico', 'internet-mobile', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori'],
        numeroRui: 'E000999999',
        intermediarioRui: 'Agenzia Vesuvio, A000111222',
      },
    })
    expect(grown.status).toBe(200)
    const stale = await review(merchantId, { azione: 'approva-modifiche', versione: reviewed })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe(merchantVettingMessages.proposalChanged)
    expect((stale.body.merchant as { capCopertiProposti: string[] }).capCopertiProposti).toEqual(everyCap.filter((cap) => cap !== '59100'))
    const stored = await (await payload()).findByID({ collection: 'merchants', id: merchantId, depth: 0, overrideAccess: true })
    expect(stored.capCoperti!.map((row) => row.cap)).toEqual(['59100'])
    expect((await leadsRead(merchantToken)).ids).toEqual(before)
    // Shown again, and approved as it now is: only leads from then on reach it.
    expect((await review(merchantId, { azione: 'approva-modifiche' })).status).toBe(200)
    expect((await leadsRead(merchantToken)).ids).not.toContain(earlier.id)
    const later = await createLead({ cap: '80133', citta: 'Napoli', servizio: 'luce-gas' })
    expect((await leadsRead(merchantToken)).ids).toContain(later.id)
    const narrowed = await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { capCoperti: [{ cap: '59100' }], servizi: ['luce-gas', 'fotovoltaico'] } })
    expect(narrowed.status).toBe(200)
  })

  it('the approvals list carries the version it shows: a proposal edited twice is approved from it, one sent again in another order is no change, one granted in /admin is no longer proposed', async () => {
    const listed = async () => {
      const list = await rest('GET', '/admin/lists/approvals?q=Raccoglitore&filter=proposte', { token: adminToken })
      expect(list.status).toBe(200)
      return (list.body.docs as { id: number; versioneProposta: number; capCopertiProposti: string[] }[]).find((entry) => entry.id === merchantId)!
    }
    const edit = async (body: Record<string, unknown>) => expect((await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body })).status).toBe(200)
    const caps = (list: string[]) => list.map((cap) => ({ cap }))
    const before = await shownVersion(merchantId)
    await edit({ capCoperti: caps(['59100', '20121']) })
    await edit({ capCoperti: caps(['59100', '20121', '00184']) })
    const shown = await listed()
    // What the list shows is the version stored now (it once read none, so every decision from it was a 409).
    expect(shown.versioneProposta).toBe(before + 2)
    expect(shown.versioneProposta).toBe(await shownVersion(merchantId))
    expect(shown.capCopertiProposti).toEqual(['20121', '00184'])
    await edit({ capCoperti: caps(['00184', '59100', '20121']) })
    expect(await shownVersion(merchantId)).toBe(shown.versioneProposta)
    const approved = await rest('POST', `/admin/merchants/${merchantId}/review`, { token: adminToken, body: { azione: 'approva-modifiche', versione: shown.versioneProposta } })
    expect(approved.status).toBe(200)
    expect([...(approved.body.capCoperti as string[])].sort()).toEqual(['00184', '20121', '59100'])
    expect(approved.body.capCopertiProposti).toEqual([])

    await edit({ servizi: ['luce-gas', 'fotovoltaico', 'depuratori'], capCoperti: caps(['59100', '80133']) })
    expect((await listed()).capCopertiProposti).toEqual(['80133'])
    // The admin grants the service on the merchant's form in /admin instead: it leaves the proposal, the CAP stays proposed.
    const granted = await rest('PATCH', `/merchants/${merchantId}`, { token: adminToken, body: { servizi: ['luce-gas', 'fotovoltaico', 'depuratori'] } })
    expect(granted.status).toBe(200)
    expect(granted.body.doc).toMatchObject({ servizi: ['luce-gas', 'fotovoltaico', 'depuratori'], serviziProposti: [] })
    expect((granted.body.doc as { capCopertiProposti: { cap: string }[] }).capCopertiProposti.map((row) => row.cap)).toEqual(['80133'])
    const dismissed = await rest('POST', `/admin/merchants/${merchantId}/review`, { token: adminToken, body: { azione: 'respingi-modifiche', versione: (await listed()).versioneProposta } })
    expect(dismissed.status).toBe(200)
    expect(dismissed.body).toMatchObject({ serviziProposti: [], capCopertiProposti: [] })
    await edit({ capCoperti: caps(['59100']), servizi: ['luce-gas', 'fotovoltaico'] })
  })

  it('a suspended merchant hears why by e-mail, keeps its session to read it, reads nothing, edits nothing, is matched nowhere', async () => {
    expect((await review(merchantId, { azione: 'sospendi' })).body.error).toBe(merchantVettingMessages.reasonRequired)
    const since = new Date().toISOString()
    const suspended = await review(merchantId, { azione: 'sospendi', motivo: 'Segnalazioni di chiamate insistenti ai clienti.' })
    expect(suspended.status).toBe(200)
    expect(suspended.body).toMatchObject({ stato: 'sospeso', motivoStato: 'Segnalazioni di chiamate insistenti ai clienti.' })
    const emails = await queuedEmails([profileEmail], since)
    expect(emails.map((email) => email.subject)).toEqual([merchantSuspendedEmailText.subject])
    expect(emails[0]!.text).toContain('Segnalazioni di chiamate insistenti ai clienti.')
    // Its area stays open on the suspension and its reason; the access rules give it nothing else.
    expect((await rest('GET', '/users/me', { token: merchantToken })).body.user).not.toBeNull()
    const own = await rest('GET', '/merchants/me', { token: merchantToken })
    expect(own.body.doc).toMatchObject({ stato: 'sospeso', motivoStato: 'Segnalazioni di chiamate insistenti ai clienti.' })
    expect((await leadsRead(merchantToken)).ids).toEqual([])

    const again = (await rest('POST', '/users/login', { body: { email: harvester, password } })).body.token as string
    expect((await leadsRead(again)).ids).toEqual([])
    expect((await rest('GET', '/bookings', { token: again })).status).toBe(403)
    const edit = await rest('PATCH', `/merchants/${merchantId}`, { token: again, body: { capCoperti: [{ cap: '20121' }] } })
    expect(edit.status).toBe(403)
    expect(await listedOnOffers('59100', 'luce-gas')).toBe(false)
    expect(await leadEmailsToHarvester('59100')).toBe(0)
    expect((await rest('GET', `/merchants/${merchantId}`)).status).toBe(404)
  })

  it('re-activated, it reads the leads sent to it from then on, not those that came while it was suspended; its periods record both moves', async () => {
    const p = await payload()
    const whileSuspended = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const since = new Date().toISOString()
    expect((await review(merchantId, { azione: 'riattiva', motivo: 'Chiarimento ricevuto dal titolare.' })).body).toMatchObject({ stato: 'attivo', motivoStato: null })
    const emails = await queuedEmails([profileEmail], since)
    expect(emails.map((email) => email.subject)).toEqual([merchantReactivatedEmailText.subject])
    expect(emails[0]!.text).toContain('Chiarimento ricevuto dal titolare.')
    const token = (await rest('POST', '/users/login', { body: { email: harvester, password } })).body.token as string
    const after = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const seen = (await leadsRead(token)).ids
    expect(seen).toContain(after.id)
    expect(seen).not.toContain(whileSuspended.id)
    const stored = await p.findByID({ collection: 'merchants', id: merchantId, depth: 0, overrideAccess: true })
    expect(stored.periodiAttivita).toHaveLength(2)
    expect(stored.periodiAttivita![0]!.al).toBeTruthy()
  })

  it('every decision on it is in the trail: who, what, when, why', async () => {
    const trail = await rest('GET', `/admin/lists/decisions?q=${encodeURIComponent('Raccoglitore Srl')}&sort=createdAt`, { token: adminToken })
    expect(trail.status).toBe(200)
    const rows = trail.body.docs as { action: string; subject: string; motivo: string | null; user: { email: string } | null; createdAt: string }[]
    expect(rows.map((row) => row.action)).toEqual(['merchant-approve', 'merchant-approve-changes', 'merchant-approve-changes', 'merchant-approve-changes', 'merchant-reject-changes', 'merchant-suspend', 'merchant-reactivate'])
    expect(rows.every((row) => row.subject === 'Raccoglitore Srl' && row.user?.email === demo('Admin').email && row.createdAt)).toBe(true)
    expect(rows.map((row) => row.motivo)).toEqual([null, null, null, null, null, 'Segnalazioni di chiamate insistenti ai clienti.', 'Chiarimento ricevuto dal titolare.'])
    expect((await rest('GET', '/admin/lists/decisions', { token: merchantToken })).status).toBe(403)
  })

  it('a refused merchant hears why by e-mail and in its area, and goes back to review when it saves again', async () => {
    const token = await signUpAndConfirm(refused, password)
    const created = await rest('POST', '/merchants', { token, body: profile({ email: 'info@darespingere.it', nomeAzienda: 'Da Respingere', partitaIva: '00905811006' }) })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const since = new Date().toISOString()
    expect((await review(id, { azione: 'respingi', motivo: 'x' })).body.error).toBe(merchantVettingMessages.reasonRequired)
    const rejected = await review(id, { azione: 'respingi', motivo: 'La Partita IVA non corrisponde alla ragione sociale.' })
    expect(rejected.body).toMatchObject({ stato: 'respinto', motivoStato: 'La Partita IVA non corrisponde alla ragione sociale.' })
    const emails = await queuedEmails(['info@darespingere.it'], since)
    expect(emails.map((email) => email.subject)).toEqual([merchantRejectedEmailText.subject])
    expect(emails[0]!.text).toContain('La Partita IVA non corrisponde alla ragione sociale.')
    expect((await rest('GET', '/merchants/me', { token })).body.doc).toMatchObject({ stato: 'respinto', motivoStato: 'La Partita IVA non corrisponde alla ragione sociale.' })
    expect((await leadsRead(token)).ids).toEqual([])

    const resent = new Date().toISOString()
    const resubmitted = await rest('PATCH', `/merchants/${id}`, { token, body: { ragioneSociale: 'Da Respingere S.r.l.' } })
    expect(resubmitted.status).toBe(200)
    expect(resubmitted.body.doc).toMatchObject({ stato: 'in_revisione', motivoStato: null })
    // Every admin hears that a profile entered review again.
    const alerts = await queuedEmails([demo('Admin').email], resent)
    expect(alerts.map((email) => email.subject)).toEqual([merchantInReviewAdminEmailText.subject('Da Respingere')])
  })

  it('a merchant an admin creates as active is active from that moment', async () => {
    const created = await rest('POST', '/merchants?depth=0', { token: adminToken, body: profile({ nomeAzienda: 'Creato Attivo', email: 'info@creatoattivo.it', stato: 'attivo' }) })
    expect(created.status).toBe(201)
    const doc = created.body.doc as { id: number; stato: string; periodiAttivita: { dal: string; al: string | null }[] }
    expect(doc.stato).toBe('attivo')
    expect(doc.periodiAttivita).toHaveLength(1)
    expect(doc.periodiAttivita[0]!.al).toBeNull()
    expect(Date.now() - Date.parse(doc.periodiAttivita[0]!.dal)).toBeLessThan(60_000)
    track('merchants', doc.id)
  })

  it('refuses a partita IVA whose check digit is wrong, in Italian', async () => {
    const result = await rest('PATCH', `/merchants/${merchantId}`, { token: await loginAs('Admin'), body: { partitaIva: '00743110158' } })
    expect(result.status).toBe(400)
    expect((result.body.errors as { message: string }[])[0]!.message).toBe(merchantVettingMessages.partitaIva)
  })
})
