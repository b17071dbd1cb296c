import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ui_texts" ALTER COLUMN "offers_thanks_text" SET DEFAULT 'Ti abbiamo inviato un’email di conferma con il riepilogo.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ui_texts" ALTER COLUMN "offers_thanks_text" SET DEFAULT 'Il partner che hai scelto ti richiamerà al più presto. Ti abbiamo inviato una email di conferma.';`)
}
