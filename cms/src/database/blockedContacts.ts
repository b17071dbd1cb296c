import type { PayloadRequest } from 'payload'
import { and, eq, exists, isNotNull, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { client_requests, lead_returns } from './schema.ts'
import { preparedRead } from './session.ts'

/**
 * The statement of contactReturnedAsNotReal, the person's keys as placeholders (`phone`, `email`): a request found
 * means the contacts were returned as not real. A lead runs it with its other checks (database/leadChecks.ts).
 */
export const contactReturnedAsNotRealQuery = (db: NodePgDatabase) =>
  db
    .select({ id: client_requests.id })
    .from(client_requests)
    .where(
      or(
        and(isNotNull(client_requests.contattiNonValidiIl), eq(client_requests.chiaveTelefono, sql.placeholder('phone'))),
        and(
          eq(client_requests.chiaveEmail, sql.placeholder('email')),
          exists(
            db
              .select({ one: sql`1` })
              .from(lead_returns)
              .where(and(eq(lead_returns.clientRequest, client_requests.id), eq(lead_returns.stato, 'accettato'), eq(lead_returns.motivo, 'non_reale'))),
          ),
        ),
      ),
    )
    .limit(1)

/**
 * Whether a person's contacts were returned as not real (verification/send.ts's contactBlocked states the rule): their
 * phone key on a request stamped «Contatti non validi» (an accepted return for a wrong number or a request not real),
 * or their e-mail key on a request whose return for «non reale» an admin accepted. Prepared (preparedRead), one
 * statement: every lead and every new code asks it before anything is written, and the two `payload.count`s it
 * replaces cost the web process about 1.2 ms of a lead's CPU (docs/performance.md «A lead's CPU»);
 * tests/integration/verification/blocked-contacts.test.ts compares it with those counts.
 */
export async function contactReturnedAsNotReal(req: PayloadRequest, keys: { phone: string; email: string }): Promise<boolean> {
  // Prepared read of every lead and code: two Payload counts cost the web process ten times as much (parity-tested).
  return (await preparedRead(req, 'contact_returned_as_not_real', contactReturnedAsNotRealQuery, keys)).length > 0
}
