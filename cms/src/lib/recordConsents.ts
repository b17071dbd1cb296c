import type { PayloadRequest } from 'payload'
import type { ConsentPurpose } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { queryableFor } from './db.ts'

/** The legal texts a visitor accepts with a form: the versions in force are stored with each consent. */
const LEGAL_SLUGS = ['privacy-policy', 'termini-condizioni']

async function legalVersion(req: PayloadRequest): Promise<string> {
  const pages = await req.payload.find({
    collection: collectionSlugs.legalPages,
    where: { slug: { in: LEGAL_SLUGS } },
    select: { slug: true, version: true },
    depth: 0,
    limit: LEGAL_SLUGS.length,
    pagination: false,
    // A system read of published legal texts, inside the submission's transaction.
    overrideAccess: true,
    req,
  })
  const versions = pages.docs.map((page) => `${page.slug} ${page.version}`).sort()
  return versions.length ? versions.join(', ') : 'n/d'
}

/**
 * One consent record per purpose for a public submission: what was granted, under which legal text, and
 * from where. A system write (the visitor has no account) in the request's transaction, as one statement:
 * the consents collection has no hooks to run, and a lead writes four of them.
 */
export async function recordConsents(
  req: PayloadRequest,
  options: {
    email: string
    granted: Partial<Record<ConsentPurpose, boolean>>
    link: { booking?: number; contactRequest?: number; lead?: number }
    ip: string
    userAgent: string
  },
): Promise<void> {
  const version = await legalVersion(req)
  const purposes = Object.entries(options.granted) as [ConsentPurpose, boolean][]
  if (purposes.length === 0) return
  const values: unknown[] = []
  const rows = purposes.map(([purpose, granted]) => {
    const row = [options.email, purpose, granted, version, options.link.lead ?? null, options.link.booking ?? null, options.link.contactRequest ?? null, options.ip, options.userAgent]
    const first = values.length + 1
    values.push(...row)
    return `(${row.map((_, i) => `$${first + i}`).join(', ')}, clock_timestamp(), clock_timestamp())`
  })
  const db = await queryableFor(req)
  await db.query(
    `insert into consents (email, purpose, granted, legal_version, lead_id, booking_id, contact_request_id, ip_address, user_agent, created_at, updated_at)
     values ${rows.join(', ')}`,
    values,
  )
}
