import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_arera_catalogues_state" AS ENUM('importing', 'complete', 'failed');
  CREATE TYPE "public"."enum_arera_offers_source" AS ENUM('mercato_libero', 'placet');
  CREATE TYPE "public"."enum_arera_offers_price" AS ENUM('fisso', 'variabile');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'areraImport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'areraImport';
  CREATE TABLE "arera_catalogues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"state" "enum_arera_catalogues_state" DEFAULT 'importing' NOT NULL,
  	"current" boolean DEFAULT false,
  	"source" varchar,
  	"offers_imported" numeric,
  	"offers_left_out" numeric,
  	"left_out" jsonb,
  	"error" varchar,
  	"parameters" jsonb,
  	"index" jsonb,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "arera_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"catalogue_id" integer NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"supplier_vat" varchar NOT NULL,
  	"source" "enum_arera_offers_source" NOT NULL,
  	"price" "enum_arera_offers_price" NOT NULL,
  	"unpriceable" varchar,
  	"offer" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "arera_suppliers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vat" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offers_ranking" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"paused" boolean DEFAULT false,
  	"message" varchar DEFAULT 'Il confronto delle offerte è sospeso per un controllo dei dati. Torna a trovarci tra poco.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "arera_catalogues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "arera_offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "arera_suppliers_id" integer;
  ALTER TABLE "arera_offers" ADD CONSTRAINT "arera_offers_catalogue_id_arera_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."arera_catalogues"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "arera_catalogues_date_idx" ON "arera_catalogues" USING btree ("date");
  CREATE INDEX "arera_catalogues_current_idx" ON "arera_catalogues" USING btree ("current");
  CREATE INDEX "arera_catalogues_updated_at_idx" ON "arera_catalogues" USING btree ("updated_at");
  CREATE INDEX "arera_catalogues_created_at_idx" ON "arera_catalogues" USING btree ("created_at");
  CREATE INDEX "arera_offers_catalogue_idx" ON "arera_offers" USING btree ("catalogue_id");
  CREATE INDEX "arera_offers_updated_at_idx" ON "arera_offers" USING btree ("updated_at");
  CREATE INDEX "arera_offers_created_at_idx" ON "arera_offers" USING btree ("created_at");
  CREATE INDEX "catalogue_code_idx" ON "arera_offers" USING btree ("catalogue_id","code");
  CREATE UNIQUE INDEX "arera_suppliers_vat_idx" ON "arera_suppliers" USING btree ("vat");
  CREATE INDEX "arera_suppliers_updated_at_idx" ON "arera_suppliers" USING btree ("updated_at");
  CREATE INDEX "arera_suppliers_created_at_idx" ON "arera_suppliers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_arera_catalogues_fk" FOREIGN KEY ("arera_catalogues_id") REFERENCES "public"."arera_catalogues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_arera_offers_fk" FOREIGN KEY ("arera_offers_id") REFERENCES "public"."arera_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_arera_suppliers_fk" FOREIGN KEY ("arera_suppliers_id") REFERENCES "public"."arera_suppliers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_arera_catalogues_id_idx" ON "payload_locked_documents_rels" USING btree ("arera_catalogues_id");
  CREATE INDEX "payload_locked_documents_rels_arera_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("arera_offers_id");
  CREATE INDEX "payload_locked_documents_rels_arera_suppliers_id_idx" ON "payload_locked_documents_rels" USING btree ("arera_suppliers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "arera_catalogues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "arera_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "arera_suppliers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_ranking" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "arera_catalogues" CASCADE;
  DROP TABLE "arera_offers" CASCADE;
  DROP TABLE "arera_suppliers" CASCADE;
  DROP TABLE "offers_ranking" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_arera_catalogues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_arera_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_arera_suppliers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendSms', 'passwordReset', 'privacyRetention', 'callbackReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendSms', 'passwordReset', 'privacyRetention', 'callbackReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_arera_catalogues_id_idx";
  DROP INDEX "payload_locked_documents_rels_arera_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_arera_suppliers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "arera_catalogues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "arera_offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "arera_suppliers_id";
  DROP TYPE "public"."enum_arera_catalogues_state";
  DROP TYPE "public"."enum_arera_offers_source";
  DROP TYPE "public"."enum_arera_offers_price";`)
}
