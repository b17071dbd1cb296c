import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Written by hand (not a Payload collection, so no schema snapshot): the rate limiter's counters
 * (cms/src/lib/rateLimit.ts), shared by every web process. UNLOGGED: counters are worth nothing after a
 * crash, and skipping the WAL keeps the one-row upsert per request cheap.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limits" (
      "key" varchar PRIMARY KEY NOT NULL,
      "count" integer NOT NULL,
      "reset_at" timestamp(3) with time zone NOT NULL
    );
    CREATE INDEX IF NOT EXISTS "rate_limits_reset_at_idx" ON "rate_limits" ("reset_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
