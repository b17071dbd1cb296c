import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consents" ADD COLUMN "merchant_id" integer;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consents_merchant_idx" ON "consents" USING btree ("merchant_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consents" DROP CONSTRAINT "consents_merchant_id_merchants_id_fk";
  
  DROP INDEX "consents_merchant_idx";
  ALTER TABLE "consents" DROP COLUMN "merchant_id";`)
}
