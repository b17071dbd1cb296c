import type { PayloadRequest } from 'payload'
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { partial_submissions } from './schema.ts'
import { preparedRead } from './session.ts'

/**
 * A questionnaire session's progress record as leads/progress.ts's saveProgress decides with it (whose it is, by the
 * hash of its secret, whether it was completed, the order of the save it keeps), or undefined. Every step of every
 * questionnaire asks it (locked, below) and every lead (with its other checks, database/leadChecks.ts), and a
 * `payload.find` of it costs the web process several times as much (docs/performance.md «A lead's CPU»);
 * tests/integration/leads/lead-reads-parity.test.ts compares it with Payload's read.
 */
export const progressBySessionQuery = (db: NodePgDatabase) =>
  db
    .select({ id: partial_submissions.id, secretHash: partial_submissions.secretHash, completed: partial_submissions.completed, saveOrder: partial_submissions.saveOrder })
    .from(partial_submissions)
    .where(eq(partial_submissions.sessionId, sql.placeholder('sessionId')))
    .limit(1)

/** What saveProgress reads of a session's progress record (progressBySessionQuery). */
export type ProgressRow = Awaited<ReturnType<ReturnType<typeof progressBySessionQuery>['execute']>>[number]

/**
 * The record, locked until the request's transaction ends (`for update`): two saves of one session — a step's and the
 * page's last beacon — are then decided one after the other, each on what the other wrote. Raw SQL for the lock, which
 * Payload cannot take; the read is progressBySessionQuery's, prepared when outside a transaction.
 */
export async function lockedProgressRowBySession(req: PayloadRequest, sessionId: string): Promise<ProgressRow | undefined> {
  const [row] = await preparedRead(req, 'progress_by_session_locked', (db) => progressBySessionQuery(db).for('update'), { sessionId })
  return row
}
