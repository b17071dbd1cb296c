import type { PayloadRequest } from 'payload'
import { phoneChannels, type ConsentPurpose, type ContactChannel } from '#content-schema'
import { and, desc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import { consents, consents_channels } from '../database/schema.ts'
import { preparedRead } from '../database/session.ts'

/** The submission a consent was given with: a lead from a questionnaire, a booking, a /contatti message. */
export type ConsentLink = { lead: number } | { booking: number } | { contactRequest: number }

/**
 * The record of a consent the person gave with that submission and has not withdrawn, or null: the latest record
 * for the purpose decides, and a withdrawn one counts as refused. A system read in the caller's transaction
 * (consents are for admins only), prepared (database/session.ts): every offers page asks it; the id is what a
 * withdrawal link names (withdrawalLink.ts).
 */
export async function givenConsentId(req: PayloadRequest, link: ConsentLink, purpose: ConsentPurpose): Promise<number | null> {
  return (await givenConsent(req, link, purpose))?.id ?? null
}

/** The consent's column holding each kind of submission it was given with. */
const linkColumns = { lead: consents.lead, booking: consents.booking, contactRequest: consents.contactRequest }

async function givenConsent(req: PayloadRequest, link: ConsentLink, purpose: ConsentPurpose): Promise<{ id: number; channels: ContactChannel[] } | null> {
  const [[field, id]] = Object.entries(link) as [[keyof typeof linkColumns, number]]
  const [latest] = await preparedRead(
    req,
    `latest_consent_by_${field}`,
    (db) =>
      db
        .select({
          id: consents.id,
          granted: consents.granted,
          withdrawnAt: consents.withdrawnAt,
          // Qualified by hand: drizzle writes a single table's columns unqualified, which the subquery would take for its own.
          channels: sql<ContactChannel[]>`array(select ${consents_channels.value}::text from ${consents_channels} where ${consents_channels.parent} = ${consents}.${sql.identifier(consents.id.name)} order by ${consents_channels.order})`,
        })
        .from(consents)
        .where(and(eq(linkColumns[field], sql.placeholder('id')), eq(consents.purpose, sql.placeholder('purpose'))))
        .orderBy(desc(consents.createdAt), desc(consents.id))
        .limit(1),
    { id, purpose },
  )
  return latest?.granted && !latest.withdrawnAt ? { id: latest.id, channels: latest.channels } : null
}

/**
 * Whether the person consented, with that submission (so for that service), to be contacted by partners on the phone
 * number — by call, SMS or WhatsApp: a consent to e-mail only does not let partners see the number.
 */
export async function hasPartnerConsent(req: PayloadRequest, link: { lead: number } | { booking: number }): Promise<boolean> {
  const consent = await givenConsent(req, link, 'partners')
  return consent !== null && consent.channels.some((channel) => phoneChannels.includes(channel))
}
