import { beforeAll, describe, expect, it } from 'vitest'
import { reviewedMerchantFields } from '#content-schema'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { demoMerchantId, loginAs, payload, rest, reviewMerchant } from '../support/helpers.ts'

/**
 * State changes that cannot be lost (issue #37 items 1 and 11): the partner saving its profile in a loop while an
 * admin suspends it. Every write to a merchant locks its row first (database/locks.ts), so the save that runs
 * after the suspension reads it and keeps it: the profile ends suspended, every run. And what an approval relied on,
 * the RUI number, changes only with an admin's approval.
 */
let adminToken: string
let merchantToken: string
let merchantId: number

async function stateOf(id: number): Promise<string> {
  const p = await payload()
  return (await p.findByID({ collection: collectionSlugs.merchants, id, depth: 0, overrideAccess: true })).stato
}

beforeAll(async () => {
  adminToken = await loginAs('Admin')
  merchantToken = await loginAs('Merchant (Milano)')
  merchantId = await demoMerchantId('Merchant (Milano)')
})

describe('a suspension and the partner’s saves at the same time', () => {
  it('ends suspended, in each of five runs, and so does an approval against saves', async () => {
    for (let run = 0; run < 5; run++) {
      expect(await stateOf(merchantId)).toBe('attivo')
      let saving = true
      const saves = (async () => {
        let count = 0
        while (saving || count < 4) {
          const saved = await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { zonaGeografica: `Milano e provincia ${run}.${count++}` } })
          expect([200, 403]).toContain(saved.status)
        }
      })()
      // Let the first saves start, then suspend in the middle of them.
      await new Promise((resolve) => setTimeout(resolve, 5 + run * 7))
      const suspended = await rest('POST', `/admin/merchants/${merchantId}/review`, { token: adminToken, body: { azione: 'sospendi', motivo: `Prova di sospensione ${run}` } })
      expect(suspended.status).toBe(200)
      saving = false
      await saves
      expect(await stateOf(merchantId), `run ${run}`).toBe('sospeso')
      // The session of a suspended partner reads nothing of the area.
      expect((await rest('GET', '/merchant/counts', { token: merchantToken })).status).toBe(403)

      saving = true
      const moreSaves = (async () => {
        let count = 0
        while (saving || count < 4) await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { zonaGeografica: `Milano ${run}.${count++}` } })
      })()
      await new Promise((resolve) => setTimeout(resolve, 5 + run * 7))
      const reactivated = await reviewMerchant(merchantId, adminToken, { azione: 'riattiva', motivo: 'Chiarimento ricevuto.' })
      expect(reactivated.status).toBe(200)
      saving = false
      await moreSaves
      expect(await stateOf(merchantId), `run ${run}`).toBe('attivo')
    }
  })
})

describe('an approved partner’s RUI number', () => {
  const stored = async () => (await payload()).findByID({ collection: collectionSlugs.merchants, id: merchantId, depth: 0, overrideAccess: true })

  it('goes back to review when changed: the approved number stays in force and public until an admin approves the new one', async () => {
    expect(await stateOf(merchantId)).toBe('attivo')
    const first = await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { numeroRui: 'b000111222' } })
    expect(first.status).toBe(200)
    expect(await stored()).toMatchObject({ numeroRui: null, numeroRuiProposto: 'B000111222', stato: 'attivo' })
    expect((await reviewMerchant(merchantId, adminToken, { azione: 'approva-modifiche' })).body).toMatchObject({ numeroRui: 'B000111222', numeroRuiProposto: null })

    const swapped = await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { numeroRui: 'A000999888' } })
    expect(swapped.status).toBe(200)
    expect(await stored()).toMatchObject({ numeroRui: 'B000111222', numeroRuiProposto: 'A000999888' })
    // Anyone reading the profile sees the approved number.
    expect((await rest('GET', `/merchants/${merchantId}?depth=0`)).body.numeroRui).toBe('B000111222')
    // Saving the form again keeps the proposal; the admin sees it waiting.
    expect((await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { numeroRui: 'A000999888', zonaGeografica: 'Milano città' } })).status).toBe(200)
    const waiting = await rest('GET', '/admin/merchants/review', { token: adminToken })
    expect(waiting.body.proposte).toBeGreaterThanOrEqual(1)
    expect((await reviewMerchant(merchantId, adminToken, { azione: 'respingi-modifiche' })).body).toMatchObject({ numeroRui: 'B000111222', numeroRuiProposto: null })
    expect((await stored()).numeroRui).toBe('B000111222')
  })

  it('cannot be set by the partner through the proposal field itself', async () => {
    const forged = await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { numeroRuiProposto: 'B000000001' } })
    expect(forged.status).toBe(200)
    expect((await stored()).numeroRuiProposto).toBeNull()
  })
})

describe('every other field an approval relied on', () => {
  const stored = async () => (await payload()).findByID({ collection: collectionSlugs.merchants, id: merchantId, depth: 0, overrideAccess: true })

  it('goes back to review when an approved partner changes it: the approved values stay public until an admin approves', async () => {
    expect(await stateOf(merchantId)).toBe('attivo')
    const approved = await stored()
    const asked = { nomeAzienda: 'Altra Ditta Srl', ragioneSociale: 'Altra Ditta S.r.l.', partitaIva: '01234567897', sede: 'Via Nuova 1', cap: '20135', citta: 'Milano centro', intermediarioRui: 'Broker Esempio A000000001' }
    expect([...reviewedMerchantFields].sort()).toEqual(Object.keys(asked).sort())
    const changed = await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { ...asked, zonaGeografica: 'Milano zona est' } })
    expect(changed.status).toBe(200)
    // Every one waits; what is not reviewed (the area served) applies at once.
    expect(await stored()).toMatchObject({ ...Object.fromEntries(reviewedMerchantFields.map((field) => [field, approved[field]])), datiProposti: asked, zonaGeografica: 'Milano zona est', stato: 'attivo' })
    const card = (await rest('GET', `/merchants/${merchantId}?depth=0`)).body
    expect(card).toMatchObject({ nomeAzienda: approved.nomeAzienda, partitaIva: approved.partitaIva ?? undefined })
    expect(card.datiProposti).toBeUndefined()
    expect((await rest('GET', '/admin/merchants/review', { token: adminToken })).body.proposte).toBeGreaterThanOrEqual(1)
    // The partner cannot write the proposal itself, nor approve it.
    expect((await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { datiProposti: { nomeAzienda: 'Falso' } } })).status).toBe(200)
    expect((await stored()).datiProposti).toEqual(asked)
    // The approved value sent again withdraws that field's proposal.
    expect((await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: { nomeAzienda: approved.nomeAzienda } })).status).toBe(200)
    const { nomeAzienda: _withdrawn, ...stillAsked } = asked
    expect((await stored()).datiProposti).toEqual(stillAsked)
    // Refused: the approved values stay; asked again and approved: they are the profile's.
    expect((await reviewMerchant(merchantId, adminToken, { azione: 'respingi-modifiche' })).body).toMatchObject({ nomeAzienda: approved.nomeAzienda, sede: approved.sede, datiProposti: {} })
    expect((await stored()).datiProposti).toBeNull()
    expect((await rest('PATCH', `/merchants/${merchantId}`, { token: merchantToken, body: asked })).status).toBe(200)
    const review = await reviewMerchant(merchantId, adminToken, { azione: 'approva-modifiche' })
    expect(review.body).toMatchObject({ ...asked, datiProposti: {} })
    expect(await stored()).toMatchObject({ ...asked, datiProposti: null })
    // Put back as they were, as an admin may.
    const restore = Object.fromEntries(reviewedMerchantFields.map((field) => [field, approved[field] ?? null]))
    expect((await rest('PATCH', `/merchants/${merchantId}`, { token: adminToken, body: restore })).status).toBe(200)
    expect(await stored()).toMatchObject({ ...restore, datiProposti: null })
  })
})
