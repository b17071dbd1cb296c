import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "message_templates" ADD COLUMN "corpo" jsonb;
  ALTER TABLE "_message_templates_v" ADD COLUMN "version_corpo" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "message_templates" DROP COLUMN "corpo";
  ALTER TABLE "_message_templates_v" DROP COLUMN "version_corpo";`)
}
