import type { Payload } from 'payload'
import { collectionSlugs } from '../slugs.ts'
import { demoAccounts } from './demoAccounts.ts'
import { demoRecords } from './demoData.ts'

export type DemoRowsFound = { accounts: string[]; offersTokens: string[] }

/** The demo accounts (published passwords) and demo offers tokens (published links to a lead) in the database. */
export async function findDemoRows(payload: Payload): Promise<DemoRowsFound> {
  const users = await payload.find({
    collection: collectionSlugs.users,
    where: { email: { in: demoAccounts.map((account) => account.email) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const leads = await payload.find({
    collection: collectionSlugs.clientRequests,
    where: { offersToken: { in: demoRecords.offersTokens } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return {
    accounts: users.docs.map((user) => user.email).sort(),
    offersTokens: leads.docs.map((lead) => lead.offersToken ?? '').sort(),
  }
}

export class DemoDataInProduction extends Error {}

/**
 * Every production start (the launcher with DATABASE_URL, the Docker image's command) runs this before serving:
 * a demo account opens the site to anyone with the README's password, a demo token shows a lead to anyone, so a
 * database holding either is refused, with what was found and how to remove it.
 */
export async function refuseDemoData(payload: Payload): Promise<void> {
  const found = await findDemoRows(payload)
  if (found.accounts.length === 0 && found.offersTokens.length === 0) return
  throw new DemoDataInProduction(
    [
      'Refusing to start: this production database (DATABASE_URL set, SEED_DEMO not 1) holds demo data, whose passwords and links are public.',
      ...(found.accounts.length ? [`  demo accounts: ${found.accounts.join(', ')}`] : []),
      ...(found.offersTokens.length ? [`  demo offers tokens: ${found.offersTokens.join(', ')}`] : []),
      'Remove every demo record (accounts, merchants, leads, bookings, questionnaire sessions, contact messages; nothing else) with',
      '  DATABASE_URL=… npm run remove-demo',
      'then start again and create the first admin with `npm run create-admin`. A test installation that wants the demo data starts with SEED_DEMO=1.',
    ].join('\n'),
  )
}

type Where = NonNullable<Parameters<Payload['find']>[0]['where']>
type Slug = Parameters<Payload['delete']>[0]['collection']

/** Deletes every demo record the seed creates (and what hangs only on them), nothing else; returns how many of each. */
export async function removeDemoRows(payload: Payload): Promise<Record<string, number>> {
  const context = { seeding: true }
  const removed: Record<string, number> = {}
  const ids = async (collection: Slug, where: Where, keep: (doc: Record<string, unknown>) => boolean = () => true) => {
    const found = await payload.find({ collection, where, pagination: false, depth: 0, overrideAccess: true })
    return (found.docs as unknown as Record<string, unknown>[]).filter(keep).map((doc) => doc.id as number)
  }
  const remove = async (collection: Slug, field: string, values: (string | number)[]) => {
    if (values.length === 0) return
    const result = await payload.delete({ collection, where: { [field]: { in: values } }, depth: 0, context, overrideAccess: true })
    if (result.errors.length) throw new Error(`could not delete from ${collection}: ${result.errors.map((error) => error.message).join('; ')}`)
    removed[collection] = (removed[collection] ?? 0) + result.docs.length
  }
  const startsWith = (field: string, prefix: string) => (doc: Record<string, unknown>) => String(doc[field] ?? '').startsWith(prefix)

  const leads = await ids(collectionSlugs.clientRequests, { offersToken: { in: demoRecords.offersTokens } })
  const merchants = await ids(collectionSlugs.merchants, { email: { in: demoRecords.merchantEmails } })
  const users = await ids(collectionSlugs.users, { email: { in: demoAccounts.map((account) => account.email) } })
  const sessions = await ids(collectionSlugs.partialSubmissions, { sessionId: { like: demoRecords.sessionIdPrefix } }, startsWith('sessionId', demoRecords.sessionIdPrefix))
  const contacts = await ids(collectionSlugs.contactRequests, { idempotencyKey: { like: demoRecords.contactKeyPrefix } }, startsWith('idempotencyKey', demoRecords.contactKeyPrefix))

  await remove(collectionSlugs.bookings, 'idempotencyKey', demoRecords.bookingKeys)
  await remove(collectionSlugs.consents, 'lead', leads)
  await remove(collectionSlugs.clientRequests, 'id', leads)
  await remove(collectionSlugs.partialSubmissions, 'id', sessions)
  await remove(collectionSlugs.contactRequests, 'id', contacts)
  await remove(collectionSlugs.teamMembers, 'merchant', merchants)
  await remove(collectionSlugs.reviews, 'merchant', merchants)
  await remove(collectionSlugs.auditLog, 'merchant', merchants)
  await remove(collectionSlugs.merchants, 'id', merchants)
  await remove(collectionSlugs.merchantLogos, 'owner', users)
  await remove(collectionSlugs.users, 'id', users)
  return removed
}
