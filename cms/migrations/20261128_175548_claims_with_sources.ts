import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_figures_metric" AS ENUM('editoriale', 'partnerAttivi', 'serviziAttivi', 'richiesteServite', 'tempoRisposta');
  CREATE TYPE "public"."enum__site_settings_v_version_figures_metric" AS ENUM('editoriale', 'partnerAttivi', 'serviziAttivi', 'richiesteServite', 'tempoRisposta');
  ALTER TABLE "site_settings_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "_site_settings_v_version_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "site_settings_figures" ADD COLUMN "metric" "enum_site_settings_figures_metric" DEFAULT 'editoriale' NOT NULL;
  ALTER TABLE "site_settings_figures" ADD COLUMN "source" varchar;
  ALTER TABLE "site_settings_figures" ADD COLUMN "source_date" timestamp(3) with time zone;
  ALTER TABLE "_site_settings_v_version_figures" ADD COLUMN "metric" "enum__site_settings_v_version_figures_metric" DEFAULT 'editoriale' NOT NULL;
  ALTER TABLE "_site_settings_v_version_figures" ADD COLUMN "source" varchar;
  ALTER TABLE "_site_settings_v_version_figures" ADD COLUMN "source_date" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "_site_settings_v_version_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "site_settings_figures" DROP COLUMN "metric";
  ALTER TABLE "site_settings_figures" DROP COLUMN "source";
  ALTER TABLE "site_settings_figures" DROP COLUMN "source_date";
  ALTER TABLE "_site_settings_v_version_figures" DROP COLUMN "metric";
  ALTER TABLE "_site_settings_v_version_figures" DROP COLUMN "source";
  ALTER TABLE "_site_settings_v_version_figures" DROP COLUMN "source_date";
  DROP TYPE "public"."enum_site_settings_figures_metric";
  DROP TYPE "public"."enum__site_settings_v_version_figures_metric";`)
}
