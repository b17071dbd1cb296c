import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "richieste_paesi_sms" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_richieste_paesi_sms" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "richieste_paesi_sms";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_richieste_paesi_sms";`)
}
