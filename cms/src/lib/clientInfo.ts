import type { PayloadRequest } from 'payload'

/**
 * The visitor's address as the web server saw it (server/web.ts sets x-real-ip from the socket and drops any
 * value a client sent), never an address the client claims about itself.
 */
export function clientIp(req: PayloadRequest): string {
  return req.headers.get('x-real-ip') ?? 'unknown'
}

export function clientUserAgent(req: PayloadRequest): string {
  return (req.headers.get('user-agent') ?? '').slice(0, 300)
}
