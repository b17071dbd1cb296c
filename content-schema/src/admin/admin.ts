import { z } from '../z.ts'
import { bookingStateLabels, bookingStates, type BookingState } from '../bookings/bookings.ts'
import { answerKeyLabel } from '../questionnaire/answerText.ts'
import { leadStates } from '../leads/leadWorkflow.ts'
import { consentPurposes, contactChannels } from '../consents/consents.ts'
import { EstimateSchema } from '../estimate/schema.ts'
import { LeadNoteDocSchema } from '../leads/leadNotes.ts'
import { ServiceSlugSchema } from '../services/services.ts'

// The admin area: what the island and the admin endpoints share (messages, classification, filters).

export const adminMessages = {
  title: 'Area Admin',
  signOut: 'Esci',
  loginTitle: 'Accesso Admin',
  loginButton: 'Accedi',
  accessDeniedTitle: 'Accesso Negato',
  accessDeniedText: "Devi accedere con un account amministratore per vedere quest'area.",
  goToLogin: 'Vai al login admin',
  loginErrorTitle: 'Errore di accesso',
  notAdminTitle: 'Accesso negato',
  notAdminText: "Non hai i permessi per accedere all'area amministrativa.",
  genericLoginError: "Si è verificato un errore durante l'accesso.",
  invalidCredentials: 'Email o password non corretti.',
  forbidden: 'Accesso riservato agli amministratori.',
  sections: {
    clientRequests: 'Richieste Clienti',
    waiting: 'Senza partner',
    contactRequests: 'Richieste Contatti',
    abandoned: 'Abbandoni Moduli',
    approvals: 'Approvazioni',
    merchants: 'Merchant',
    bookings: 'Prenotazioni',
    returns: 'Resi',
    reviews: 'Recensioni',
    emailQueue: 'Coda email',
    decisions: 'Registro decisioni',
  },
  empty: {
    clientRequests: 'Nessuna richiesta',
    contactRequests: 'Nessun messaggio',
    merchants: 'Nessun merchant',
    bookings: 'Nessuna prenotazione',
    abandoned: 'Nessuna sessione',
  },
  deleteMerchantConfirm: (company: string) => `Sei sicuro di voler eliminare il merchant "${company}"? Questa azione non può essere annullata.`,
  /** What "Elimina" erases and keeps, said before the admin confirms. */
  eraseMerchant: {
    title: (company: string) => `Eliminare definitivamente "${company}"?`,
    erased: 'Verranno cancellati: la scheda del merchant, il suo account (non potrà più accedere, le sessioni aperte vengono chiuse), il logo e il team.',
    kept: "Restano le sue prenotazioni, come storico dei clienti, con l'etichetta «Merchant eliminato».",
    suspendHint: 'Per fermarlo senza cancellare nulla usa «Sospendi».',
    confirm: 'Elimina definitivamente',
    cancel: 'Annulla',
  },
  merchantDeleted: 'Merchant eliminato',
  /** The request's detail: who received it and what they did, its callbacks, estimate and consents. */
  leadDetail: {
    recipients: 'Partner che l’hanno ricevuta',
    noRecipients: 'Nessun partner: la richiesta aspetta in «Senza partner» o è arrivata prima della consegna ai partner.',
    status: 'Stato',
    notes: 'Note del partner',
    noNotes: 'Nessuna nota',
    updated: 'Aggiornato il',
    bookings: 'Richiamate',
    noBookings: 'Nessuna richiamata prenotata',
    callbackAsap: 'Appena possibile',
    estimate: 'Stima',
    noEstimate: 'Nessuna stima (richiesta precedente alle stime)',
  },
  merchantDeleteError: "Si è verificato un errore durante l'eliminazione del merchant.",
  invalidFilter: 'Filtro non valido.',
} as const

/** The admin area's sections, in the order of their tabs. */
export type AdminSectionKey = keyof typeof adminMessages.sections
export const adminSectionKeys = Object.keys(adminMessages.sections) as AdminSectionKey[]

/**
 * GET /api/admin/section-counts: each tab's figure — every row of a list, the sessions of «Abbandoni Moduli», the
 * merchants waiting for a decision, the returns waiting, the written reviews, the e-mails waiting or not sent.
 */
export const AdminSectionCountsSchema = z.object(
  Object.fromEntries(adminSectionKeys.map((key) => [key, z.number().int().nonnegative()])) as Record<AdminSectionKey, z.ZodNumber>,
)
export type AdminSectionCounts = z.infer<typeof AdminSectionCountsSchema>

/** An admin moving a booking to another merchant: who may take it, and the refusals (Italian 400s). */
export const bookingAssignmentMessages = {
  notServing: 'Il merchant scelto non è attivo o non serve il servizio e il CAP di questa prenotazione.',
  noCap: 'Indica il CAP del cliente per assegnare la prenotazione a un merchant.',
  alreadyBooked: 'Questo merchant ha già una prenotazione per la stessa richiesta del cliente.',
  notChosen: 'Il cliente non ha scelto questo merchant nel modulo di chiamata: la richiesta può andare solo a uno dei partner a cui ha dato il consenso.',
  /** A call request goes to a partner only once its sender proved the e-mail address (the link of its e-mail). */
  contactNotVerified: 'Il cliente non ha ancora confermato il suo indirizzo email con il link che gli abbiamo inviato: la richiesta di chiamata può andare a un partner solo dopo la conferma.',
  /** The badge of a call request whose sender has not proved the address yet. */
  contactNotVerifiedBadge: 'Email da confermare',
  notFound: 'Prenotazione non trovata.',
  invalidCap: 'Il CAP deve essere di 5 cifre numeriche.',
  saved: 'Prenotazione aggiornata',
} as const

/** GET /api/admin/bookings/:id/candidates: the active merchants that serve the booking's service and CAP. */
/**
 * A consent as proof, one grant of a consent record (`record`, which holds those given together): what was asked (the
 * words beside the checkbox, as published when it was given), the answer, where (the page), under which legal texts
 * and, for partner contact, for which service and channels. `wording` is null for consents given before the words
 * were recorded.
 */
export const ConsentProofSchema = z.object({
  id: z.string(),
  record: z.number().int(),
  purpose: z.enum(consentPurposes),
  granted: z.boolean(),
  withdrawnAt: z.string().nullable(),
  givenAt: z.string(),
  wording: z.string().nullable(),
  textsVersion: z.number().int().nullable(),
  page: z.string().nullable(),
  legalVersion: z.string(),
  service: ServiceSlugSchema.nullable(),
  channels: z.array(z.enum(contactChannels)),
})
export type ConsentProof = z.infer<typeof ConsentProofSchema>

/** How the admin area shows a consent record as proof. */
export const consentProofMessages = {
  title: 'Consensi',
  none: 'Nessun consenso registrato per questa richiesta.',
  given: 'Dato',
  refused: 'Non dato',
  withdrawn: (when: string) => `Revocato il ${when}`,
  wording: 'Testo letto accanto alla casella',
  noWording: 'Testo non registrato: consenso dato prima che le parole venissero conservate.',
  page: 'Pagina',
  legal: 'Testi legali in vigore',
  service: 'Servizio',
  channels: 'Canali consentiti',
  textsVersionLabel: 'Conservato in',
  textsVersion: (id: number) => `«Testi dell'interfaccia», versione n. ${id}`,
} as const

/**
 * GET /api/admin/client-requests/:id/details: a lead's answers as the visitor read them, its free-text message, the
 * partners it was delivered to with each one's status and notes, its callbacks, its estimate and its consents as proof.
 */
export const LeadDetailsSchema = z.object({
  details: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  message: z.string().nullable(),
  /**
   * The partners the lead went to (`destinatari`); `stato` is each one's own workflow ("nuovo" without a row), `notes`
   * its private notes, newest first, each with its author.
   */
  recipients: z.array(
    z.object({
      merchantId: z.number().int(),
      nomeAzienda: z.string(),
      stato: z.enum(leadStates),
      notes: z.array(LeadNoteDocSchema.pick({ id: true, testo: true, autoreNome: true, createdAt: true })),
      updatedAt: z.string().nullable(),
    }),
  ),
  bookings: z.array(
    z.object({ id: z.number().int(), merchant: z.string(), stato: z.enum(bookingStates), richiamata: z.string().nullable(), createdAt: z.string() }),
  ),
  estimate: EstimateSchema.nullable(),
  /** The consents given with the request (its questionnaire and its bookings), oldest first. */
  consents: z.array(ConsentProofSchema),
})
export type LeadDetails = z.infer<typeof LeadDetailsSchema>

export const BookingCandidatesSchema = z.object({ cap: z.string().nullable(), merchants: z.array(z.object({ id: z.number().int(), nomeAzienda: z.string() })) })
export type BookingCandidates = z.infer<typeof BookingCandidatesSchema>

export function bookingStatusLabel(stato: string): string {
  // The one label of each state, as the merchant sees it; a value no state has is shown as stored.
  return (bookingStates as readonly string[]).includes(stato) ? bookingStateLabels[stato as BookingState] : stato
}

/**
 * A stored answers map as labelled details, in stored order; arrays joined with ', '. `labels`: answerLabels of
 * the questionnaire version the answers were given against, when it is known.
 */
export function answersMapToDetails(answers: Record<string, unknown>, labels: Record<string, string> = {}): { key: string; label: string; value: string }[] {
  return Object.entries(answers)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => ({ key, label: answerKeyLabel(key, labels), value: Array.isArray(value) ? value.join(', ') : String(value) }))
}

/** The admin sign-in form (/auth-admin); the credentials themselves are checked by POST /api/users/login. */
export const AdminLoginSchema = z.object({
  email: z.string().trim().min(1, 'Inserisci la tua email.').pipe(z.email('Inserisci un indirizzo email valido.')),
  password: z.string().min(1, 'Inserisci la password.'),
})
export type AdminLogin = z.infer<typeof AdminLoginSchema>
