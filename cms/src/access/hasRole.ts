import type { Role } from '../slugs.ts'

/** The one place roles are checked: true when the user holds any of the given roles. */
export function hasRole(user: unknown, ...wanted: Role[]): boolean {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) && roles.some((role) => wanted.includes(role as Role))
}
