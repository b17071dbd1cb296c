import type { ZodType } from 'zod'
import { SessionSchema, type SessionUser } from '#content-schema/merchants/areaRecords.ts'
import { genericMessages } from '#content-schema/messages.ts'

/**
 * The merchant and admin areas' one client: same-origin calls to Payload's REST and to /api/admin/* and
 * /api/merchant/*, authenticated by the session cookie. It never throws: every answer, a network failure
 * included, is a result the caller reads (`ok`, then `data` or the Italian `message` to show). Given the shape's
 * schema (content-schema/src/merchants/areaRecords.ts and its kin), an answer of another shape is an error too. An error answer
 * keeps its parsed `body` for the caller that reads more than its message (a 409 with what is there now).
 */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string; code?: string; body?: unknown }

/** The first message of an error answer: our endpoints say `error`, Payload says `errors[0].message`. */
function errorOf(body: unknown): { message?: string; code?: string } {
  if (!body || typeof body !== 'object') return {}
  const record = body as { error?: unknown; errors?: { message?: unknown; code?: unknown }[]; message?: unknown }
  if (typeof record.error === 'string') return { message: record.error }
  const first = Array.isArray(record.errors) ? record.errors[0] : undefined
  if (first && typeof first.message === 'string') return { message: first.message, code: typeof first.code === 'string' ? first.code : undefined }
  if (typeof record.message === 'string') return { message: record.message }
  return {}
}

export async function api<T = unknown>(method: string, path: string, body?: unknown, options: { signal?: AbortSignal; schema?: ZodType<T> } = {}): Promise<ApiResult<T>> {
  try {
    const isForm = body instanceof FormData
    const response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      signal: options.signal,
      headers: { accept: 'application/json', ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
    const data: unknown = await response.json().catch(() => null)
    if (response.ok) {
      if (!options.schema) return { ok: true, status: response.status, data: data as T }
      const parsed = options.schema.safeParse(data)
      if (parsed.success) return { ok: true, status: response.status, data: parsed.data }
      console.error(`Risposta di ${method} ${path} di forma inattesa:`, parsed.error.issues)
      return { ok: false, status: response.status, message: genericMessages.serverError }
    }
    const error = errorOf(data)
    return { ok: false, status: response.status, message: error.message ?? genericMessages.serverError, code: error.code, body: data }
  } catch (error) {
    if (!options.signal?.aborted) console.error(`Richiesta ${method} ${path} non riuscita:`, error)
    return { ok: false, status: 0, message: genericMessages.unavailable }
  }
}

export type { SessionUser }

export function isAdminUser(user: SessionUser | null): boolean {
  return Boolean(user?.roles?.includes('admin'))
}

/** Who is signed in (GET /api/users/me), or null. */
export async function currentUser(): Promise<SessionUser | null> {
  const result = await api('GET', '/users/me', undefined, { schema: SessionSchema })
  return result.ok ? result.data.user : null
}

export async function signOut(): Promise<void> {
  await api('POST', '/users/logout')
}

