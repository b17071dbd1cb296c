import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_bookings_stato" ADD VALUE 'non_risponde' BEFORE 'convertito';
  ALTER TYPE "public"."enum_lead_statuses_stato" ADD VALUE 'non_risponde' BEFORE 'appuntamento';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'callbackReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'callbackReminders';
  ALTER TABLE "bookings" ADD COLUMN "proposta_richiamata" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "proposta_il" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "promemoria_inviato_per" timestamp(3) with time zone;
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_proposal" varchar DEFAULT 'Il partner ti propone un altro orario: {quando} (ora italiana).';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_proposal_accept" varchar DEFAULT 'Accetta il nuovo orario';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_proposal_keep" varchar DEFAULT 'Mantieni il mio orario';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_proposal_accepted" varchar DEFAULT 'Fatto: {azienda} ti richiamerà il giorno {quando}.';
  ALTER TABLE "ui_texts" ADD COLUMN "tracker_proposal_kept" varchar DEFAULT 'Fatto: abbiamo detto a {azienda} che mantieni il tuo orario.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_proposal" varchar DEFAULT 'Il partner ti propone un altro orario: {quando} (ora italiana).';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_proposal_accept" varchar DEFAULT 'Accetta il nuovo orario';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_proposal_keep" varchar DEFAULT 'Mantieni il mio orario';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_proposal_accepted" varchar DEFAULT 'Fatto: {azienda} ti richiamerà il giorno {quando}.';
  ALTER TABLE "_ui_texts_v" ADD COLUMN "version_tracker_proposal_kept" varchar DEFAULT 'Fatto: abbiamo detto a {azienda} che mantieni il tuo orario.';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "stato" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "stato" SET DEFAULT 'in_attesa'::text;
  -- carry-over: a no-show («Non risponde / assente») goes back to the state it came from most often, Contattato.
  UPDATE "bookings" SET "stato" = 'contattato' WHERE "stato" = 'non_risponde';
  DROP TYPE "public"."enum_bookings_stato";
  CREATE TYPE "public"."enum_bookings_stato" AS ENUM('in_attesa', 'contattato', 'convertito', 'non_interessato');
  ALTER TABLE "bookings" ALTER COLUMN "stato" SET DEFAULT 'in_attesa'::"public"."enum_bookings_stato";
  ALTER TABLE "bookings" ALTER COLUMN "stato" SET DATA TYPE "public"."enum_bookings_stato" USING "stato"::"public"."enum_bookings_stato";
  ALTER TABLE "lead_statuses" ALTER COLUMN "stato" SET DATA TYPE text;
  ALTER TABLE "lead_statuses" ALTER COLUMN "stato" SET DEFAULT 'nuovo'::text;
  -- carry-over: likewise for the lead's status.
  UPDATE "lead_statuses" SET "stato" = 'contattato' WHERE "stato" = 'non_risponde';
  DROP TYPE "public"."enum_lead_statuses_stato";
  CREATE TYPE "public"."enum_lead_statuses_stato" AS ENUM('nuovo', 'contattato', 'appuntamento', 'preventivo_inviato', 'vinto', 'perso');
  ALTER TABLE "lead_statuses" ALTER COLUMN "stato" SET DEFAULT 'nuovo'::"public"."enum_lead_statuses_stato";
  ALTER TABLE "lead_statuses" ALTER COLUMN "stato" SET DATA TYPE "public"."enum_lead_statuses_stato" USING "stato"::"public"."enum_lead_statuses_stato";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  -- carry-over: the reminder task's jobs and their log go with the task.
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'callbackReminders';
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendSms', 'passwordReset', 'privacyRetention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'callbackReminders';
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendSms', 'passwordReset', 'privacyRetention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "bookings" DROP COLUMN "proposta_richiamata";
  ALTER TABLE "bookings" DROP COLUMN "proposta_il";
  ALTER TABLE "bookings" DROP COLUMN "promemoria_inviato_per";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_proposal";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_proposal_accept";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_proposal_keep";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_proposal_accepted";
  ALTER TABLE "ui_texts" DROP COLUMN "tracker_proposal_kept";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_proposal";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_proposal_accept";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_proposal_keep";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_proposal_accepted";
  ALTER TABLE "_ui_texts_v" DROP COLUMN "version_tracker_proposal_kept";`)
}
