import { useId, useState, type FormEvent } from 'react'
import { merchantApprovalMessages as messages, MerchantReviewActionSchema, type MerchantReviewActionName } from '#content-schema/merchantVetting.ts'
import { api } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { FieldMessage, Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { ModalDialog } from '../ui/ModalDialog.tsx'

/** The decisions that must say why: the merchant reads the reason by e-mail and in its area; the audit log keeps it. */
const withReason: readonly MerchantReviewActionName[] = ['respingi', 'sospendi', 'riattiva']
/** The decisions on what the merchant submitted: they name the version the admin saw (a 409 when it changed since). */
const versioned: readonly MerchantReviewActionName[] = ['approva', 'respingi', 'approva-modifiche', 'respingi-modifiche']

export type Decision = { merchant: { id: number; nomeAzienda: string; versioneProposta?: number }; azione: MerchantReviewActionName }

/**
 * Every admin decision on a merchant is confirmed here before it acts: what it does, the reason when it needs one, and
 * the button that sends it (POST /api/admin/merchants/:id/review). `onDone` gets the outcome; a 409 (the merchant
 * changed what was reviewed) is an outcome too, and the list is read again.
 */
export function DecisionDialog({ decision, onClose, onDone }: { decision: Decision | null; onClose: () => void; onDone: (message: string, tone: 'success' | 'error') => void }) {
  return (
    <ModalDialog width="lg" title={decision ? messages.confirm[decision.azione].title(decision.merchant.nomeAzienda) : ''} open={decision !== null} onClose={onClose}>
      {decision && <DecisionForm decision={decision} onClose={onClose} onDone={onDone} />}
    </ModalDialog>
  )
}

function DecisionForm({ decision, onClose, onDone }: { decision: Decision; onClose: () => void; onDone: (message: string, tone: 'success' | 'error') => void }) {
  const id = useId()
  const { merchant, azione } = decision
  const texts = messages.confirm[azione]
  const needsReason = withReason.includes(azione)
  const [motivo, setMotivo] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { azione, ...(needsReason ? { motivo } : {}), ...(versioned.includes(azione) ? { versione: merchant.versioneProposta ?? 0 } : {}) }
    const parsed = MerchantReviewActionSchema.safeParse(body)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null)
    setBusy(true)
    setError(null)
    const result = await api('POST', `/admin/merchants/${merchant.id}/review`, parsed.data)
    setBusy(false)
    if (!result.ok && result.status === 409) return onDone(result.message, 'error')
    if (!result.ok) return setError(result.message)
    onDone(messages.done[azione], 'success')
  }

  const danger = azione === 'respingi' || azione === 'sospendi' || azione === 'respingi-modifiche'
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="decision-dialog">
      <p>{texts.text}</p>
      {needsReason && (
        <div>
          <Label htmlFor={`${id}-motivo`}>{messages.reasonLabel}</Label>
          <textarea
            id={`${id}-motivo`}
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
            rows={3}
            maxLength={1000}
            required
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-errore`}
            className={compactInputClass}
          />
        </div>
      )}
      <FieldMessage id={`${id}-errore`} error={error ?? undefined} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <button type="button" onClick={onClose} disabled={busy} className={buttonClass('secondary', 'compact')}>
          {messages.cancel}
        </button>
        <button type="submit" disabled={busy} className={buttonClass(danger ? 'confirmDanger' : 'primary', 'compact')}>
          {busy ? messages.sending : texts.button}
        </button>
      </div>
    </form>
  )
}
