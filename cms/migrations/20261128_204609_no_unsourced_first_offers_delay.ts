import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" DROP COLUMN "emails_first_offers_within";
  ALTER TABLE "_services_v" DROP COLUMN "version_emails_first_offers_within";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" ADD COLUMN "emails_first_offers_within" varchar DEFAULT 'entro 24 ore';
  ALTER TABLE "_services_v" ADD COLUMN "version_emails_first_offers_within" varchar DEFAULT 'entro 24 ore';`)
}
