import type { EmailContent } from '../layout.ts'
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
      'Dopo aver confermato la tua email potrai completare la scheda della tua azienda, aggiungere il tuo team e ricevere le richieste dei clienti della tua zona.',
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
