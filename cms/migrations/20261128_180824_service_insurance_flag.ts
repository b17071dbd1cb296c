import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" ADD COLUMN "assicurativo" boolean;
  ALTER TABLE "_services_v" ADD COLUMN "version_assicurativo" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" DROP COLUMN "assicurativo";
  ALTER TABLE "_services_v" DROP COLUMN "version_assicurativo";`)
}
