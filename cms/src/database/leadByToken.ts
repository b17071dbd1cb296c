import type { PayloadRequest } from 'payload'
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import { client_requests } from './schema.ts'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { preparedRead } from './session.ts'

/**
 * The offers fields of the lead whose offers token is `token`, as stored (leads/leadByToken.ts's findLeadByToken, the one
 * read of a lead by its token, gives them the shape and the hooks' treatment). Prepared on the token's unique index: the
 * offers page asks it on every visit, and a `payload.find` of it costs the web process ten times as much
 * (docs/performance.md); tests/integration/platform/prepared-reads.test.ts compares it with Payload's read of the same lead.
 */
export async function leadRowByToken(req: PayloadRequest, token: string) {
  // Prepared read of every offers page: ten times cheaper than a payload.find (docs/performance.md; parity-tested).
  const [lead] = await preparedRead(
    req,
    'lead_by_offers_token',
    (db) =>
      db
        .select({
          id: client_requests.id,
          servizio: client_requests.servizio,
          cap: client_requests.cap,
          citta: client_requests.citta,
          nome: client_requests.nome,
          telefono: client_requests.telefono,
          email: client_requests.email,
          answersText: client_requests.answersText,
          answers: client_requests.answers,
          questionnaireVersion: client_requests.questionnaireVersion,
          annullataIl: client_requests.annullataIl,
          verificataIl: client_requests.verificataIl,
          stima: client_requests.stima,
        })
        .from(client_requests)
        .where(eq(client_requests.offersToken, sql.placeholder('token')))
        .limit(1),
    { token },
  )
  return lead
}

/**
 * The service and offers token of the lead an earlier submission with this idempotency key stored, if any (leads/
 * submitLead.ts answers a resubmission with it). Prepared on the key's unique index: every lead asks it before anything
 * is written, and a `payload.find` of it costs the web process several times as much (docs/performance.md «A lead's
 * CPU»; a lead runs it with its other checks, database/leadChecks.ts); tests/integration/leads/lead-reads-parity.test.ts
 * compares it with Payload's read of the same lead.
 */
export const leadByIdempotencyKeyQuery = (db: NodePgDatabase) =>
  db
    .select({ servizio: client_requests.servizio, offersToken: client_requests.offersToken })
    .from(client_requests)
    .where(eq(client_requests.idempotencyKey, sql.placeholder('key')))
    .limit(1)

export async function leadRowByIdempotencyKey(req: PayloadRequest, key: string) {
  // Prepared read of every lead: several times cheaper than a payload.find (docs/performance.md; parity-tested).
  const [lead] = await preparedRead(req, 'lead_by_idempotency_key', leadByIdempotencyKeyQuery, { key })
  return lead
}
