import type { PayloadRequest } from 'payload'
import { adminMessages } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'

/** Every /api/admin/* endpoint starts here: a 403 Response for anyone but an admin, undefined otherwise. */
export function rejectNonAdmin(req: PayloadRequest): Response | undefined {
  if (hasRole(req.user, 'admin')) return undefined
  return Response.json({ error: adminMessages.forbidden }, { status: 403, headers: { 'Cache-Control': 'private, no-store' } })
}

/** The query string of an endpoint call as a plain object (first value of each parameter). */
export function queryParams(req: PayloadRequest): Record<string, string> {
  return Object.fromEntries(new URL(req.url ?? 'http://localhost/').searchParams)
}
