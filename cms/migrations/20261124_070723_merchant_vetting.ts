import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_merchants_servizi_proposti" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_merchants_stato" AS ENUM('in_revisione', 'attivo', 'respinto', 'sospeso');
  CREATE TABLE "merchants_cap_coperti" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cap" varchar NOT NULL
  );
  
  CREATE TABLE "merchants_servizi_proposti" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_merchants_servizi_proposti",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "merchants_cap_coperti_proposti" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cap" varchar NOT NULL
  );
  
  CREATE TABLE "merchants_periodi_attivita" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dal" timestamp(3) with time zone NOT NULL,
  	"al" timestamp(3) with time zone
  );
  
  DROP INDEX "merchants_cap_idx";
  DROP INDEX "merchants_attivo_idx";
  DROP INDEX "cap_attivo_idx";
  ALTER TABLE "merchants" ADD COLUMN "ragione_sociale" varchar;
  ALTER TABLE "merchants" ADD COLUMN "partita_iva" varchar;
  ALTER TABLE "merchants" ADD COLUMN "sede" varchar;
  ALTER TABLE "merchants" ADD COLUMN "stato" "enum_merchants_stato" DEFAULT 'in_revisione' NOT NULL;
  ALTER TABLE "merchants" ADD COLUMN "motivo_rifiuto" varchar;
  ALTER TABLE "merchants_cap_coperti" ADD CONSTRAINT "merchants_cap_coperti_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "merchants_servizi_proposti" ADD CONSTRAINT "merchants_servizi_proposti_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "merchants_cap_coperti_proposti" ADD CONSTRAINT "merchants_cap_coperti_proposti_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "merchants_periodi_attivita" ADD CONSTRAINT "merchants_periodi_attivita_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "merchants_cap_coperti_order_idx" ON "merchants_cap_coperti" USING btree ("_order");
  CREATE INDEX "merchants_cap_coperti_parent_id_idx" ON "merchants_cap_coperti" USING btree ("_parent_id");
  CREATE INDEX "merchants_cap_coperti_cap_idx" ON "merchants_cap_coperti" USING btree ("cap");
  CREATE INDEX "merchants_servizi_proposti_order_idx" ON "merchants_servizi_proposti" USING btree ("order");
  CREATE INDEX "merchants_servizi_proposti_parent_idx" ON "merchants_servizi_proposti" USING btree ("parent_id");
  CREATE INDEX "merchants_cap_coperti_proposti_order_idx" ON "merchants_cap_coperti_proposti" USING btree ("_order");
  CREATE INDEX "merchants_cap_coperti_proposti_parent_id_idx" ON "merchants_cap_coperti_proposti" USING btree ("_parent_id");
  CREATE INDEX "merchants_periodi_attivita_order_idx" ON "merchants_periodi_attivita" USING btree ("_order");
  CREATE INDEX "merchants_periodi_attivita_parent_id_idx" ON "merchants_periodi_attivita" USING btree ("_parent_id");
  CREATE INDEX "merchants_partita_iva_idx" ON "merchants" USING btree ("partita_iva");
  CREATE INDEX "merchants_stato_idx" ON "merchants" USING btree ("stato");
  -- Existing merchants keep what they had: active ones stay active from their creation, with their CAP as the
  -- approved coverage; inactive ones become suspended, their earlier activity closed now.
  UPDATE "merchants" SET "stato" = CASE WHEN "attivo" THEN 'attivo' ELSE 'sospeso' END::"enum_merchants_stato";
  INSERT INTO "merchants_cap_coperti" ("_order", "_parent_id", "id", "cap")
    SELECT 1, "id", substr(md5('cap' || "id"::text || random()::text), 1, 24), "cap" FROM "merchants";
  INSERT INTO "merchants_periodi_attivita" ("_order", "_parent_id", "id", "dal", "al")
    SELECT 1, "id", substr(md5('periodo' || "id"::text || random()::text), 1, 24), "created_at", CASE WHEN "attivo" THEN NULL ELSE now() END FROM "merchants";
  ALTER TABLE "merchants" DROP COLUMN "attivo";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "merchants" ADD COLUMN "attivo" boolean DEFAULT true;
  UPDATE "merchants" SET "attivo" = ("stato" = 'attivo');
  ALTER TABLE "merchants_cap_coperti" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merchants_servizi_proposti" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merchants_cap_coperti_proposti" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merchants_periodi_attivita" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "merchants_cap_coperti" CASCADE;
  DROP TABLE "merchants_servizi_proposti" CASCADE;
  DROP TABLE "merchants_cap_coperti_proposti" CASCADE;
  DROP TABLE "merchants_periodi_attivita" CASCADE;
  DROP INDEX "merchants_partita_iva_idx";
  DROP INDEX "merchants_stato_idx";
  CREATE INDEX "merchants_cap_idx" ON "merchants" USING btree ("cap");
  CREATE INDEX "merchants_attivo_idx" ON "merchants" USING btree ("attivo");
  CREATE INDEX "cap_attivo_idx" ON "merchants" USING btree ("cap","attivo");
  ALTER TABLE "merchants" DROP COLUMN "ragione_sociale";
  ALTER TABLE "merchants" DROP COLUMN "partita_iva";
  ALTER TABLE "merchants" DROP COLUMN "sede";
  ALTER TABLE "merchants" DROP COLUMN "stato";
  ALTER TABLE "merchants" DROP COLUMN "motivo_rifiuto";
  DROP TYPE "public"."enum_merchants_servizi_proposti";
  DROP TYPE "public"."enum_merchants_stato";`)
}
