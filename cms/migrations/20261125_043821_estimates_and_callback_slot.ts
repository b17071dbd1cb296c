import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "estimate_parameters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"chiave" varchar NOT NULL,
  	"etichetta" varchar NOT NULL,
  	"valore" numeric NOT NULL,
  	"unita" varchar NOT NULL,
  	"fonte" varchar NOT NULL,
  	"data_fonte" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "richiamata" timestamp(3) with time zone;
  ALTER TABLE "client_requests" ADD COLUMN "stima" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "estimate_parameters_id" integer;
  CREATE UNIQUE INDEX "estimate_parameters_chiave_idx" ON "estimate_parameters" USING btree ("chiave");
  CREATE INDEX "estimate_parameters_updated_at_idx" ON "estimate_parameters" USING btree ("updated_at");
  CREATE INDEX "estimate_parameters_created_at_idx" ON "estimate_parameters" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estimate_parameters_fk" FOREIGN KEY ("estimate_parameters_id") REFERENCES "public"."estimate_parameters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_estimate_parameters_id_idx" ON "payload_locked_documents_rels" USING btree ("estimate_parameters_id");`)
  // The preferred callback slot used to be the message's last line ("Richiamata preferita: 30/03/2026 09:00 (ora
  // italiana)"); it moves into its own column, read as Italian wall-clock time, and leaves the message.
  await db.execute(sql`
  UPDATE "bookings" SET
    "richiamata" = to_timestamp(substring("messaggio" from 'Richiamata preferita: ([0-9]{2}/[0-9]{2}/[0-9]{4} [0-9]{2}:[0-9]{2}) [(]ora italiana[)]$'), 'DD/MM/YYYY HH24:MI')::timestamp AT TIME ZONE 'Europe/Rome',
    "messaggio" = regexp_replace("messaggio", '[[:space:]]*Richiamata preferita: [0-9]{2}/[0-9]{2}/[0-9]{4} [0-9]{2}:[0-9]{2} [(]ora italiana[)]$', '')
  WHERE "messaggio" ~ 'Richiamata preferita: [0-9]{2}/[0-9]{2}/[0-9]{4} [0-9]{2}:[0-9]{2} [(]ora italiana[)]$';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_parameters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "estimate_parameters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_estimate_parameters_fk";
  
  DROP INDEX "payload_locked_documents_rels_estimate_parameters_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "richiamata";
  ALTER TABLE "client_requests" DROP COLUMN "stima";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "estimate_parameters_id";`)
}
