import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '../../access/isAdmin.ts'
import { isAdminOrSelf } from '../../access/isAdminOrSelf.ts'
import { hasRole } from '../../access/hasRole.ts'
import { collectionSlugs, roles } from '../../slugs.ts'
import { secureCookies } from '../../lib/env.ts'
import { brand } from '../../email/queueEmail.ts'
import { renderEmail } from '../../email/layout.ts'
import { merchantResetPasswordEmail, merchantVerifyEmail } from '../../email/templates/merchantAccount.ts'
import { verifyOnlySelfSignups } from './hooks/verifyOnlySelfSignups.ts'
import { italianAuthErrors } from './hooks/italianAuthErrors.ts'
import { countFailedLogin, rateLimitAuth } from './hooks/rateLimitAuth.ts'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin.ts'

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
    // Self-registered merchants confirm their address before the first sign-in (see verifyOnlySelfSignups).
    verify: {
      generateEmailSubject: () => merchantVerifyEmail('').subject,
      generateEmailHTML: async ({ req, token }) => renderEmail(await brand(req), merchantVerifyEmail(token)).html,
    },
    // The reset link opens the site's /reset-password page, not the admin panel; the token lasts an hour and works once.
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => merchantResetPasswordEmail('').subject,
      generateEmailHTML: async (args) => {
        if (!args?.req || !args.token) throw new Error('forgot-password e-mail without request or token')
        return renderEmail(await brand(args.req), merchantResetPasswordEmail(args.token)).html
      },
    },
  },
  hooks: {
    beforeOperation: [rateLimitAuth, verifyOnlySelfSignups],
    beforeChange: [firstUserIsAdmin],
    afterError: [countFailedLogin, italianAuthErrors],
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
