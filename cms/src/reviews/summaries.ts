import type { PayloadRequest } from 'payload'
import { emptyReviewSummary, type ReviewSummary, type ServiceSlug } from '#content-schema'
import { recentPublishedReviews } from '../database/reviews.ts'
import { isoTimestamp } from '../database/session.ts'

/**
 * Each given partner's reviews as its card shows them: the average and count of the published ones (reviews/access/reviewsRead.ts's
 * `publishedReview`: written, rated, not hidden) and the latest RECENT_REVIEWS of them. One prepared statement
 * (database/reviews.ts), however many partners a page lists — a read whose plan matters; the offers pages read it for
 * every card.
 */
export async function reviewSummaries(req: PayloadRequest, merchantIds: number[]): Promise<Map<number, ReviewSummary>> {
  if (merchantIds.length === 0) return new Map()
  return summariesByMerchant(await recentPublishedReviews(req, merchantIds))
}

/** The statement's rows (database/reviews.ts: each partner's latest first) as each partner's summary. */
export function summariesByMerchant(recent: Awaited<ReturnType<typeof recentPublishedReviews>>): Map<number, ReviewSummary> {
  const summaries = new Map<number, ReviewSummary>()
  for (const row of recent) {
    const summary = summaries.get(row.merchant) ?? { media: Math.round(Number(row.average) * 10) / 10, numero: Number(row.total), recenti: [] }
    summaries.set(row.merchant, summary)
    summary.recenti.push({
      id: row.id,
      voto: Number(row.voto),
      testo: row.testo ?? '',
      servizio: row.servizio as ServiceSlug,
      scrittaIl: isoTimestamp(row.scrittaIl!),
      risposta: row.risposta ?? null,
      rispostaIl: isoTimestamp(row.rispostaIl),
    })
  }
  return summaries
}

/** A partner's summary, or the empty one of a partner nobody reviewed yet. */
export function summaryOf(summaries: Map<number, ReviewSummary>, merchantId: number): ReviewSummary {
  return summaries.get(merchantId) ?? emptyReviewSummary
}
