import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '../../access/isAdmin.ts'
import { isAdminOrSelf } from '../access/isAdminOrSelf.ts'
import { isStaffRequest } from '../../access/isStaff.ts'
import { collectionSlugs, roles } from '../../slugs.ts'
import { lockRowOnUpdate } from '../../hooks/lockRowOnUpdate.ts'
import { secureCookies } from '../../../../platform/env.ts'
import { readBrand } from '../../email/brand.ts'
import { renderEmail } from '../../email/layout.ts'
import { writtenEmail } from '../../email/messageTemplates.ts'
import { merchantResetPasswordEmail, merchantVerifyEmail } from '../../merchants/emails/merchantAccount.ts'
import { verifyOnlySelfSignups } from '../hooks/verifyOnlySelfSignups.ts'
import { italianAuthErrors } from '../hooks/italianAuthErrors.ts'
import { clearLoginFailures, countFailedLogin, throttleAuth } from '../hooks/loginThrottle.ts'
import { equalLoginTime } from '../hooks/equalLoginTime.ts'
import { enforcePasswordPolicy } from '../hooks/passwordPolicy.ts'
import { guardCredentialChanges } from '../hooks/credentialChanges.ts'
import { confirmEmailChange } from '../confirmEmailChange.ts'
import { forgotPasswordEndpoint } from '../forgotPassword.ts'
import { firstUserIsAdmin } from '../hooks/firstUserIsAdmin.ts'

export const Users: CollectionConfig = {
  slug: collectionSlugs.users,
  labels: { singular: 'Utente', plural: 'Utenti' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'roles', 'updatedAt'],
  },
  auth: {
    // No account lock: it also refused the owner's right password, so anyone could lock anyone out. Wrong
    // passwords slow down the address that sends them instead (hooks/loginThrottle.ts).
    maxLoginAttempts: 0,
    // A password change keeps only the session that made it, a reset none of the old ones (Payload's sessions).
    useSessions: true,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
    // Self-registered merchants confirm their address before the first sign-in (see verifyOnlySelfSignups).
    verify: {
      // Payload sends this one itself: the published template's words, as queueEmails would write them.
      generateEmailSubject: async ({ req }) => (await writtenEmail(req, merchantVerifyEmail(''))).content.subject,
      generateEmailHTML: async ({ req, token }) => renderEmail(await readBrand(req), (await writtenEmail(req, merchantVerifyEmail(token))).content).html,
    },
    // The reset link opens the site's /reset-password page, not the admin panel; the token lasts an hour and works once.
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: async (args) => (args?.req ? (await writtenEmail(args.req, merchantResetPasswordEmail(''))).content.subject : merchantResetPasswordEmail('').subject),
      generateEmailHTML: async (args) => {
        if (!args?.req || !args.token) throw new Error('forgot-password e-mail without request or token')
        return renderEmail(await readBrand(args.req), (await writtenEmail(args.req, merchantResetPasswordEmail(args.token))).content).html
      },
    },
  },
  hooks: {
    beforeOperation: [lockRowOnUpdate(collectionSlugs.users), throttleAuth, equalLoginTime, enforcePasswordPolicy, guardCredentialChanges, verifyOnlySelfSignups],
    beforeChange: [firstUserIsAdmin],
    afterLogin: [clearLoginFailures],
    afterError: [countFailedLogin, italianAuthErrors],
  },
  // Payload's own forgot-password answered an unknown address at once and a known one after writing the token
  // and sending the e-mail; this one does the same work for both.
  endpoints: [forgotPasswordEndpoint, confirmEmailChange],
  access: {
    // Only staff may open /admin; merchants have their own area on the site.
    admin: isStaffRequest,
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
    // Sent with a change of one's own password or e-mail and checked by hooks/credentialChanges.ts; never stored
    // or returned. Shown in /admin only on one's own account.
    {
      name: 'currentPassword',
      label: 'Password attuale',
      type: 'text',
      virtual: true,
      hooks: { afterRead: [() => undefined] },
      admin: {
        description: 'Necessaria per cambiare la tua password o la tua email.',
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id !== undefined && String(user.id) === String(data.id)),
        components: { Field: '/src/accounts/components/CurrentPasswordField.tsx#CurrentPasswordField' },
      },
    },
    // A new address waiting for its confirmation link (hooks/credentialChanges.ts); only that hook and the
    // confirmation endpoint write these, straight to the database.
    {
      name: 'pendingEmail',
      label: 'Nuova email da confermare',
      type: 'email',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, condition: (data) => Boolean(data?.pendingEmail) },
    },
    { name: 'emailChangeTokenHash', type: 'text', hidden: true, access: { create: () => false, update: () => false } },
    { name: 'emailChangeExpiresAt', type: 'date', hidden: true, access: { create: () => false, update: () => false } },
  ],
}
