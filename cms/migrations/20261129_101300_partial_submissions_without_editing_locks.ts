import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Questionnaire sessions are no longer locked for editing (PartialSubmissions' lockDocuments: false): nobody edits one,
 * and each step's save looked for a lock and deleted it. Any lock left on one goes with the column that named it.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "payload_locked_documents" WHERE "id" IN (SELECT "parent_id" FROM "payload_locked_documents_rels" WHERE "partial_submissions_id" IS NOT NULL);
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partial_submissions_fk";
  
  DROP INDEX "payload_locked_documents_rels_partial_submissions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partial_submissions_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partial_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partial_submissions_fk" FOREIGN KEY ("partial_submissions_id") REFERENCES "public"."partial_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_partial_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("partial_submissions_id");`)
}
