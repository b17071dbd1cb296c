import { createHash } from 'node:crypto'

/**
 * The secret by which the site's own server vouches for what it tells the API (the visitor's address) and
 * itself (a front-cache refresh), derived from PAYLOAD_SECRET.
 */
export function siteSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHash('sha256').update(`${secret}:site-cache`).digest('hex')
}
