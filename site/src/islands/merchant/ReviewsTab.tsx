import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import { payloadListOf, savedDocOf } from '#content-schema/merchants/areaRecords.ts'
import { averageRating, merchantReviewTexts as text, REVIEW_REPLY_MAX, ReviewDocSchema, ReviewReplySchema, type ReviewDoc } from '#content-schema/reviews/reviews.ts'
import { serviceLabel } from '../serviceNames.ts'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import { api } from '../sessionApi.ts'
import { Stars } from '../reviews/Stars.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { EmptyList } from '../ui/EmptyList.tsx'
import { FieldMessage, Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { LoadFailed, Loading } from '../ui/Loading.tsx'
import { useToast } from '../ui/Toasts.tsx'

/** The partner's one reply to a review: PATCH /api/reviews/:id { risposta } (the collection's hook refuses a second). */
function ReplyForm({ review, onSaved }: { review: ReviewDoc; onSaved: (review: ReviewDoc) => void }) {
  const toast = useToast()
  const id = useId()
  const [risposta, setRisposta] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = ReviewReplySchema.safeParse({ risposta })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null)
    setSaving(true)
    setError(null)
    const result = await api('PATCH', `/reviews/${review.id}?depth=0`, parsed.data, { schema: savedDocOf(ReviewDocSchema) })
    setSaving(false)
    if (!result.ok) return setError(result.message)
    toast({ title: text.replied })
    onSaved(result.data.doc)
  }
  return (
    <form onSubmit={save} noValidate className="mt-3 space-y-2" data-testid="review-reply-form">
      <Label htmlFor={`${id}-risposta`}>{text.replyLabel}</Label>
      <textarea
        id={`${id}-risposta`}
        value={risposta}
        onChange={(event) => setRisposta(event.target.value)}
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-aiuto ${id}-errore`}
        className={compactInputClass}
      />
      <p id={`${id}-aiuto`} className="text-sm text-slate-600">
        {text.replyHint}
      </p>
      <FieldMessage id={`${id}-errore`} error={error ?? undefined} />
      <button type="submit" disabled={saving} className={`${buttonClass('primary', 'compact')} w-full sm:w-auto`}>
        {saving ? text.replying : text.reply}
      </button>
    </form>
  )
}

/**
 * Recensioni: the reviews consumers it contacted wrote about it (hidden ones too, with the admin's reason), its
 * average over the visible ones, and the one reply it may write to each. Read again when its live stream says a
 * review changed.
 */
export function ReviewsTab({ merchantId, refreshKey }: { merchantId: number; refreshKey: number }) {
  const [reviews, setReviews] = useState<ReviewDoc[] | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(async () => {
    // Everyone reads published reviews: the list asks for this partner's own.
    const result = await api('GET', `/reviews?where[merchant][equals]=${merchantId}&sort=-scrittaIl&limit=100&depth=0`, undefined, { schema: payloadListOf(ReviewDocSchema) })
    setFailed(!result.ok)
    if (result.ok) setReviews(result.data.docs)
  }, [merchantId])
  useEffect(() => {
    void load()
  }, [load, refreshKey])

  if (failed && !reviews) return <LoadFailed onRetry={() => void load()} />
  if (!reviews) return <Loading />
  const visible = reviews.filter((review) => !review.nascosta).map((review) => review.voto)
  const media = averageRating(visible)
  return (
    <section aria-labelledby="recensioni-titolo" className="space-y-4">
      <div>
        <h2 id="recensioni-titolo" className="text-xl font-bold text-ink-900">
          {text.title}
        </h2>
        <p className="mt-1 text-slate-600">{text.intro}</p>
        {media !== null && (
          <p className="mt-2 flex items-center gap-2 font-semibold text-ink-900" data-testid="own-review-average">
            <Stars value={media} label={text.average(media, visible.length)} />
            <span aria-hidden="true">{text.average(media, visible.length)}</span>
          </p>
        )}
      </div>
      {reviews.length === 0 ? (
        <EmptyList text={text.empty} />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="reviews-list">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="merchant-review">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars value={review.voto} label={text.stars(review.voto)} />
                <span className="text-sm text-slate-600">
                  {serviceLabel(review.servizio)} · {formatRomeDateTime(new Date(review.scrittaIl))}
                </span>
              </div>
              <p className="mt-2 whitespace-pre-line text-slate-800">{review.testo}</p>
              {review.nascosta && (
                <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="review-hidden">
                  <strong>{text.hidden}.</strong> {review.motivoNascosta && `${text.hiddenReason} ${review.motivoNascosta}`}
                </p>
              )}
              {review.risposta ? (
                <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm ring-1 ring-brand-200">
                  <p className="font-semibold text-ink-900">{text.yourReply}</p>
                  <p className="mt-1 whitespace-pre-line text-slate-800">{review.risposta}</p>
                </div>
              ) : (
                <ReplyForm review={review} onSaved={(saved) => setReviews((current) => current?.map((candidate) => (candidate.id === saved.id ? saved : candidate)) ?? null)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
