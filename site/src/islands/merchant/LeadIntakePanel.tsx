import { useId, useState, type FormEvent } from 'react'
import { LeadIntakeSchema, leadIntakeMessages as text, LEAD_WEEKLY_CAP_MAX } from '#content-schema/leads/leadWorkflow.ts'
import { MerchantDocSchema, savedDocOf, type MerchantDoc } from '#content-schema/merchants/areaRecords.ts'
import { api } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { checkboxClass, compactInputClass } from '../ui/inputClasses.ts'
import { Field } from '../ui/Field.tsx'
import { useToast } from '../ui/Toasts.tsx'

/**
 * The active partner's intake of new leads: paused, and at most so many in 7 days. The server applies it where leads
 * are handed out (leads/delivery.ts) and checks it with the same schema; the form only mirrors it.
 */
export function LeadIntakePanel({ profile, onSaved }: { profile: MerchantDoc; onSaved: (profile: MerchantDoc) => void }) {
  const toast = useToast()
  const id = useId()
  const [paused, setPaused] = useState(profile.pausaRicezione ?? false)
  const [cap, setCap] = useState(profile.limiteSettimanale ? String(profile.limiteSettimanale) : '')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = LeadIntakeSchema.safeParse({ pausaRicezione: paused, limiteSettimanale: cap.trim() === '' ? null : Number(cap) })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    setBusy(true)
    const result = await api('PATCH', `/merchants/${profile.id}?depth=1`, parsed.data, { schema: savedDocOf(MerchantDocSchema) })
    setBusy(false)
    if (!result.ok) {
      toast({ tone: 'error', title: text.error, description: result.message })
      return
    }
    onSaved(result.data.doc)
    const saved = result.data.doc
    toast({ title: text.saved, description: saved.pausaRicezione ? text.paused : text.open(saved.limiteSettimanale ?? null) })
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="lead-intake">
      <h3 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {text.title}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <label className="flex items-start gap-2 text-sm font-medium text-ink-900">
            <input type="checkbox" checked={paused} onChange={(event) => setPaused(event.target.checked)} className={`${checkboxClass} mt-0.5`} aria-describedby={`${id}-pause-hint`} />
            {text.pause}
          </label>
          <p id={`${id}-pause-hint`} className="mt-1 text-sm text-slate-600">
            {text.pauseHint}
          </p>
        </div>
        <Field id={`${id}-cap`} label={text.cap} hint={text.capHint} error={error}>
          {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={LEAD_WEEKLY_CAP_MAX} value={cap} onChange={(event) => setCap(event.target.value)} className={compactInputClass} />}
        </Field>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'compact')}>
          {busy ? 'Salvataggio...' : text.save}
        </button>
      </div>
    </form>
  )
}
