import { siteSecret } from './siteSecret.ts'

/** Headers the site's own server uses when it calls the API on a visitor's behalf (site/src/lib/cms.ts). */
export const VISITOR_IP_HEADER = 'x-visitor-ip'
export const SITE_SECRET_HEADER = 'x-site-secret'

/**
 * The visitor's address as the web server saw it (server/web.ts sets x-real-ip from the socket and drops any
 * value a client sent), never an address the client claims about itself. When the site's server renders a
 * page through the API, the request comes from loopback and carries the visitor's address, vouched for by the
 * server secret, so rate limits stay per visitor.
 */
export function visitorAddress(header: (name: string) => string | null | undefined): string {
  const visitor = header(VISITOR_IP_HEADER)
  if (visitor && header(SITE_SECRET_HEADER) === siteSecret()) return visitor
  return header('x-real-ip') ?? 'unknown'
}

/** The user agent as stored with a submission, from any request's headers. */
export function visitorUserAgent(header: (name: string) => string | null | undefined): string {
  return (header('user-agent') ?? '').slice(0, 300)
}
