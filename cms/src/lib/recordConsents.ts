import type { PayloadRequest } from 'payload'
import type { ConsentPurpose } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

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
 * from where. A system write (the visitor has no account) in the request's transaction.
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
  for (const [purpose, granted] of Object.entries(options.granted) as [ConsentPurpose, boolean][]) {
    await req.payload.create({
      collection: collectionSlugs.consents,
      data: {
        email: options.email,
        purpose,
        granted,
        legalVersion: version,
        ...options.link,
        ipAddress: options.ip,
        userAgent: options.userAgent,
      },
      overrideAccess: true,
      req,
    })
  }
}
