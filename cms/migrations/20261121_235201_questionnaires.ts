import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_questionnaires_service" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_questionnaires_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__questionnaires_v_version_service" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum__questionnaires_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "questionnaires" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service" "enum_questionnaires_service",
  	"title" varchar,
  	"version" numeric,
  	"steps" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_questionnaires_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_questionnaires_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_service" "enum__questionnaires_v_version_service",
  	"version_title" varchar,
  	"version_version" numeric,
  	"version_steps" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__questionnaires_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "questionnaires_id" integer;
  ALTER TABLE "_questionnaires_v" ADD CONSTRAINT "_questionnaires_v_parent_id_questionnaires_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "questionnaires_service_idx" ON "questionnaires" USING btree ("service");
  CREATE INDEX "questionnaires_updated_at_idx" ON "questionnaires" USING btree ("updated_at");
  CREATE INDEX "questionnaires_created_at_idx" ON "questionnaires" USING btree ("created_at");
  CREATE INDEX "questionnaires__status_idx" ON "questionnaires" USING btree ("_status");
  CREATE INDEX "_questionnaires_v_parent_idx" ON "_questionnaires_v" USING btree ("parent_id");
  CREATE INDEX "_questionnaires_v_version_version_service_idx" ON "_questionnaires_v" USING btree ("version_service");
  CREATE INDEX "_questionnaires_v_version_version_updated_at_idx" ON "_questionnaires_v" USING btree ("version_updated_at");
  CREATE INDEX "_questionnaires_v_version_version_created_at_idx" ON "_questionnaires_v" USING btree ("version_created_at");
  CREATE INDEX "_questionnaires_v_version_version__status_idx" ON "_questionnaires_v" USING btree ("version__status");
  CREATE INDEX "_questionnaires_v_created_at_idx" ON "_questionnaires_v" USING btree ("created_at");
  CREATE INDEX "_questionnaires_v_updated_at_idx" ON "_questionnaires_v" USING btree ("updated_at");
  CREATE INDEX "_questionnaires_v_latest_idx" ON "_questionnaires_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaires_fk" FOREIGN KEY ("questionnaires_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_questionnaires_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaires_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "questionnaires" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_questionnaires_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "questionnaires" CASCADE;
  DROP TABLE "_questionnaires_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_questionnaires_fk";
  
  DROP INDEX "payload_locked_documents_rels_questionnaires_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "questionnaires_id";
  DROP TYPE "public"."enum_questionnaires_service";
  DROP TYPE "public"."enum_questionnaires_status";
  DROP TYPE "public"."enum__questionnaires_v_version_service";
  DROP TYPE "public"."enum__questionnaires_v_version_status";`)
}
