import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "client_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"merchants_id" integer
  );
  
  ALTER TABLE "merchants" ADD COLUMN "versione_proposta" numeric DEFAULT 0;
  ALTER TABLE "client_requests" ADD COLUMN "ripete_richiesta_id" integer;
  ALTER TABLE "client_requests" ADD COLUMN "chiave_email" varchar;
  ALTER TABLE "client_requests" ADD COLUMN "chiave_telefono" varchar;
  ALTER TABLE "ui_texts" ADD COLUMN "offers_follow_request" varchar DEFAULT 'Segui la tua richiesta';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_event_quote" varchar DEFAULT 'Ti ha inviato un preventivo';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_callback_cancelled" varchar DEFAULT 'Annullata: hai annullato la richiesta, il partner non ti chiamerà.';
  ALTER TABLE "client_requests_rels" ADD CONSTRAINT "client_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "client_requests_rels" ADD CONSTRAINT "client_requests_rels_merchants_fk" FOREIGN KEY ("merchants_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "client_requests_rels_order_idx" ON "client_requests_rels" USING btree ("order");
  CREATE INDEX "client_requests_rels_parent_idx" ON "client_requests_rels" USING btree ("parent_id");
  CREATE INDEX "client_requests_rels_path_idx" ON "client_requests_rels" USING btree ("path");
  CREATE INDEX "client_requests_rels_merchants_id_idx" ON "client_requests_rels" USING btree ("merchants_id");
  ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_ripete_richiesta_id_client_requests_id_fk" FOREIGN KEY ("ripete_richiesta_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "client_requests_ripete_richiesta_idx" ON "client_requests" USING btree ("ripete_richiesta_id");
  CREATE INDEX "client_requests_chiave_email_idx" ON "client_requests" USING btree ("chiave_email");
  CREATE INDEX "client_requests_chiave_telefono_idx" ON "client_requests" USING btree ("chiave_telefono");
  ALTER TABLE "client_requests" DROP COLUMN "richieste_ripetute";
  ALTER TABLE "client_requests" DROP COLUMN "ripetuta_il";
  ALTER TABLE "client_requests" DROP COLUMN "chiave_ripetizione";`)
  // The repeat check now compares stored keys (cms/src/leads/personKeys.ts), kept by the collection's hook from now
  // on; the expression indexes it used are gone.
  await db.execute(sql`
   DROP INDEX IF EXISTS "client_requests_lower_email_idx";
   DROP INDEX IF EXISTS "client_requests_phone_key_idx";
   UPDATE "client_requests" SET "chiave_email" = lower(trim("email")),
     "chiave_telefono" = regexp_replace(regexp_replace("telefono", '^\\s*(\\+|00)39', ''), '\\D', '', 'g');`)
  // Who received each lead so far, as the former rule decided it at every read: the merchants whose approved CAPs
  // and services include the lead's, active when it arrived or when it was taken from the "Senza partner" queue.
  // From now on a lead's recipients are written when it is delivered (cms/src/leads/delivery.ts).
  await db.execute(sql`
   INSERT INTO "client_requests_rels" ("order", "parent_id", "path", "merchants_id")
   SELECT row_number() OVER (PARTITION BY cr.id ORDER BY m.id), cr.id, 'destinatari', m.id
   FROM "client_requests" cr JOIN "merchants" m
     ON EXISTS (SELECT 1 FROM "merchants_cap_coperti" c WHERE c."_parent_id" = m.id AND c.cap = cr.cap)
    AND EXISTS (SELECT 1 FROM "merchants_servizi" s WHERE s.parent_id = m.id AND s.value::text = cr.servizio::text)
    AND EXISTS (SELECT 1 FROM "merchants_periodi_attivita" p WHERE p."_parent_id" = m.id
                AND ((p.dal <= cr.created_at AND (p.al IS NULL OR p.al > cr.created_at))
                  OR (cr.partner_trovato_il IS NOT NULL AND p.dal <= cr.partner_trovato_il AND (p.al IS NULL OR p.al > cr.partner_trovato_il))));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "client_requests_lower_email_idx" ON "client_requests" (lower("email"));
   CREATE INDEX IF NOT EXISTS "client_requests_phone_key_idx" ON "client_requests" (regexp_replace(regexp_replace("telefono", '^\\s*(\\+|00)39', ''), '\\D', '', 'g'));`)
  await db.execute(sql`
   ALTER TABLE "client_requests_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "client_requests_rels" CASCADE;
  ALTER TABLE "client_requests" DROP CONSTRAINT "client_requests_ripete_richiesta_id_client_requests_id_fk";
  
  DROP INDEX "client_requests_ripete_richiesta_idx";
  DROP INDEX "client_requests_chiave_email_idx";
  DROP INDEX "client_requests_chiave_telefono_idx";
  ALTER TABLE "client_requests" ADD COLUMN "richieste_ripetute" numeric DEFAULT 0;
  ALTER TABLE "client_requests" ADD COLUMN "ripetuta_il" timestamp(3) with time zone;
  ALTER TABLE "client_requests" ADD COLUMN "chiave_ripetizione" varchar;
  ALTER TABLE "merchants" DROP COLUMN "versione_proposta";
  ALTER TABLE "client_requests" DROP COLUMN "ripete_richiesta_id";
  ALTER TABLE "client_requests" DROP COLUMN "chiave_email";
  ALTER TABLE "client_requests" DROP COLUMN "chiave_telefono";
  ALTER TABLE "ui_texts" DROP COLUMN "offers_follow_request";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_event_quote";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_callback_cancelled";`)
}
