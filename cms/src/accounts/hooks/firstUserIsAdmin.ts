import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Payload's first-user screen (/admin/create-first-user, answered by `POST /api/users/first-register`, which
 * Payload refuses once any account exists) creates the installation's first account: it is the admin, whatever
 * roles the form was sent with, or nobody could open /admin or grant roles afterwards.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.pathname?.endsWith('/users/first-register')) return data
  return { ...data, roles: ['admin'] }
}
