import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "merchant_logos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "users" ADD COLUMN "_verified" boolean;
  ALTER TABLE "users" ADD COLUMN "_verificationtoken" varchar;
  -- Accounts that exist before e-mail verification was switched on were created by staff or the seed: trusted.
  UPDATE "users" SET "_verified" = true;
  ALTER TABLE "merchants" ADD COLUMN "logo_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "merchant_logos_id" integer;
  ALTER TABLE "merchant_logos" ADD CONSTRAINT "merchant_logos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "merchant_logos_owner_idx" ON "merchant_logos" USING btree ("owner_id");
  CREATE INDEX "merchant_logos_updated_at_idx" ON "merchant_logos" USING btree ("updated_at");
  CREATE INDEX "merchant_logos_created_at_idx" ON "merchant_logos" USING btree ("created_at");
  CREATE UNIQUE INDEX "merchant_logos_filename_idx" ON "merchant_logos" USING btree ("filename");
  ALTER TABLE "merchants" ADD CONSTRAINT "merchants_logo_id_merchant_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."merchant_logos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_merchant_logos_fk" FOREIGN KEY ("merchant_logos_id") REFERENCES "public"."merchant_logos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "merchants_logo_idx" ON "merchants" USING btree ("logo_id");
  CREATE INDEX "payload_locked_documents_rels_merchant_logos_id_idx" ON "payload_locked_documents_rels" USING btree ("merchant_logos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "merchant_logos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "merchant_logos" CASCADE;
  ALTER TABLE "merchants" DROP CONSTRAINT "merchants_logo_id_merchant_logos_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_merchant_logos_fk";
  
  DROP INDEX "merchants_logo_idx";
  DROP INDEX "payload_locked_documents_rels_merchant_logos_id_idx";
  ALTER TABLE "users" DROP COLUMN "_verified";
  ALTER TABLE "users" DROP COLUMN "_verificationtoken";
  ALTER TABLE "merchants" DROP COLUMN "logo_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "merchant_logos_id";`)
}
