import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * The consent ledger as one record per submission: a record's purpose, answer, words, channels and partner become its
 * grants (`consents_grants`, and their channels `consents_grants_channels`), one row per purpose and partner. The
 * ledger already holds consents in production, and consent proof is never rewritten, so every record is carried over
 * as it is: the same id (the withdrawal links already sent name it), the same dates and fields, its one consent as its
 * one grant with its channels. Down turns every grant back into a record: a record's first grant stays on it, each
 * further one (written after this migration) becomes a record of its own copying its record's fields.
 */

/** A converted record's one grant: an id derived from the record's, 24 hex digits as Payload's array rows have, never one Payload generates (those begin with the time). */
const grantIdOf = (column: string) => sql.raw(`lpad(to_hex(${column}), 24, '0')`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_consents_grants_channels" AS ENUM('telefono', 'sms', 'email', 'whatsapp');
  CREATE TYPE "public"."enum_consents_grants_purpose" AS ENUM('privacy', 'marketing', 'partners', 'group');
  CREATE TABLE "consents_grants_channels" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_consents_grants_channels",
  	"id" serial PRIMARY KEY NOT NULL
  );

  CREATE TABLE "consents_grants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"purpose" "enum_consents_grants_purpose" NOT NULL,
  	"granted" boolean DEFAULT false NOT NULL,
  	"wording" varchar,
  	"merchant_id" integer
  );`)
  // Every record's consent as its one grant, and its channels as the grant's, in their order.
  await db.execute(sql`
  INSERT INTO "consents_grants" ("_order", "_parent_id", "id", "purpose", "granted", "wording", "merchant_id")
    SELECT 1, c."id", ${grantIdOf('c."id"')}, c."purpose"::text::"enum_consents_grants_purpose", c."granted", c."wording", c."merchant_id"
    FROM "consents" c;
  INSERT INTO "consents_grants_channels" ("order", "parent_id", "value")
    SELECT ch."order", ${grantIdOf('ch."parent_id"')}, ch."value"::text::"enum_consents_grants_channels"
    FROM "consents_channels" ch ORDER BY ch."parent_id", ch."order";`)
  await db.execute(sql`
  ALTER TABLE "consents_channels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents_channels" CASCADE;
  ALTER TABLE "consents" DROP CONSTRAINT "consents_merchant_id_merchants_id_fk";

  DROP INDEX "consents_merchant_idx";
  ALTER TABLE "consents_grants_channels" ADD CONSTRAINT "consents_grants_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consents_grants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consents_grants" ADD CONSTRAINT "consents_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consents_grants" ADD CONSTRAINT "consents_grants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consents_grants_channels_order_idx" ON "consents_grants_channels" USING btree ("order");
  CREATE INDEX "consents_grants_channels_parent_idx" ON "consents_grants_channels" USING btree ("parent_id");
  CREATE INDEX "consents_grants_order_idx" ON "consents_grants" USING btree ("_order");
  CREATE INDEX "consents_grants_parent_id_idx" ON "consents_grants" USING btree ("_parent_id");
  CREATE INDEX "consents_grants_merchant_idx" ON "consents_grants" USING btree ("merchant_id");
  ALTER TABLE "consents" DROP COLUMN "purpose";
  ALTER TABLE "consents" DROP COLUMN "granted";
  ALTER TABLE "consents" DROP COLUMN "wording";
  ALTER TABLE "consents" DROP COLUMN "merchant_id";
  DROP TYPE "public"."enum_consents_channels";
  DROP TYPE "public"."enum_consents_purpose";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_consents_channels" AS ENUM('telefono', 'sms', 'email', 'whatsapp');
  CREATE TYPE "public"."enum_consents_purpose" AS ENUM('privacy', 'marketing', 'partners', 'group');
  CREATE TABLE "consents_channels" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consents_channels",
  	"id" serial PRIMARY KEY NOT NULL
  );
  ALTER TABLE "consents" ADD COLUMN "purpose" "enum_consents_purpose";
  ALTER TABLE "consents" ADD COLUMN "granted" boolean DEFAULT false NOT NULL;
  ALTER TABLE "consents" ADD COLUMN "wording" varchar;
  ALTER TABLE "consents" ADD COLUMN "merchant_id" integer;
  ALTER TABLE "consents" ADD COLUMN "grant_id" varchar;`)
  // A record's first grant on the record; each further grant a record of its own, copying its record's fields.
  await db.execute(sql`
  UPDATE "consents" c SET "purpose" = g."purpose"::text::"enum_consents_purpose", "granted" = g."granted", "wording" = g."wording", "merchant_id" = g."merchant_id", "grant_id" = g."id"
    FROM (SELECT DISTINCT ON ("_parent_id") * FROM "consents_grants" ORDER BY "_parent_id", "_order") g
    WHERE g."_parent_id" = c."id";
  INSERT INTO "consents" ("email", "texts_version", "page", "legal_version", "service", "lead_id", "booking_id", "contact_request_id", "withdrawn_at",
                          "ip_address", "user_agent", "updated_at", "created_at", "purpose", "granted", "wording", "merchant_id", "grant_id")
    SELECT c."email", c."texts_version", c."page", c."legal_version", c."service", c."lead_id", c."booking_id", c."contact_request_id", c."withdrawn_at",
           c."ip_address", c."user_agent", c."updated_at", c."created_at", g."purpose"::text::"enum_consents_purpose", g."granted", g."wording", g."merchant_id", g."id"
    FROM "consents_grants" g JOIN "consents" c ON c."id" = g."_parent_id"
    WHERE g."id" IS DISTINCT FROM c."grant_id"
    ORDER BY c."id", g."_order";
  INSERT INTO "consents_channels" ("order", "parent_id", "value")
    SELECT ch."order", c."id", ch."value"::text::"enum_consents_channels"
    FROM "consents_grants_channels" ch JOIN "consents" c ON c."grant_id" = ch."parent_id"
    ORDER BY c."id", ch."order";`)
  await db.execute(sql`
  ALTER TABLE "consents" DROP COLUMN "grant_id";
  ALTER TABLE "consents" ALTER COLUMN "purpose" SET NOT NULL;
  ALTER TABLE "consents_grants_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consents_grants" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents_grants_channels" CASCADE;
  DROP TABLE "consents_grants" CASCADE;
  ALTER TABLE "consents_channels" ADD CONSTRAINT "consents_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consents_channels_order_idx" ON "consents_channels" USING btree ("order");
  CREATE INDEX "consents_channels_parent_idx" ON "consents_channels" USING btree ("parent_id");
  ALTER TABLE "consents" ADD CONSTRAINT "consents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consents_merchant_idx" ON "consents" USING btree ("merchant_id");
  DROP TYPE "public"."enum_consents_grants_channels";
  DROP TYPE "public"."enum_consents_grants_purpose";`)
}
