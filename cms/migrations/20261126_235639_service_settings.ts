import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * A service's estimate model and e-mail texts are set in the CMS (issue 23). Every existing service keeps the estimate
 * and e-mails it had: each of the eight seeded services its own model, any service an editor added none; «Prime
 * offerte entro» as the code said it (Fotovoltaico "in 2-3 giorni", every other service "entro 24 ore"); no paragraph.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_estimate_model" AS ENUM('none', 'luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum__services_v_version_estimate_model" AS ENUM('none', 'luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  ALTER TABLE "services" ADD COLUMN "estimate_model" "enum_services_estimate_model" DEFAULT 'none';
  ALTER TABLE "services" ADD COLUMN "emails_first_offers_within" varchar DEFAULT 'entro 24 ore';
  ALTER TABLE "services" ADD COLUMN "emails_client_paragraph" varchar;
  ALTER TABLE "services" ADD COLUMN "emails_merchant_paragraph" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_estimate_model" "enum__services_v_version_estimate_model" DEFAULT 'none';
  ALTER TABLE "_services_v" ADD COLUMN "version_emails_first_offers_within" varchar DEFAULT 'entro 24 ore';
  ALTER TABLE "_services_v" ADD COLUMN "version_emails_client_paragraph" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_emails_merchant_paragraph" varchar;

  -- carry-over: the eight seeded services (and their versions) keep their own model, named by their slug; any other service none (the column's default).
  UPDATE "services" SET "estimate_model" = "slug"::text::"enum_services_estimate_model" WHERE "slug" IN ('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  UPDATE "_services_v" SET "version_estimate_model" = "version_slug"::text::"enum__services_v_version_estimate_model" WHERE "version_slug" IN ('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  -- carry-over: «Prime offerte entro» as the code's map said it, every service and version ("entro 24 ore" for any service but Fotovoltaico).
  UPDATE "services" SET "emails_first_offers_within" = CASE WHEN "slug" = 'fotovoltaico' THEN 'in 2-3 giorni' ELSE 'entro 24 ore' END;
  UPDATE "_services_v" SET "version_emails_first_offers_within" = CASE WHEN "version_slug" = 'fotovoltaico' THEN 'in 2-3 giorni' ELSE 'entro 24 ore' END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" DROP COLUMN "estimate_model";
  ALTER TABLE "services" DROP COLUMN "emails_first_offers_within";
  ALTER TABLE "services" DROP COLUMN "emails_client_paragraph";
  ALTER TABLE "services" DROP COLUMN "emails_merchant_paragraph";
  ALTER TABLE "_services_v" DROP COLUMN "version_estimate_model";
  ALTER TABLE "_services_v" DROP COLUMN "version_emails_first_offers_within";
  ALTER TABLE "_services_v" DROP COLUMN "version_emails_client_paragraph";
  ALTER TABLE "_services_v" DROP COLUMN "version_emails_merchant_paragraph";
  DROP TYPE "public"."enum_services_estimate_model";
  DROP TYPE "public"."enum__services_v_version_estimate_model";`)
}
