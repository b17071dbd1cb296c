import { z } from '../z.ts'
import { recordId } from '../forms/fields.ts'
import { genericMessages } from '../messages.ts'

// A partner's private notes on a lead: an append-only history, each note with its author and time. Nobody changes
// or removes a note once written (admins erase them only with the lead's personal data).

export const LEAD_NOTE_MAX = 4000

const noteText = z
  .string({ error: 'Scrivi la nota.' })
  .trim()
  .min(1, 'Scrivi la nota.')
  .max(LEAD_NOTE_MAX, `La nota non può superare ${LEAD_NOTE_MAX} caratteri.`)

/** The merchant area's form (react-hook-form): the note's words. */
export const LeadNoteFormSchema = z.object({ testo: noteText })
export type LeadNoteForm = z.infer<typeof LeadNoteFormSchema>

/** What the merchant area sends to add a note (POST /api/lead-notes); the server sets the merchant and the author. */
export const LeadNoteInputSchema = LeadNoteFormSchema.extend({ clientRequest: recordId(genericMessages.invalidRequest) })
export type LeadNoteInput = z.infer<typeof LeadNoteInputSchema>

/** A note as the merchant and admin areas read it (GET /api/lead-notes, the admin's request detail). */
export const LeadNoteDocSchema = z.object({
  id: z.number().int(),
  clientRequest: z.union([z.number().int(), z.object({ id: z.number().int() }).loose()]),
  testo: z.string(),
  /** Who wrote it, as the server names them (their e-mail, or «Nota precedente» for a note kept from before the history). */
  autoreNome: z.string(),
  createdAt: z.string(),
})
export type LeadNoteDoc = z.infer<typeof LeadNoteDocSchema>

/** The id of the lead a note is about, however deep it was read. */
export function notedLeadId(doc: Pick<LeadNoteDoc, 'clientRequest'>): number {
  return typeof doc.clientRequest === 'number' ? doc.clientRequest : doc.clientRequest.id
}

export const leadNoteMessages = {
  title: 'Note private',
  hint: 'Visibili solo a te e al tuo team, mai ad altri partner. Una nota salvata resta nella storia della richiesta.',
  label: 'Nuova nota',
  add: 'Aggiungi nota',
  adding: 'Salvataggio...',
  added: 'Nota aggiunta',
  addError: 'Nota non salvata',
  empty: 'Nessuna nota ancora.',
  /** The author of a note carried over from the single note field the history replaced (or whose account is gone). */
  earlierNote: 'Nota precedente',
  by: (author: string, date: string) => `${author} · ${date}`,
  outOfScope: 'Questa richiesta non è tra quelle che puoi vedere.',
  noProfile: 'Completa prima la tua scheda merchant.',
  onlyPartners: 'Solo i partner scrivono note sulle proprie richieste.',
} as const
