import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type CollectionAfterReadHook, type CollectionSlug, type PayloadRequest } from 'payload'
import { leadRowByIdempotencyKey } from '../../../cms/src/database/leadByToken.ts'
import { leadCheckRows } from '../../../cms/src/database/leadChecks.ts'
import { matchedMerchants, matchMerchants } from '../../../cms/src/leads/matching.ts'
import { blockedContactKeys, contactBlocked } from '../../../cms/src/verification/send.ts'
import { merchantIntakeRows } from '../../../cms/src/database/intake.ts'
import { lockedProgressRowBySession } from '../../../cms/src/database/progress.ts'
import { progressSecretHash } from '../../../cms/src/leads/progress.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { payload } from '../support/helpers.ts'

/**
 * The reads every lead makes before it writes — the resubmission by its idempotency key, the partners' intake
 * settings, the session's progress record — are prepared statements (database/leadByToken.ts, intake.ts, progress.ts),
 * kept for what they save of every lead (docs/performance.md «A lead's CPU»). Each must give what Payload's read of the
 * same records gives, and the comparison must fail when a hook changes what Payload reads. A new lead runs the first
 * two with the matching rule and the contacts returned as not real in one statement (database/leadChecks.ts), which
 * must give what each read gives alone.
 */

let req: PayloadRequest
const keys = { stored: randomUUID(), other: randomUUID() }
const sessions = { open: `LGPARITY${randomUUID().slice(0, 8)}`, completed: `LGPARITY${randomUUID().slice(0, 8)}`, unsigned: `LGPARITY${randomUUID().slice(0, 8)}` }
let merchantIds: number[] = []
/** A person whose phone an accepted return stamped «Contatti non validi». */
const returned = { email: `restituito.${randomUUID().slice(0, 8)}@example.com`, phone: '+39 347 555 0199' }

/** Payload's read of the lead stored with `key`, the two fields the answer names. */
async function leadThroughPayload(key: string) {
  const found = await req.payload.find({ collection: collectionSlugs.clientRequests, where: { idempotencyKey: { equals: key } }, select: { servizio: true, offersToken: true }, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  const lead = found.docs[0]
  return lead ? { servizio: lead.servizio, offersToken: lead.offersToken } : undefined
}

/** Payload's read of the merchants' intake settings, in id order. */
async function intakeThroughPayload(ids: number[]) {
  const found = await req.payload.find({ collection: collectionSlugs.merchants, where: { id: { in: ids } }, select: { pausaRicezione: true, limiteSettimanale: true }, sort: 'id', depth: 0, pagination: false, overrideAccess: true, req })
  return found.docs.map((doc) => ({ id: doc.id, pausaRicezione: doc.pausaRicezione ?? null, limiteSettimanale: doc.limiteSettimanale ?? null }))
}

/** Payload's read of a session's progress record, its hidden secret hash included. */
async function progressThroughPayload(sessionId: string) {
  const found = await req.payload.find({ collection: collectionSlugs.partialSubmissions, where: { sessionId: { equals: sessionId } }, select: { secretHash: true, completed: true, saveOrder: true }, showHiddenFields: true, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  const doc = found.docs[0]
  return doc ? { id: doc.id, secretHash: doc.secretHash ?? null, completed: doc.completed ?? null, saveOrder: doc.saveOrder ?? null } : undefined
}

const byId = <R extends { id: number }>(rows: R[]) => [...rows].sort((a, b) => a.id - b.id)

beforeAll(async () => {
  req = await createLocalReq({}, await payload())
  for (const [servizio, key] of [['fotovoltaico', keys.stored], ['luce-gas', keys.other]] as const) {
    await req.payload.create({
      collection: collectionSlugs.clientRequests,
      data: { nome: 'Elena Rossi', email: `parita.${randomUUID().slice(0, 8)}@example.com`, telefono: '+39 347 555 0101', servizio, cap: '59100', citta: 'Prato', offersToken: `test-parity-${randomUUID()}`, idempotencyKey: key },
      depth: 0,
      overrideAccess: true,
    })
  }
  await req.payload.create({
    collection: collectionSlugs.clientRequests,
    data: { nome: 'Elena Rossi', email: returned.email, telefono: returned.phone, servizio: 'luce-gas', cap: '59100', citta: 'Prato', offersToken: `test-parity-${randomUUID()}`, contattiNonValidiIl: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  // Three partners: one paused, one with a weekly cap, one as the demo left it.
  merchantIds = (await req.payload.find({ collection: collectionSlugs.merchants, sort: 'id', limit: 3, depth: 0, overrideAccess: true })).docs.map((doc) => doc.id)
  await req.payload.update({ collection: collectionSlugs.merchants, id: merchantIds[0]!, data: { pausaRicezione: true }, overrideAccess: true })
  await req.payload.update({ collection: collectionSlugs.merchants, id: merchantIds[1]!, data: { limiteSettimanale: 12 }, overrideAccess: true })
  const progress = { serviceType: 'luce-gas', currentStep: 3, totalSteps: 9, answers: {}, questionnaireVersion: 1 }
  await req.payload.create({ collection: collectionSlugs.partialSubmissions, data: { ...progress, sessionId: sessions.open, secretHash: progressSecretHash('segreto-del-browser'), saveOrder: 1_795_000_000_123 }, overrideAccess: true })
  await req.payload.create({ collection: collectionSlugs.partialSubmissions, data: { ...progress, sessionId: sessions.completed, secretHash: progressSecretHash('altro-segreto'), completed: true }, overrideAccess: true })
  await req.payload.create({ collection: collectionSlugs.partialSubmissions, data: { ...progress, sessionId: sessions.unsigned }, overrideAccess: true })
})

/** Runs `check` with `hook` added to the collection's afterRead hooks, then removes it. */
async function withAfterRead<T>(collection: CollectionSlug, hook: CollectionAfterReadHook, check: () => Promise<T>): Promise<T> {
  const hooks = (await payload()).collections[collection].config.hooks
  hooks.afterRead = [...hooks.afterRead, hook]
  try {
    return await check()
  } finally {
    hooks.afterRead = hooks.afterRead.filter((known) => known !== hook)
  }
}

describe('the lead of an idempotency key', () => {
  it('is what Payload reads, for a stored key, and nothing for a key never sent', async () => {
    for (const key of [keys.stored, keys.other]) expect(await leadRowByIdempotencyKey(req, key)).toEqual(await leadThroughPayload(key))
    expect((await leadRowByIdempotencyKey(req, keys.stored))?.servizio).toBe('fotovoltaico')
    expect(await leadRowByIdempotencyKey(req, randomUUID())).toBeUndefined()
    expect(await leadThroughPayload(randomUUID())).toBeUndefined()
  })

  it('differs once a hook changes what Payload reads of the lead', async () => {
    const hook: CollectionAfterReadHook = ({ doc }) => ({ ...doc, offersToken: `${doc.offersToken} (modificato)` })
    const [prepared, through] = await withAfterRead(collectionSlugs.clientRequests, hook, () => Promise.all([leadRowByIdempotencyKey(req, keys.stored), leadThroughPayload(keys.stored)]))
    expect(prepared).not.toEqual(through)
    expect(await leadRowByIdempotencyKey(req, keys.stored)).toEqual(await leadThroughPayload(keys.stored))
  })
})

describe('the partners’ intake settings', () => {
  it('are what Payload reads: paused, capped, neither; an unknown id gives nothing', async () => {
    expect(byId(await merchantIntakeRows(req, merchantIds))).toEqual(await intakeThroughPayload(merchantIds))
    expect(byId(await merchantIntakeRows(req, merchantIds)).map(({ pausaRicezione, limiteSettimanale }) => [pausaRicezione, limiteSettimanale])).toEqual([
      [true, null],
      [false, 12],
      [false, null],
    ])
    expect(await merchantIntakeRows(req, [2_000_000_000])).toEqual([])
  })

  it('differ once a hook changes what Payload reads of a merchant', async () => {
    const hook: CollectionAfterReadHook = ({ doc }) => ({ ...doc, pausaRicezione: true })
    const [prepared, through] = await withAfterRead(collectionSlugs.merchants, hook, () => Promise.all([merchantIntakeRows(req, merchantIds), intakeThroughPayload(merchantIds)]))
    expect(byId(prepared)).not.toEqual(through)
  })
})

describe('a session’s progress record', () => {
  it('is what Payload reads, its secret’s hash included, and nothing for a session never saved', async () => {
    for (const sessionId of Object.values(sessions)) expect(await lockedProgressRowBySession(req, sessionId)).toEqual(await progressThroughPayload(sessionId))
    expect((await lockedProgressRowBySession(req, sessions.completed))?.completed).toBe(true)
    expect((await lockedProgressRowBySession(req, sessions.unsigned))?.secretHash).toBeNull()
    expect(await lockedProgressRowBySession(req, 'LGMAIVISTA1')).toBeUndefined()
  })

  it('differs once a hook changes what Payload reads of it', async () => {
    const hook: CollectionAfterReadHook = ({ doc }) => ({ ...doc, completed: !doc.completed })
    const [prepared, through] = await withAfterRead(collectionSlugs.partialSubmissions, hook, () => Promise.all([lockedProgressRowBySession(req, sessions.open), progressThroughPayload(sessions.open)]))
    expect(prepared).not.toEqual(through)
  })
})

describe('a new lead’s checks in one statement', () => {
  it('give what each read gives alone: the resubmission, the matched partners and their intake, the contacts returned, the progress', async () => {
    const criteria = { cap: '59100', servizio: 'luce-gas' as const, rui: false }
    const matched = await matchMerchants(req, criteria)
    expect(matched.length).toBeGreaterThan(1)
    // One of the matched partners paused, another capped: their intake comes through the matching rule's ids.
    await req.payload.update({ collection: collectionSlugs.merchants, id: matched[0]!.id, data: { pausaRicezione: true }, overrideAccess: true })
    await req.payload.update({ collection: collectionSlugs.merchants, id: matched[1]!.id, data: { limiteSettimanale: 7 }, overrideAccess: true })
    for (const [key, contact, sessionId] of [
      [keys.stored, returned, sessions.completed],
      [randomUUID(), { email: `nuovo.${randomUUID().slice(0, 8)}@example.com`, phone: '+39 333 123 4567' }, 'LGMAIVISTA1'],
    ] as const) {
      const checks = await leadCheckRows(req, { key, ...criteria, ...blockedContactKeys(contact), sessionId })
      const alone = await leadRowByIdempotencyKey(req, key)
      expect(checks.resubmitted).toEqual(alone ? [alone] : [])
      expect(matchedMerchants(req, checks.matched)).toEqual(matched)
      expect(byId(checks.intake)).toEqual(byId(await merchantIntakeRows(req, matched.map((merchant) => merchant.id))))
      expect(checks.blocked.length > 0).toBe(await contactBlocked(req, contact))
      const progress = await lockedProgressRowBySession(req, sessionId)
      expect(checks.progress).toEqual(progress ? [progress] : [])
    }
    const stored = { key: keys.stored, ...criteria, ...blockedContactKeys(returned), sessionId: sessions.open }
    expect((await leadCheckRows(req, stored)).blocked).toHaveLength(1)
    expect((await leadCheckRows(req, stored)).progress).toEqual([await progressThroughPayload(sessions.open)])
    expect(byId((await leadCheckRows(req, stored)).intake).slice(0, 2).map((row) => [row.pausaRicezione, row.limiteSettimanale])).toEqual(
      byId([{ ...matched[0]!, pausaRicezione: true, limiteSettimanale: null }, { ...matched[1]!, pausaRicezione: false, limiteSettimanale: 7 }]).map((row) => [row.pausaRicezione, row.limiteSettimanale]),
    )
  })
})
