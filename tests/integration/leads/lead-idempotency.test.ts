import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type CollectionAfterReadHook, type PayloadRequest } from 'payload'
import { leadRowByIdempotencyKey } from '../../../cms/src/database/leadByToken.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { payload } from '../support/helpers.ts'

/**
 * A resubmission of a questionnaire is recognised by its idempotency key with one prepared statement
 * (database/leadByToken.ts), kept for what it saves of every lead (docs/performance.md «A lead's CPU»): it must give
 * what Payload's read of the same lead gives, and the comparison must fail when a hook changes what Payload reads.
 */

let req: PayloadRequest
const keys = { stored: randomUUID(), other: randomUUID() }

/** Payload's read of the lead stored with `key`, the two fields the answer names. */
async function throughPayload(key: string) {
  const found = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: { idempotencyKey: { equals: key } },
    select: { servizio: true, offersToken: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const lead = found.docs[0]
  return lead ? { servizio: lead.servizio, offersToken: lead.offersToken } : undefined
}

beforeAll(async () => {
  req = await createLocalReq({}, await payload())
  for (const [servizio, key] of [['fotovoltaico', keys.stored], ['luce-gas', keys.other]] as const) {
    await req.payload.create({
      collection: collectionSlugs.clientRequests,
      data: { nome: 'Elena Rossi', email: `idem.${randomUUID().slice(0, 8)}@example.com`, telefono: '+39 347 555 0101', servizio, cap: '59100', citta: 'Prato', offersToken: `test-idem-${randomUUID()}`, idempotencyKey: key },
      depth: 0,
      overrideAccess: true,
    })
  }
})

describe('the lead of an idempotency key: the prepared statement gives what Payload reads', () => {
  it('for a stored key, and nothing for a key never sent', async () => {
    for (const key of [keys.stored, keys.other]) expect(await leadRowByIdempotencyKey(req, key)).toEqual(await throughPayload(key))
    expect((await leadRowByIdempotencyKey(req, keys.stored))?.servizio).toBe('fotovoltaico')
    expect(await leadRowByIdempotencyKey(req, randomUUID())).toBeUndefined()
    expect(await throughPayload(randomUUID())).toBeUndefined()
  })

  it('a hook changing what Payload reads of the lead makes the comparison fail', async () => {
    const hooks = (await payload()).collections[collectionSlugs.clientRequests].config.hooks
    const hook: CollectionAfterReadHook = ({ doc }) => ({ ...doc, offersToken: `${doc.offersToken} (modificato)` })
    hooks.afterRead = [...hooks.afterRead, hook]
    try {
      expect(await leadRowByIdempotencyKey(req, keys.stored)).not.toEqual(await throughPayload(keys.stored))
    } finally {
      hooks.afterRead = hooks.afterRead.filter((known) => known !== hook)
    }
    expect(await leadRowByIdempotencyKey(req, keys.stored)).toEqual(await throughPayload(keys.stored))
  })
})
