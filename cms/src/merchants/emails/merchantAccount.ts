import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'
import { publicUrl } from '../../../../platform/env.ts'

/** The link of the confirmation e-mail: the sign-in page confirms the token and says so. */
export function verificationUrl(token: string): string {
  return `${publicUrl()}/auth-merchant?verifica=${encodeURIComponent(token)}`
}

/** The link of the password-reset e-mail. */
export function resetPasswordUrl(token: string): string {
  return `${publicUrl()}/reset-password?token=${encodeURIComponent(token)}`
}

export function merchantVerifyEmail(token: string): EmailContent {
  return templatedEmail('merchant-verify', null, {}, { ctaUrl: verificationUrl(token) })
}

export function merchantWelcomeEmail(token: string): EmailContent {
  return templatedEmail('merchant-welcome', null, {}, { ctaUrl: verificationUrl(token) })
}

export function merchantResetPasswordEmail(token: string): EmailContent {
  return templatedEmail('merchant-reset-password', null, {}, { ctaUrl: resetPasswordUrl(token) })
}

/** A team member's invitation to an account of its own: the link sets its password (Payload's reset token). */
export function teamInviteEmail(token: string, azienda: string): EmailContent {
  return templatedEmail('team-invite', null, { azienda }, { ctaUrl: resetPasswordUrl(token) })
}

/** The merchant area, where a refused profile is corrected and sent again. */
function merchantAreaUrl(): string {
  return `${publicUrl()}/area-merchant`
}

export function merchantRejectedEmail(reason: string): EmailContent {
  return templatedEmail('merchant-rejected', null, {}, { details: [{ label: 'Motivo', value: reason }], ctaUrl: merchantAreaUrl() })
}

/** Where a merchant writes to the team: the contact form. */
export function supportUrl(): string {
  return `${publicUrl()}/contatti`
}

export function merchantSuspendedEmail(reason: string): EmailContent {
  return templatedEmail('merchant-suspended', null, {}, { details: [{ label: 'Motivo', value: reason }], ctaUrl: supportUrl() })
}

export function merchantReactivatedEmail(reason: string | null): EmailContent {
  return templatedEmail('merchant-reactivated', null, {}, { ...(reason ? { details: [{ label: 'Motivo', value: reason }] } : {}), ctaUrl: merchantAreaUrl() })
}

/** To every admin: a profile entered review (new, or refused and sent again). */
export function merchantInReviewAdminEmail(company: string, again: boolean): EmailContent {
  return templatedEmail(again ? 'merchant-in-review-again-admin' : 'merchant-in-review-admin', null, { azienda: company }, { ctaUrl: `${publicUrl()}/area-admin` })
}

export function merchantApprovedEmail(): EmailContent {
  return templatedEmail('merchant-approved', null, {}, { ctaUrl: merchantAreaUrl() })
}

/** The link that confirms a new e-mail address: the sign-in page sends the token and says how it went. */
export function emailChangeUrl(token: string): string {
  return `${publicUrl()}/auth-merchant?nuova-email=${encodeURIComponent(token)}`
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export function signupExistingAccountEmail(): EmailContent {
  return templatedEmail('signup-existing-account', null, {}, { ctaUrl: `${publicUrl()}/auth-merchant` })
}

export function emailChangeConfirmEmail(token: string): EmailContent {
  return templatedEmail('email-change-confirm', null, {}, { ctaUrl: emailChangeUrl(token) })
}

/** To the new address an owner gave a member of its team: the member's account changes to it only once confirmed here. */
export function teamEmailChangeConfirmEmail(token: string, azienda: string): EmailContent {
  return templatedEmail('team-email-change-confirm', null, { azienda }, { ctaUrl: emailChangeUrl(token) })
}

/** To the old address, so an owner learns of a change they did not ask for while it can still be stopped. */
export function emailChangeNoticeEmail(newEmail: string): EmailContent {
  return templatedEmail('email-change-notice', null, { nuovaEmail: newEmail })
}
