import type { PayloadRequest } from 'payload'
import type { ConsentPurpose } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

/** The legal pages a visitor accepts with a form, as named on each consent record. */
const ACCEPTED_LEGAL_PAGES = ['privacy-policy', 'termini-condizioni'] as const

/**
 * The versions in force of the legal texts a form accepts ('privacy-policy 3, termini-condizioni 2'), as stored with
 * each consent; 'n/d' before any is published. A system read of published content.
 */
async function legalVersions(req: PayloadRequest): Promise<string> {
  const found = await req.payload.find({
    collection: collectionSlugs.legalPages,
    where: { slug: { in: [...ACCEPTED_LEGAL_PAGES] } },
    select: { slug: true, version: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const named = found.docs.map((doc) => `${doc.slug} ${doc.version}`).sort()
  return named.length > 0 ? named.join(', ') : 'n/d'
}

/**
 * One consent record per purpose for a public submission: what was granted, under which legal texts, from where.
 * Written through Payload in the request's transaction (a system write: the visitor holds no account, and consents
 * are for admins only).
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
  const purposes = Object.entries(options.granted) as [ConsentPurpose, boolean][]
  if (purposes.length === 0) return
  const legalVersion = await legalVersions(req)
  for (const [purpose, granted] of purposes) {
    await req.payload.create({
      collection: collectionSlugs.consents,
      data: {
        email: options.email,
        purpose,
        granted,
        legalVersion,
        lead: options.link.lead ?? null,
        booking: options.link.booking ?? null,
        contactRequest: options.link.contactRequest ?? null,
        ipAddress: options.ip,
        userAgent: options.userAgent,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
}
