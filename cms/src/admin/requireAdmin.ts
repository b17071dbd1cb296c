import type { PayloadRequest } from 'payload'
import { adminMessages, genericMessages } from '#content-schema'
import { hasRole } from '../access/hasRole.ts'
import { routeId } from '../api/routeId.ts'
import { jsonError, noStore } from '../api/publicWrite.ts'

/** Every /api/admin/* endpoint starts here: a 403 Response for anyone but an admin, undefined otherwise. */
export function rejectNonAdmin(req: PayloadRequest): Response | undefined {
  if (hasRole(req.user, 'admin')) return undefined
  return adminError(403, adminMessages.forbidden)
}

/** The query string of an endpoint call as a plain object (first value of each parameter). */
export function queryParams(req: PayloadRequest): Record<string, string> {
  return Object.fromEntries(new URL(req.url ?? 'http://localhost/').searchParams)
}

/** `?ids=1,2,3`: the merchants of one page of the admin's merchants table (REST pages hold up to 100 documents). */
export function merchantIdsParam(req: PayloadRequest): number[] {
  return (queryParams(req).ids ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 100)
}

/** An admin action's body is a few fields: anything larger is refused before it is read whole. */
const MAX_BODY = 4096

/** An admin endpoint's refusal: the Italian message, never cached. */
export function adminError(status: number, message: string): Response {
  return jsonError(status, message, {}, noStore)
}

/** An admin endpoint on one record (`/admin/…/:id/…`): its id, or the 403 for anyone but an admin, the 400 for an id that is none. */
export function adminRecordId(req: PayloadRequest): { id: number } | { refused: Response } {
  const denied = rejectNonAdmin(req)
  if (denied) return { refused: denied }
  const id = routeId(req)
  return id === null ? { refused: adminError(400, genericMessages.invalidRequest) } : { id }
}

/** The JSON body of an admin action, or the 413/400 Response that refuses it (too large, not JSON). */
export async function readAdminJson(req: PayloadRequest): Promise<{ body: unknown } | { refused: Response }> {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY) return { refused: adminError(413, genericMessages.tooLarge) }
  const text = req.text ? await req.text() : ''
  if (text.length > MAX_BODY) return { refused: adminError(413, genericMessages.tooLarge) }
  try {
    return { body: JSON.parse(text) }
  } catch {
    return { refused: adminError(400, genericMessages.invalidRequest) }
  }
}
