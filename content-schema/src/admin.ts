import { z } from './z.ts'
import { bookingStateLabels, bookingStates, type BookingState } from './services.ts'
import { questionnaireSlugs } from './questionnaire/slugs.ts'
import { answerKeyLabel } from './questionnaire/answerText.ts'

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
    emailQueue: 'Coda email',
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
  merchantDeleteError: "Si è verificato un errore durante l'eliminazione del merchant.",
  invalidFilter: 'Filtro non valido.',
} as const

/**
 * The short code an admin reads for a questionnaire session. Session ids look like
 * 'LG' + 6 characters + the last 4 digits of a timestamp: the code is the 6 characters in between
 * ('LGK3Z9QA4821' → 'K3Z9QA'). Older ids are underscore-separated ('sess_1700000000_ab12cd34' →
 * 'ab12cd34'); anything else shows its last 8 characters.
 */
export function sessionCode(sessionId: string): string {
  if (sessionId.startsWith('LG') && sessionId.length > 6) return sessionId.slice(2, -4)
  const third = sessionId.split('_')[2]
  return third ? third : sessionId.slice(-8)
}

export const abandonmentClasses = ['completed', 'early', 'middle', 'late'] as const
export type AbandonmentClass = (typeof abandonmentClasses)[number]

/** Abandonment stage: completed; otherwise early up to step 3, middle for steps 4 to 6, late above 6. */
export function abandonmentClass(session: { completed: boolean; currentStep: number }): AbandonmentClass {
  if (session.completed) return 'completed'
  if (session.currentStep <= 3) return 'early'
  if (session.currentStep <= 6) return 'middle'
  return 'late'
}

/** current_step / total_steps as a whole percentage, capped at 100. */
export function completionPercent(currentStep: number, totalSteps: number): number {
  if (totalSteps <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((currentStep / totalSteps) * 100)))
}

/** The badge text: Completato, Inizio (x%), Metà (x%), Quasi (x%). */
export function abandonmentBadge(session: { completed: boolean; currentStep: number; totalSteps: number }): string {
  const percent = completionPercent(session.currentStep, session.totalSteps)
  switch (abandonmentClass(session)) {
    case 'completed':
      return 'Completato'
    case 'early':
      return `Inizio (${percent}%)`
    case 'middle':
      return `Metà (${percent}%)`
    case 'late':
      return `Quasi (${percent}%)`
  }
}

export const abandonedStatusFilters = ['completed', 'abandoned', 'early', 'middle', 'late'] as const
export const abandonedStatusLabels: Record<(typeof abandonedStatusFilters)[number], string> = {
  completed: 'Completati',
  abandoned: 'Abbandonati',
  early: 'Abbandono iniziale (passi 1–3)',
  middle: 'Abbandono a metà (passi 4–6)',
  late: 'Abbandono finale (oltre il passo 6)',
}

const DateFilterSchema = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), adminMessages.invalidFilter)

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** The columns the session list sorts by ('-' first: newest or furthest first); the default is the last activity, newest first. */
export const abandonedSortFields = ['updatedAt', 'createdAt', 'currentStep'] as const
export type AbandonedSortField = (typeof abandonedSortFields)[number]
const abandonedSorts = abandonedSortFields.flatMap((field) => [field, `-${field}`] as const)

/** The filters of the abandoned-forms view, as query parameters (empty means "any"). */
export const AbandonedFilterSchema = z.object({
  /** Part of the session code or of the last question reached. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, adminMessages.invalidFilter).optional()),
  service: z.preprocess(emptyToUndefined, z.enum(questionnaireSlugs, { error: adminMessages.invalidFilter }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(abandonedStatusFilters, { error: adminMessages.invalidFilter }).optional()),
  /** Inclusive day range on the last update, YYYY-MM-DD. */
  from: z.preprocess(emptyToUndefined, DateFilterSchema.optional()),
  to: z.preprocess(emptyToUndefined, DateFilterSchema.optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(abandonedSorts, { error: adminMessages.invalidFilter }).default('-updatedAt')),
  page: z.preprocess(emptyToUndefined, z.coerce.number({ error: adminMessages.invalidFilter }).int().min(1).max(100_000).default(1)),
})
export type AbandonedFilter = z.infer<typeof AbandonedFilterSchema>

export const AbandonedSessionSchema = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  serviceType: z.string(),
  questionnaireVersion: z.number().int().nullable(),
  currentStep: z.number().int(),
  totalSteps: z.number().int(),
  completed: z.boolean(),
  lastQuestion: z.string().nullable(),
  answers: z.record(z.string(), z.unknown()).nullable(),
  /** The label of each answer's key: its question in the questionnaire version answered (as words when that is unknown). */
  answerLabels: z.record(z.string(), z.string()),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AbandonedSession = z.infer<typeof AbandonedSessionSchema>

export const AbandonedFunnelSchema = z.object({
  serviceType: z.string(),
  questionnaireVersion: z.number().int().nullable(),
  totalSteps: z.number().int(),
  /** Sessions that reached each step, from step 1 up to the last step reached. */
  reached: z.array(z.object({ step: z.number().int(), sessions: z.number().int() })),
})
export type AbandonedFunnel = z.infer<typeof AbandonedFunnelSchema>

/** GET /api/admin/abandoned: the counters, classes and funnels of the filtered sessions, and one page of them. */
export const AbandonedReportSchema = z.object({
  counters: z.object({ total: z.number().int(), completed: z.number().int(), abandoned: z.number().int(), completionRate: z.number() }),
  classes: z.record(z.enum(abandonmentClasses), z.number().int()),
  funnels: z.array(AbandonedFunnelSchema),
  sessions: z.array(AbandonedSessionSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
})
export type AbandonedReport = z.infer<typeof AbandonedReportSchema>

export const ABANDONED_CSV_COLUMNS = [
  'Codice sessione',
  'Servizio',
  'Stato',
  'Passo',
  'Completamento %',
  'Data inizio',
  'Ultimo aggiornamento',
  'Prima risposta',
  'Seconda risposta',
] as const

/** The export's file name, with the day it was taken: abbandoni-moduli-2026-11-22.csv. */
export function abandonedCsvFileName(now: Date): string {
  return `abbandoni-moduli-${now.toISOString().slice(0, 10)}.csv`
}

/** One CSV field: quoted when needed, and a leading formula character neutralised for spreadsheets. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** An admin moving a booking to another merchant: who may take it, and the refusals (Italian 400s). */
export const bookingAssignmentMessages = {
  notServing: 'Il merchant scelto non è attivo o non serve il servizio e il CAP di questa prenotazione.',
  noCap: 'Indica il CAP del cliente per assegnare la prenotazione a un merchant.',
  alreadyBooked: 'Questo merchant ha già una prenotazione per la stessa richiesta del cliente.',
  notFound: 'Prenotazione non trovata.',
  invalidCap: 'Il CAP deve essere di 5 cifre numeriche.',
  saved: 'Prenotazione aggiornata',
} as const

/** GET /api/admin/bookings/:id/candidates: the active merchants that serve the booking's service and CAP. */
/** GET /api/admin/client-requests/:id/details: a lead's answers as the visitor read them, and its free-text message. */
export const LeadDetailsSchema = z.object({
  details: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  message: z.string().nullable(),
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
