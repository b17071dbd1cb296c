import { genericMessages } from '#content-schema/messages.ts'

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string; code?: string }

/** The first message of an error answer: our public endpoints say `error`, Payload says `errors[0].message`. */
function errorOf(body: unknown): { message?: string; code?: string } {
  if (!body || typeof body !== 'object') return {}
  const record = body as { error?: unknown; errors?: { message?: unknown; code?: unknown }[]; message?: unknown }
  if (typeof record.error === 'string') return { message: record.error }
  const first = Array.isArray(record.errors) ? record.errors[0] : undefined
  if (first && typeof first.message === 'string') return { message: first.message, code: typeof first.code === 'string' ? first.code : undefined }
  if (typeof record.message === 'string') return { message: record.message }
  return {}
}

/** A same-origin call to the CMS with the session cookie; never throws (a network failure is an error result). */
export async function api<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const isForm = body instanceof FormData
    const response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
    const data: unknown = await response.json().catch(() => null)
    if (response.ok) return { ok: true, status: response.status, data: data as T }
    const error = errorOf(data)
    return { ok: false, status: response.status, message: error.message ?? genericMessages.serverError, code: error.code }
  } catch (error) {
    console.error(`Richiesta ${method} ${path} non riuscita:`, error)
    return { ok: false, status: 0, message: genericMessages.unavailable }
  }
}

export type SessionUser = { id: number; email: string; roles?: string[] }

/** Who is signed in (GET /api/users/me), or null. */
export async function currentUser(): Promise<SessionUser | null> {
  const result = await api<{ user: SessionUser | null }>('GET', '/users/me')
  return result.ok ? result.data.user : null
}

export type PayloadList<T> = { docs: T[]; totalDocs: number; page?: number; totalPages?: number }
