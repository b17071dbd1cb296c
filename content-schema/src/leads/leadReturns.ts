import { z } from '../z.ts'
import { recordId } from '../forms/fields.ts'
import { genericMessages } from '../messages.ts'
import { leadReceivedAt, type LeadReceivedTimes } from './leadReceived.ts'
import { DAY_MS } from '../italyClock.ts'
import { counted, formatItalianNumber } from '../numberFormat.ts'

// A partner returns a lead it received (within the window the operator sets, default 7 days) with a reason from a
// list; an admin accepts or refuses it. Accepted returns of contacts that were not real stop every further contact.

export const leadReturnReasons = ['numero_errato', 'cap_errato', 'duplicata', 'non_reale'] as const
export type LeadReturnReason = (typeof leadReturnReasons)[number]

export const leadReturnReasonLabels: Record<LeadReturnReason, string> = {
  numero_errato: 'Numero sbagliato o inesistente',
  cap_errato: 'CAP sbagliato (fuori dalla mia zona)',
  duplicata: 'Richiesta duplicata',
  non_reale: 'Non è una vera richiesta',
}

/** The reasons that say the consumer's contacts are not real: once accepted, nobody contacts them again. */
export const invalidContactReasons: readonly LeadReturnReason[] = ['numero_errato', 'non_reale']

export const leadReturnStates = ['in_attesa', 'accettato', 'respinto'] as const
export type LeadReturnState = (typeof leadReturnStates)[number]

export const leadReturnStateLabels: Record<LeadReturnState, string> = {
  in_attesa: 'In attesa di decisione',
  accettato: 'Reso accettato',
  respinto: 'Reso respinto',
}

export const LEAD_RETURN_NOTE_MAX = 1000

/** The public page of the rules for returning a lead, kept by editors (a legal page, seeded from the settings). */
export const LEAD_RETURN_RULES_SLUG = 'regole-resi'
export const LEAD_RETURN_RULES_PATH = `/${LEAD_RETURN_RULES_SLUG}`

/** What the merchant area sends to return a lead (POST /api/lead-returns). */
export const LeadReturnInputSchema = z.object({
  clientRequest: recordId(genericMessages.invalidRequest),
  motivo: z.enum(leadReturnReasons, 'Scegli il motivo del reso.'),
  nota: z.string().trim().max(LEAD_RETURN_NOTE_MAX, `La nota non può superare ${LEAD_RETURN_NOTE_MAX} caratteri.`).optional(),
})
export type LeadReturnInput = z.infer<typeof LeadReturnInputSchema>

/** An admin's decision (PATCH /api/lead-returns/:id). */
export const LeadReturnDecisionSchema = z.object({
  stato: z.enum(['accettato', 'respinto'], 'Scegli se accettare o respingere il reso.'),
  motivazione: z.string().trim().max(LEAD_RETURN_NOTE_MAX, `La motivazione non può superare ${LEAD_RETURN_NOTE_MAX} caratteri.`).optional(),
})
export type LeadReturnDecision = z.infer<typeof LeadReturnDecisionSchema>

/** A return as the merchant and admin areas read it (GET /api/lead-returns). */
export const LeadReturnDocSchema = z.object({
  id: z.number().int(),
  clientRequest: z.union([z.number().int(), z.object({ id: z.number().int() }).loose()]),
  merchant: z.union([z.number().int(), z.object({ id: z.number().int(), nomeAzienda: z.string() }).loose()]).nullable().optional(),
  motivo: z.enum(leadReturnReasons),
  nota: z.string().nullable().optional(),
  stato: z.enum(leadReturnStates),
  motivazione: z.string().nullable().optional(),
  decisoIl: z.string().nullable().optional(),
  createdAt: z.string(),
})
export type LeadReturnDoc = z.infer<typeof LeadReturnDocSchema>

/** The id of the lead a return is about, however deep it was read. */
export function returnedLeadId(doc: Pick<LeadReturnDoc, 'clientRequest'>): number {
  return typeof doc.clientRequest === 'number' ? doc.clientRequest : doc.clientRequest.id
}

/** A merchant's returns, counted (GET /api/merchant/response-time and the admin's merchants table). */
export const ReturnCountsSchema = z.object({ inAttesa: z.number().int(), accettati: z.number().int(), respinti: z.number().int() })
export type ReturnCounts = z.infer<typeof ReturnCountsSchema>

/** GET /api/admin/return-counts?ids=1,2: each listed merchant's returns by state (absent: none). */
export const AdminReturnCountsSchema = z.record(z.string(), ReturnCountsSchema)
export type AdminReturnCounts = z.infer<typeof AdminReturnCountsSchema>

/** The admin's merchants table cell: accepted returns, and those waiting, or a dash. */
export function adminReturnsText(counts: ReturnCounts | undefined): string {
  if (!counts || counts.accettati + counts.inAttesa + counts.respinti === 0) return '—'
  return `${counted(counts.accettati, 'accettato', 'accettati')}${counts.inAttesa ? `, ${formatItalianNumber(counts.inAttesa)} in attesa` : ''}`
}

/** Whether a lead can still be returned at `now`: within `windowDays` («Giorni per restituire una richiesta») of its receipt. */
export function returnWindowOpen(lead: LeadReceivedTimes, windowDays: number, now: number): boolean {
  return now - leadReceivedAt(lead) <= windowDays * DAY_MS
}

export const leadReturnMessages = {
  button: 'Restituisci la richiesta',
  dialogTitle: 'Restituisci la richiesta',
  dialogIntro: (days: number) => `Puoi restituire una richiesta entro ${counted(days, 'giorno', 'giorni')} da quando l’hai ricevuta. Un amministratore la controlla e ti risponde via e-mail.`,
  rulesLink: 'Le regole per restituire una richiesta',
  reasonLabel: 'Motivo',
  noteLabel: 'Nota per l’amministratore (facoltativa)',
  send: 'Invia il reso',
  sending: 'Invio…',
  cancel: 'Annulla',
  sent: 'Reso inviato: un amministratore lo controllerà.',
  returnedBadge: (state: LeadReturnState) => leadReturnStateLabels[state],
  outOfScope: 'Puoi restituire solo le richieste che hai ricevuto.',
  windowClosed: (days: number) => `Il tempo per restituire questa richiesta è scaduto: si può fare entro ${counted(days, 'giorno', 'giorni')} da quando l’hai ricevuta.`,
  duplicate: 'Hai già restituito questa richiesta.',
  alreadyDecided: 'Su questo reso un amministratore ha già deciso.',
  onlyAdminDecides: 'Solo un amministratore decide sui resi.',
  noProfile: 'Completa prima la tua scheda merchant.',
  invalidContacts: 'Contatti non validi: un reso accettato dice che numero o e-mail non sono reali. Non contattare questo cliente.',
  invalidContactsBadge: 'Contatti non validi',
  figures: (counts: { inAttesa: number; accettati: number; respinti: number }) =>
    `Richieste restituite: ${counted(counts.accettati, 'accettata', 'accettate')}, ${formatItalianNumber(counts.inAttesa)} in attesa, ${counted(counts.respinti, 'respinta', 'respinte')}`,
  adminIntro: 'I resi dei partner: accetta quelli giustificati. Se il motivo è un numero sbagliato o una richiesta non reale, il cliente non viene più contattato da nessuno.',
  adminEmpty: 'Nessun reso.',
  accept: 'Accetta il reso',
  refuse: 'Respingi il reso',
  decisionLabel: 'Motivazione (facoltativa, inviata al partner)',
  decided: (state: 'accettato' | 'respinto') => (state === 'accettato' ? 'Reso accettato.' : 'Reso respinto.'),
} as const
