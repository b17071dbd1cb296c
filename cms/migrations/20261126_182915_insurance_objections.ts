import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_insurance_mode" AS ENUM('segnalazione', 'intermediario');
  CREATE TYPE "public"."enum__services_v_version_insurance_mode" AS ENUM('segnalazione', 'intermediario');
  CREATE TYPE "public"."enum_site_settings_insurance_rui_section" AS ENUM('A', 'B', 'C', 'D', 'E', 'F');
  CREATE TYPE "public"."enum__site_settings_v_version_insurance_rui_section" AS ENUM('A', 'B', 'C', 'D', 'E', 'F');
  CREATE TABLE "lead_objections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_request_id" integer NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "services" ADD COLUMN "insurance_mode" "enum_services_insurance_mode";
  ALTER TABLE "_services_v" ADD COLUMN "version_insurance_mode" "enum__services_v_version_insurance_mode";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_objections_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "insurance_rui_section" "enum_site_settings_insurance_rui_section";
  ALTER TABLE "site_settings" ADD COLUMN "insurance_rui_number" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_insurance_rui_section" "enum__site_settings_v_version_insurance_rui_section";
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_insurance_rui_number" varchar;
  ALTER TABLE "lead_objections" ADD CONSTRAINT "lead_objections_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_objections" ADD CONSTRAINT "lead_objections_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_objections_client_request_idx" ON "lead_objections" USING btree ("client_request_id");
  CREATE INDEX "lead_objections_merchant_idx" ON "lead_objections" USING btree ("merchant_id");
  CREATE INDEX "lead_objections_updated_at_idx" ON "lead_objections" USING btree ("updated_at");
  CREATE INDEX "lead_objections_created_at_idx" ON "lead_objections" USING btree ("created_at");
  CREATE UNIQUE INDEX "merchant_clientRequest_1_idx" ON "lead_objections" USING btree ("merchant_id","client_request_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_objections_fk" FOREIGN KEY ("lead_objections_id") REFERENCES "public"."lead_objections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_objections_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_objections_id");`)
  // An objection exists only for its lead and its partner: deleting either removes it (Payload's default, "set null",
  // would fail on these required columns and block the deletion).
  await db.execute(sql`
  -- carry-over: hand-written, keep when re-creating this migration (the foreign keys of lead_objections cascade).
  ALTER TABLE "lead_objections" DROP CONSTRAINT "lead_objections_client_request_id_client_requests_id_fk";
  ALTER TABLE "lead_objections" DROP CONSTRAINT "lead_objections_merchant_id_merchants_id_fk";
  ALTER TABLE "lead_objections" ADD CONSTRAINT "lead_objections_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_objections" ADD CONSTRAINT "lead_objections_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;`)
  // The insurance services of an existing database, and their versions, are referrals until an admin says otherwise.
  await db.execute(sql`
  -- carry-over: the insurance services already stored, and their versions, become "segnalazione".
  UPDATE "services" SET "insurance_mode" = 'segnalazione' WHERE "slug" IN ('assicurazione-casa', 'assicurazione-auto') AND "insurance_mode" IS NULL;
  UPDATE "_services_v" SET "version_insurance_mode" = 'segnalazione' WHERE "version_slug" IN ('assicurazione-casa', 'assicurazione-auto') AND "version_insurance_mode" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_objections" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_objections" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_objections_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_objections_id_idx";
  ALTER TABLE "services" DROP COLUMN "insurance_mode";
  ALTER TABLE "_services_v" DROP COLUMN "version_insurance_mode";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_objections_id";
  ALTER TABLE "site_settings" DROP COLUMN "insurance_rui_section";
  ALTER TABLE "site_settings" DROP COLUMN "insurance_rui_number";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_insurance_rui_section";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_insurance_rui_number";
  DROP TYPE "public"."enum_services_insurance_mode";
  DROP TYPE "public"."enum__services_v_version_insurance_mode";
  DROP TYPE "public"."enum_site_settings_insurance_rui_section";
  DROP TYPE "public"."enum__site_settings_v_version_insurance_rui_section";`)
}
