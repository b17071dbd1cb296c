import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "services_estimate_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"input" varchar,
  	"question" varchar
  );
  
  CREATE TABLE "_services_v_version_estimate_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" varchar,
  	"question" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "services_estimate_questions" ADD CONSTRAINT "services_estimate_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_estimate_questions" ADD CONSTRAINT "_services_v_version_estimate_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_estimate_questions_order_idx" ON "services_estimate_questions" USING btree ("_order");
  CREATE INDEX "services_estimate_questions_parent_id_idx" ON "services_estimate_questions" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_estimate_questions_order_idx" ON "_services_v_version_estimate_questions" USING btree ("_order");
  CREATE INDEX "_services_v_version_estimate_questions_parent_id_idx" ON "_services_v_version_estimate_questions" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services_estimate_questions" CASCADE;
  DROP TABLE "_services_v_version_estimate_questions" CASCADE;`)
}
