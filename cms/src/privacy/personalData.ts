import type { CollectionSlug, PayloadRequest } from 'payload'
import { emailKey } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { ANONYMISED_AUDIT_SUBJECT } from './anonymised.ts'
import { leadWritings, personalTables } from './personalFields.ts'
import { notifyPartners } from './partnerNotices.ts'
import { ANONYMISING } from '../fields/personalContact.ts'
import { auditEntriesAbout, findPerson, findPersonalData, forgetInRateLimits, personalDataKinds, queuedMessages, type PersonalDataIds, type PersonalDataKind } from '../database/personalData.ts'

export function countsOf(ids: PersonalDataIds): Record<PersonalDataKind, number> {
  return Object.fromEntries(personalDataKinds.map((kind) => [kind, ids[kind].length])) as Record<PersonalDataKind, number>
}

const collectionOf: Record<Exclude<PersonalDataKind, 'emails'>, CollectionSlug> = {
  'client-requests': collectionSlugs.clientRequests,
  bookings: collectionSlugs.bookings,
  consents: collectionSlugs.consents,
  'contact-requests': collectionSlugs.contactRequests,
  'partial-submissions': collectionSlugs.partialSubmissions,
  users: collectionSlugs.users,
  merchants: collectionSlugs.merchants,
  'team-members': collectionSlugs.teamMembers,
  'merchant-logos': collectionSlugs.merchantLogos,
  reviews: collectionSlugs.reviews,
}

export type PersonalDataExport = {
  email: string
  exportedAt: string
  counts: Record<PersonalDataKind, number>
  data: Record<PersonalDataKind, unknown[]>
}

/** Every record of `email`, read as the requesting admin sees it (their access rules apply). */
export async function exportPersonalData(req: PayloadRequest, email: string): Promise<PersonalDataExport> {
  const ids = await findPersonalData(req, email)
  const data = {} as Record<PersonalDataKind, unknown[]>
  for (const [kind, collection] of Object.entries(collectionOf) as [Exclude<PersonalDataKind, 'emails'>, CollectionSlug][]) {
    if (ids[kind].length === 0) {
      data[kind] = []
      continue
    }
    const found = await req.payload.find({
      collection,
      where: { id: { in: ids[kind] } },
      depth: 0,
      pagination: false,
      sort: 'id',
      user: req.user,
      overrideAccess: false,
      req,
    })
    data[kind] = found.docs
  }
  data.emails = []
  if (ids.emails.length > 0) {
    data.emails = await queuedMessages(req, ids.emails)
  }
  return { email: emailKey(email), exportedAt: new Date().toISOString(), counts: countsOf(ids), data }
}

/**
 * Deletes or anonymises every record of `email`, through Payload in `req`'s transaction (the caller opens it), acting
 * for the admin who asked where the admin may act, as the system where no API may (the consent ledger, the e-mail
 * queue, the audit log). First the partners holding the contact are told (privacy/partnerNotices.ts). Leads, bookings
 * and consents are anonymised with personalFields.ts's declaration, as the retention purge leaves them (the
 * statistics stay, nothing points to the person any more); what partners wrote on those leads is emptied; the
 * person's reviews are deleted (their words; the collection lets no one delete through the API); queued and sent
 * e-mails and SMS naming the address or one of the person's phones are deleted, audit entries about the person no
 * longer say whom, rate-limit counters keyed by them go; everything else is deleted, with the collections' delete
 * hooks (a merchant releases its bookings and takes its team along, a logo removes its file).
 */
export async function erasePersonalData(req: PayloadRequest, email: string): Promise<Record<PersonalDataKind, number>> {
  const address = emailKey(email)
  const { ids, phones } = await findPerson(req, address)
  // Partners that hold the contact hear of the erasure (GDPR art. 19); the notice names the request, not the person.
  await notifyPartners(req, 'erase', { leads: ids['client-requests'], bookings: ids.bookings })
  const system = { depth: 0, overrideAccess: true, req, context: { [ANONYMISING]: true } } as const
  const anonymise = async (collection: CollectionSlug, which: number[], data: Record<string, unknown>) => {
    if (which.length === 0) return
    const result = await req.payload.update({ collection, where: { id: { in: which } }, data, ...system })
    if (result.errors.length > 0) throw new Error(`erase of ${collection} failed: ${result.errors.map((error) => error.message).join('; ')}`)
  }
  await anonymise(collectionSlugs.clientRequests, ids['client-requests'], personalTables['client-requests'].blank)
  if (ids['client-requests'].length > 0) {
    // The merchants' messages to the person, their return notes and private notes on these leads may name the person too.
    const onLeads = { clientRequest: { in: ids['client-requests'] } }
    for (const [collection, { blank }] of [
      [collectionSlugs.leadStatuses, leadWritings['lead-statuses']],
      [collectionSlugs.leadReturns, leadWritings['lead-returns']],
    ] as const) {
      const written = await req.payload.find({ collection, where: onLeads, select: {}, pagination: false, ...system })
      await anonymise(collection, written.docs.map((doc) => doc.id), blank)
    }
    await req.payload.delete({ collection: collectionSlugs.leadNotes, where: onLeads, ...system })
  }
  await anonymise(collectionSlugs.bookings, ids.bookings, personalTables.bookings.blank)
  await anonymise(collectionSlugs.consents, ids.consents, personalTables.consents.blank)
  if (ids.emails.length > 0) await req.payload.delete({ collection: 'payload-jobs', where: { id: { in: ids.emails } }, ...system })
  if (ids.reviews.length > 0) await req.payload.delete({ collection: collectionSlugs.reviews, where: { id: { in: ids.reviews } }, ...system })
  await forgetInAuditLog(req, address, phones)
  await forgetInRateLimits(req, address, phones)

  const counts = countsOf(ids)
  // Profiles before the accounts and logos they point to. A deleted profile takes its team members along, so
  // only those still there are deleted afterwards (the counts report every match).
  for (const kind of ['contact-requests', 'partial-submissions', 'merchants', 'team-members', 'merchant-logos', 'users'] as const) {
    const remaining = kind === 'team-members' ? await stillPresent(req, ids[kind]) : ids[kind]
    if (remaining.length === 0) continue
    const result = await req.payload.delete({
      collection: collectionOf[kind],
      where: { id: { in: remaining } },
      user: req.user,
      overrideAccess: false,
      req,
    })
    if (result.errors.length > 0) throw new Error(`erase of ${kind} failed: ${result.errors.map((error) => error.message).join('; ')}`)
  }
  return counts
}

/**
 * The audit log's entries about the person (an export, a withdrawal, an erasure request: by their fingerprint, or
 * the address itself in entries written before fingerprints) keep what was done and when, no longer to whom. A
 * system write: the collection refuses every API write.
 */
async function forgetInAuditLog(req: PayloadRequest, email: string, phones: string[]): Promise<void> {
  const entries = await auditEntriesAbout(req, email, phones)
  if (entries.length === 0) return
  await req.payload.update({ collection: collectionSlugs.auditLog, where: { id: { in: entries } }, data: { subject: ANONYMISED_AUDIT_SUBJECT, motivo: null }, depth: 0, overrideAccess: true, req })
}

/** Of the team members `ids`, those still there (a merchant's deletion may already have taken them along). */
async function stillPresent(req: PayloadRequest, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return ids
  const found = await req.payload.find({ collection: collectionSlugs.teamMembers, where: { id: { in: ids } }, select: {}, depth: 0, pagination: false, overrideAccess: true, req })
  return found.docs.map((doc) => doc.id)
}
