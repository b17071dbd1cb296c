/** The admin islands' calls: same-origin Payload REST and /api/admin/*, authenticated by the session cookie. */

export type SessionUser = { id: number; email: string; roles?: string[] }

export class HttpError extends Error {
  status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

function errorMessage(body: unknown): string | undefined {
  const data = body as { error?: string; message?: string; errors?: { message?: string }[] } | null
  return data?.errors?.[0]?.message ?? data?.error ?? data?.message
}

export async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    credentials: 'same-origin',
    ...init,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  })
  const body = await response.json().catch(() => null)
  if (!response.ok) throw new HttpError(response.status, errorMessage(body) ?? `HTTP ${response.status}`)
  return body as T
}

export async function currentUser(): Promise<SessionUser | null> {
  const result = await apiJson<{ user: SessionUser | null }>('/users/me')
  return result.user ?? null
}

export function isAdminUser(user: SessionUser | null): boolean {
  return Boolean(user?.roles?.includes('admin'))
}

export async function signOut(): Promise<void> {
  await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
}

export type Paginated<T> = { docs: T[]; totalDocs: number; totalPages: number; page: number }

/**
 * One page of a collection, newest first, with only the fields the table draws; `populate` names, per related
 * collection, the fields a relationship brings along (a merchant's name on its bookings).
 */
export function listQuery(select: string[], page: number, limit: number, populate: Record<string, string[]> = {}): string {
  const related = Object.entries(populate)
  const params = new URLSearchParams({ sort: '-createdAt', limit: String(limit), page: String(page), depth: related.length > 0 ? '1' : '0' })
  for (const field of select) params.append(`select[${field}]`, 'true')
  for (const [collection, fields] of related) for (const field of fields) params.append(`populate[${collection}][${field}]`, 'true')
  return params.toString()
}

const dateTimeFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' })
export function formatDate(iso: string | null | undefined): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : '—'
}
