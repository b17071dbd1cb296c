import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_statuses" ADD COLUMN "messaggio_cliente" varchar;
  ALTER TABLE "lead_statuses" ADD COLUMN "messaggio_cliente_il" timestamp(3) with time zone;
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_event_message" varchar DEFAULT 'Ti ha scritto';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_statuses" DROP COLUMN "messaggio_cliente";
  ALTER TABLE "lead_statuses" DROP COLUMN "messaggio_cliente_il";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_event_message";`)
}
