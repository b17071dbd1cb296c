import { useId, useState, type FormEvent } from 'react'
import { merchantApprovalMessages as messages, MerchantReviewActionSchema, MerchantReviewSchema, type MerchantReview, type MerchantReviewActionName } from '#content-schema/merchants/merchantVetting.ts'
import { z } from 'zod'
import { serviceLabel } from '../serviceNames.ts'
import { api } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { FieldMessage, Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { ModalDialog } from '../ui/ModalDialog.tsx'

/** The decisions that must say why: the merchant reads the reason by e-mail and in its area; the audit log keeps it. */
const withReason: readonly MerchantReviewActionName[] = ['respingi', 'sospendi', 'riattiva']
/** The decisions on what the merchant submitted: they name the version the admin saw (a 409 when it changed since). */
const versioned: readonly MerchantReviewActionName[] = ['approva', 'respingi', 'approva-modifiche', 'respingi-modifiche']

/** The merchant a decision is on, as the list that opened it shows it: an approvals card holds its version and proposal. */
export type Decision = {
  merchant: Pick<MerchantReview, 'id' | 'nomeAzienda'> & { versioneProposta?: number; serviziProposti?: readonly string[] | null; capCopertiProposti?: readonly string[] | null }
  azione: MerchantReviewActionName
}

/** The body of a 409: the merchant as it is now, shown again in place of what the admin had seen. */
const ConflictSchema = z.object({ merchant: MerchantReviewSchema })

/** What a decision on a proposal decides on: the services and CAPs it adds. */
function Proposal({ merchant }: { merchant: Decision['merchant'] }) {
  const services = merchant.serviziProposti ?? []
  const caps = merchant.capCopertiProposti ?? []
  if (services.length === 0 && caps.length === 0) return null
  return (
    <dl data-testid="decision-proposal" className="grid gap-x-4 gap-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:grid-cols-[8rem_1fr]">
      <dt className="font-medium">{messages.proposedServices}</dt>
      <dd>{services.length > 0 ? services.map(serviceLabel).join(', ') : messages.noCoverage}</dd>
      <dt className="font-medium">{messages.proposedCaps}</dt>
      <dd className="[overflow-wrap:anywhere]">{caps.length > 0 ? caps.join(', ') : messages.noCoverage}</dd>
    </dl>
  )
}

/**
 * Every admin decision on a merchant is confirmed here before it acts: what it does, what it decides on, the reason
 * when it needs one, and the button that sends it (POST /api/admin/merchants/:id/review) with the version shown. A 409
 * (the merchant changed what was shown) keeps the dialog open on the merchant as it is now, with its version, for the
 * admin to decide again (`onStale` reads the list again behind it); `onDone` gets every other outcome.
 */
export function DecisionDialog({ decision, onClose, onDone, onStale }: { decision: Decision | null; onClose: () => void; onDone: (message: string, tone: 'success' | 'error') => void; onStale?: () => void }) {
  return (
    <ModalDialog width="lg" title={decision ? messages.confirm[decision.azione].title(decision.merchant.nomeAzienda) : ''} open={decision !== null} onClose={onClose}>
      {decision && <DecisionForm decision={decision} onClose={onClose} onDone={onDone} onStale={onStale} />}
    </ModalDialog>
  )
}

function DecisionForm({ decision, onClose, onDone, onStale }: { decision: Decision; onClose: () => void; onDone: (message: string, tone: 'success' | 'error') => void; onStale?: () => void }) {
  const id = useId()
  const { azione } = decision
  const [merchant, setMerchant] = useState(decision.merchant)
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
    if (!result.ok && result.status === 409) {
      const conflict = ConflictSchema.safeParse(result.body)
      if (!conflict.success) return onDone(result.message, 'error')
      setMerchant(conflict.data.merchant)
      onStale?.()
      return setError(result.message)
    }
    if (!result.ok) return setError(result.message)
    onDone(messages.done[azione], 'success')
  }

  const danger = azione === 'respingi' || azione === 'sospendi' || azione === 'respingi-modifiche'
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="decision-dialog">
      <p>{texts.text}</p>
      {versioned.includes(azione) && <Proposal merchant={merchant} />}
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
