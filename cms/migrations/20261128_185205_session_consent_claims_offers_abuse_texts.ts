import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_arera_catalogues_state" AS ENUM('importing', 'complete', 'failed');
  CREATE TYPE "public"."enum_arera_offers_source" AS ENUM('mercato_libero', 'placet');
  CREATE TYPE "public"."enum_arera_offers_price" AS ENUM('fisso', 'variabile');
  CREATE TYPE "public"."enum_site_settings_figures_metric" AS ENUM('editoriale', 'partnerAttivi', 'serviziAttivi', 'richiesteServite', 'tempoRisposta');
  CREATE TYPE "public"."enum__site_settings_v_version_figures_metric" AS ENUM('editoriale', 'partnerAttivi', 'serviziAttivi', 'richiesteServite', 'tempoRisposta');
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
  
  ALTER TABLE "site_settings_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "_site_settings_v_version_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "merchants" ADD COLUMN "intermediario_rui" varchar;
  ALTER TABLE "merchants" ADD COLUMN "numero_rui_proposto" varchar;
  ALTER TABLE "consents" ADD COLUMN "merchant_id" integer;
  ALTER TABLE "services" ADD COLUMN "assicurativo" boolean;
  ALTER TABLE "_services_v" ADD COLUMN "version_assicurativo" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "arera_catalogues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "arera_offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "arera_suppliers_id" integer;
  ALTER TABLE "site_settings_figures" ADD COLUMN "metric" "enum_site_settings_figures_metric" DEFAULT 'editoriale' NOT NULL;
  ALTER TABLE "site_settings_figures" ADD COLUMN "source" varchar;
  ALTER TABLE "site_settings_figures" ADD COLUMN "source_date" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "richieste_paesi_sms" varchar;
  ALTER TABLE "_site_settings_v_version_figures" ADD COLUMN "metric" "enum__site_settings_v_version_figures_metric" DEFAULT 'editoriale' NOT NULL;
  ALTER TABLE "_site_settings_v_version_figures" ADD COLUMN "source" varchar;
  ALTER TABLE "_site_settings_v_version_figures" ADD COLUMN "source_date" timestamp(3) with time zone;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_richieste_paesi_sms" varchar;
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_controllers_intro" varchar DEFAULT 'Ogni partner qui sotto ha ricevuto i dati di questa richiesta e li tratta come titolare autonomo del trattamento: decide da sé come usarli, secondo la sua informativa, e ne risponde direttamente. Puoi opporti al trattamento da parte di ciascuno: l’opposizione vale solo per questa richiesta.';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_controller_role" varchar DEFAULT 'Titolare autonomo del trattamento';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_vat_number" varchar DEFAULT 'P.IVA';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_seat" varchar DEFAULT 'Sede';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_privacy_contact" varchar DEFAULT 'Contatto';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_object" varchar DEFAULT 'Mi oppongo al trattamento';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_object_label" varchar DEFAULT 'Mi oppongo al trattamento dei miei dati da parte di {azienda}';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_object_confirm" varchar DEFAULT '{azienda} non vedrà più i tuoi contatti per questa richiesta e gli scriviamo di non contattarti. Vuoi opporti?';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_object_yes" varchar DEFAULT 'Sì, mi oppongo';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_object_keep" varchar DEFAULT 'No, lascia così';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_objected" varchar DEFAULT 'Ti sei opposto/a il {data}: per questa richiesta non vede più i tuoi contatti e gli abbiamo scritto di non contattarti.';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_callback_objected" varchar DEFAULT 'Annullata: ti sei opposto/a al trattamento da parte di questo partner, che non ti chiamerà.';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_title" varchar DEFAULT 'Conferma la tua richiesta';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_sms_intro" varchar DEFAULT 'Ti abbiamo inviato un codice di {cifre} cifre via SMS al numero {destinatario}. Inseriscilo qui: solo dopo la conferma la tua richiesta arriva ai partner.';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_email_intro" varchar DEFAULT 'Ti abbiamo inviato un’e-mail all’indirizzo {destinatario}: apri il link che contiene per confermare la richiesta. Solo dopo la conferma la tua richiesta arriva ai partner.';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_email_link_intro" varchar DEFAULT 'Premi il pulsante per confermare la tua richiesta: solo dopo la conferma arriva ai partner.';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_code_label" varchar DEFAULT 'Codice ricevuto via SMS';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_code_hint" varchar DEFAULT '{cifre} cifre, valido {minuti} minuti';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_confirm" varchar DEFAULT 'Conferma';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_confirm_email" varchar DEFAULT 'Conferma la richiesta';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_confirming" varchar DEFAULT 'Verifica in corso…';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_confirmed" varchar DEFAULT 'Richiesta confermata: ti mostriamo le offerte…';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_resend" varchar DEFAULT 'Invia un nuovo codice';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_resend_email" varchar DEFAULT 'Invia di nuovo l’e-mail';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_resend_in" varchar DEFAULT 'Nuovo invio possibile tra {secondi} s';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_resent" varchar DEFAULT 'Ti abbiamo inviato un nuovo codice.';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_resent_email" varchar DEFAULT 'Ti abbiamo inviato di nuovo l’e-mail.';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_wrong_number" varchar DEFAULT 'Numero o e-mail sbagliati? Compila di nuovo il modulo con quelli giusti: questa richiesta scadrà da sola.';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_expires_at" varchar DEFAULT 'Puoi confermarla fino al {scadenza}.';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_expired_title" varchar DEFAULT 'Richiesta scaduta';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_cancelled_title" varchar DEFAULT 'Richiesta annullata';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_start_again" varchar DEFAULT 'Compila di nuovo il questionario';
  ALTER TABLE "ui_texts" ADD COLUMN "verification_page_load_error" varchar DEFAULT 'Non siamo riusciti a caricare la richiesta. Ricarica la pagina per riprovare.';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_title" varchar DEFAULT 'Revoca del consenso';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_ask" varchar DEFAULT 'Vuoi revocare il consenso per {finalita}? Da quel momento non le riceverai più.';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_button" varchar DEFAULT 'Revoca il consenso';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_done_title" varchar DEFAULT 'Consenso revocato';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_done" varchar DEFAULT 'Non riceverai più {finalita}.';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_already_done" varchar DEFAULT 'Il consenso per {finalita} è già stato revocato: non riceverai più queste comunicazioni.';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_invalid_title" varchar DEFAULT 'Link non valido';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_invalid_link" varchar DEFAULT 'Il link per revocare il consenso non è valido o è scaduto. Scrivici dalla pagina Contatti e lo faremo per te.';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_failed" varchar DEFAULT 'Non è stato possibile revocare il consenso in questo momento. Riprova tra qualche minuto.';
  ALTER TABLE "ui_texts" ADD COLUMN "consent_withdrawal_home" varchar DEFAULT 'Torna alla home';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_controllers_intro" varchar DEFAULT 'Ogni partner qui sotto ha ricevuto i dati di questa richiesta e li tratta come titolare autonomo del trattamento: decide da sé come usarli, secondo la sua informativa, e ne risponde direttamente. Puoi opporti al trattamento da parte di ciascuno: l’opposizione vale solo per questa richiesta.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_controller_role" varchar DEFAULT 'Titolare autonomo del trattamento';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_vat_number" varchar DEFAULT 'P.IVA';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_seat" varchar DEFAULT 'Sede';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_privacy_contact" varchar DEFAULT 'Contatto';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_object" varchar DEFAULT 'Mi oppongo al trattamento';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_object_label" varchar DEFAULT 'Mi oppongo al trattamento dei miei dati da parte di {azienda}';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_object_confirm" varchar DEFAULT '{azienda} non vedrà più i tuoi contatti per questa richiesta e gli scriviamo di non contattarti. Vuoi opporti?';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_object_yes" varchar DEFAULT 'Sì, mi oppongo';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_object_keep" varchar DEFAULT 'No, lascia così';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_objected" varchar DEFAULT 'Ti sei opposto/a il {data}: per questa richiesta non vede più i tuoi contatti e gli abbiamo scritto di non contattarti.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_callback_objected" varchar DEFAULT 'Annullata: ti sei opposto/a al trattamento da parte di questo partner, che non ti chiamerà.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_title" varchar DEFAULT 'Conferma la tua richiesta';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_sms_intro" varchar DEFAULT 'Ti abbiamo inviato un codice di {cifre} cifre via SMS al numero {destinatario}. Inseriscilo qui: solo dopo la conferma la tua richiesta arriva ai partner.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_email_intro" varchar DEFAULT 'Ti abbiamo inviato un’e-mail all’indirizzo {destinatario}: apri il link che contiene per confermare la richiesta. Solo dopo la conferma la tua richiesta arriva ai partner.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_email_link_intro" varchar DEFAULT 'Premi il pulsante per confermare la tua richiesta: solo dopo la conferma arriva ai partner.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_code_label" varchar DEFAULT 'Codice ricevuto via SMS';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_code_hint" varchar DEFAULT '{cifre} cifre, valido {minuti} minuti';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_confirm" varchar DEFAULT 'Conferma';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_confirm_email" varchar DEFAULT 'Conferma la richiesta';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_confirming" varchar DEFAULT 'Verifica in corso…';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_confirmed" varchar DEFAULT 'Richiesta confermata: ti mostriamo le offerte…';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_resend" varchar DEFAULT 'Invia un nuovo codice';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_resend_email" varchar DEFAULT 'Invia di nuovo l’e-mail';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_resend_in" varchar DEFAULT 'Nuovo invio possibile tra {secondi} s';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_resent" varchar DEFAULT 'Ti abbiamo inviato un nuovo codice.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_resent_email" varchar DEFAULT 'Ti abbiamo inviato di nuovo l’e-mail.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_wrong_number" varchar DEFAULT 'Numero o e-mail sbagliati? Compila di nuovo il modulo con quelli giusti: questa richiesta scadrà da sola.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_expires_at" varchar DEFAULT 'Puoi confermarla fino al {scadenza}.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_expired_title" varchar DEFAULT 'Richiesta scaduta';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_cancelled_title" varchar DEFAULT 'Richiesta annullata';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_start_again" varchar DEFAULT 'Compila di nuovo il questionario';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_load_error" varchar DEFAULT 'Non siamo riusciti a caricare la richiesta. Ricarica la pagina per riprovare.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_title" varchar DEFAULT 'Revoca del consenso';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_ask" varchar DEFAULT 'Vuoi revocare il consenso per {finalita}? Da quel momento non le riceverai più.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_button" varchar DEFAULT 'Revoca il consenso';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_done_title" varchar DEFAULT 'Consenso revocato';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_done" varchar DEFAULT 'Non riceverai più {finalita}.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_already_done" varchar DEFAULT 'Il consenso per {finalita} è già stato revocato: non riceverai più queste comunicazioni.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_invalid_title" varchar DEFAULT 'Link non valido';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_invalid_link" varchar DEFAULT 'Il link per revocare il consenso non è valido o è scaduto. Scrivici dalla pagina Contatti e lo faremo per te.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_failed" varchar DEFAULT 'Non è stato possibile revocare il consenso in questo momento. Riprova tra qualche minuto.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_consent_withdrawal_home" varchar DEFAULT 'Torna alla home';
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
  ALTER TABLE "consents" ADD CONSTRAINT "consents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_arera_catalogues_fk" FOREIGN KEY ("arera_catalogues_id") REFERENCES "public"."arera_catalogues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_arera_offers_fk" FOREIGN KEY ("arera_offers_id") REFERENCES "public"."arera_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_arera_suppliers_fk" FOREIGN KEY ("arera_suppliers_id") REFERENCES "public"."arera_suppliers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consents_merchant_idx" ON "consents" USING btree ("merchant_id");
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
  ALTER TABLE "consents" DROP CONSTRAINT "consents_merchant_id_merchants_id_fk";
  
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
  DROP INDEX "consents_merchant_idx";
  DROP INDEX "payload_locked_documents_rels_arera_catalogues_id_idx";
  DROP INDEX "payload_locked_documents_rels_arera_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_arera_suppliers_id_idx";
  ALTER TABLE "site_settings_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "_site_settings_v_version_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "merchants" DROP COLUMN "intermediario_rui";
  ALTER TABLE "merchants" DROP COLUMN "numero_rui_proposto";
  ALTER TABLE "consents" DROP COLUMN "merchant_id";
  ALTER TABLE "services" DROP COLUMN "assicurativo";
  ALTER TABLE "_services_v" DROP COLUMN "version_assicurativo";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "arera_catalogues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "arera_offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "arera_suppliers_id";
  ALTER TABLE "site_settings_figures" DROP COLUMN "metric";
  ALTER TABLE "site_settings_figures" DROP COLUMN "source";
  ALTER TABLE "site_settings_figures" DROP COLUMN "source_date";
  ALTER TABLE "site_settings" DROP COLUMN "richieste_paesi_sms";
  ALTER TABLE "_site_settings_v_version_figures" DROP COLUMN "metric";
  ALTER TABLE "_site_settings_v_version_figures" DROP COLUMN "source";
  ALTER TABLE "_site_settings_v_version_figures" DROP COLUMN "source_date";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_richieste_paesi_sms";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_controllers_intro";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_controller_role";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_vat_number";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_seat";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_privacy_contact";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_object";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_object_label";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_object_confirm";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_object_yes";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_object_keep";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_objected";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_callback_objected";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_title";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_sms_intro";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_email_intro";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_email_link_intro";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_code_label";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_code_hint";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_confirm";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_confirm_email";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_confirming";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_confirmed";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_resend";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_resend_email";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_resend_in";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_resent";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_resent_email";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_wrong_number";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_expires_at";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_expired_title";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_cancelled_title";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_start_again";
  ALTER TABLE "ui_texts" DROP COLUMN "verification_page_load_error";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_title";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_ask";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_button";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_done_title";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_done";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_already_done";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_invalid_title";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_invalid_link";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_failed";
  ALTER TABLE "ui_texts" DROP COLUMN "consent_withdrawal_home";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_controllers_intro";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_controller_role";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_vat_number";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_seat";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_privacy_contact";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_object";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_object_label";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_object_confirm";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_object_yes";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_object_keep";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_objected";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_callback_objected";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_title";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_sms_intro";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_email_intro";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_email_link_intro";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_code_label";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_code_hint";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_confirm";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_confirm_email";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_confirming";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_confirmed";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_resend";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_resend_email";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_resend_in";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_resent";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_resent_email";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_wrong_number";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_expires_at";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_expired_title";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_cancelled_title";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_start_again";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_load_error";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_title";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_ask";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_button";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_done_title";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_done";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_already_done";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_invalid_title";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_invalid_link";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_failed";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_consent_withdrawal_home";
  DROP TYPE "public"."enum_arera_catalogues_state";
  DROP TYPE "public"."enum_arera_offers_source";
  DROP TYPE "public"."enum_arera_offers_price";
  DROP TYPE "public"."enum_site_settings_figures_metric";
  DROP TYPE "public"."enum__site_settings_v_version_figures_metric";`)
}
