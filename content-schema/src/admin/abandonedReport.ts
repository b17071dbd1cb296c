import { z } from '../z.ts'
import { SLUG_PATTERN } from '../questionnaire/slugs.ts'
import { adminMessages } from './admin.ts'
import { SUBMITTED_LAST_QUESTION } from '../questionnaire/lastQuestion.ts'

// The admin's report of questionnaires left unfinished: its filters, rows, funnel and CSV.

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

/** Whether an unfinished session got as far as the last step, the contact form, and stopped there. */
export function reachedContactStep(session: { completed: boolean; currentStep: number; totalSteps: number }): boolean {
  return !session.completed && session.totalSteps > 0 && session.currentStep >= session.totalSteps
}

/**
 * The badge text: Completato, Al modulo contatti (it stopped at the last step, the contact form), Inizio (x%),
 * Metà (x%), Quasi (x%).
 */
export function abandonmentBadge(session: { completed: boolean; currentStep: number; totalSteps: number }): string {
  if (reachedContactStep(session)) return abandonedLabels.contactStep
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

export const abandonedLabels = {
  contactStep: 'Al modulo contatti',
  submitted: 'Richiesta inviata',
  contactForm: 'Modulo contatti',
} as const

/**
 * A session's last question as the admin reads it: the question of a stored answer key in the version answered
 * (`labels`), the contact form for the marker a sent request leaves, or the stored text (the questionnaire stores the
 * question itself, or «Finestra chiusa»); null when none was stored.
 */
export function lastQuestionLabel(session: { completed: boolean; lastQuestion: string | null }, labels: Record<string, string>): string | null {
  const stored = session.lastQuestion?.trim()
  if (!stored) return null
  if (stored === SUBMITTED_LAST_QUESTION) return session.completed ? abandonedLabels.submitted : abandonedLabels.contactForm
  return Object.hasOwn(labels, stored) ? (labels[stored] ?? stored) : stored
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
  service: z.preprocess(emptyToUndefined, z.string({ error: adminMessages.invalidFilter }).max(60, adminMessages.invalidFilter).regex(SLUG_PATTERN, adminMessages.invalidFilter).optional()),
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
  /** The last question in Italian (lastQuestionLabel). */
  lastQuestionLabel: z.string().nullable(),
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
  /** The requests sent in the same service and dates, by what became of the confirmation of their contacts. */
  verification: z.object({ sent: z.number().int(), verified: z.number().int(), pending: z.number().int(), expired: z.number().int(), cancelled: z.number().int() }),
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
