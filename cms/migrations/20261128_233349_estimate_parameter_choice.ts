import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_parameters" ADD COLUMN "parametro" varchar;
  ALTER TABLE "estimate_parameters" ADD COLUMN "servizio" varchar;
  ALTER TABLE "_estimate_parameters_v" ADD COLUMN "version_parametro" varchar;
  ALTER TABLE "_estimate_parameters_v" ADD COLUMN "version_servizio" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_parameters" DROP COLUMN "parametro";
  ALTER TABLE "estimate_parameters" DROP COLUMN "servizio";
  ALTER TABLE "_estimate_parameters_v" DROP COLUMN "version_parametro";
  ALTER TABLE "_estimate_parameters_v" DROP COLUMN "version_servizio";`)
}
