import type { PayloadRequest } from 'payload'
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import { partial_submissions } from './schema.ts'
import { preparedRead } from './session.ts'

/**
 * A questionnaire session's progress record as leads/progress.ts's saveProgress decides with it (whose it is, by the
 * hash of its secret, and whether it was completed), or undefined. Prepared (preparedRead): every step of every
 * questionnaire and every lead ask it, and a `payload.find` of it costs the web process several times as much
 * (docs/performance.md «A lead's CPU»); tests/integration/leads/lead-reads-parity.test.ts compares it with Payload's read.
 */
export async function progressRowBySession(req: PayloadRequest, sessionId: string) {
  // Prepared read of every progress save and lead: several times cheaper than a payload.find (parity-tested).
  const [row] = await preparedRead(
    req,
    'progress_by_session',
    (db) =>
      db
        .select({ id: partial_submissions.id, secretHash: partial_submissions.secretHash, completed: partial_submissions.completed })
        .from(partial_submissions)
        .where(eq(partial_submissions.sessionId, sql.placeholder('sessionId')))
        .limit(1),
    { sessionId },
  )
  return row
}
