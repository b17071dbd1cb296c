import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_arera_catalogues_illustrative_files" AS ENUM('mlibero', 'placet', 'gas', 'gasPlacet', 'dual', 'parameters', 'gasParameters', 'index');
  CREATE TYPE "public"."enum_arera_catalogues_origin" AS ENUM('portale', 'campioni');
  CREATE TABLE "arera_catalogues_illustrative_files" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_arera_catalogues_illustrative_files",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "arera_catalogues" ADD COLUMN "origin" "enum_arera_catalogues_origin";
  ALTER TABLE "arera_catalogues_illustrative_files" ADD CONSTRAINT "arera_catalogues_illustrative_files_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."arera_catalogues"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "arera_catalogues_illustrative_files_order_idx" ON "arera_catalogues_illustrative_files" USING btree ("order");
  CREATE INDEX "arera_catalogues_illustrative_files_parent_idx" ON "arera_catalogues_illustrative_files" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "arera_catalogues_illustrative_files" CASCADE;
  ALTER TABLE "arera_catalogues" DROP COLUMN "origin";
  DROP TYPE "public"."enum_arera_catalogues_illustrative_files";
  DROP TYPE "public"."enum_arera_catalogues_origin";`)
}
