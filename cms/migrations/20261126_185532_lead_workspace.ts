import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_statuses_stato" ADD VALUE 'appuntamento' BEFORE 'preventivo_inviato';
  ALTER TABLE "merchants" ADD COLUMN "pausa_ricezione" boolean DEFAULT false;
  ALTER TABLE "merchants" ADD COLUMN "limite_settimanale" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "lead_statuses" SET "stato" = 'contattato' WHERE "stato" = 'appuntamento';
  ALTER TABLE "lead_statuses" ALTER COLUMN "stato" SET DATA TYPE text;
  ALTER TABLE "lead_statuses" ALTER COLUMN "stato" SET DEFAULT 'nuovo'::text;
  DROP TYPE "public"."enum_lead_statuses_stato";
  CREATE TYPE "public"."enum_lead_statuses_stato" AS ENUM('nuovo', 'contattato', 'preventivo_inviato', 'vinto', 'perso');
  ALTER TABLE "lead_statuses" ALTER COLUMN "stato" SET DEFAULT 'nuovo'::"public"."enum_lead_statuses_stato";
  ALTER TABLE "lead_statuses" ALTER COLUMN "stato" SET DATA TYPE "public"."enum_lead_statuses_stato" USING "stato"::"public"."enum_lead_statuses_stato";
  ALTER TABLE "merchants" DROP COLUMN "pausa_ricezione";
  ALTER TABLE "merchants" DROP COLUMN "limite_settimanale";`)
}
