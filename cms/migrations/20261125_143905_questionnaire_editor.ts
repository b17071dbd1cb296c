import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "questionnaires_blocks_single_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_single_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_multiple_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_multiple_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_group_fields_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_group_fields_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_group_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_group_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_info_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_info_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_postcode_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_postcode_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_text_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_text_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_number_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_number_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_contact_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_contact_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_single_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_single_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_multiple_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_multiple_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_fields_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_fields_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_info_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_info_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_postcode_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_postcode_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_text_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_text_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_number_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_number_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_contact_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_contact_conditions" CASCADE;
  ALTER TABLE "questionnaires_blocks_single" ADD COLUMN "condition" jsonb;
  ALTER TABLE "questionnaires_blocks_multiple" ADD COLUMN "condition" jsonb;
  ALTER TABLE "questionnaires_blocks_group_fields" ADD COLUMN "condition" jsonb;
  ALTER TABLE "questionnaires_blocks_group" ADD COLUMN "condition" jsonb;
  ALTER TABLE "questionnaires_blocks_info" ADD COLUMN "condition" jsonb;
  ALTER TABLE "questionnaires_blocks_postcode" ADD COLUMN "condition" jsonb;
  ALTER TABLE "questionnaires_blocks_text" ADD COLUMN "condition" jsonb;
  ALTER TABLE "questionnaires_blocks_number" ADD COLUMN "condition" jsonb;
  ALTER TABLE "questionnaires" ADD COLUMN "problems" varchar;
  ALTER TABLE "_questionnaires_v_blocks_single" ADD COLUMN "condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_multiple" ADD COLUMN "condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_group_fields" ADD COLUMN "condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_group" ADD COLUMN "condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_info" ADD COLUMN "condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_postcode" ADD COLUMN "condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_text" ADD COLUMN "condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_number" ADD COLUMN "condition" jsonb;
  ALTER TABLE "_questionnaires_v" ADD COLUMN "version_problems" varchar;
  ALTER TABLE "questionnaires_blocks_single" DROP COLUMN "advanced_condition";
  ALTER TABLE "questionnaires_blocks_multiple" DROP COLUMN "advanced_condition";
  ALTER TABLE "questionnaires_blocks_group_fields" DROP COLUMN "advanced_condition";
  ALTER TABLE "questionnaires_blocks_group" DROP COLUMN "advanced_condition";
  ALTER TABLE "questionnaires_blocks_info" DROP COLUMN "advanced_condition";
  ALTER TABLE "questionnaires_blocks_postcode" DROP COLUMN "advanced_condition";
  ALTER TABLE "questionnaires_blocks_text" DROP COLUMN "advanced_condition";
  ALTER TABLE "questionnaires_blocks_number" DROP COLUMN "advanced_condition";
  ALTER TABLE "questionnaires_blocks_contact" DROP COLUMN "advanced_condition";
  ALTER TABLE "_questionnaires_v_blocks_single" DROP COLUMN "advanced_condition";
  ALTER TABLE "_questionnaires_v_blocks_multiple" DROP COLUMN "advanced_condition";
  ALTER TABLE "_questionnaires_v_blocks_group_fields" DROP COLUMN "advanced_condition";
  ALTER TABLE "_questionnaires_v_blocks_group" DROP COLUMN "advanced_condition";
  ALTER TABLE "_questionnaires_v_blocks_info" DROP COLUMN "advanced_condition";
  ALTER TABLE "_questionnaires_v_blocks_postcode" DROP COLUMN "advanced_condition";
  ALTER TABLE "_questionnaires_v_blocks_text" DROP COLUMN "advanced_condition";
  ALTER TABLE "_questionnaires_v_blocks_number" DROP COLUMN "advanced_condition";
  ALTER TABLE "_questionnaires_v_blocks_contact" DROP COLUMN "advanced_condition";`)
  await db.execute(sql.raw(copyConditionsFromSteps()))
}

/**
 * The blocks' conditions move from rows of keys and values to the definition's own condition. The stored
 * definition (`steps`, which the blocks always mirror) still has every condition, so each block and group
 * field gets its step's condition back from it, in the documents and in their versions.
 */
function copyConditionsFromSteps(): string {
  const kinds = ['single', 'multiple', 'group', 'info', 'postcode', 'text', 'number']
  return [
    { prefix: 'questionnaires', steps: '"steps"' },
    { prefix: '_questionnaires_v', steps: '"version_steps"' },
  ]
    .flatMap(({ prefix, steps }) => {
      const step = (block: string) => `q.${steps} -> (${block}."_order" - 1)`
      const field = `${step('g')} -> 'fields' -> (f."_order" - 1)`
      return [
        ...kinds.map(
          (kind) =>
            `UPDATE "${prefix}_blocks_${kind}" b SET "condition" = ${step('b')} -> 'condition' FROM "${prefix}" q
             WHERE b."_parent_id" = q."id" AND jsonb_typeof(${step('b')} -> 'condition') = 'object';`,
        ),
        `UPDATE "${prefix}_blocks_group_fields" f SET "condition" = ${field} -> 'condition'
         FROM "${prefix}_blocks_group" g JOIN "${prefix}" q ON g."_parent_id" = q."id"
         WHERE f."_parent_id" = g."id" AND jsonb_typeof(${field} -> 'condition') = 'object';`,
      ]
    })
    .join('\n')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "questionnaires_blocks_single_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_single_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_multiple_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_multiple_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_group_fields_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_group_fields_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_group_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_group_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_info_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_info_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_postcode_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_postcode_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_text_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_text_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_number_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_number_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_contact_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_contact_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_single_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_single_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_multiple_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_multiple_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_group_fields_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_group_fields_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_group_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_group_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_info_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_info_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_postcode_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_postcode_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_text_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_text_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_number_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_number_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_contact_conditions_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_contact_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "questionnaires_blocks_single" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "questionnaires_blocks_multiple" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "questionnaires_blocks_group_fields" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "questionnaires_blocks_group" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "questionnaires_blocks_info" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "questionnaires_blocks_postcode" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "questionnaires_blocks_text" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "questionnaires_blocks_number" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "questionnaires_blocks_contact" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_single" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_multiple" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_group_fields" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_group" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_info" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_postcode" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_text" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_number" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "_questionnaires_v_blocks_contact" ADD COLUMN "advanced_condition" jsonb;
  ALTER TABLE "questionnaires_blocks_single_conditions_values" ADD CONSTRAINT "questionnaires_blocks_single_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_single_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_single_conditions" ADD CONSTRAINT "questionnaires_blocks_single_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_multiple_conditions_values" ADD CONSTRAINT "questionnaires_blocks_multiple_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_multiple_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_multiple_conditions" ADD CONSTRAINT "questionnaires_blocks_multiple_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_multiple"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_fields_conditions_values" ADD CONSTRAINT "questionnaires_blocks_group_fields_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group_fields_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_fields_conditions" ADD CONSTRAINT "questionnaires_blocks_group_fields_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_conditions_values" ADD CONSTRAINT "questionnaires_blocks_group_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_conditions" ADD CONSTRAINT "questionnaires_blocks_group_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_info_conditions_values" ADD CONSTRAINT "questionnaires_blocks_info_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_info_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_info_conditions" ADD CONSTRAINT "questionnaires_blocks_info_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_postcode_conditions_values" ADD CONSTRAINT "questionnaires_blocks_postcode_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_postcode_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_postcode_conditions" ADD CONSTRAINT "questionnaires_blocks_postcode_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_postcode"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_text_conditions_values" ADD CONSTRAINT "questionnaires_blocks_text_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_text_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_text_conditions" ADD CONSTRAINT "questionnaires_blocks_text_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_number_conditions_values" ADD CONSTRAINT "questionnaires_blocks_number_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_number_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_number_conditions" ADD CONSTRAINT "questionnaires_blocks_number_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_contact_conditions_values" ADD CONSTRAINT "questionnaires_blocks_contact_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_contact_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_contact_conditions" ADD CONSTRAINT "questionnaires_blocks_contact_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_single_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_single_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_single_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_single_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_single_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_multiple_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_multiple_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_multiple_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_multiple_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_multiple_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_multiple"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_fields_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_group_fields_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group_fields_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_fields_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_group_fields_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_group_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_group_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_info_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_info_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_info_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_info_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_info_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_postcode_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_postcode_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_postcode_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_postcode_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_postcode_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_postcode"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_text_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_text_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_text_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_text_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_text_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_number_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_number_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_number_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_number_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_number_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_contact_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_contact_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_contact_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_contact_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_contact_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "questionnaires_blocks_single_conditions_values_order_idx" ON "questionnaires_blocks_single_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_single_conditions_values_parent_id_idx" ON "questionnaires_blocks_single_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_single_conditions_order_idx" ON "questionnaires_blocks_single_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_single_conditions_parent_id_idx" ON "questionnaires_blocks_single_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_multiple_conditions_values_order_idx" ON "questionnaires_blocks_multiple_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_multiple_conditions_values_parent_id_idx" ON "questionnaires_blocks_multiple_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_multiple_conditions_order_idx" ON "questionnaires_blocks_multiple_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_multiple_conditions_parent_id_idx" ON "questionnaires_blocks_multiple_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_fields_conditions_values_order_idx" ON "questionnaires_blocks_group_fields_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_fields_conditions_values_parent_id_idx" ON "questionnaires_blocks_group_fields_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_fields_conditions_order_idx" ON "questionnaires_blocks_group_fields_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_fields_conditions_parent_id_idx" ON "questionnaires_blocks_group_fields_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_conditions_values_order_idx" ON "questionnaires_blocks_group_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_conditions_values_parent_id_idx" ON "questionnaires_blocks_group_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_conditions_order_idx" ON "questionnaires_blocks_group_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_conditions_parent_id_idx" ON "questionnaires_blocks_group_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_info_conditions_values_order_idx" ON "questionnaires_blocks_info_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_info_conditions_values_parent_id_idx" ON "questionnaires_blocks_info_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_info_conditions_order_idx" ON "questionnaires_blocks_info_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_info_conditions_parent_id_idx" ON "questionnaires_blocks_info_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_postcode_conditions_values_order_idx" ON "questionnaires_blocks_postcode_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_postcode_conditions_values_parent_id_idx" ON "questionnaires_blocks_postcode_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_postcode_conditions_order_idx" ON "questionnaires_blocks_postcode_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_postcode_conditions_parent_id_idx" ON "questionnaires_blocks_postcode_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_text_conditions_values_order_idx" ON "questionnaires_blocks_text_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_text_conditions_values_parent_id_idx" ON "questionnaires_blocks_text_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_text_conditions_order_idx" ON "questionnaires_blocks_text_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_text_conditions_parent_id_idx" ON "questionnaires_blocks_text_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_number_conditions_values_order_idx" ON "questionnaires_blocks_number_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_number_conditions_values_parent_id_idx" ON "questionnaires_blocks_number_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_number_conditions_order_idx" ON "questionnaires_blocks_number_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_number_conditions_parent_id_idx" ON "questionnaires_blocks_number_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_contact_conditions_values_order_idx" ON "questionnaires_blocks_contact_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_contact_conditions_values_parent_id_idx" ON "questionnaires_blocks_contact_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_contact_conditions_order_idx" ON "questionnaires_blocks_contact_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_contact_conditions_parent_id_idx" ON "questionnaires_blocks_contact_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_single_conditions_values_order_idx" ON "_questionnaires_v_blocks_single_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_single_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_single_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_single_conditions_order_idx" ON "_questionnaires_v_blocks_single_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_single_conditions_parent_id_idx" ON "_questionnaires_v_blocks_single_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_multiple_conditions_values_order_idx" ON "_questionnaires_v_blocks_multiple_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_multiple_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_multiple_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_multiple_conditions_order_idx" ON "_questionnaires_v_blocks_multiple_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_multiple_conditions_parent_id_idx" ON "_questionnaires_v_blocks_multiple_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_conditions_values_order_idx" ON "_questionnaires_v_blocks_group_fields_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_group_fields_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_conditions_order_idx" ON "_questionnaires_v_blocks_group_fields_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_conditions_parent_id_idx" ON "_questionnaires_v_blocks_group_fields_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_conditions_values_order_idx" ON "_questionnaires_v_blocks_group_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_group_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_conditions_order_idx" ON "_questionnaires_v_blocks_group_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_conditions_parent_id_idx" ON "_questionnaires_v_blocks_group_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_info_conditions_values_order_idx" ON "_questionnaires_v_blocks_info_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_info_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_info_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_info_conditions_order_idx" ON "_questionnaires_v_blocks_info_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_info_conditions_parent_id_idx" ON "_questionnaires_v_blocks_info_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_postcode_conditions_values_order_idx" ON "_questionnaires_v_blocks_postcode_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_postcode_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_postcode_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_postcode_conditions_order_idx" ON "_questionnaires_v_blocks_postcode_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_postcode_conditions_parent_id_idx" ON "_questionnaires_v_blocks_postcode_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_text_conditions_values_order_idx" ON "_questionnaires_v_blocks_text_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_text_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_text_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_text_conditions_order_idx" ON "_questionnaires_v_blocks_text_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_text_conditions_parent_id_idx" ON "_questionnaires_v_blocks_text_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_number_conditions_values_order_idx" ON "_questionnaires_v_blocks_number_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_number_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_number_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_number_conditions_order_idx" ON "_questionnaires_v_blocks_number_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_number_conditions_parent_id_idx" ON "_questionnaires_v_blocks_number_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_contact_conditions_values_order_idx" ON "_questionnaires_v_blocks_contact_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_contact_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_contact_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_contact_conditions_order_idx" ON "_questionnaires_v_blocks_contact_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_contact_conditions_parent_id_idx" ON "_questionnaires_v_blocks_contact_conditions" USING btree ("_parent_id");
  ALTER TABLE "questionnaires_blocks_single" DROP COLUMN "condition";
  ALTER TABLE "questionnaires_blocks_multiple" DROP COLUMN "condition";
  ALTER TABLE "questionnaires_blocks_group_fields" DROP COLUMN "condition";
  ALTER TABLE "questionnaires_blocks_group" DROP COLUMN "condition";
  ALTER TABLE "questionnaires_blocks_info" DROP COLUMN "condition";
  ALTER TABLE "questionnaires_blocks_postcode" DROP COLUMN "condition";
  ALTER TABLE "questionnaires_blocks_text" DROP COLUMN "condition";
  ALTER TABLE "questionnaires_blocks_number" DROP COLUMN "condition";
  ALTER TABLE "questionnaires" DROP COLUMN "problems";
  ALTER TABLE "_questionnaires_v_blocks_single" DROP COLUMN "condition";
  ALTER TABLE "_questionnaires_v_blocks_multiple" DROP COLUMN "condition";
  ALTER TABLE "_questionnaires_v_blocks_group_fields" DROP COLUMN "condition";
  ALTER TABLE "_questionnaires_v_blocks_group" DROP COLUMN "condition";
  ALTER TABLE "_questionnaires_v_blocks_info" DROP COLUMN "condition";
  ALTER TABLE "_questionnaires_v_blocks_postcode" DROP COLUMN "condition";
  ALTER TABLE "_questionnaires_v_blocks_text" DROP COLUMN "condition";
  ALTER TABLE "_questionnaires_v_blocks_number" DROP COLUMN "condition";
  ALTER TABLE "_questionnaires_v" DROP COLUMN "version_problems";`)
}
