import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/** Reviews, the reason of a merchant's state (the rejection reason carried over) and the audit log's decisions. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_servizio" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'merchant-approve';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'merchant-reject';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'merchant-suspend';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'merchant-reactivate';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'merchant-approve-changes';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'merchant-reject-changes';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'merchant-delete';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'review-hide';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'review-show';
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"client_request_id" integer,
  	"servizio" "enum_reviews_servizio" NOT NULL,
  	"invitato_il" timestamp(3) with time zone,
  	"voto" numeric,
  	"testo" varchar,
  	"scritta_il" timestamp(3) with time zone,
  	"risposta" varchar,
  	"risposta_il" timestamp(3) with time zone,
  	"nascosta" boolean DEFAULT false,
  	"motivo_nascosta" varchar,
  	"nascosta_il" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- carry-over: the refused merchants' reasons are kept, the column renamed (it now holds a suspension's reason too)
  ALTER TABLE "merchants" RENAME COLUMN "motivo_rifiuto" TO "motivo_stato";
  ALTER TABLE "audit_log" ADD COLUMN "motivo" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "merchant_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_form_title" varchar DEFAULT 'La tua opinione sui partner';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_form_intro" varchar DEFAULT 'Recensisci i partner che ti hanno contattato: aiuti altre persone a scegliere. Una recensione per partner, pubblicata senza il tuo nome.';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_rating_label" varchar DEFAULT 'Il tuo voto per {azienda}';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_star_one" varchar DEFAULT '1 stella';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_star_many" varchar DEFAULT '{numero} stelle';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_text_label" varchar DEFAULT 'Racconta com’è andata';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_text_hint" varchar DEFAULT 'Almeno 10 caratteri. Non scrivere dati personali come telefono, email o indirizzo.';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_submit" varchar DEFAULT 'Pubblica la recensione';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_sending" varchar DEFAULT 'Invio in corso…';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_thanks" varchar DEFAULT 'Grazie! La tua recensione è pubblicata.';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_send_error" varchar DEFAULT 'Non è stato possibile inviare la recensione. Riprova tra qualche istante.';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_your_review" varchar DEFAULT 'La tua recensione';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_hidden_by_admin" varchar DEFAULT 'Questa recensione non è visibile agli altri: un amministratore l’ha nascosta perché non rispetta le regole di pubblicazione.';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_partner_reply" varchar DEFAULT 'Risposta di {azienda}';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_stars" varchar DEFAULT '{voto} su 5 stelle';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_average_label" varchar DEFAULT 'Valutazione media {media} su 5 da {numero} recensioni verificate';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_count_one" varchar DEFAULT '1 recensione';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_count_many" varchar DEFAULT '{numero} recensioni';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_no_reviews" varchar DEFAULT 'Nessuna recensione ancora';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_recent_title" varchar DEFAULT 'Leggi le ultime recensioni';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_review_meta" varchar DEFAULT 'Cliente verificato · {servizio} · {data}';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_how_verified_link" varchar DEFAULT 'Come verifichiamo le recensioni';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_how_verified_title" varchar DEFAULT 'Come verifichiamo le recensioni';
  ALTER TABLE "ui_texts" ADD COLUMN "reviews_how_verified" varchar DEFAULT 'Possono recensire un partner solo i clienti che hanno inviato una richiesta su CasaConfronta e che quel partner ha contattato: l’invito arriva per email e la recensione si scrive dalla pagina personale della richiesta. Una sola recensione per partner e richiesta. Pubblichiamo tutte le recensioni, positive e negative, senza compensi né selezioni; ne nascondiamo una solo se viola le regole di pubblicazione (offese, dati personali, contenuti estranei al servizio), annotandone il motivo. Il partner può rispondere una volta.';
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_merchant_idx" ON "reviews" USING btree ("merchant_id");
  CREATE INDEX "reviews_client_request_idx" ON "reviews" USING btree ("client_request_id");
  CREATE INDEX "reviews_scritta_il_idx" ON "reviews" USING btree ("scritta_il");
  CREATE INDEX "reviews_nascosta_idx" ON "reviews" USING btree ("nascosta");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "clientRequest_merchant_idx" ON "reviews" USING btree ("client_request_id","merchant_id");
  CREATE INDEX "merchant_scrittaIl_idx" ON "reviews" USING btree ("merchant_id","scritta_il");
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audit_log_merchant_idx" ON "audit_log" USING btree ("merchant_id");
  CREATE INDEX "merchant_createdAt_1_idx" ON "audit_log" USING btree ("merchant_id","created_at");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_merchant_id_merchants_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  -- carry-over: the decisions' entries cannot be kept under the older set of actions
  DELETE FROM "audit_log" WHERE "action"::text NOT IN ('export', 'erase', 'retention', 'consent-withdrawal', 'erasure-request', 'retention-settings');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('export', 'erase', 'retention', 'consent-withdrawal', 'erasure-request', 'retention-settings');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "audit_log_merchant_idx";
  DROP INDEX "merchant_createdAt_1_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  -- carry-over: only a refusal had a reason before
  UPDATE "merchants" SET "motivo_stato" = NULL WHERE "stato" <> 'respinto';
  ALTER TABLE "merchants" RENAME COLUMN "motivo_stato" TO "motivo_rifiuto";
  ALTER TABLE "audit_log" DROP COLUMN "motivo";
  ALTER TABLE "audit_log" DROP COLUMN "merchant_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_form_title";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_form_intro";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_rating_label";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_star_one";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_star_many";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_text_label";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_text_hint";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_submit";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_sending";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_thanks";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_send_error";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_your_review";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_hidden_by_admin";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_partner_reply";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_stars";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_average_label";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_count_one";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_count_many";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_no_reviews";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_recent_title";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_review_meta";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_how_verified_link";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_how_verified_title";
  ALTER TABLE "ui_texts" DROP COLUMN "reviews_how_verified";
  DROP TYPE "public"."enum_reviews_servizio";`)
}
