import type { EmailContent } from '../layout.ts'
import { merchantApprovedEmailText, merchantRejectedEmailText } from '#content-schema'
import { publicUrl } from '../../lib/env.ts'

/** The link of the confirmation e-mail: the sign-in page confirms the token and says so. */
export function verificationUrl(token: string): string {
  return `${publicUrl()}/auth-merchant?verifica=${encodeURIComponent(token)}`
}

/** The link of the password-reset e-mail. */
export function resetPasswordUrl(token: string): string {
  return `${publicUrl()}/reset-password?token=${encodeURIComponent(token)}`
}

export function merchantVerifyEmail(token: string): EmailContent {
  return {
    subject: 'Conferma la tua email - CasaConfronta',
    heading: 'Conferma il tuo indirizzo email',
    paragraphs: [
      'Grazie per esserti registrato come partner di CasaConfronta.',
      'Per completare la registrazione e accedere alla tua area merchant, conferma il tuo indirizzo email con il pulsante qui sotto.',
      'Se non hai richiesto tu la registrazione, ignora questa email.',
    ],
    cta: { label: 'Conferma email', url: verificationUrl(token) },
  }
}

export function merchantWelcomeEmail(token: string): EmailContent {
  return {
    subject: 'Benvenuto in CasaConfronta!',
    heading: 'Benvenuto nella rete dei partner CasaConfronta',
    paragraphs: [
      'Il tuo account merchant è stato creato.',
      'Dopo aver confermato la tua email potrai completare la scheda della tua azienda (ragione sociale, Partita IVA, sede, servizi e CAP serviti) e inviarla in verifica: una volta approvata riceverai le richieste dei clienti della tua zona.',
    ],
    cta: { label: 'Conferma email e accedi', url: verificationUrl(token) },
  }
}

export function merchantResetPasswordEmail(token: string): EmailContent {
  return {
    subject: 'Reimposta la tua password - CasaConfronta',
    heading: 'Reimposta la tua password',
    paragraphs: [
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
      "Il link è valido per un'ora e può essere usato una sola volta.",
      'Se non hai richiesto tu il reset, ignora questa email: la tua password resta invariata.',
    ],
    cta: { label: 'Reimposta password', url: resetPasswordUrl(token) },
  }
}

/** The merchant area, where a refused profile is corrected and sent again. */
function merchantAreaUrl(): string {
  return `${publicUrl()}/area-merchant`
}

export function merchantRejectedEmail(reason: string): EmailContent {
  return {
    subject: merchantRejectedEmailText.subject,
    heading: merchantRejectedEmailText.heading,
    paragraphs: [merchantRejectedEmailText.intro, merchantRejectedEmailText.outro],
    details: [{ label: 'Motivo', value: reason }],
    cta: { label: 'Vai alla tua area', url: merchantAreaUrl() },
  }
}

export function merchantApprovedEmail(): EmailContent {
  return {
    subject: merchantApprovedEmailText.subject,
    heading: merchantApprovedEmailText.heading,
    paragraphs: [merchantApprovedEmailText.intro],
    cta: { label: 'Vai alla tua area', url: merchantAreaUrl() },
  }
}
