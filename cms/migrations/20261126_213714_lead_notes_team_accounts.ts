import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_roles" ADD VALUE 'member';
  CREATE TABLE "lead_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_request_id" integer NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"autore_id" integer,
  	"testo" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "team_members" ADD COLUMN "utente_id" integer;
  ALTER TABLE "team_members" ADD COLUMN "invitato_il" timestamp(3) with time zone;
  ALTER TABLE "lead_statuses" ADD COLUMN "assegnato_a_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_notes_id" integer;
  ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_autore_id_users_id_fk" FOREIGN KEY ("autore_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_notes_client_request_idx" ON "lead_notes" USING btree ("client_request_id");
  CREATE INDEX "lead_notes_merchant_idx" ON "lead_notes" USING btree ("merchant_id");
  CREATE INDEX "lead_notes_autore_idx" ON "lead_notes" USING btree ("autore_id");
  CREATE INDEX "lead_notes_updated_at_idx" ON "lead_notes" USING btree ("updated_at");
  CREATE INDEX "lead_notes_created_at_idx" ON "lead_notes" USING btree ("created_at");
  CREATE INDEX "merchant_clientRequest_3_idx" ON "lead_notes" USING btree ("merchant_id","client_request_id");
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_utente_id_users_id_fk" FOREIGN KEY ("utente_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_statuses" ADD CONSTRAINT "lead_statuses_assegnato_a_id_team_members_id_fk" FOREIGN KEY ("assegnato_a_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_notes_fk" FOREIGN KEY ("lead_notes_id") REFERENCES "public"."lead_notes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "team_members_utente_idx" ON "team_members" USING btree ("utente_id");
  CREATE INDEX "lead_statuses_assegnato_a_idx" ON "lead_statuses" USING btree ("assegnato_a_id");
  CREATE INDEX "payload_locked_documents_rels_lead_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_notes_id");
  -- carry-over: hand-written, keep when re-creating this migration (a lead's or a partner's notes go with it).
  ALTER TABLE "lead_notes" DROP CONSTRAINT "lead_notes_client_request_id_client_requests_id_fk";
  ALTER TABLE "lead_notes" DROP CONSTRAINT "lead_notes_merchant_id_merchants_id_fk";
  ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  -- carry-over: each partner's single note on a lead becomes the first note of its history, written by the
  -- partner's owner account (the only one that could sign in) when the note was last saved.
  INSERT INTO "lead_notes" ("client_request_id", "merchant_id", "autore_id", "testo", "created_at", "updated_at")
    SELECT ls."client_request_id", ls."merchant_id", m."user_id", btrim(ls."note"), ls."updated_at", ls."updated_at"
    FROM "lead_statuses" ls JOIN "merchants" m ON m."id" = ls."merchant_id"
    WHERE ls."client_request_id" IS NOT NULL AND btrim(coalesce(ls."note", '')) <> ''
    ORDER BY ls."id";
  ALTER TABLE "lead_statuses" DROP COLUMN "note";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "lead_statuses" ADD COLUMN "note" varchar;
  -- carry-over: a partner's newest note on a lead becomes its single note again.
  UPDATE "lead_statuses" ls SET "note" = n."testo"
    FROM (SELECT DISTINCT ON ("merchant_id", "client_request_id") "merchant_id", "client_request_id", "testo" FROM "lead_notes" ORDER BY "merchant_id", "client_request_id", "created_at" DESC, "id" DESC) n
    WHERE n."merchant_id" = ls."merchant_id" AND n."client_request_id" = ls."client_request_id";
  -- carry-over: hand-ordered (the table's CASCADE already drops the locked documents' foreign key, so that key goes first).
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_notes_fk";
  ALTER TABLE "lead_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_notes" CASCADE;
  ALTER TABLE "team_members" DROP CONSTRAINT "team_members_utente_id_users_id_fk";
  ALTER TABLE "lead_statuses" DROP CONSTRAINT "lead_statuses_assegnato_a_id_team_members_id_fk";
  -- carry-over: team members had no account of their own before: their accounts go.
  DELETE FROM "users" WHERE "id" IN (SELECT "parent_id" FROM "users_roles" WHERE "value" = 'member');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'merchant');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "team_members_utente_idx";
  DROP INDEX "lead_statuses_assegnato_a_idx";
  DROP INDEX "payload_locked_documents_rels_lead_notes_id_idx";
  ALTER TABLE "team_members" DROP COLUMN "utente_id";
  ALTER TABLE "team_members" DROP COLUMN "invitato_il";
  ALTER TABLE "lead_statuses" DROP COLUMN "assegnato_a_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_notes_id";`)
}
