import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LEAD_NOTE_MAX, LeadNoteDocSchema, LeadNoteFormSchema, leadNoteMessages as text, type LeadNoteDoc, type LeadNoteForm } from '#content-schema/leads/leadNotes.ts'
import { savedDocOf } from '#content-schema/merchants/areaRecords.ts'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import { api } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Field } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { useToast } from '../ui/Toasts.tsx'

/**
 * A lead's private notes, newest first, each with its author and time (Rome), and the form that adds one. Notes are
 * never changed: the server stamps the partner, the author and the time, and refuses a lead the partner cannot read.
 */
export function LeadNotes({ leadId, notes, onAdded }: { leadId: number; notes: LeadNoteDoc[]; onAdded: (note: LeadNoteDoc) => void }) {
  const toast = useToast()
  const id = useId()
  const { register, handleSubmit, formState, reset, setError } = useForm<LeadNoteForm>({ resolver: zodResolver(LeadNoteFormSchema), defaultValues: { testo: '' } })

  const add = handleSubmit(async (data) => {
    const result = await api('POST', '/lead-notes?depth=0', { ...data, clientRequest: leadId }, { schema: savedDocOf(LeadNoteDocSchema) })
    if (!result.ok) {
      setError('testo', { message: result.message })
      toast({ title: text.addError, description: result.message, tone: 'error' })
      return
    }
    reset()
    onAdded(result.data.doc)
    toast({ title: text.added })
  })

  return (
    <section className="mt-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={`${id}-title`} data-testid="lead-notes">
      <h4 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {text.title}
      </h4>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{text.empty}</p>
      ) : (
        <ol className="mt-2 space-y-3" data-testid="lead-note-list">
          {notes.map((note) => (
            <li key={note.id} className="border-l-2 border-slate-200 pl-3" data-testid="lead-note">
              <p className="text-sm whitespace-pre-line text-ink-900">{note.testo}</p>
              <p className="mt-1 text-xs text-slate-600">{text.by(note.autoreNome, formatRomeDateTime(new Date(note.createdAt)))}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} noValidate className="mt-3" aria-label={text.add}>
        <Field id={`${id}-testo`} label={text.label} hint={text.hint} error={formState.errors.testo?.message}>
          {(control) => <textarea {...control} rows={2} maxLength={LEAD_NOTE_MAX} className={compactInputClass} {...register('testo')} />}
        </Field>
        <button type="submit" disabled={formState.isSubmitting} className={`${buttonClass('secondary', 'compact')} mt-2 w-full sm:w-auto`}>
          {formState.isSubmitting ? text.adding : text.add}
        </button>
      </form>
    </section>
  )
}
