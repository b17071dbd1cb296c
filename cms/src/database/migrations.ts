import type { PayloadPool } from './adapter.ts'

/** The migrations the database has applied, by the names Payload records (the readiness check compares them with the build's). */
export async function appliedMigrations(pool: PayloadPool): Promise<Set<string>> {
  // Read on every /readyz: one indexed read of a table Payload keeps for itself, not a collection.
  const result = await pool.query<{ name: string }>('select name from payload_migrations')
  return new Set(result.rows.map((row) => row.name))
}
