import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_message_templates_tipo" AS ENUM('lead-client', 'lead-client-no-partner', 'lead-client-no-partner-chosen', 'lead-open-request-reminder', 'lead-partner-found', 'verification-email', 'verification-sms', 'contact-acknowledgement', 'call-request-client', 'review-invitation', 'review-new-merchant', 'lead-unassigned-admin', 'consent-withdrawn-partner', 'data-erased-partner', 'lead-merchant', 'lead-merchant-not-shared', 'request-cancelled-merchant', 'callback-rescheduled-merchant', 'erasure-request-admin', 'objection-merchant', 'booking-merchant', 'booking-client', 'offers-completion', 'callback-proposal-client', 'callback-proposal-accepted-merchant', 'callback-proposal-kept-merchant', 'callback-reminder-merchant', 'merchant-verify', 'merchant-welcome', 'merchant-reset-password', 'team-invite', 'team-email-change-confirm', 'signup-existing-account', 'email-change-confirm', 'email-change-notice', 'merchant-rejected', 'merchant-suspended', 'merchant-reactivated', 'merchant-approved', 'merchant-in-review-admin', 'merchant-in-review-again-admin', 'call-request-admin', 'lead-return-admin', 'lead-return-accepted', 'lead-return-refused', 'email-queue-stuck-admin');
  CREATE TYPE "public"."enum_message_templates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__message_templates_v_version_tipo" AS ENUM('lead-client', 'lead-client-no-partner', 'lead-client-no-partner-chosen', 'lead-open-request-reminder', 'lead-partner-found', 'verification-email', 'verification-sms', 'contact-acknowledgement', 'call-request-client', 'review-invitation', 'review-new-merchant', 'lead-unassigned-admin', 'consent-withdrawn-partner', 'data-erased-partner', 'lead-merchant', 'lead-merchant-not-shared', 'request-cancelled-merchant', 'callback-rescheduled-merchant', 'erasure-request-admin', 'objection-merchant', 'booking-merchant', 'booking-client', 'offers-completion', 'callback-proposal-client', 'callback-proposal-accepted-merchant', 'callback-proposal-kept-merchant', 'callback-reminder-merchant', 'merchant-verify', 'merchant-welcome', 'merchant-reset-password', 'team-invite', 'team-email-change-confirm', 'signup-existing-account', 'email-change-confirm', 'email-change-notice', 'merchant-rejected', 'merchant-suspended', 'merchant-reactivated', 'merchant-approved', 'merchant-in-review-admin', 'merchant-in-review-again-admin', 'call-request-admin', 'lead-return-admin', 'lead-return-accepted', 'lead-return-refused', 'email-queue-stuck-admin');
  CREATE TYPE "public"."enum__message_templates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_arera_catalogues_illustrative_files" AS ENUM('mlibero', 'placet', 'gas', 'gasPlacet', 'dual', 'parameters', 'gasParameters', 'index');
  CREATE TYPE "public"."enum_arera_catalogues_origin" AS ENUM('portale', 'campioni');
  CREATE TABLE "services_estimate_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"input" varchar,
  	"question" varchar
  );
  
  CREATE TABLE "_services_v_version_estimate_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" varchar,
  	"question" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "message_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tipo" "enum_message_templates_tipo",
  	"servizio" varchar,
  	"nome" varchar,
  	"oggetto" varchar,
  	"anteprima_posta" varchar,
  	"titolo" varchar,
  	"corpo" jsonb,
  	"testo" varchar,
  	"pulsante" varchar,
  	"testo_sms" varchar,
  	"versione" numeric DEFAULT 0,
  	"version_author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_message_templates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_message_templates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tipo" "enum__message_templates_v_version_tipo",
  	"version_servizio" varchar,
  	"version_nome" varchar,
  	"version_oggetto" varchar,
  	"version_anteprima_posta" varchar,
  	"version_titolo" varchar,
  	"version_corpo" jsonb,
  	"version_testo" varchar,
  	"version_pulsante" varchar,
  	"version_testo_sms" varchar,
  	"version_versione" numeric DEFAULT 0,
  	"version_version_author_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__message_templates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "arera_catalogues_illustrative_files" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_arera_catalogues_illustrative_files",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_success_title" SET DEFAULT 'Controlla la tua email';
  ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_success_text" SET DEFAULT 'Ti abbiamo scritto: apri il link nell’email e conferma la richiesta. Solo dopo la conferma la passiamo ai nostri consulenti, che ti ricontatteranno il prima possibile.';
  ALTER TABLE "_ui_texts_v" ALTER COLUMN "version_call_booking_success_title" SET DEFAULT 'Controlla la tua email';
  ALTER TABLE "_ui_texts_v" ALTER COLUMN "version_call_booking_success_text" SET DEFAULT 'Ti abbiamo scritto: apri il link nell’email e conferma la richiesta. Solo dopo la conferma la passiamo ai nostri consulenti, che ti ricontatteranno il prima possibile.';
  ALTER TABLE "merchants" ADD COLUMN "dati_proposti" jsonb;
  ALTER TABLE "team_members" ADD COLUMN "email_da_confermare" varchar;
  ALTER TABLE "bookings" ADD COLUMN "contatto_verificato_il" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "codice_contatto_hash" varchar;
  ALTER TABLE "estimate_parameters" ADD COLUMN "parametro" varchar;
  ALTER TABLE "estimate_parameters" ADD COLUMN "servizio" varchar;
  ALTER TABLE "_estimate_parameters_v" ADD COLUMN "version_parametro" varchar;
  ALTER TABLE "_estimate_parameters_v" ADD COLUMN "version_servizio" varchar;
  ALTER TABLE "arera_catalogues" ADD COLUMN "origin" "enum_arera_catalogues_origin";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "message_templates_id" integer;
  ALTER TABLE "services_estimate_questions" ADD CONSTRAINT "services_estimate_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_estimate_questions" ADD CONSTRAINT "_services_v_version_estimate_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_message_templates_v" ADD CONSTRAINT "_message_templates_v_parent_id_message_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_message_templates_v" ADD CONSTRAINT "_message_templates_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "arera_catalogues_illustrative_files" ADD CONSTRAINT "arera_catalogues_illustrative_files_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."arera_catalogues"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_estimate_questions_order_idx" ON "services_estimate_questions" USING btree ("_order");
  CREATE INDEX "services_estimate_questions_parent_id_idx" ON "services_estimate_questions" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_estimate_questions_order_idx" ON "_services_v_version_estimate_questions" USING btree ("_order");
  CREATE INDEX "_services_v_version_estimate_questions_parent_id_idx" ON "_services_v_version_estimate_questions" USING btree ("_parent_id");
  CREATE INDEX "message_templates_version_author_idx" ON "message_templates" USING btree ("version_author_id");
  CREATE INDEX "message_templates_updated_at_idx" ON "message_templates" USING btree ("updated_at");
  CREATE INDEX "message_templates_created_at_idx" ON "message_templates" USING btree ("created_at");
  CREATE INDEX "message_templates__status_idx" ON "message_templates" USING btree ("_status");
  CREATE INDEX "_message_templates_v_parent_idx" ON "_message_templates_v" USING btree ("parent_id");
  CREATE INDEX "_message_templates_v_version_version_version_author_idx" ON "_message_templates_v" USING btree ("version_version_author_id");
  CREATE INDEX "_message_templates_v_version_version_updated_at_idx" ON "_message_templates_v" USING btree ("version_updated_at");
  CREATE INDEX "_message_templates_v_version_version_created_at_idx" ON "_message_templates_v" USING btree ("version_created_at");
  CREATE INDEX "_message_templates_v_version_version__status_idx" ON "_message_templates_v" USING btree ("version__status");
  CREATE INDEX "_message_templates_v_created_at_idx" ON "_message_templates_v" USING btree ("created_at");
  CREATE INDEX "_message_templates_v_updated_at_idx" ON "_message_templates_v" USING btree ("updated_at");
  CREATE INDEX "_message_templates_v_latest_idx" ON "_message_templates_v" USING btree ("latest");
  CREATE INDEX "arera_catalogues_illustrative_files_order_idx" ON "arera_catalogues_illustrative_files" USING btree ("order");
  CREATE INDEX "arera_catalogues_illustrative_files_parent_idx" ON "arera_catalogues_illustrative_files" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_message_templates_fk" FOREIGN KEY ("message_templates_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_codice_contatto_hash_idx" ON "bookings" USING btree ("codice_contatto_hash");
  CREATE INDEX "payload_locked_documents_rels_message_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("message_templates_id");
  ALTER TABLE "services" DROP COLUMN "emails_first_offers_within";
  ALTER TABLE "_services_v" DROP COLUMN "version_emails_first_offers_within";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_estimate_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_estimate_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "message_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_message_templates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "arera_catalogues_illustrative_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "services_estimate_questions" CASCADE;
  DROP TABLE "_services_v_version_estimate_questions" CASCADE;
  DROP TABLE "message_templates" CASCADE;
  DROP TABLE "_message_templates_v" CASCADE;
  DROP TABLE "arera_catalogues_illustrative_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_message_templates_fk";
  
  DROP INDEX "bookings_codice_contatto_hash_idx";
  DROP INDEX "payload_locked_documents_rels_message_templates_id_idx";
  ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_success_title" SET DEFAULT 'Chiamata prenotata!';
  ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_success_text" SET DEFAULT 'I nostri consulenti ti ricontatteranno il prima possibile.';
  ALTER TABLE "_ui_texts_v" ALTER COLUMN "version_call_booking_success_title" SET DEFAULT 'Chiamata prenotata!';
  ALTER TABLE "_ui_texts_v" ALTER COLUMN "version_call_booking_success_text" SET DEFAULT 'I nostri consulenti ti ricontatteranno il prima possibile.';
  ALTER TABLE "services" ADD COLUMN "emails_first_offers_within" varchar DEFAULT 'entro 24 ore';
  ALTER TABLE "_services_v" ADD COLUMN "version_emails_first_offers_within" varchar DEFAULT 'entro 24 ore';
  ALTER TABLE "merchants" DROP COLUMN "dati_proposti";
  ALTER TABLE "team_members" DROP COLUMN "email_da_confermare";
  ALTER TABLE "bookings" DROP COLUMN "contatto_verificato_il";
  ALTER TABLE "bookings" DROP COLUMN "codice_contatto_hash";
  ALTER TABLE "estimate_parameters" DROP COLUMN "parametro";
  ALTER TABLE "estimate_parameters" DROP COLUMN "servizio";
  ALTER TABLE "_estimate_parameters_v" DROP COLUMN "version_parametro";
  ALTER TABLE "_estimate_parameters_v" DROP COLUMN "version_servizio";
  ALTER TABLE "arera_catalogues" DROP COLUMN "origin";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "message_templates_id";
  DROP TYPE "public"."enum_message_templates_tipo";
  DROP TYPE "public"."enum_message_templates_status";
  DROP TYPE "public"."enum__message_templates_v_version_tipo";
  DROP TYPE "public"."enum__message_templates_v_version_status";
  DROP TYPE "public"."enum_arera_catalogues_illustrative_files";
  DROP TYPE "public"."enum_arera_catalogues_origin";`)
}
