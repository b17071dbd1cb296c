import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_requests" ADD COLUMN "richieste_ripetute" numeric DEFAULT 0;
  ALTER TABLE "client_requests" ADD COLUMN "ripetuta_il" timestamp(3) with time zone;
  ALTER TABLE "client_requests" ADD COLUMN "chiave_ripetizione" varchar;`)
  // The repeat check (cms/src/lib/leadStore.ts, EARLIER) looks a request up by e-mail in any case and by phone
  // digits without +39: expression indexes Payload's schema cannot declare.
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "client_requests_lower_email_idx" ON "client_requests" (lower("email"));
   CREATE INDEX IF NOT EXISTS "client_requests_phone_key_idx" ON "client_requests" (regexp_replace(regexp_replace("telefono", '^\\s*(\\+|00)39', ''), '\\D', '', 'g'));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "client_requests_lower_email_idx";
   DROP INDEX IF EXISTS "client_requests_phone_key_idx";
   ALTER TABLE "client_requests" DROP COLUMN "richieste_ripetute";
  ALTER TABLE "client_requests" DROP COLUMN "ripetuta_il";
  ALTER TABLE "client_requests" DROP COLUMN "chiave_ripetizione";`)
}
