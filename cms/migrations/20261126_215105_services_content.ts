import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Services are content: every record names its service by the slug of the services collection, as text (no enum of
 * the eight slugs any more), and a service can be retired (`active`). Every existing row keeps its value.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "merchants_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  -- carry-over: a merchant's approved and proposed services move, in their order, from the enum tables to the text rows Payload keeps for hasMany text fields (path = the field's name).
  INSERT INTO "merchants_texts" ("order", "parent_id", "path", "text")
    SELECT "order", "parent_id", 'servizi', "value"::text FROM "merchants_servizi" WHERE "value" IS NOT NULL ORDER BY "id";
  INSERT INTO "merchants_texts" ("order", "parent_id", "path", "text")
    SELECT "order", "parent_id", 'serviziProposti', "value"::text FROM "merchants_servizi_proposti" WHERE "value" IS NOT NULL ORDER BY "id";
  ALTER TABLE "merchants_servizi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merchants_servizi_proposti" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "merchants_servizi" CASCADE;
  DROP TABLE "merchants_servizi_proposti" CASCADE;
  ALTER TABLE "bookings" ALTER COLUMN "servizio_richiesto" SET DATA TYPE varchar USING "servizio_richiesto"::text;
  ALTER TABLE "client_requests" ALTER COLUMN "servizio" SET DATA TYPE varchar USING "servizio"::text;
  ALTER TABLE "consents" ALTER COLUMN "service" SET DATA TYPE varchar USING "service"::text;
  ALTER TABLE "partial_submissions" ALTER COLUMN "service_type" SET DATA TYPE varchar USING "service_type"::text;
  ALTER TABLE "contact_requests" ALTER COLUMN "argomento" SET DATA TYPE varchar USING "argomento"::text;
  ALTER TABLE "reviews" ALTER COLUMN "servizio" SET DATA TYPE varchar USING "servizio"::text;
  ALTER TABLE "questionnaires" ALTER COLUMN "service" SET DATA TYPE varchar USING "service"::text;
  ALTER TABLE "_questionnaires_v" ALTER COLUMN "version_service" SET DATA TYPE varchar USING "version_service"::text;
  ALTER TABLE "services" ADD COLUMN "active" boolean DEFAULT true;
  ALTER TABLE "_services_v" ADD COLUMN "version_active" boolean DEFAULT true;
  ALTER TABLE "merchants_texts" ADD CONSTRAINT "merchants_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "merchants_texts_order_parent" ON "merchants_texts" USING btree ("order","parent_id");
  CREATE INDEX "merchants_texts_text_idx" ON "merchants_texts" USING btree ("text");
  DROP TYPE "public"."enum_merchants_servizi";
  DROP TYPE "public"."enum_merchants_servizi_proposti";
  DROP TYPE "public"."enum_bookings_servizio_richiesto";
  DROP TYPE "public"."enum_client_requests_servizio";
  DROP TYPE "public"."enum_consents_service";
  DROP TYPE "public"."enum_partial_submissions_service_type";
  DROP TYPE "public"."enum_contact_requests_argomento";
  DROP TYPE "public"."enum_reviews_servizio";
  DROP TYPE "public"."enum_questionnaires_service";
  DROP TYPE "public"."enum__questionnaires_v_version_service";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_merchants_servizi" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_merchants_servizi_proposti" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_bookings_servizio_richiesto" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_client_requests_servizio" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_consents_service" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_partial_submissions_service_type" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_contact_requests_argomento" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori', 'altro');
  CREATE TYPE "public"."enum_reviews_servizio" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_questionnaires_service" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum__questionnaires_v_version_service" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TABLE "merchants_servizi" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_merchants_servizi",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "merchants_servizi_proposti" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_merchants_servizi_proposti",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  -- carry-over: back to the enum tables (a service an editor added has no enum value: its rows cannot go back and are left out).
  INSERT INTO "merchants_servizi" ("order", "parent_id", "value")
    SELECT "order", "parent_id", "text"::"enum_merchants_servizi" FROM "merchants_texts"
    WHERE "path" = 'servizi' AND "text" = ANY (enum_range(NULL::"enum_merchants_servizi")::text[]) ORDER BY "id";
  INSERT INTO "merchants_servizi_proposti" ("order", "parent_id", "value")
    SELECT "order", "parent_id", "text"::"enum_merchants_servizi_proposti" FROM "merchants_texts"
    WHERE "path" = 'serviziProposti' AND "text" = ANY (enum_range(NULL::"enum_merchants_servizi_proposti")::text[]) ORDER BY "id";
  ALTER TABLE "merchants_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "merchants_texts" CASCADE;
  ALTER TABLE "bookings" ALTER COLUMN "servizio_richiesto" SET DATA TYPE "public"."enum_bookings_servizio_richiesto" USING "servizio_richiesto"::"public"."enum_bookings_servizio_richiesto";
  ALTER TABLE "client_requests" ALTER COLUMN "servizio" SET DATA TYPE "public"."enum_client_requests_servizio" USING "servizio"::"public"."enum_client_requests_servizio";
  ALTER TABLE "consents" ALTER COLUMN "service" SET DATA TYPE "public"."enum_consents_service" USING "service"::"public"."enum_consents_service";
  ALTER TABLE "partial_submissions" ALTER COLUMN "service_type" SET DATA TYPE "public"."enum_partial_submissions_service_type" USING "service_type"::"public"."enum_partial_submissions_service_type";
  ALTER TABLE "contact_requests" ALTER COLUMN "argomento" SET DATA TYPE "public"."enum_contact_requests_argomento" USING "argomento"::"public"."enum_contact_requests_argomento";
  ALTER TABLE "reviews" ALTER COLUMN "servizio" SET DATA TYPE "public"."enum_reviews_servizio" USING "servizio"::"public"."enum_reviews_servizio";
  ALTER TABLE "questionnaires" ALTER COLUMN "service" SET DATA TYPE "public"."enum_questionnaires_service" USING "service"::"public"."enum_questionnaires_service";
  ALTER TABLE "_questionnaires_v" ALTER COLUMN "version_service" SET DATA TYPE "public"."enum__questionnaires_v_version_service" USING "version_service"::"public"."enum__questionnaires_v_version_service";
  ALTER TABLE "merchants_servizi" ADD CONSTRAINT "merchants_servizi_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "merchants_servizi_proposti" ADD CONSTRAINT "merchants_servizi_proposti_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "merchants_servizi_order_idx" ON "merchants_servizi" USING btree ("order");
  CREATE INDEX "merchants_servizi_parent_idx" ON "merchants_servizi" USING btree ("parent_id");
  CREATE INDEX "merchants_servizi_value_idx" ON "merchants_servizi" USING btree ("value");
  CREATE INDEX "merchants_servizi_proposti_order_idx" ON "merchants_servizi_proposti" USING btree ("order");
  CREATE INDEX "merchants_servizi_proposti_parent_idx" ON "merchants_servizi_proposti" USING btree ("parent_id");
  ALTER TABLE "services" DROP COLUMN "active";
  ALTER TABLE "_services_v" DROP COLUMN "version_active";`)
}
