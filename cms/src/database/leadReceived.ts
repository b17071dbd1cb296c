import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { leadReceivedFields } from '#content-schema'
import { client_requests } from './schema.ts'

/**
 * When a partner received the lead of the `client_requests` row named `alias`, in SQL: content-schema's rule
 * (leadReceivedFields, the first set deciding), for the statements that aggregate it (response times, the rotation).
 */
export function leadReceivedAtSql(alias: string): SQL {
  return sql`coalesce(${sql.join(
    leadReceivedFields.map((field) => sql.raw(`${alias}.${client_requests[field].name}`)),
    sql`, `,
  )})`
}
