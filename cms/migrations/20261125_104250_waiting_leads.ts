import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_requests" ADD COLUMN "senza_partner_dal" timestamp(3) with time zone;
  ALTER TABLE "client_requests" ADD COLUMN "partner_trovato_il" timestamp(3) with time zone;
  CREATE INDEX "client_requests_senza_partner_dal_idx" ON "client_requests" USING btree ("senza_partner_dal");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "client_requests_senza_partner_dal_idx";
  ALTER TABLE "client_requests" DROP COLUMN "senza_partner_dal";
  ALTER TABLE "client_requests" DROP COLUMN "partner_trovato_il";`)
}
