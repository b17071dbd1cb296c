import { formatRating, type PublicReview, type ReviewSummary as Summary } from '#content-schema/reviews/reviews.ts'
import { serviceLabel } from '../serviceNames.ts'
import { fillText } from '#content-schema/textTemplate.ts'
import { formatRomeMonth } from '#content-schema/italyClock.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { Stars } from './Stars.tsx'

export type ReviewTexts = UiTexts['reviews']

/** Where an offers page explains how its reviews are verified (HowReviewsAreVerified). */
export const HOW_VERIFIED_ANCHOR = 'recensioni-verificate'

/** "1 recensione", "12 recensioni", in the editors' words. */
export function reviewCount(t: ReviewTexts, count: number): string {
  return count === 1 ? t.countOne : fillText(t.countMany, { numero: count })
}

/** One published review: its stars, its words, who wrote it (a verified customer, never a name) and the partner's reply. */
export function ReviewItem({ t, review, nomeAzienda }: { t: ReviewTexts; review: PublicReview; nomeAzienda: string }) {
  return (
    <li className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0" data-testid="review">
      <Stars value={review.voto} label={fillText(t.stars, { voto: review.voto })} />
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{review.testo}</p>
      <p className="mt-1 text-xs text-slate-600">
        {fillText(t.reviewMeta, { servizio: serviceLabel(review.servizio), data: formatRomeMonth(new Date(review.scrittaIl)) })}
      </p>
      {review.risposta && (
        <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200" data-testid="review-reply">
          <p className="font-semibold text-ink-900">{fillText(t.partnerReply, { azienda: nomeAzienda })}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{review.risposta}</p>
        </div>
      )}
    </li>
  )
}

/**
 * A partner's reviews on its card: the average with its stars and the count, the latest reviews behind a disclosure,
 * and the way to how they are verified (the page's own explanation).
 */
export function ReviewSummary({ t, summary, nomeAzienda }: { t: ReviewTexts; summary: Summary; nomeAzienda: string }) {
  if (summary.media === null || summary.numero === 0) {
    return (
      <p className="mt-1 text-sm text-slate-600" data-testid="review-summary">
        {t.noReviews}
      </p>
    )
  }
  return (
    <div className="mt-1" data-testid="review-summary">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Stars value={summary.media} label={fillText(t.averageLabel, { media: formatRating(summary.media), numero: summary.numero })} />
        <span aria-hidden="true" className="font-bold text-ink-900">
          {formatRating(summary.media)}
        </span>
        <span aria-hidden="true" className="text-slate-600">
          ({reviewCount(t, summary.numero)})
        </span>
      </p>
      {summary.recenti.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">{t.recentTitle}</summary>
          <ul className="mt-3 space-y-3">
            {summary.recenti.map((review) => (
              <ReviewItem key={review.id} t={t} review={review} nomeAzienda={nomeAzienda} />
            ))}
          </ul>
          <a href={`#${HOW_VERIFIED_ANCHOR}`} className="mt-3 inline-block text-xs font-medium text-brand-800 underline underline-offset-4">
            {t.howVerifiedLink}
          </a>
        </details>
      )}
    </div>
  )
}

/** The page's statement of how reviews are collected and checked (the Omnibus directive's duty to say so). */
export function HowReviewsAreVerified({ t }: { t: ReviewTexts }) {
  return (
    <section id={HOW_VERIFIED_ANCHOR} aria-labelledby={`${HOW_VERIFIED_ANCHOR}-titolo`} className="scroll-mt-24 rounded-2xl bg-white p-6 text-sm ring-1 ring-slate-200" data-testid="how-verified">
      <h2 id={`${HOW_VERIFIED_ANCHOR}-titolo`} className="text-base font-bold text-ink-900">
        {t.howVerifiedTitle}
      </h2>
      <p className="mt-2 text-slate-700">{t.howVerified}</p>
    </section>
  )
}
