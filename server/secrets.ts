import { createHash } from 'node:crypto'

/** The secret that lets the web server purge the site cache, derived from PAYLOAD_SECRET. */
export function siteCacheSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHash('sha256').update(`${secret}:site-cache`).digest('hex')
}
