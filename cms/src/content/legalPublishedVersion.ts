import { LegalVersionQuerySchema, legalVersionPageMessages } from '#content-schema'
import { jsonError } from '../api/publicWrite.ts'
import { collectionSlugs } from '../slugs.ts'
import { publicReadEndpoint } from '../api/publicEndpoint.ts'

const PATH = '/public/legal-version'
const RATE_LIMIT = { limit: 60, windowMs: 60_000 }

/**
 * GET /api/public/legal-version?slug=&version= — a published version of the privacy policy or the terms, as it was
 * published under that number (the newest save of it), with the version now in force: the words a consent names
 * (`legalVersion`), read by the page /testi-legali/<slug>/<version> and linked from the request page. A system read of
 * published versions only; 404 in Italian for a version never published.
 */
export const legalVersionEndpoint = publicReadEndpoint({
  path: PATH,
  rateLimit: RATE_LIMIT,
  handler: async (req) => {
    const parsed = LegalVersionQuerySchema.safeParse({ slug: req.searchParams.get('slug') ?? '', version: req.searchParams.get('version') ?? '' })
    if (!parsed.success) return jsonError(404, legalVersionPageMessages.notFound)
    const { slug, version } = parsed.data
    const found = await req.payload.findVersions({
      collection: collectionSlugs.legalPages,
      where: { and: [{ 'version.slug': { equals: slug } }, { 'version.version': { equals: version } }, { 'version._status': { equals: 'published' } }] },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const published = found.docs[0]?.version
    if (!published) return jsonError(404, legalVersionPageMessages.notFound)
    const current = await req.payload.find({ collection: collectionSlugs.legalPages, where: { slug: { equals: slug } }, select: { version: true }, limit: 1, depth: 0, overrideAccess: true, req })
    const { title, intro, updatedOn, sections, seo } = published
    return Response.json({ legal: { slug, title, intro, version, updatedOn, sections, seo }, currentVersion: current.docs[0]?.version ?? null })
  },
})
