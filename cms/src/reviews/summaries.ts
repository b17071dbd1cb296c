import type { PayloadRequest } from 'payload'
import { and, desc, isNotNull, lte, sql } from '@payloadcms/db-postgres/drizzle'
import { emptyReviewSummary, RECENT_REVIEWS, type ReviewSummary, type ServiceSlug } from '#content-schema'
import { isoTimestamp, preparedRead } from '../database/session.ts'
import { reviews } from '../database/schema.ts'

/**
 * Each given partner's reviews as its card shows them: the average and count of the published ones (access/reviewsRead.ts's
 * `publishedReview`: written, rated, not hidden — the same three conditions here) and the latest RECENT_REVIEWS of them. One statement on the (merchant,
 * scritta_il) index, however many partners a page lists — a read whose plan matters, so written against Payload's
 * generated drizzle schema and prepared (database/session.ts); the offers pages read it for every card.
 */
export async function reviewSummaries(req: PayloadRequest, merchantIds: number[]): Promise<Map<number, ReviewSummary>> {
  const summaries = new Map<number, ReviewSummary>()
  if (merchantIds.length === 0) return summaries
  const recent = await preparedRead(
    req,
    'review_summaries',
    (db) => {
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
          // The partner's totals on each of its rows, taken before only the latest are kept.
          average: sql<string>`avg(${reviews.voto}) over (partition by ${reviews.merchant})`.as('average'),
          total: sql<number>`count(*) over (partition by ${reviews.merchant})`.as('total'),
        })
        .from(reviews)
        .where(and(sql`${reviews.merchant} = any(${sql.placeholder('merchants')}::int[])`, isNotNull(reviews.scrittaIl), isNotNull(reviews.voto), sql`${reviews.nascosta} is not true`))
        .as('ranked')
      return db.select().from(ranked).where(lte(ranked.rank, RECENT_REVIEWS)).orderBy(ranked.merchant, desc(ranked.scrittaIl))
    },
    { merchants: merchantIds },
  )
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
