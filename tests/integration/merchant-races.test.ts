import { beforeAll, describe, expect, it } from 'vitest'
import { collectionSlugs } from '../../cms/src/slugs.ts'
import { demo, loginAs, payload, rest, reviewMerchant } from './helpers.ts'

/**
 * State changes that cannot be lost (issue #37 item 1): the partner saving its profile in a loop while an admin
 * suspends it. Every write to a merchant locks its row first (merchants/lockMerchant.ts), so the save that runs after
 * the suspension reads it and keeps it: the profile ends suspended, every run.
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
  const p = await payload()
  const user = (await p.find({ collection: collectionSlugs.users, where: { email: { equals: demo('Merchant (Milano)').email } }, depth: 0, overrideAccess: true })).docs[0]!
  merchantId = (await p.find({ collection: collectionSlugs.merchants, where: { user: { equals: user.id } }, depth: 0, overrideAccess: true })).docs[0]!.id
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
