import type { PayloadRequest } from 'payload'
import { visitorAddress, visitorUserAgent } from '../../../platform/visitor.ts'

/** The visitor's address of a request Payload answers (platform/visitor.ts says which address that is). */
export function clientIp(req: PayloadRequest): string {
  return visitorAddress((name) => req.headers.get(name))
}

export function clientUserAgent(req: PayloadRequest): string {
  return visitorUserAgent((name) => req.headers.get(name))
}
