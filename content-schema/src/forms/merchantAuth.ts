import { z } from '../z.ts'
import { emailField } from './fields.ts'

/** Merchant sign-in, sign-up and password reset: every message (title / description) as the product shows it. */
export const merchantAuthMessages = {
  loginErrorTitle: 'Errore di accesso',
  invalidCredentials: 'Email o password non corretti.',
  throttledTitle: 'Troppi tentativi',
  throttled: 'Troppi tentativi di accesso non riusciti da questa connessione. Attendi qualche secondo e riprova, oppure reimposta la password.',
  unverifiedTitle: 'Email non confermata',
  unverified: "Conferma la tua email prima di accedere: clicca sul link che ti abbiamo inviato.",
  loginSuccessTitle: 'Accesso effettuato!',
  loginSuccess: 'Benvenuto nella tua area merchant.',
  registerErrorTitle: 'Errore registrazione',
  emailRequired: 'Inserisci la tua email.',
  emailInvalid: 'Inserisci un indirizzo email valido.',
  passwordRequired: 'Inserisci la password.',
  passwordMismatch: 'Le password non coincidono.',
  passwordShortTitle: 'Password troppo corta',
  passwordShort: 'La password deve essere di almeno 8 caratteri.',
  passwordLong: 'La password può avere al massimo 128 caratteri.',
  passwordCommonTitle: 'Password troppo comune',
  passwordCommon: "Questa password è tra le più usate e facili da indovinare: scegline un'altra.",
  currentPasswordRequired: "Per cambiare password o email inserisci la password attuale.",
  currentPasswordWrong: 'La password attuale non è corretta.',
  credentialsBulkChange: 'Password ed email si cambiano un account alla volta.',
  emailChangeSentTitle: 'Controlla la tua nuova email',
  emailChangeSent: "Ti abbiamo inviato un link al nuovo indirizzo: l'email cambierà solo quando lo aprirai.",
  emailChangedTitle: 'Email aggiornata!',
  emailChanged: 'Da ora accedi con il nuovo indirizzo email.',
  emailChangeFailedTitle: 'Link non valido',
  emailChangeFailed: 'Il link per confermare la nuova email non è valido, è scaduto o l\'indirizzo è già in uso.',
  registeredTitle: 'Registrazione completata!',
  registered: 'Benvenuto! Accesso alla dashboard.',
  confirmEmailTitle: 'Controlla la tua email',
  confirmEmail: "Controlla la tua email: ti abbiamo scritto come completare la registrazione e accedere alla tua area merchant.",
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
  /** Under the invalid link's message, before the sign-in page's link (invalidLinkRedirectLink) and a full stop. */
  invalidLinkRedirect: 'Tra pochi secondi verrai portato alla pagina di',
  invalidLinkRedirectLink: 'accesso',
  resetDoneRedirect: 'Tra pochi secondi verrai portato alla tua area merchant.',
  newPasswordLabel: 'Nuova password',
  confirmNewPasswordLabel: 'Conferma nuova password',
  showPassword: 'Mostra',
  hidePassword: 'Nascondi',
  resetButton: 'Aggiorna password',
  resetting: 'Aggiornamento in corso...',
  tabsLabel: 'Accesso merchant',
  login: 'Accedi',
  loggingIn: 'Accesso in corso...',
  register: 'Registrati',
  registering: 'Registrazione in corso...',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Conferma password',
  passwordHint: 'Almeno 8 caratteri; evita le password più comuni.',
  registerNotice: 'Dopo la registrazione controlla la tua email: ti scriveremo come completarla.',
  forgotLink: 'Password dimenticata?',
  forgotTitle: 'Reimposta la password',
  forgotIntro: 'Inserisci la tua email: ti invieremo un link per scegliere una nuova password.',
  forgotCancel: 'Annulla',
  forgotButton: 'Invia email',
  forgotSending: 'Invio in corso...',
} as const

/**
 * Every password of every account, on every path (the server checks it again, and also refuses the most common
 * passwords, a list kept off the browser bundle: cms/src/accounts/passwordPolicy.ts).
 */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

const emailSchema = emailField(merchantAuthMessages.emailRequired, merchantAuthMessages.emailInvalid)

/** Sign-up: the island and POST /api/merchant-signup validate with this same schema. */
export const MerchantSignupSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: merchantAuthMessages.passwordRequired })
      .min(PASSWORD_MIN, merchantAuthMessages.passwordShort)
      .max(PASSWORD_MAX, merchantAuthMessages.passwordLong),
    confirmPassword: z.string({ error: merchantAuthMessages.passwordMismatch }),
  })
  .refine((data) => data.password === data.confirmPassword, { path: ['confirmPassword'], error: merchantAuthMessages.passwordMismatch })
export type MerchantSignup = z.infer<typeof MerchantSignupSchema>

export const MerchantLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: merchantAuthMessages.passwordRequired }).min(1, merchantAuthMessages.passwordRequired),
})
export type MerchantLogin = z.infer<typeof MerchantLoginSchema>

export const ForgotPasswordSchema = z.object({ email: emailField(merchantAuthMessages.forgotRequired, merchantAuthMessages.emailInvalid) })
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>

export const ResetPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN, merchantAuthMessages.resetShort).max(PASSWORD_MAX, merchantAuthMessages.passwordLong),
    confirmPassword: z.string(),
  })
  .refine((data) => data.password === data.confirmPassword, { path: ['confirmPassword'], error: merchantAuthMessages.resetMismatch })
export type ResetPassword = z.infer<typeof ResetPasswordSchema>

/** Title for a sign-up message: the short and the common password have their own titles, the others the generic one. */
export function signupErrorTitle(message: string): string {
  if (message === merchantAuthMessages.passwordShort) return merchantAuthMessages.passwordShortTitle
  if (message === merchantAuthMessages.passwordCommon) return merchantAuthMessages.passwordCommonTitle
  return merchantAuthMessages.registerErrorTitle
}
