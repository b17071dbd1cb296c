import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_verification_page_load_error" varchar DEFAULT 'Non siamo riusciti a caricare la richiesta. Ricarica la pagina per riprovare.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_verification_page_load_error";`)
}
