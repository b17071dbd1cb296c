import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_statuses_stato" AS ENUM('nuovo', 'contattato', 'preventivo_inviato', 'vinto', 'perso');
  CREATE TABLE "lead_statuses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"client_request_id" integer NOT NULL,
  	"stato" "enum_lead_statuses_stato" DEFAULT 'nuovo' NOT NULL,
  	"note" varchar,
  	"first_action_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "first_action_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_statuses_id" integer;
  ALTER TABLE "lead_statuses" ADD CONSTRAINT "lead_statuses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_statuses" ADD CONSTRAINT "lead_statuses_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_statuses_merchant_idx" ON "lead_statuses" USING btree ("merchant_id");
  CREATE INDEX "lead_statuses_client_request_idx" ON "lead_statuses" USING btree ("client_request_id");
  CREATE INDEX "lead_statuses_first_action_at_idx" ON "lead_statuses" USING btree ("first_action_at");
  CREATE INDEX "lead_statuses_updated_at_idx" ON "lead_statuses" USING btree ("updated_at");
  CREATE INDEX "lead_statuses_created_at_idx" ON "lead_statuses" USING btree ("created_at");
  CREATE UNIQUE INDEX "merchant_clientRequest_idx" ON "lead_statuses" USING btree ("merchant_id","client_request_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_statuses_fk" FOREIGN KEY ("lead_statuses_id") REFERENCES "public"."lead_statuses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_statuses_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_statuses_id");`)
  // A lead status exists only for its merchant and its lead: deleting either removes it (Payload's default,
  // "set null", would fail on these required columns and block the deletion).
  await db.execute(sql`
  ALTER TABLE "lead_statuses" DROP CONSTRAINT "lead_statuses_merchant_id_merchants_id_fk";
  ALTER TABLE "lead_statuses" DROP CONSTRAINT "lead_statuses_client_request_id_client_requests_id_fk";
  ALTER TABLE "lead_statuses" ADD CONSTRAINT "lead_statuses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_statuses" ADD CONSTRAINT "lead_statuses_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_statuses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_statuses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_statuses_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_statuses_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "first_action_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_statuses_id";
  DROP TYPE "public"."enum_lead_statuses_stato";`)
}
