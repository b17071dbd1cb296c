import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'erasure-request';
  ALTER TABLE "client_requests" ADD COLUMN "annullata_il" timestamp(3) with time zone;
  ALTER TABLE "client_requests" ADD COLUMN "cancellazione_richiesta_il" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('export', 'erase', 'retention', 'consent-withdrawal');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "client_requests" DROP COLUMN "annullata_il";
  ALTER TABLE "client_requests" DROP COLUMN "cancellazione_richiesta_il";`)
}
