import { z } from '../z.ts'
import { MAX_EMAIL } from './fields.ts'

/** Merchant sign-in, sign-up and password reset: every message as the spec words it (title / description). */
export const merchantAuthMessages = {
  loginErrorTitle: 'Errore di accesso',
  invalidCredentials: 'Email o password non corretti.',
  lockedTitle: 'Account bloccato',
  locked: 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti oppure reimposta la password.',
  unverifiedTitle: 'Email non confermata',
  unverified: "Conferma la tua email prima di accedere: clicca sul link che ti abbiamo inviato.",
  loginSuccessTitle: 'Accesso effettuato!',
  loginSuccess: 'Benvenuto nella tua area merchant.',
  registerErrorTitle: 'Errore registrazione',
  emailTaken: "Email già registrata. Prova ad effettuare l'accesso.",
  emailRequired: 'Inserisci la tua email.',
  emailInvalid: 'Inserisci un indirizzo email valido.',
  passwordRequired: 'Inserisci la password.',
  passwordMismatch: 'Le password non coincidono.',
  passwordShortTitle: 'Password troppo corta',
  passwordShort: 'La password deve essere di almeno 6 caratteri.',
  registeredTitle: 'Registrazione completata!',
  registered: 'Benvenuto! Accesso alla dashboard.',
  confirmEmailTitle: 'Conferma la tua email',
  confirmEmail: "Ti abbiamo inviato un'email di conferma e di benvenuto. Clicca sul link per completare la registrazione.",
  verifiedTitle: 'Email confermata!',
  verified: 'Ora puoi accedere alla tua area merchant.',
  verifyFailedTitle: 'Link non valido',
  verifyFailed: 'Il link di conferma non è valido o è già stato usato.',
  forgotRequiredTitle: 'Email richiesta',
  forgotRequired: 'Inserisci la tua email per reimpostare la password.',
  forgotSentTitle: 'Email inviata!',
  forgotSent: 'Controlla la tua email per reimpostare la password.',
  errorTitle: 'Errore',
  resetMismatch: 'Le password inserite non corrispondono.',
  resetShort: 'La password deve essere di almeno 8 caratteri.',
  resetHint: 'Usa almeno 8 caratteri; meglio se con lettere maiuscole e minuscole, numeri e simboli.',
  resetDoneTitle: 'Password aggiornata!',
  resetDone: 'La tua password è stata cambiata con successo.',
  resetFailed: "Si è verificato un errore durante l'aggiornamento della password.",
  invalidLinkTitle: 'Link non valido',
  invalidLink: 'Il link per il reset password non è valido o è scaduto.',
} as const

export const MERCHANT_PASSWORD_MIN = 6
export const RESET_PASSWORD_MIN = 8
const MAX_PASSWORD = 128

const emailSchema = z
  .string({ error: merchantAuthMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, merchantAuthMessages.emailRequired)
  .max(MAX_EMAIL, merchantAuthMessages.emailInvalid)
  .refine((email) => email === '' || z.regexes.email.test(email), merchantAuthMessages.emailInvalid)

/** Sign-up: the island and POST /api/merchant-signup validate with this same schema. */
export const MerchantSignupSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: merchantAuthMessages.passwordRequired })
      .min(MERCHANT_PASSWORD_MIN, merchantAuthMessages.passwordShort)
      .max(MAX_PASSWORD, merchantAuthMessages.passwordRequired),
    confirmPassword: z.string({ error: merchantAuthMessages.passwordMismatch }),
  })
  .refine((data) => data.password === data.confirmPassword, { path: ['confirmPassword'], error: merchantAuthMessages.passwordMismatch })
export type MerchantSignup = z.infer<typeof MerchantSignupSchema>

export const MerchantLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: merchantAuthMessages.passwordRequired }).min(1, merchantAuthMessages.passwordRequired),
})
export type MerchantLogin = z.infer<typeof MerchantLoginSchema>

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ error: merchantAuthMessages.forgotRequired })
    .trim()
    .min(1, merchantAuthMessages.forgotRequired)
    .refine((email) => email === '' || z.regexes.email.test(email), merchantAuthMessages.emailInvalid),
})
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>

export const ResetPasswordSchema = z
  .object({
    password: z.string().min(RESET_PASSWORD_MIN, merchantAuthMessages.resetShort).max(MAX_PASSWORD, merchantAuthMessages.resetShort),
    confirmPassword: z.string(),
  })
  .refine((data) => data.password === data.confirmPassword, { path: ['confirmPassword'], error: merchantAuthMessages.resetMismatch })
export type ResetPassword = z.infer<typeof ResetPasswordSchema>

/** Title for a sign-up message: the short-password message has its own title, the others the spec's generic one. */
export function signupErrorTitle(message: string): string {
  return message === merchantAuthMessages.passwordShort ? merchantAuthMessages.passwordShortTitle : merchantAuthMessages.registerErrorTitle
}
