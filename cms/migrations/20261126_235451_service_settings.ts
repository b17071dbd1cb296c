import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * A service picks its estimate model in the CMS (issue 23). Every existing service keeps the estimate it had: each of
 * the eight seeded services its own model, any service an editor added none.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_estimate_model" AS ENUM('none', 'luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum__services_v_version_estimate_model" AS ENUM('none', 'luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  ALTER TABLE "services" ADD COLUMN "estimate_model" "enum_services_estimate_model" DEFAULT 'none';
  ALTER TABLE "_services_v" ADD COLUMN "version_estimate_model" "enum__services_v_version_estimate_model" DEFAULT 'none';

  -- carry-over: the eight seeded services (and their versions) keep their own model, named by their slug; any other service none (the column's default).
  UPDATE "services" SET "estimate_model" = "slug"::text::"enum_services_estimate_model" WHERE "slug" IN ('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  UPDATE "_services_v" SET "version_estimate_model" = "version_slug"::text::"enum__services_v_version_estimate_model" WHERE "version_slug" IN ('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" DROP COLUMN "estimate_model";
  ALTER TABLE "_services_v" DROP COLUMN "version_estimate_model";
  DROP TYPE "public"."enum_services_estimate_model";
  DROP TYPE "public"."enum__services_v_version_estimate_model";`)
}
