import type { PayloadRequest } from 'payload'
import { and, desc, isNotNull, lte, sql, type Placeholder, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { RECENT_REVIEWS } from '#content-schema'
import { reviews } from './schema.ts'
import { preparedRead } from './session.ts'

/**
 * The latest RECENT_REVIEWS published reviews of each given partner (reviews/access/reviewsRead.ts's `publishedReview`: written,
 * rated, not hidden — the same three conditions here), each row carrying its partner's average and count of them, the
 * partners an int[] (a placeholder by default; the offers page's statement gives the matched ones). One statement on the (merchant, scritta_il) index, however many partners a page lists, with
 * window functions Payload's reads do not write; the offers page runs it with its other reads (database/offersPage.ts).
 */
export const recentPublishedReviewsQuery = (db: NodePgDatabase, merchants: SQL | Placeholder = sql.placeholder('merchants')) => {
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
    .where(and(sql`${reviews.merchant} = any(${merchants}::int[])`, isNotNull(reviews.scrittaIl), isNotNull(reviews.voto), sql`${reviews.nascosta} is not true`))
    .as('ranked')
  return db.select().from(ranked).where(lte(ranked.rank, RECENT_REVIEWS)).orderBy(ranked.merchant, desc(ranked.scrittaIl), desc(ranked.id))
}

/**
 * recentPublishedReviewsQuery's rows for the given partners. Prepared (preparedRead); tests/integration/platform/prepared-reads.test.ts
 * compares it with what Payload lets an anonymous visitor read.
 */
export async function recentPublishedReviews(req: PayloadRequest, merchantIds: number[]) {
  // Window functions, which Payload's reads do not write; prepared (parity-tested).
  return preparedRead(req, 'review_summaries', (db) => recentPublishedReviewsQuery(db), { merchants: merchantIds })
}
