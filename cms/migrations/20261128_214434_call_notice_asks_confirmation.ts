import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_success_title" SET DEFAULT 'Controlla la tua email';
  ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_success_text" SET DEFAULT 'Ti abbiamo scritto: apri il link nell’email e conferma la richiesta. Solo dopo la conferma la passiamo ai nostri consulenti, che ti ricontatteranno il prima possibile.';
  ALTER TABLE "_ui_texts_v" ALTER COLUMN "version_call_booking_success_title" SET DEFAULT 'Controlla la tua email';
  ALTER TABLE "_ui_texts_v" ALTER COLUMN "version_call_booking_success_text" SET DEFAULT 'Ti abbiamo scritto: apri il link nell’email e conferma la richiesta. Solo dopo la conferma la passiamo ai nostri consulenti, che ti ricontatteranno il prima possibile.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_success_title" SET DEFAULT 'Chiamata prenotata!';
  ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_success_text" SET DEFAULT 'I nostri consulenti ti ricontatteranno il prima possibile.';
  ALTER TABLE "_ui_texts_v" ALTER COLUMN "version_call_booking_success_title" SET DEFAULT 'Chiamata prenotata!';
  ALTER TABLE "_ui_texts_v" ALTER COLUMN "version_call_booking_success_text" SET DEFAULT 'I nostri consulenti ti ricontatteranno il prima possibile.';`)
}
