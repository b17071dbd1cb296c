/**
 * How the site reads the CMS in the web process: the process that holds Payload (server/web.ts) hands the site a
 * content source backed by Payload's Local API (cms/src/content/source.ts), so a page reads content without a
 * network hop to its own process. The site's server code and the web server are bundled apart (Astro's build, Node's
 * own loader), so the source is passed through a process-wide slot, not a module's state.
 */

/** A read of one collection as a page needs it: equality filters, the fields drawn, depth and the populated fields. */
export type ContentQuery = {
  collection: string
  select: string[]
  where?: Record<string, string>
  depth?: 0 | 1
  sort?: string
  limit?: number
  /** For depth 1: the fields of each populated collection, e.g. { media: ['filename'] }. */
  populate?: Record<string, string[]>
  /** A signed-in editor's or admin's session token: read the latest drafts with that session's rights. */
  previewToken?: string
}

export type ContentSource = {
  /** Published documents (or, with previewToken, the latest drafts), read with the reader's rights: anonymous by default. */
  find: (query: ContentQuery) => Promise<unknown[]>
  /** A global as published (or, with previewToken, its latest draft), read with the reader's rights. */
  findGlobal: (slug: string, select: string[], previewToken?: string) => Promise<unknown>
  /** The roles of the signed-in user a session token belongs to, or null for none or an invalid one. */
  sessionRoles: (token: string) => Promise<string[] | null>
  /**
   * A public API read made for a visitor (their offers, their request's page), answered in process by the API's own
   * handler with the visitor's address for its rate limit: its status and JSON body.
   */
  visitorRead: (path: string, params: Record<string, string>, visitorIp: string | null) => Promise<{ status: number; body: unknown }>
  /** A public API write a page's own form makes for a visitor (a consent's withdrawal), answered the same way. */
  visitorPost: (path: string, body: unknown, visitorIp: string | null) => Promise<{ status: number; body: unknown }>
}

const SLOT = Symbol.for('casaconfronta.contentSource')
type Slot = { [SLOT]?: ContentSource }

export function provideContentSource(source: ContentSource): void {
  ;(globalThis as Slot)[SLOT] = source
}

export function contentSource(): ContentSource {
  const source = (globalThis as Slot)[SLOT]
  if (!source) throw new Error('No content source: the site runs inside the web server (server/web.ts), which provides it.')
  return source
}
