import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * A merchant's services by merchant (productConfig.ts, merchantServicesByParent): the matching rule's cards and every
 * read of a merchant ask its services by parent, which Payload's own (order, parent) index cannot serve.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "merchants_texts_parent_path_text_idx" ON "merchants_texts" USING btree ("parent_id","path","text");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "merchants_texts_parent_path_text_idx";`)
}
