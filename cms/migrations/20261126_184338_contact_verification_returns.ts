import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_client_requests_verifica_canale" AS ENUM('sms', 'email');
  CREATE TYPE "public"."enum_lead_returns_motivo" AS ENUM('numero_errato', 'cap_errato', 'duplicata', 'non_reale');
  CREATE TYPE "public"."enum_lead_returns_stato" AS ENUM('in_attesa', 'accettato', 'respinto');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendSms' BEFORE 'passwordReset';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendSms' BEFORE 'passwordReset';
  CREATE TABLE "lead_returns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_request_id" integer NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"motivo" "enum_lead_returns_motivo" NOT NULL,
  	"nota" varchar,
  	"stato" "enum_lead_returns_stato" DEFAULT 'in_attesa' NOT NULL,
  	"motivazione" varchar,
  	"deciso_il" timestamp(3) with time zone,
  	"deciso_da_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "client_requests" ADD COLUMN "verificata_il" timestamp(3) with time zone;
  ALTER TABLE "client_requests" ADD COLUMN "verifica_canale" "enum_client_requests_verifica_canale";
  ALTER TABLE "client_requests" ADD COLUMN "verifica_scade_il" timestamp(3) with time zone;
  ALTER TABLE "client_requests" ADD COLUMN "verifica_segreto" varchar;
  ALTER TABLE "client_requests" ADD COLUMN "verifica_inviata_il" timestamp(3) with time zone;
  ALTER TABLE "client_requests" ADD COLUMN "contatti_non_validi_il" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_returns_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "richieste_verifica_sms" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "richieste_ore_verifica" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "richieste_partner_per_richiesta" numeric DEFAULT 4 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "richieste_giorni_reso" numeric DEFAULT 7 NOT NULL;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_richieste_verifica_sms" boolean DEFAULT true;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_richieste_ore_verifica" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_richieste_partner_per_richiesta" numeric DEFAULT 4 NOT NULL;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_richieste_giorni_reso" numeric DEFAULT 7 NOT NULL;
  ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_deciso_da_id_users_id_fk" FOREIGN KEY ("deciso_da_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_returns_client_request_idx" ON "lead_returns" USING btree ("client_request_id");
  CREATE INDEX "lead_returns_merchant_idx" ON "lead_returns" USING btree ("merchant_id");
  CREATE INDEX "lead_returns_stato_idx" ON "lead_returns" USING btree ("stato");
  CREATE INDEX "lead_returns_deciso_da_idx" ON "lead_returns" USING btree ("deciso_da_id");
  CREATE INDEX "lead_returns_updated_at_idx" ON "lead_returns" USING btree ("updated_at");
  CREATE INDEX "lead_returns_created_at_idx" ON "lead_returns" USING btree ("created_at");
  CREATE UNIQUE INDEX "merchant_clientRequest_2_idx" ON "lead_returns" USING btree ("merchant_id","client_request_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_returns_fk" FOREIGN KEY ("lead_returns_id") REFERENCES "public"."lead_returns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "client_requests_verificata_il_idx" ON "client_requests" USING btree ("verificata_il");
  CREATE INDEX "client_requests_verifica_scade_il_idx" ON "client_requests" USING btree ("verifica_scade_il");
  CREATE INDEX "payload_locked_documents_rels_lead_returns_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_returns_id");`)
  // A return exists only for its partner and its lead: deleting either removes it (Payload's default, "set null",
  // would fail on these required columns and block the deletion), as for lead_statuses.
  await db.execute(sql`
  ALTER TABLE "lead_returns" DROP CONSTRAINT "lead_returns_merchant_id_merchants_id_fk";
  ALTER TABLE "lead_returns" DROP CONSTRAINT "lead_returns_client_request_id_client_requests_id_fk";
  ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`
  -- carry-over: every lead stored before contacts were confirmed was delivered when it arrived, so it counts as confirmed then.
  UPDATE "client_requests" SET "verificata_il" = "created_at" WHERE "verificata_il" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_returns" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_returns" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_returns_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'passwordReset', 'privacyRetention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'passwordReset', 'privacyRetention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "client_requests_verificata_il_idx";
  DROP INDEX "client_requests_verifica_scade_il_idx";
  DROP INDEX "payload_locked_documents_rels_lead_returns_id_idx";
  ALTER TABLE "client_requests" DROP COLUMN "verificata_il";
  ALTER TABLE "client_requests" DROP COLUMN "verifica_canale";
  ALTER TABLE "client_requests" DROP COLUMN "verifica_scade_il";
  ALTER TABLE "client_requests" DROP COLUMN "verifica_segreto";
  ALTER TABLE "client_requests" DROP COLUMN "verifica_inviata_il";
  ALTER TABLE "client_requests" DROP COLUMN "contatti_non_validi_il";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_returns_id";
  ALTER TABLE "site_settings" DROP COLUMN "richieste_verifica_sms";
  ALTER TABLE "site_settings" DROP COLUMN "richieste_ore_verifica";
  ALTER TABLE "site_settings" DROP COLUMN "richieste_partner_per_richiesta";
  ALTER TABLE "site_settings" DROP COLUMN "richieste_giorni_reso";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_richieste_verifica_sms";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_richieste_ore_verifica";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_richieste_partner_per_richiesta";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_richieste_giorni_reso";
  DROP TYPE "public"."enum_client_requests_verifica_canale";
  DROP TYPE "public"."enum_lead_returns_motivo";
  DROP TYPE "public"."enum_lead_returns_stato";`)
}
