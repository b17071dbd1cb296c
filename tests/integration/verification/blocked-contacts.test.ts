import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { emailKey, type LeadReturnReason } from '#content-schema'
import { contactBlocked } from '../../../cms/src/verification/send.ts'
import { phoneKey } from '../../../cms/src/leads/personKeys.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { merchantId } from '../support/offersHelpers.ts'
import { payload } from '../support/helpers.ts'

/**
 * «Contacts returned as not real» (verification/send.ts's contactBlocked) is one prepared statement
 * (database/blockedContacts.ts), kept for what it saves of every lead (docs/performance.md «A lead's CPU»). It must
 * answer what Payload's counts of the same records answer — the rule as it was written through Payload — for every
 * kind of record, and the comparison must fail when a rule is added to those reads of the collections.
 */

type Contact = { email: string; phone: string }

/** The rule through Payload: a stamped request with the phone, or an accepted «non reale» return of a request with the e-mail. */
async function blockedThroughPayload(req: PayloadRequest, contact: Contact): Promise<boolean> {
  const [phones, emails] = await Promise.all([
    req.payload.count({
      collection: collectionSlugs.clientRequests,
      where: { and: [{ contattiNonValidiIl: { exists: true } }, { chiaveTelefono: { equals: phoneKey(contact.phone) } }] },
      overrideAccess: true,
      req,
    }),
    req.payload.count({
      collection: collectionSlugs.leadReturns,
      where: { and: [{ stato: { equals: 'accettato' } }, { motivo: { equals: 'non_reale' } }, { 'clientRequest.chiaveEmail': { equals: emailKey(contact.email) } }] },
      overrideAccess: true,
      req,
    }),
  ])
  return phones.totalDocs > 0 || emails.totalDocs > 0
}

let req: PayloadRequest
let counter = 0
const person = (): Contact => ({ email: `persona.${randomUUID().slice(0, 8)}@example.com`, phone: `+39 347 ${String(1_000_000 + ++counter * 7919).slice(0, 7)}` })
const stranger = person

/** A request of `contact`, stamped «Contatti non validi» when `stamped`, with a return of `merchant` in `stato` when `returned`. */
async function requestOf(contact: Contact, options: { stamped?: boolean; returned?: { motivo: LeadReturnReason; stato: 'in_attesa' | 'accettato' | 'respinto' } } = {}): Promise<number> {
  const lead = await req.payload.create({
    collection: collectionSlugs.clientRequests,
    data: {
      nome: 'Elena Rossi',
      email: contact.email,
      telefono: contact.phone,
      servizio: 'luce-gas',
      cap: '59100',
      citta: 'Prato',
      offersToken: `test-blocked-${randomUUID()}`,
      verificataIl: new Date().toISOString(),
      ...(options.stamped ? { contattiNonValidiIl: new Date().toISOString() } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  if (options.returned) {
    // A system write: the return as an admin's decision left it (the partner's checks run only for a partner).
    await req.payload.create({ collection: collectionSlugs.leadReturns, data: { clientRequest: lead.id, merchant: await merchantId('Energia Toscana S.r.l.'), ...options.returned }, overrideAccess: true })
  }
  return lead.id
}

const cases: { name: string; contact: Contact; blocked: boolean }[] = []

beforeAll(async () => {
  req = await createLocalReq({}, await payload())
  const stamped = person()
  await requestOf(stamped, { stamped: true })
  const notReal = person()
  await requestOf(notReal, { returned: { motivo: 'non_reale', stato: 'accettato' } })
  const wrongNumber = person()
  await requestOf(wrongNumber, { returned: { motivo: 'numero_errato', stato: 'accettato' } })
  const pending = person()
  await requestOf(pending, { returned: { motivo: 'non_reale', stato: 'in_attesa' } })
  const refused = person()
  await requestOf(refused, { returned: { motivo: 'non_reale', stato: 'respinto' } })
  const clean = person()
  await requestOf(clean)
  cases.push(
    { name: 'the phone of a stamped request', contact: { ...stranger(), phone: stamped.phone }, blocked: true },
    { name: 'the same phone written another way', contact: { ...stranger(), phone: stamped.phone.replace('+39 ', '').replaceAll(' ', '') }, blocked: true },
    { name: 'the e-mail of a stamped request (a wrong number blocks the phone only)', contact: { ...stranger(), email: stamped.email }, blocked: false },
    { name: 'the e-mail of a request returned as not real', contact: { ...stranger(), email: notReal.email }, blocked: true },
    { name: 'that e-mail in capitals', contact: { ...stranger(), email: notReal.email.toUpperCase() }, blocked: true },
    { name: 'the phone of a request returned as not real, not stamped', contact: { ...stranger(), phone: notReal.phone }, blocked: false },
    { name: 'the e-mail of a request returned for a wrong number', contact: { ...stranger(), email: wrongNumber.email }, blocked: false },
    { name: 'the e-mail of a return still waiting', contact: { ...stranger(), email: pending.email }, blocked: false },
    { name: 'the e-mail of a refused return', contact: { ...stranger(), email: refused.email }, blocked: false },
    { name: 'the contacts of a request never returned', contact: clean, blocked: false },
    { name: 'a person never seen', contact: stranger(), blocked: false },
  )
})

describe('contacts returned as not real: the prepared statement answers what Payload counts', () => {
  it('for every kind of record, as the rule says', async () => {
    const answers = await Promise.all(cases.map(async ({ name, contact }) => ({ name, prepared: await contactBlocked(req, contact), throughPayload: await blockedThroughPayload(req, contact) })))
    expect(answers.map(({ name, prepared }) => ({ name, blocked: prepared }))).toEqual(cases.map(({ name, blocked }) => ({ name, blocked })))
    expect(answers.filter(({ prepared, throughPayload }) => prepared !== throughPayload)).toEqual([])
  })

  it('inside a request’s transaction too (the verification resend asks it there)', async () => {
    const p = await payload()
    const inTransaction = await createLocalReq({}, p)
    await p.db.beginTransaction().then((id) => (inTransaction.transactionID = id!))
    try {
      for (const { contact, blocked } of cases) expect(await contactBlocked(inTransaction, contact)).toBe(blocked)
    } finally {
      await p.db.rollbackTransaction(inTransaction.transactionID!)
    }
  })

  it('a rule added to one of the collections read makes the comparison fail', async () => {
    const hooks = (await payload()).collections[collectionSlugs.clientRequests].config.hooks
    // A rule that hides stamped requests from counts: Payload follows it, the prepared statement does not.
    const hide: CollectionBeforeOperationHook = ({ args, operation }) =>
      operation === 'count' ? { ...args, where: { and: [args.where ?? {}, { contattiNonValidiIl: { exists: false } }] } } : args
    hooks.beforeOperation = [...hooks.beforeOperation, hide]
    try {
      const differing = []
      for (const { name, contact } of cases) if ((await contactBlocked(req, contact)) !== (await blockedThroughPayload(req, contact))) differing.push(name)
      expect(differing).toEqual(['the phone of a stamped request', 'the same phone written another way'])
    } finally {
      hooks.beforeOperation = hooks.beforeOperation.filter((hook) => hook !== hide)
    }
  })
})
