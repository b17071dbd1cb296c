import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "contatto_verificato_il" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "codice_contatto_hash" varchar;
  CREATE INDEX "bookings_codice_contatto_hash_idx" ON "bookings" USING btree ("codice_contatto_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_codice_contatto_hash_idx";
  ALTER TABLE "bookings" DROP COLUMN "contatto_verificato_il";
  ALTER TABLE "bookings" DROP COLUMN "codice_contatto_hash";`)
}
