import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * The order of the save a session's progress record keeps (PartialSubmissionBodySchema's saveOrder), so an older save
 * arriving after a newer one changes nothing; records saved before have none, and take the next save whatever it is.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "partial_submissions" ADD COLUMN "save_order" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "partial_submissions" DROP COLUMN "save_order";`)
}
