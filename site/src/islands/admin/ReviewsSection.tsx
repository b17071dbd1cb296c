import { useId, useState } from 'react'
import { adminReviewTexts as text, REVIEW_HIDE_REASON_MIN, ReviewDocSchema, reviewMessages } from '#content-schema/reviews/reviews.ts'
import { payloadListOf } from '#content-schema/merchants/areaRecords.ts'
import { serviceLabel } from '../serviceNames.ts'
import { z } from '#content-schema/z.ts'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Badge } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { asListed, CardsSection, useCards, type CardsSectionProps } from './CardsSection.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'

/** A written review as this list reads it (depth 1): the partner's name. */
const ReviewRowSchema = ReviewDocSchema.extend({ merchant: z.object({ id: z.number().int(), nomeAzienda: z.string() }).loose() })
type ReviewRow = z.infer<typeof ReviewRowSchema>
const ReviewListSchema = payloadListOf(ReviewRowSchema)

/** One review: its stars, words and reply; «Nascondi» with the reason (checked again by the server), or «Mostra di nuovo». */
function ReviewCard({ row, onDone }: { row: ReviewRow; onDone: (message: string, tone: 'success' | 'error') => void }) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const change = async (nascosta: boolean) => {
    if (nascosta && reason.trim().length < REVIEW_HIDE_REASON_MIN) {
      setError(reviewMessages.hideReasonRequired)
      return
    }
    setBusy(true)
    setError(null)
    const result = await api('PATCH', `/reviews/${row.id}?depth=0`, nascosta ? { nascosta, motivoNascosta: reason.trim() } : { nascosta })
    setBusy(false)
    if (result.ok) onDone(nascosta ? text.hiddenDone : text.shownDone, 'success')
    else setError(result.message)
  }
  return (
    <article data-testid="admin-review" className="rounded-xl border border-slate-200 p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-ink-900">{row.merchant.nomeAzienda}</h3>
          <p className="text-sm text-slate-600">
            <span aria-hidden="true">{'★'.repeat(row.voto)}{'☆'.repeat(5 - row.voto)}</span>
            <span className="sr-only">{`${row.voto} su 5 stelle`}</span> · {serviceLabel(row.servizio)} · {shortDateTime(row.scrittaIl)}
          </p>
        </div>
        <Badge tone={row.nascosta ? 'slate' : 'green'}>{row.nascosta ? text.hidden : text.visible}</Badge>
      </header>
      <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{row.testo}</p>
      {row.risposta && (
        <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
          <span className="font-semibold">{text.reply}: </span>
          {row.risposta}
        </p>
      )}
      {row.nascosta ? (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-slate-700" data-testid="admin-review-reason">
            <span className="font-semibold">{text.hiddenReason}</span> {row.motivoNascosta}
          </p>
          <button type="button" disabled={busy} onClick={() => void change(false)} className={buttonClass('secondary', 'compact')}>
            {text.show}
          </button>
        </div>
      ) : (
        <div className="mt-3 space-y-2">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink-900">
            {text.reasonLabel}
          </label>
          <textarea id={`${id}-reason`} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} className={compactInputClass} aria-describedby={`${id}-error`} aria-invalid={Boolean(error)} />
          <button type="button" disabled={busy} onClick={() => void change(true)} className={buttonClass('danger', 'compact')}>
            {text.hide}
          </button>
        </div>
      )}
      <p id={`${id}-error`} role="alert" className="text-sm text-red-700 empty:hidden [&:not(:empty)]:mt-2">
        {error ?? ''}
      </p>
    </article>
  )
}

/**
 * Recensioni: the consumers' written reviews, the newest first, each hidden with a reason or shown again through
 * Payload's REST as the admin (the collection's hook checks the reason and records the decision in the trail). Read
 * again when the live stream reports a review (`refreshKey`).
 */
export function ReviewsSection(props: CardsSectionProps) {
  const { rows, error, done } = useCards('/reviews?depth=1&limit=100&sort=-scrittaIl&where[scrittaIl][exists]=true', ReviewListSchema, asListed, props)
  return (
    <CardsSection intro={text.intro} empty={text.empty} error={error} rows={rows} testId="reviews-list">
      {(row) => <ReviewCard key={`${row.id}-${String(row.nascosta)}`} row={row} onDone={done} />}
    </CardsSection>
  )
}
