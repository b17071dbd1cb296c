import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_merchants_servizi" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_bookings_origine" AS ENUM('offerte', 'chiamata');
  CREATE TYPE "public"."enum_bookings_servizio_richiesto" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_bookings_stato" AS ENUM('in_attesa', 'contattato', 'convertito', 'non_interessato');
  CREATE TYPE "public"."enum_client_requests_servizio" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_consents_purpose" AS ENUM('privacy', 'marketing', 'partners', 'group');
  CREATE TYPE "public"."enum_partial_submissions_service_type" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_contact_requests_argomento" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori', 'altro');
  CREATE TABLE "merchants_servizi" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_merchants_servizi",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "merchants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"nome_cognome" varchar NOT NULL,
  	"nome_azienda" varchar NOT NULL,
  	"settore_attivita" varchar NOT NULL,
  	"cap" varchar NOT NULL,
  	"citta" varchar,
  	"zona_geografica" varchar NOT NULL,
  	"telefono" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"disponibilita_oraria" varchar DEFAULT 'Lun–Ven 9:00–18:00',
  	"attivo" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"nome" varchar NOT NULL,
  	"ruolo" varchar NOT NULL,
  	"telefono" varchar,
  	"email" varchar,
  	"attivo" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merchant_id" integer,
  	"lead_id" integer,
  	"origine" "enum_bookings_origine" DEFAULT 'offerte' NOT NULL,
  	"nome_cliente" varchar NOT NULL,
  	"telefono_cliente" varchar NOT NULL,
  	"email_cliente" varchar NOT NULL,
  	"servizio_richiesto" "enum_bookings_servizio_richiesto" NOT NULL,
  	"cap_cliente" varchar,
  	"messaggio" varchar,
  	"stato" "enum_bookings_stato" DEFAULT 'in_attesa' NOT NULL,
  	"idempotency_key" varchar,
  	"ip_address" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "client_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefono" varchar NOT NULL,
  	"servizio" "enum_client_requests_servizio" NOT NULL,
  	"cap" varchar NOT NULL,
  	"citta" varchar,
  	"messaggio" varchar,
  	"ragione_sociale" varchar,
  	"partita_iva" varchar,
  	"answers" jsonb,
  	"answers_text" jsonb,
  	"questionnaire_slug" varchar,
  	"questionnaire_version" numeric,
  	"session_id" varchar,
  	"offers_token" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"idempotency_key" varchar,
  	"ip_address" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"purpose" "enum_consents_purpose" NOT NULL,
  	"granted" boolean DEFAULT false NOT NULL,
  	"legal_version" varchar NOT NULL,
  	"lead_id" integer,
  	"booking_id" integer,
  	"contact_request_id" integer,
  	"withdrawn_at" timestamp(3) with time zone,
  	"ip_address" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partial_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_id" varchar NOT NULL,
  	"service_type" "enum_partial_submissions_service_type" NOT NULL,
  	"questionnaire_version" numeric,
  	"current_step" numeric NOT NULL,
  	"total_steps" numeric NOT NULL,
  	"answers" jsonb,
  	"last_question" varchar,
  	"completed" boolean DEFAULT false,
  	"ip_address" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"cognome" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefono" varchar NOT NULL,
  	"cap" varchar NOT NULL,
  	"argomento" "enum_contact_requests_argomento" NOT NULL,
  	"messaggio" varchar NOT NULL,
  	"privacy_accepted" boolean DEFAULT false NOT NULL,
  	"marketing_accepted" boolean DEFAULT false,
  	"idempotency_key" varchar,
  	"ip_address" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"description" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "merchants_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partial_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" integer;
  ALTER TABLE "merchants_servizi" ADD CONSTRAINT "merchants_servizi_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "merchants" ADD CONSTRAINT "merchants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_client_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_lead_id_client_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_figures" ADD CONSTRAINT "site_settings_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "merchants_servizi_order_idx" ON "merchants_servizi" USING btree ("order");
  CREATE INDEX "merchants_servizi_parent_idx" ON "merchants_servizi" USING btree ("parent_id");
  CREATE INDEX "merchants_servizi_value_idx" ON "merchants_servizi" USING btree ("value");
  CREATE UNIQUE INDEX "merchants_user_idx" ON "merchants" USING btree ("user_id");
  CREATE INDEX "merchants_cap_idx" ON "merchants" USING btree ("cap");
  CREATE INDEX "merchants_attivo_idx" ON "merchants" USING btree ("attivo");
  CREATE INDEX "merchants_updated_at_idx" ON "merchants" USING btree ("updated_at");
  CREATE INDEX "merchants_created_at_idx" ON "merchants" USING btree ("created_at");
  CREATE INDEX "cap_attivo_idx" ON "merchants" USING btree ("cap","attivo");
  CREATE INDEX "team_members_merchant_idx" ON "team_members" USING btree ("merchant_id");
  CREATE INDEX "team_members_attivo_idx" ON "team_members" USING btree ("attivo");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE INDEX "bookings_merchant_idx" ON "bookings" USING btree ("merchant_id");
  CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");
  CREATE INDEX "bookings_email_cliente_idx" ON "bookings" USING btree ("email_cliente");
  CREATE INDEX "bookings_servizio_richiesto_idx" ON "bookings" USING btree ("servizio_richiesto");
  CREATE INDEX "bookings_cap_cliente_idx" ON "bookings" USING btree ("cap_cliente");
  CREATE INDEX "bookings_stato_idx" ON "bookings" USING btree ("stato");
  CREATE UNIQUE INDEX "bookings_idempotency_key_idx" ON "bookings" USING btree ("idempotency_key");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_merchant_idx" ON "bookings" USING btree ("lead_id","merchant_id");
  CREATE INDEX "merchant_createdAt_idx" ON "bookings" USING btree ("merchant_id","created_at");
  CREATE INDEX "client_requests_email_idx" ON "client_requests" USING btree ("email");
  CREATE INDEX "client_requests_servizio_idx" ON "client_requests" USING btree ("servizio");
  CREATE INDEX "client_requests_cap_idx" ON "client_requests" USING btree ("cap");
  CREATE INDEX "client_requests_session_id_idx" ON "client_requests" USING btree ("session_id");
  CREATE UNIQUE INDEX "client_requests_offers_token_idx" ON "client_requests" USING btree ("offers_token");
  CREATE UNIQUE INDEX "client_requests_idempotency_key_idx" ON "client_requests" USING btree ("idempotency_key");
  CREATE INDEX "client_requests_updated_at_idx" ON "client_requests" USING btree ("updated_at");
  CREATE INDEX "client_requests_created_at_idx" ON "client_requests" USING btree ("created_at");
  CREATE INDEX "cap_servizio_createdAt_idx" ON "client_requests" USING btree ("cap","servizio","created_at");
  CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email");
  CREATE INDEX "consents_lead_idx" ON "consents" USING btree ("lead_id");
  CREATE INDEX "consents_booking_idx" ON "consents" USING btree ("booking_id");
  CREATE INDEX "consents_contact_request_idx" ON "consents" USING btree ("contact_request_id");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  CREATE UNIQUE INDEX "partial_submissions_session_id_idx" ON "partial_submissions" USING btree ("session_id");
  CREATE INDEX "partial_submissions_service_type_idx" ON "partial_submissions" USING btree ("service_type");
  CREATE INDEX "partial_submissions_completed_idx" ON "partial_submissions" USING btree ("completed");
  CREATE INDEX "partial_submissions_updated_at_idx" ON "partial_submissions" USING btree ("updated_at");
  CREATE INDEX "partial_submissions_created_at_idx" ON "partial_submissions" USING btree ("created_at");
  CREATE INDEX "serviceType_updatedAt_idx" ON "partial_submissions" USING btree ("service_type","updated_at");
  CREATE INDEX "completed_updatedAt_idx" ON "partial_submissions" USING btree ("completed","updated_at");
  CREATE INDEX "contact_requests_email_idx" ON "contact_requests" USING btree ("email");
  CREATE INDEX "contact_requests_cap_idx" ON "contact_requests" USING btree ("cap");
  CREATE UNIQUE INDEX "contact_requests_idempotency_key_idx" ON "contact_requests" USING btree ("idempotency_key");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  CREATE INDEX "site_settings_figures_order_idx" ON "site_settings_figures" USING btree ("_order");
  CREATE INDEX "site_settings_figures_parent_id_idx" ON "site_settings_figures" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_merchants_fk" FOREIGN KEY ("merchants_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_requests_fk" FOREIGN KEY ("client_requests_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partial_submissions_fk" FOREIGN KEY ("partial_submissions_id") REFERENCES "public"."partial_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_merchants_id_idx" ON "payload_locked_documents_rels" USING btree ("merchants_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_client_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("client_requests_id");
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");
  CREATE INDEX "payload_locked_documents_rels_partial_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("partial_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "merchants_servizi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merchants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partial_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_figures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "merchants_servizi" CASCADE;
  DROP TABLE "merchants" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "client_requests" CASCADE;
  DROP TABLE "consents" CASCADE;
  DROP TABLE "partial_submissions" CASCADE;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "site_settings_figures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_merchants_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partial_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_merchants_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_client_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  DROP INDEX "payload_locked_documents_rels_partial_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "merchants_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partial_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  DROP TYPE "public"."enum_merchants_servizi";
  DROP TYPE "public"."enum_bookings_origine";
  DROP TYPE "public"."enum_bookings_servizio_richiesto";
  DROP TYPE "public"."enum_bookings_stato";
  DROP TYPE "public"."enum_client_requests_servizio";
  DROP TYPE "public"."enum_consents_purpose";
  DROP TYPE "public"."enum_partial_submissions_service_type";
  DROP TYPE "public"."enum_contact_requests_argomento";`)
}
