import type { Role } from '../slugs.ts'

type MaybeUser = { roles?: Role[] | null } | null | undefined

/** The one place roles are checked: true when the user holds any of the given roles. */
export function hasRole(user: MaybeUser, ...wanted: Role[]): boolean {
  return Boolean(user?.roles?.some((role) => wanted.includes(role)))
}
