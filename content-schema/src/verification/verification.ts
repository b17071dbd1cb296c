import { z } from '../z.ts'
import { RequestActionSchema } from '../requestPage/tracker.ts'
import { counted } from '../numberFormat.ts'

// A request's contacts are confirmed before any partner receives it: the phone by a code sent by SMS or, where the
// operator turned SMS off, the e-mail by a link. What the operator sets, the shapes that cross the network and
// what the consumer reads.

export const verificationChannels = ['sms', 'email'] as const
export type VerificationChannel = (typeof verificationChannels)[number]

/**
 * The operator's settings of requests and partners (site settings, «Richieste e partner»), with their defaults: SMS
 * codes on, 24 hours to confirm a request, at most 4 partners per request, 7 days to return a lead.
 */
export const leadSettingsDefaults = { smsVerification: true, smsCountries: [] as readonly string[], verificationHours: 24, partnersPerRequest: 4, returnWindowDays: 7 } as const
/** `smsCountries`: the countries besides Italy whose mobile numbers get SMS codes (ISO 3166 alpha-2). */
export type LeadSettings = { smsVerification: boolean; smsCountries: readonly string[]; verificationHours: number; partnersPerRequest: number; returnWindowDays: number }

/** A code sent by SMS: six digits, valid for this many minutes, this many wrong tries. */
export const SMS_CODE_LENGTH = 6
export const SMS_CODE_MINUTES = 15
export const SMS_CODE_TRIES = 5
/** A new code (or e-mail) at most this often for one request. */
export const VERIFICATION_RESEND_SECONDS = 60

/** The page between the contact form and the offers: where the consumer types the code or presses the e-mail's button. */
export const VERIFICATION_PATH = '/conferma-richiesta'

/** That page for one request: its address carries the request's token. */
export function verificationPath(token: string): string {
  return `${VERIFICATION_PATH}?ref=${encodeURIComponent(token)}`
}

/**
 * The e-mail's link: the secret travels in the fragment, which the browser never sends to a server (no access log
 * keeps it) and only the page's script reads; the page then asks for a press of its button, so a mail scanner
 * opening the link confirms nothing.
 */
export function verificationLinkPath(token: string, secret: string): string {
  return `${verificationPath(token)}#codice=${encodeURIComponent(secret)}`
}

export const verificationMessages = {
  codeFormat: `Il codice è di ${SMS_CODE_LENGTH} cifre: controlla l’SMS e riprova.`,
  wrongCode: 'Codice non corretto: controlla l’SMS e riprova.',
  codeSpent: 'Hai sbagliato il codice troppe volte: chiedine uno nuovo.',
  codeExpired: 'Il codice è scaduto: chiedine uno nuovo.',
  linkInvalid: 'Il link di conferma non è valido: usa quello dell’ultima e-mail che ti abbiamo inviato.',
  expired: 'Il tempo per confermare questa richiesta è scaduto: compila di nuovo il questionario per inviarla.',
  cancelled: 'La richiesta è stata annullata.',
  notFound: 'Richiesta non trovata.',
  notVerified: 'Conferma prima il tuo numero di telefono (o la tua e-mail): poi potrai scegliere chi ti richiama.',
  resendWait: (seconds: number) => `Puoi chiedere un nuovo codice tra ${counted(seconds, 'secondo', 'secondi')}.`,
  tooManyForPhone: 'Abbiamo già inviato troppi codici a questo numero: riprova tra qualche ora.',
  tooManyForEmail: 'Abbiamo già inviato troppe e-mail di conferma a questo indirizzo: riprova tra qualche ora.',
  tooManyForAddress: 'Troppe richieste di conferma da questa connessione: riprova tra qualche ora.',
  tooManySms: 'In questo momento non possiamo inviare altri codici SMS: riprova tra un’ora.',
  smsNotAllowed: 'Possiamo inviare il codice solo a un numero di cellulare italiano: controlla il numero e riprova.',
  unknownSmsCountries: (codes: string) => `Codici di paese non riconosciuti: ${codes}. Usa i codici ISO di due lettere, es. «SM, CH».`,
  blockedContact: 'Questo numero di telefono o questa e-mail ci sono stati segnalati come non validi: non possiamo inviare la richiesta. Se sono tuoi, scrivici da /contatti.',
} as const

/** POST /api/public/request/verify { ref, code }: the SMS's six digits, or the secret of the e-mail's link. */
export const VerifyRequestSchema = RequestActionSchema.extend({
  code: z
    .string(verificationMessages.codeFormat)
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9_-]{20,100})$/, verificationMessages.codeFormat),
})
export type VerifyRequest = z.infer<typeof VerifyRequestSchema>

/** POST /api/public/request/verify/resend { ref }: a new code (or e-mail) for a request still waiting to be confirmed. */
export const ResendVerificationSchema = RequestActionSchema
export type ResendVerification = z.infer<typeof ResendVerificationSchema>

export const verificationStates = ['pending', 'verified', 'expired', 'cancelled'] as const
export type VerificationState = (typeof verificationStates)[number]

/**
 * GET /api/public/request/verification?ref=…: where a request stands. Never the number or address in full: the page
 * shows the phone masked and the e-mail with its name shortened.
 */
export const VerificationStatusSchema = z.object({
  state: z.enum(verificationStates),
  channel: z.enum(verificationChannels),
  /** «+39 333 ••• ••67» or «ma•••@example.com». */
  sentTo: z.string(),
  serviceLabel: z.string(),
  /** Until when the request can be confirmed. */
  expiresAt: z.string(),
  /** Seconds before a new code can be asked for (0: now). */
  resendInSeconds: z.number().int().min(0),
  /** Where the consumer goes once confirmed. */
  offersUrl: z.string(),
})
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>

/** The answer to a confirmation (200, also when it was confirmed already) and to a resend (200). */
export const VerifiedSchema = z.object({ offersUrl: z.string() })
export type Verified = z.infer<typeof VerifiedSchema>
export const VerificationSentSchema = z.object({ resendInSeconds: z.number().int().min(0) })
export type VerificationSent = z.infer<typeof VerificationSentSchema>

/** An e-mail address as the confirmation page names it: the first two characters of the name, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`
}

