import { killTransaction, QueryError, type AfterErrorHook } from 'payload'
import { genericMessages } from '#content-schema'

/** SQLSTATE class 22, "data exception": PostgreSQL refused a value itself (a NUL character, half a surrogate pair in JSON, a number out of range). */
function isDataException(error: unknown): boolean {
  // Drizzle and Payload wrap the driver's error: look through the chain of causes.
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (typeof current.code === 'string' && /^22[0-9A-Z]{3}$/.test(current.code)) return true
  }
  return false
}

/**
 * Every error a REST request ends with passes here. First the request's transaction, if one is still open, is
 * rolled back: some of Payload's operations (forgot-password among them) leave it open when the database
 * refuses their statement, and each such request kept a pooled connection until the pool ran dry. Then the
 * errors caused by what the client sent, which Payload answers with a 500 — a malformed percent escape in the
 * URL (its router decodes path parameters with decodeURIComponent, which throws) and a value the database
 * refuses as data — become the client's 400, in Italian. So does a query Payload cannot run (a `where` or `sort`
 * on a field that does not exist or may not be read, an unknown operator): Payload's own 400 named the paths
 * in English.
 */
export const clientInputErrors: AfterErrorHook = async ({ error, req }) => {
  await killTransaction(req)
  if (error instanceof QueryError) return { status: 400, response: { errors: [{ message: genericMessages.invalidQuery }] } }
  if (!(error instanceof URIError) && !isDataException(error)) return undefined
  return { status: 400, response: { errors: [{ message: genericMessages.invalidRequest }] } }
}
