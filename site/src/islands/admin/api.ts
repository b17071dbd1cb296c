import { adminListSearch, type AdminListQuery, type AdminListSlug } from '#content-schema/adminLists.ts'

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

/** The CSV of a list's current search, filter and sort (GET /api/admin/export/:list, streamed by the server). */
export function exportUrl(list: AdminListSlug, query: AdminListQuery): string {
  return `/api/admin/export/${list}${adminListSearch({ ...query, page: undefined })}`
}

const dateTimeFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' })
export function formatDate(iso: string | null | undefined): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : '—'
}
