import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { RatingSchema, REVIEW_TEXT_MAX, RequestReviewsSchema, ReviewTextSchema, type RequestReviews as Reviews } from '#content-schema/reviews/reviews.ts'
import { fillText } from '#content-schema/textTemplate.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { FieldMessage, Label } from '../ui/Field.tsx'
import { inputClass } from '../ui/inputClasses.ts'
import { useHydrated } from '../useHydrated.ts'
import { ReviewItem, type ReviewTexts } from './ReviewSummary.tsx'
import { postJson } from '../publicPost.ts'

type Partner = Reviews['partners'][number]
type Written = NonNullable<Partner['review']>

/** The request page's anchor of this section: the invitation e-mail's link lands here. */
export const REVIEWS_ANCHOR = 'recensioni'

/** POST /api/public/reviews: the review as stored, or the message to show (the server's own for a 4xx). */
async function sendReview(t: ReviewTexts, body: { ref: string; merchant: number; voto: number; testo: string }): Promise<{ review: Written } | { error: string }> {
  const result = await postJson<{ review: Written }>('/api/public/reviews', body, t.sendError)
  if ('error' in result) return result
  return result.done.review ? { review: result.done.review } : { error: t.sendError }
}

/** The 1–5 choice: five radio buttons drawn as stars (arrow keys move between them, as in any radio group). */
function RatingField({ t, azienda, value, onChange, error, errorId }: { t: ReviewTexts; azienda: string; value: number; onChange: (value: number) => void; error?: string; errorId: string }) {
  const name = useId()
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-semibold text-ink-900">{fillText(t.ratingLabel, { azienda })}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="sr-only" aria-invalid={Boolean(error)} />
            <span className="sr-only">{star === 1 ? t.starOne : fillText(t.starMany, { numero: star })}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-8 w-8">
              <path
                d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
                className={star <= value ? 'fill-amber-500 stroke-amber-700' : 'fill-white stroke-slate-500'}
                strokeWidth="1"
              />
            </svg>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  )
}

/** The form for one partner that contacted the consumer and has no review from them yet. */
function ReviewForm({ t, requestRef, partner, onWritten }: { t: ReviewTexts; requestRef: string; partner: Partner; onWritten: (review: Written) => void }) {
  const hydrated = useHydrated()
  const id = useId()
  const [voto, setVoto] = useState(0)
  const [testo, setTesto] = useState('')
  const [errors, setErrors] = useState<{ voto?: string; testo?: string; form?: string }>({})
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const rating = RatingSchema.safeParse(voto)
    const text = ReviewTextSchema.safeParse(testo)
    if (!rating.success || !text.success) {
      setErrors({ voto: rating.error?.issues[0]?.message, testo: text.error?.issues[0]?.message })
      return
    }
    setSending(true)
    setErrors({})
    const result = await sendReview(t, { ref: requestRef, merchant: partner.merchantId, voto: rating.data, testo: text.data })
    setSending(false)
    if ('error' in result) setErrors({ form: result.error })
    else onWritten(result.review)
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label={fillText(t.ratingLabel, { azienda: partner.nomeAzienda })} data-testid="review-form">
      <RatingField t={t} azienda={partner.nomeAzienda} value={voto} onChange={setVoto} error={errors.voto} errorId={`${id}-voto-errore`} />
      <div>
        <Label htmlFor={`${id}-testo`}>{t.textLabel}</Label>
        <textarea
          id={`${id}-testo`}
          value={testo}
          onChange={(event) => setTesto(event.target.value)}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          aria-invalid={Boolean(errors.testo)}
          aria-describedby={`${id}-testo-aiuto ${id}-testo-errore`}
          className={inputClass}
        />
        <p id={`${id}-testo-aiuto`} className="mt-1 text-sm text-slate-600">
          {t.textHint}
        </p>
        <FieldMessage id={`${id}-testo-errore`} error={errors.testo} />
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <button type="submit" disabled={!hydrated || sending} className={buttonClass('primary', 'medium')}>
        {sending ? t.sending : t.submit}
      </button>
    </form>
  )
}

/**
 * The request page's reviews (#recensioni): one block per partner that contacted the consumer about this request — the
 * form while they have not reviewed it, their review (with the partner's reply) once they have. Nothing while no
 * partner has been in touch. Read again when the page's live tracker sees a partner do something (`refreshKey`), so a
 * partner that calls while the page is open appears with its form; a form being filled in stays as it is.
 */
export function RequestReviews({ t, requestRef, initial, refreshKey }: { t: ReviewTexts; requestRef: string; initial: Reviews; refreshKey: number }) {
  const [partners, setPartners] = useState(initial.partners)
  const [thanked, setThanked] = useState<number | null>(null)
  const firstKey = useRef(refreshKey)
  useEffect(() => {
    if (refreshKey === firstKey.current) return
    const controller = new AbortController()
    void fetch(`/api/public/reviews?ref=${encodeURIComponent(requestRef)}`, { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => (response.ok ? RequestReviewsSchema.safeParse(await response.json()).data : undefined))
      .then((fresh) => fresh && setPartners(fresh.partners))
      .catch(() => undefined)
    return () => controller.abort()
  }, [refreshKey, requestRef])
  if (partners.length === 0) return null
  const written = (merchantId: number, review: Written) => {
    setPartners((current) => current.map((partner) => (partner.merchantId === merchantId ? { ...partner, review } : partner)))
    setThanked(merchantId)
  }
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby={`${REVIEWS_ANCHOR}-titolo`} className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="request-reviews">
      <h2 id={`${REVIEWS_ANCHOR}-titolo`} className="text-xl font-bold text-ink-900">
        {t.formTitle}
      </h2>
      <p className="mt-1 text-slate-700">{t.formIntro}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {partners.map((partner) => (
          <li key={partner.merchantId} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="review-partner">
            <h3 className="font-bold break-words text-ink-900">{partner.nomeAzienda}</h3>
            {partner.review ? (
              <div className="mt-3">
                {thanked === partner.merchantId && (
                  <p role="status" className="mb-2 text-sm font-semibold text-brand-900">
                    {t.thanks}
                  </p>
                )}
                <p className="text-sm font-semibold text-slate-700">{t.yourReview}</p>
                <ul className="mt-2">
                  <ReviewItem t={t} review={partner.review} nomeAzienda={partner.nomeAzienda} />
                </ul>
                {partner.review.nascosta && <p className="mt-2 text-sm text-slate-700">{t.hiddenByAdmin}</p>}
              </div>
            ) : (
              <ReviewForm t={t} requestRef={requestRef} partner={partner} onWritten={(review) => written(partner.merchantId, review)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
