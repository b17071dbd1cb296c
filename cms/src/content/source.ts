import { handleEndpoints, type CollectionSlug, type GlobalSlug, type Payload, type SanitizedConfig, type Where } from 'payload'
import type { ContentQuery, ContentSource } from '../../../platform/contentSource.ts'
import { SITE_SECRET_HEADER, VISITOR_IP_HEADER } from '../../../platform/visitor.ts'
import { siteSecret } from '../../../platform/siteSecret.ts'

const flags = (fields: string[]): Record<string, true> => Object.fromEntries(fields.map((field) => [field, true as const]))

/**
 * The site's reads through Payload's Local API on the web process's instance (platform/contentSource.ts), with the
 * rights of an anonymous visitor — only what is published — or, for an editor's preview, of the user the session
 * token belongs to (`overrideAccess: false` either way, so the collections' access rules decide what comes back).
 */
export function createContentSource(payload: Payload, config: Promise<SanitizedConfig> | SanitizedConfig): ContentSource {
  /** The API's own handler in process, with the visitor's address vouched for by the site's secret. */
  const visitorCall = async (path: string, init: { method: string; body?: string; contentType?: string }, visitorIp: string | null) => {
    const headers = new Headers({ accept: 'application/json' })
    if (init.contentType) headers.set('content-type', init.contentType)
    if (visitorIp) {
      headers.set(VISITOR_IP_HEADER, visitorIp)
      headers.set(SITE_SECRET_HEADER, siteSecret())
    }
    const response = await handleEndpoints({ config, request: new Request(`${payload.config.serverURL}/api${path}`, { method: init.method, headers, body: init.body }) })
    return { status: response.status, body: await response.json().catch(() => null) }
  }
  const userOf = async (token: string | undefined) => {
    if (!token) return null
    const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
    return user
  }
  return {
    async find(query: ContentQuery) {
      const user = await userOf(query.previewToken)
      if (query.previewToken && !user) return []
      const where: Where = Object.fromEntries(Object.entries(query.where ?? {}).map(([field, value]) => [field, { equals: value }]))
      const found = await payload.find({
        collection: query.collection as CollectionSlug,
        where,
        select: flags(query.select),
        depth: query.depth ?? 0,
        ...(query.populate ? { populate: Object.fromEntries(Object.entries(query.populate).map(([collection, fields]) => [collection, flags(fields)])) } : {}),
        ...(query.sort ? { sort: query.sort } : {}),
        limit: query.limit ?? 10,
        draft: Boolean(query.previewToken),
        overrideAccess: false,
        user,
      })
      return found.docs
    },
    async findGlobal(slug, select, previewToken) {
      const user = await userOf(previewToken)
      return payload.findGlobal({ slug: slug as GlobalSlug, select: flags(select), depth: 0, draft: Boolean(user), overrideAccess: false, user })
    },
    async sessionRoles(token) {
      const user = await userOf(token).catch(() => null)
      return user ? ((user as { roles?: string[] | null }).roles ?? []) : null
    },
    visitorRead: (path, params, visitorIp) => visitorCall(`${path}?${new URLSearchParams(params)}`, { method: 'GET' }, visitorIp),
    visitorPost: (path, body, visitorIp) => visitorCall(path, { method: 'POST', body: JSON.stringify(body), contentType: 'application/json' }, visitorIp),
  }
}
