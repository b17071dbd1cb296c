import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

/**
 * Where SMS codes are off: the link that confirms a request's e-mail. Nothing reaches a partner before it is pressed,
 * and the e-mail says so; it names no partner and nothing of the answers (it may reach someone who did not send it).
 */
export function verificationEmail(input: { nome: string; service: string; serviceLabel: string; verifyUrl: string; expiresAt: string }): EmailContent {
  return templatedEmail('verification-email', input.service, { nome: input.nome, servizio: input.serviceLabel, scadenza: input.expiresAt }, { ctaUrl: input.verifyUrl })
}
