import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '../../access/isAdmin.ts'
import { isAdminOrSelf } from '../../access/isAdminOrSelf.ts'
import { hasRole } from '../../access/hasRole.ts'
import { collectionSlugs, roles } from '../../slugs.ts'
import { secureCookies } from '../../lib/env.ts'

export const Users: CollectionConfig = {
  slug: collectionSlugs.users,
  labels: { singular: 'Utente', plural: 'Utenti' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'roles', 'updatedAt'],
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
  },
  access: {
    // Only staff may open /admin; merchants have their own area on the site.
    admin: ({ req }) => hasRole(req.user, 'admin', 'editor'),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    {
      name: 'roles',
      label: 'Ruoli',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['merchant'],
      saveToJWT: true,
      options: roles.map((role) => ({ label: role, value: role })),
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
