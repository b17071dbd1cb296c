import type { PayloadRequest } from 'payload'
import { and, avg, count, desc, inArray, isNotNull, lte, sql } from '@payloadcms/db-postgres/drizzle'
import { emptyReviewSummary, RECENT_REVIEWS, type PublicReview, type ReviewSummary, type ServiceSlug } from '#content-schema'
import { drizzleFor } from '../database/session.ts'
import { reviews } from '../database/schema.ts'

/**
 * Each given partner's reviews as its card shows them: the average and count of the published ones (written, not
 * hidden: reviewsRead's `publishedReview`) and the latest RECENT_REVIEWS of them. Two statements on the (merchant,
 * scritta_il) index, however many partners a page lists — a read whose plan matters, so written against Payload's
 * generated drizzle schema; the offers pages read it for every card.
 */
export async function reviewSummaries(req: PayloadRequest, merchantIds: number[]): Promise<Map<number, ReviewSummary>> {
  const summaries = new Map<number, ReviewSummary>()
  if (merchantIds.length === 0) return summaries
  const db = await drizzleFor(req)
  const published = and(inArray(reviews.merchant, merchantIds), isNotNull(reviews.scrittaIl), isNotNull(reviews.voto), sql`${reviews.nascosta} is not true`)
  const totals = await db
    .select({ merchant: reviews.merchant, average: avg(reviews.voto), total: count() })
    .from(reviews)
    .where(published)
    .groupBy(reviews.merchant)
  const ranked = db
    .select({
      id: reviews.id,
      merchant: reviews.merchant,
      voto: reviews.voto,
      testo: reviews.testo,
      servizio: reviews.servizio,
      scrittaIl: reviews.scrittaIl,
      risposta: reviews.risposta,
      rispostaIl: reviews.rispostaIl,
      rank: sql<number>`row_number() over (partition by ${reviews.merchant} order by ${reviews.scrittaIl} desc, ${reviews.id} desc)`.as('rank'),
    })
    .from(reviews)
    .where(published)
    .as('ranked')
  const recent = await db.select().from(ranked).where(lte(ranked.rank, RECENT_REVIEWS)).orderBy(ranked.merchant, desc(ranked.scrittaIl))
  for (const row of totals) {
    summaries.set(row.merchant, { media: Math.round(Number(row.average) * 10) / 10, numero: Number(row.total), recenti: [] })
  }
  for (const row of recent) {
    const review: PublicReview = {
      id: row.id,
      voto: Number(row.voto),
      testo: row.testo ?? '',
      servizio: row.servizio as ServiceSlug,
      scrittaIl: new Date(row.scrittaIl!).toISOString(),
      risposta: row.risposta ?? null,
      rispostaIl: row.rispostaIl ? new Date(row.rispostaIl).toISOString() : null,
    }
    summaries.get(row.merchant)?.recenti.push(review)
  }
  return summaries
}

/** A partner's summary, or the empty one of a partner nobody reviewed yet. */
export function summaryOf(summaries: Map<number, ReviewSummary>, merchantId: number): ReviewSummary {
  return summaries.get(merchantId) ?? emptyReviewSummary
}
