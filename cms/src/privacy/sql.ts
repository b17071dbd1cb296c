/** What the privacy code needs from node-postgres: Payload's pool (`payload.db.pool`) and its clients. */
export type QueryResultLike = { rows: unknown[]; rowCount: number | null }
export type ClientLike = { query: (text: string, values?: unknown[]) => Promise<QueryResultLike>; release: () => void }
export type PoolLike = { query: (text: string, values?: unknown[]) => Promise<QueryResultLike>; connect: () => Promise<ClientLike> }

/** What an anonymised person's name becomes; their e-mail and phone become empty strings. */
export const ANONYMISED_NAME = 'Anonimizzato'

/** What an audit-log entry that named a person says once that person's data is erased or purged. */
export const ANONYMISED_AUDIT_SUBJECT = 'Interessato anonimizzato'

/** The queued tasks whose input holds a person's address, phone or the text sent to them. */
export const personalJobTasks = ['sendEmail', 'sendSms', 'passwordReset'] as const

export async function withClient<T>(pool: PoolLike, work: (client: ClientLike) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    return await work(client)
  } finally {
    client.release()
  }
}
