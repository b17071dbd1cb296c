import { useId, useState, type FormEvent } from 'react'
import {
  LEAD_RETURN_NOTE_MAX,
  LEAD_RETURN_RULES_PATH,
  LeadReturnDocSchema,
  LeadReturnInputSchema,
  leadReturnMessages as text,
  leadReturnReasonLabels,
  leadReturnReasons,
  returnWindowOpen,
  type LeadReturnDoc,
  type LeadReturnReason,
} from '#content-schema/leads/leadReturns.ts'
import { savedDocOf } from '#content-schema/merchants/areaRecords.ts'
import { api } from '../sessionApi.ts'
import { Badge } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { FieldMessage, Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { useToast } from '../ui/Toasts.tsx'

type Received = { partnerTrovatoIl?: string | null; verificataIl?: string | null; createdAt: string }

/**
 * A lead the merchant received, returned with a reason from the list (the server checks the window and that the lead
 * is the merchant's); once returned, the return's state. The form opens below its button, keyboard first. Once the
 * window (`windowDays` from its receipt, returnWindowOpen, the server's own rule) has passed, there is no button.
 */
export function LeadReturn({ lead, returned, windowDays, onReturned }: { lead: Received & { id: number }; returned: LeadReturnDoc | undefined; windowDays: number | null; onReturned: (doc: LeadReturnDoc) => void }) {
  const leadId = lead.id
  const toast = useToast()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [motivo, setMotivo] = useState<LeadReturnReason | ''>('')
  const [nota, setNota] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  if (returned) {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="lead-returned">
        <Badge tone={returned.stato === 'accettato' ? 'green' : returned.stato === 'respinto' ? 'slate' : 'amber'}>{text.returnedBadge(returned.stato)}</Badge>
        <span>{leadReturnReasonLabels[returned.motivo]}</span>
        {returned.motivazione && <span className="block w-full text-slate-600">{returned.motivazione}</span>}
      </p>
    )
  }

  if (windowDays !== null && !open && !returnWindowOpen(lead, windowDays, Date.now())) return null

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = LeadReturnInputSchema.safeParse({ clientRequest: leadId, motivo: motivo || undefined, nota: nota.trim() || undefined })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setSending(true)
    setError(null)
    const result = await api('POST', '/lead-returns?depth=0', parsed.data, { schema: savedDocOf(LeadReturnDocSchema) })
    setSending(false)
    if (!result.ok) {
      setError(result.message)
      return
    }
    toast({ title: text.sent })
    onReturned(result.data.doc)
  }

  return (
    <div className="mt-3">
      <button type="button" className={buttonClass('secondary', 'compact')} aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((value) => !value)}>
        {text.button}
      </button>
      {open && (
        <form id={`${id}-form`} onSubmit={send} className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label={text.dialogTitle} data-testid="lead-return-form">
          <p className="text-sm text-slate-600">
            {windowDays !== null && `${text.dialogIntro(windowDays)} `}
            <a href={LEAD_RETURN_RULES_PATH} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {text.rulesLink}
            </a>
          </p>
          <div>
            <Label htmlFor={`${id}-motivo`}>{text.reasonLabel}</Label>
            <select id={`${id}-motivo`} value={motivo} onChange={(event) => setMotivo(event.target.value as LeadReturnReason)} className={compactInputClass} aria-describedby={`${id}-error`} aria-invalid={Boolean(error) && !motivo}>
              <option value="">—</option>
              {leadReturnReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {leadReturnReasonLabels[reason]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor={`${id}-nota`}>{text.noteLabel}</Label>
            <textarea id={`${id}-nota`} rows={2} maxLength={LEAD_RETURN_NOTE_MAX} value={nota} onChange={(event) => setNota(event.target.value)} className={compactInputClass} />
          </div>
          <FieldMessage id={`${id}-error`} error={error ?? undefined} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={sending} className={buttonClass('primary', 'compact')}>
              {sending ? text.sending : text.send}
            </button>
            <button type="button" className={buttonClass('secondary', 'compact')} onClick={() => setOpen(false)}>
              {text.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
