import type { PayloadRequest } from 'payload'
import type { ServiceSlug } from '#content-schema'
import { contactReturnedAsNotRealQuery } from './blockedContacts.ts'
import { merchantIntakeQuery } from './intake.ts'
import { leadByIdempotencyKeyQuery } from './leadByToken.ts'
import { matchedIds, matchStatement, matchStatementName, type MatchShape } from './matching.ts'
import { progressBySessionQuery } from './progress.ts'
import { preparedReads } from './session.ts'

/**
 * What a new lead reads before anything is written, in one statement (preparedReads) prepared for each shape of the
 * matching rule a lead can have: an earlier submission with its idempotency key (leadRowByIdempotencyKey), the
 * merchants the matching rule finds for its CAP and service (matchedMerchantRows) with their intake settings
 * (merchantIntakeRows), whether the person's contacts were returned as not real (contactReturnedAsNotReal) and the
 * session's progress record (progressBySessionQuery, which saveProgress then takes) — each by its own statement, nested.
 * At 50 leads a second each round trip wakes the web process on its own: four of them were a measurable part of a
 * lead's CPU (docs/performance.md «A lead's CPU»);
 * tests/integration/leads/lead-reads-parity.test.ts compares what this gives with each read alone.
 */
export function leadCheckRows(req: PayloadRequest, values: { key: string; cap: string; servizio: ServiceSlug; rui: boolean; phone: string; email: string; sessionId: string }) {
  const shape: MatchShape = { byService: true, rui: values.rui }
  // Prepared reads of every lead, in one round trip (parity-tested).
  return preparedReads(
    req,
    `lead_checks_${matchStatementName(shape)}`,
    {
      resubmitted: leadByIdempotencyKeyQuery,
      matched: (db) => matchStatement(db, shape),
      intake: (db) => merchantIntakeQuery(db, matchedIds(db, shape)),
      blocked: contactReturnedAsNotRealQuery,
      progress: progressBySessionQuery,
    },
    { key: values.key, cap: values.cap, servizio: values.servizio, phone: values.phone, email: values.email, sessionId: values.sessionId },
  )
}
