import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'retention-settings';
  CREATE TABLE "_site_settings_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand_name" varchar NOT NULL,
  	"version_company_name" varchar NOT NULL,
  	"version_address" varchar NOT NULL,
  	"version_vat_number" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_socials_facebook" varchar,
  	"version_socials_instagram" varchar,
  	"version_socials_linkedin" varchar,
  	"version_privacy_retention_months" numeric DEFAULT 24 NOT NULL,
  	"version_privacy_incomplete_partial_days" numeric DEFAULT 30 NOT NULL,
  	"version_analytics_google_analytics_id" varchar,
  	"version_analytics_meta_pixel_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_site_settings_v_version_figures" ADD CONSTRAINT "_site_settings_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_settings_v_version_figures_order_idx" ON "_site_settings_v_version_figures" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_figures_parent_id_idx" ON "_site_settings_v_version_figures" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "_site_settings_v_version_figures" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('export', 'erase', 'retention', 'consent-withdrawal', 'erasure-request');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
