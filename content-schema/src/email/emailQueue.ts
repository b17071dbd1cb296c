import { z } from '../z.ts'

// The admin area's «Coda email»: the e-mails not sent yet that an admin should know about — tried and failed at
// least once (waiting for their next try), waiting for over 5 minutes, or failed for good after 24 hours of tries —
// with their last error, and «Reinvia» for one or all.

export const emailQueueStates = ['in_attesa', 'in_invio', 'non_inviata'] as const
export type EmailQueueState = (typeof emailQueueStates)[number]
export const emailQueueStateLabels: Record<EmailQueueState, string> = { in_attesa: 'In attesa', in_invio: 'In invio', non_inviata: 'Non inviata' }

/** The filter of the section: every e-mail listed, only the waiting ones, only the failed ones. */
export const emailQueueFilters = ['tutte', 'in_attesa', 'non_inviate'] as const
export const emailQueueFilterLabels: Record<(typeof emailQueueFilters)[number], string> = { tutte: 'Tutte', in_attesa: 'In attesa', non_inviate: 'Non inviate' }

export const EmailQueueQuerySchema = z.object({
  stato: z.enum(emailQueueFilters).default('tutte'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type EmailQueueQuery = z.infer<typeof EmailQueueQuerySchema>

export const EmailQueueRowSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  stato: z.enum(emailQueueStates),
  /** Tries made so far. */
  tentativi: z.number().int(),
  /** What the last failed try said (the SMTP server's answer, a refused connection…), if any. */
  ultimoErrore: z.string().nullable(),
  /** When the runner tries it next (none for a failed one). */
  prossimoTentativo: z.string().nullable(),
  creata: z.string(),
})
export type EmailQueueRow = z.infer<typeof EmailQueueRowSchema>

/** GET /api/admin/email-queue?stato=&page=: one page, and the counts of the whole queue for the section's badge. */
export const EmailQueuePageSchema = z.object({
  docs: z.array(EmailQueueRowSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalDocs: z.number().int(),
  counts: z.object({ inAttesa: z.number().int(), nonInviate: z.number().int() }),
})
export type EmailQueuePage = z.infer<typeof EmailQueuePageSchema>
export const EMAIL_QUEUE_PAGE_SIZE = 20

/** POST /api/admin/email-queue/resend: some e-mails by id (one, from its row), or every one listed. */
export const EmailResendSchema = z.union([z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict(), z.object({ tutte: z.literal(true) }).strict()])
export type EmailResend = z.infer<typeof EmailResendSchema>
export const EmailResentSchema = z.object({ reinviate: z.number().int() })

export const emailQueueMessages = {
  intro:
    'Email che non è stato ancora possibile inviare. Il sistema riprova da solo, con attese crescenti fino a 30 minuti, per almeno 24 ore; dopo, l’email resta qui come «Non inviata» finché non la reinvii.',
  empty: 'Nessuna email in attesa o non inviata.',
  filterLabel: 'Stato',
  columns: { to: 'Destinatario', subject: 'Oggetto', stato: 'Stato', tentativi: 'Tentativi', errore: 'Ultimo errore', prossimo: 'Prossimo tentativo', creata: 'Creata' },
  resend: 'Reinvia',
  resendAll: 'Reinvia tutte',
  resending: 'Invio…',
  resent: (count: number) => (count === 1 ? 'Email rimessa in coda: nuovo tentativo entro pochi secondi.' : `${count} email rimesse in coda: nuovo tentativo entro pochi secondi.`),
  nothingToResend: 'Nessuna email da reinviare: sono già state inviate o sono in invio.',
} as const
