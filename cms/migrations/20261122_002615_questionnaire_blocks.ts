import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_questionnaires_blocks_group_fields_kind" AS ENUM('radio', 'select', 'multiselect', 'text');
  CREATE TYPE "public"."enum__questionnaires_v_blocks_group_fields_kind" AS ENUM('radio', 'select', 'multiselect', 'text');
  CREATE TABLE "questionnaires_blocks_single_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"title" varchar,
  	"description" varchar
  );
  
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
  
  CREATE TABLE "questionnaires_blocks_single" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_multiple_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"title" varchar,
  	"description" varchar
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
  
  CREATE TABLE "questionnaires_blocks_multiple" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_group_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"title" varchar,
  	"description" varchar
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
  
  CREATE TABLE "questionnaires_blocks_group_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_questionnaires_blocks_group_fields_kind" DEFAULT 'radio',
  	"key" varchar,
  	"label" varchar,
  	"subtitle" varchar,
  	"placeholder" varchar,
  	"min_length" numeric DEFAULT 1,
  	"max_length" numeric DEFAULT 200,
  	"advanced_condition" jsonb
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
  
  CREATE TABLE "questionnaires_blocks_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"block_name" varchar
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
  
  CREATE TABLE "questionnaires_blocks_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"block_name" varchar
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
  
  CREATE TABLE "questionnaires_blocks_postcode" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"placeholder" varchar,
  	"advanced_condition" jsonb,
  	"block_name" varchar
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
  
  CREATE TABLE "questionnaires_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"placeholder" varchar,
  	"min_length" numeric DEFAULT 3,
  	"max_length" numeric DEFAULT 500,
  	"advanced_condition" jsonb,
  	"block_name" varchar
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
  
  CREATE TABLE "questionnaires_blocks_number" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"min" numeric DEFAULT 1,
  	"max" numeric,
  	"step" numeric DEFAULT 1,
  	"default" numeric DEFAULT 1,
  	"unit" varchar DEFAULT 'kWh/anno',
  	"advanced_condition" jsonb,
  	"block_name" varchar
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
  
  CREATE TABLE "questionnaires_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_single_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
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
  
  CREATE TABLE "_questionnaires_v_blocks_single" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_multiple_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"title" varchar,
  	"description" varchar,
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
  
  CREATE TABLE "_questionnaires_v_blocks_multiple" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_group_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"title" varchar,
  	"description" varchar,
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
  
  CREATE TABLE "_questionnaires_v_blocks_group_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__questionnaires_v_blocks_group_fields_kind" DEFAULT 'radio',
  	"key" varchar,
  	"label" varchar,
  	"subtitle" varchar,
  	"placeholder" varchar,
  	"min_length" numeric DEFAULT 1,
  	"max_length" numeric DEFAULT 200,
  	"advanced_condition" jsonb,
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
  
  CREATE TABLE "_questionnaires_v_blocks_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
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
  
  CREATE TABLE "_questionnaires_v_blocks_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
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
  
  CREATE TABLE "_questionnaires_v_blocks_postcode" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"placeholder" varchar,
  	"advanced_condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
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
  
  CREATE TABLE "_questionnaires_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"placeholder" varchar,
  	"min_length" numeric DEFAULT 3,
  	"max_length" numeric DEFAULT 500,
  	"advanced_condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
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
  
  CREATE TABLE "_questionnaires_v_blocks_number" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"min" numeric DEFAULT 1,
  	"max" numeric,
  	"step" numeric DEFAULT 1,
  	"default" numeric DEFAULT 1,
  	"unit" varchar DEFAULT 'kWh/anno',
  	"advanced_condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
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
  
  CREATE TABLE "_questionnaires_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"advanced_condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "questionnaires_blocks_single_options" ADD CONSTRAINT "questionnaires_blocks_single_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_single_conditions_values" ADD CONSTRAINT "questionnaires_blocks_single_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_single_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_single_conditions" ADD CONSTRAINT "questionnaires_blocks_single_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_single" ADD CONSTRAINT "questionnaires_blocks_single_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_multiple_options" ADD CONSTRAINT "questionnaires_blocks_multiple_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_multiple"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_multiple_conditions_values" ADD CONSTRAINT "questionnaires_blocks_multiple_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_multiple_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_multiple_conditions" ADD CONSTRAINT "questionnaires_blocks_multiple_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_multiple"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_multiple" ADD CONSTRAINT "questionnaires_blocks_multiple_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_fields_options" ADD CONSTRAINT "questionnaires_blocks_group_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_fields_conditions_values" ADD CONSTRAINT "questionnaires_blocks_group_fields_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group_fields_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_fields_conditions" ADD CONSTRAINT "questionnaires_blocks_group_fields_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_fields" ADD CONSTRAINT "questionnaires_blocks_group_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_conditions_values" ADD CONSTRAINT "questionnaires_blocks_group_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_conditions" ADD CONSTRAINT "questionnaires_blocks_group_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group" ADD CONSTRAINT "questionnaires_blocks_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_info_conditions_values" ADD CONSTRAINT "questionnaires_blocks_info_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_info_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_info_conditions" ADD CONSTRAINT "questionnaires_blocks_info_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_info" ADD CONSTRAINT "questionnaires_blocks_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_postcode_conditions_values" ADD CONSTRAINT "questionnaires_blocks_postcode_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_postcode_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_postcode_conditions" ADD CONSTRAINT "questionnaires_blocks_postcode_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_postcode"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_postcode" ADD CONSTRAINT "questionnaires_blocks_postcode_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_text_conditions_values" ADD CONSTRAINT "questionnaires_blocks_text_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_text_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_text_conditions" ADD CONSTRAINT "questionnaires_blocks_text_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_text" ADD CONSTRAINT "questionnaires_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_number_conditions_values" ADD CONSTRAINT "questionnaires_blocks_number_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_number_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_number_conditions" ADD CONSTRAINT "questionnaires_blocks_number_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_number" ADD CONSTRAINT "questionnaires_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_contact_conditions_values" ADD CONSTRAINT "questionnaires_blocks_contact_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_contact_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_contact_conditions" ADD CONSTRAINT "questionnaires_blocks_contact_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_contact" ADD CONSTRAINT "questionnaires_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_single_options" ADD CONSTRAINT "_questionnaires_v_blocks_single_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_single_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_single_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_single_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_single_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_single_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_single" ADD CONSTRAINT "_questionnaires_v_blocks_single_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_multiple_options" ADD CONSTRAINT "_questionnaires_v_blocks_multiple_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_multiple"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_multiple_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_multiple_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_multiple_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_multiple_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_multiple_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_multiple"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_multiple" ADD CONSTRAINT "_questionnaires_v_blocks_multiple_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_fields_options" ADD CONSTRAINT "_questionnaires_v_blocks_group_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_fields_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_group_fields_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group_fields_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_fields_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_group_fields_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_fields" ADD CONSTRAINT "_questionnaires_v_blocks_group_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_group_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_group_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group" ADD CONSTRAINT "_questionnaires_v_blocks_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_info_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_info_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_info_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_info_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_info_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_info" ADD CONSTRAINT "_questionnaires_v_blocks_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_postcode_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_postcode_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_postcode_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_postcode_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_postcode_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_postcode"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_postcode" ADD CONSTRAINT "_questionnaires_v_blocks_postcode_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_text_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_text_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_text_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_text_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_text_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_text" ADD CONSTRAINT "_questionnaires_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_number_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_number_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_number_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_number_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_number_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_number" ADD CONSTRAINT "_questionnaires_v_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_contact_conditions_values" ADD CONSTRAINT "_questionnaires_v_blocks_contact_conditions_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_contact_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_contact_conditions" ADD CONSTRAINT "_questionnaires_v_blocks_contact_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_contact" ADD CONSTRAINT "_questionnaires_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "questionnaires_blocks_single_options_order_idx" ON "questionnaires_blocks_single_options" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_single_options_parent_id_idx" ON "questionnaires_blocks_single_options" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_single_conditions_values_order_idx" ON "questionnaires_blocks_single_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_single_conditions_values_parent_id_idx" ON "questionnaires_blocks_single_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_single_conditions_order_idx" ON "questionnaires_blocks_single_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_single_conditions_parent_id_idx" ON "questionnaires_blocks_single_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_single_order_idx" ON "questionnaires_blocks_single" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_single_parent_id_idx" ON "questionnaires_blocks_single" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_single_path_idx" ON "questionnaires_blocks_single" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_multiple_options_order_idx" ON "questionnaires_blocks_multiple_options" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_multiple_options_parent_id_idx" ON "questionnaires_blocks_multiple_options" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_multiple_conditions_values_order_idx" ON "questionnaires_blocks_multiple_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_multiple_conditions_values_parent_id_idx" ON "questionnaires_blocks_multiple_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_multiple_conditions_order_idx" ON "questionnaires_blocks_multiple_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_multiple_conditions_parent_id_idx" ON "questionnaires_blocks_multiple_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_multiple_order_idx" ON "questionnaires_blocks_multiple" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_multiple_parent_id_idx" ON "questionnaires_blocks_multiple" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_multiple_path_idx" ON "questionnaires_blocks_multiple" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_group_fields_options_order_idx" ON "questionnaires_blocks_group_fields_options" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_fields_options_parent_id_idx" ON "questionnaires_blocks_group_fields_options" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_fields_conditions_values_order_idx" ON "questionnaires_blocks_group_fields_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_fields_conditions_values_parent_id_idx" ON "questionnaires_blocks_group_fields_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_fields_conditions_order_idx" ON "questionnaires_blocks_group_fields_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_fields_conditions_parent_id_idx" ON "questionnaires_blocks_group_fields_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_fields_order_idx" ON "questionnaires_blocks_group_fields" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_fields_parent_id_idx" ON "questionnaires_blocks_group_fields" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_conditions_values_order_idx" ON "questionnaires_blocks_group_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_conditions_values_parent_id_idx" ON "questionnaires_blocks_group_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_conditions_order_idx" ON "questionnaires_blocks_group_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_conditions_parent_id_idx" ON "questionnaires_blocks_group_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_order_idx" ON "questionnaires_blocks_group" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_parent_id_idx" ON "questionnaires_blocks_group" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_path_idx" ON "questionnaires_blocks_group" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_info_conditions_values_order_idx" ON "questionnaires_blocks_info_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_info_conditions_values_parent_id_idx" ON "questionnaires_blocks_info_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_info_conditions_order_idx" ON "questionnaires_blocks_info_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_info_conditions_parent_id_idx" ON "questionnaires_blocks_info_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_info_order_idx" ON "questionnaires_blocks_info" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_info_parent_id_idx" ON "questionnaires_blocks_info" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_info_path_idx" ON "questionnaires_blocks_info" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_postcode_conditions_values_order_idx" ON "questionnaires_blocks_postcode_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_postcode_conditions_values_parent_id_idx" ON "questionnaires_blocks_postcode_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_postcode_conditions_order_idx" ON "questionnaires_blocks_postcode_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_postcode_conditions_parent_id_idx" ON "questionnaires_blocks_postcode_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_postcode_order_idx" ON "questionnaires_blocks_postcode" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_postcode_parent_id_idx" ON "questionnaires_blocks_postcode" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_postcode_path_idx" ON "questionnaires_blocks_postcode" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_text_conditions_values_order_idx" ON "questionnaires_blocks_text_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_text_conditions_values_parent_id_idx" ON "questionnaires_blocks_text_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_text_conditions_order_idx" ON "questionnaires_blocks_text_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_text_conditions_parent_id_idx" ON "questionnaires_blocks_text_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_text_order_idx" ON "questionnaires_blocks_text" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_text_parent_id_idx" ON "questionnaires_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_text_path_idx" ON "questionnaires_blocks_text" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_number_conditions_values_order_idx" ON "questionnaires_blocks_number_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_number_conditions_values_parent_id_idx" ON "questionnaires_blocks_number_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_number_conditions_order_idx" ON "questionnaires_blocks_number_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_number_conditions_parent_id_idx" ON "questionnaires_blocks_number_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_number_order_idx" ON "questionnaires_blocks_number" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_number_parent_id_idx" ON "questionnaires_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_number_path_idx" ON "questionnaires_blocks_number" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_contact_conditions_values_order_idx" ON "questionnaires_blocks_contact_conditions_values" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_contact_conditions_values_parent_id_idx" ON "questionnaires_blocks_contact_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_contact_conditions_order_idx" ON "questionnaires_blocks_contact_conditions" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_contact_conditions_parent_id_idx" ON "questionnaires_blocks_contact_conditions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_contact_order_idx" ON "questionnaires_blocks_contact" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_contact_parent_id_idx" ON "questionnaires_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_contact_path_idx" ON "questionnaires_blocks_contact" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_single_options_order_idx" ON "_questionnaires_v_blocks_single_options" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_single_options_parent_id_idx" ON "_questionnaires_v_blocks_single_options" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_single_conditions_values_order_idx" ON "_questionnaires_v_blocks_single_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_single_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_single_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_single_conditions_order_idx" ON "_questionnaires_v_blocks_single_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_single_conditions_parent_id_idx" ON "_questionnaires_v_blocks_single_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_single_order_idx" ON "_questionnaires_v_blocks_single" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_single_parent_id_idx" ON "_questionnaires_v_blocks_single" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_single_path_idx" ON "_questionnaires_v_blocks_single" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_multiple_options_order_idx" ON "_questionnaires_v_blocks_multiple_options" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_multiple_options_parent_id_idx" ON "_questionnaires_v_blocks_multiple_options" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_multiple_conditions_values_order_idx" ON "_questionnaires_v_blocks_multiple_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_multiple_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_multiple_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_multiple_conditions_order_idx" ON "_questionnaires_v_blocks_multiple_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_multiple_conditions_parent_id_idx" ON "_questionnaires_v_blocks_multiple_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_multiple_order_idx" ON "_questionnaires_v_blocks_multiple" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_multiple_parent_id_idx" ON "_questionnaires_v_blocks_multiple" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_multiple_path_idx" ON "_questionnaires_v_blocks_multiple" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_options_order_idx" ON "_questionnaires_v_blocks_group_fields_options" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_options_parent_id_idx" ON "_questionnaires_v_blocks_group_fields_options" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_conditions_values_order_idx" ON "_questionnaires_v_blocks_group_fields_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_group_fields_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_conditions_order_idx" ON "_questionnaires_v_blocks_group_fields_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_conditions_parent_id_idx" ON "_questionnaires_v_blocks_group_fields_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_order_idx" ON "_questionnaires_v_blocks_group_fields" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_parent_id_idx" ON "_questionnaires_v_blocks_group_fields" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_conditions_values_order_idx" ON "_questionnaires_v_blocks_group_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_group_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_conditions_order_idx" ON "_questionnaires_v_blocks_group_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_conditions_parent_id_idx" ON "_questionnaires_v_blocks_group_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_order_idx" ON "_questionnaires_v_blocks_group" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_parent_id_idx" ON "_questionnaires_v_blocks_group" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_path_idx" ON "_questionnaires_v_blocks_group" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_info_conditions_values_order_idx" ON "_questionnaires_v_blocks_info_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_info_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_info_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_info_conditions_order_idx" ON "_questionnaires_v_blocks_info_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_info_conditions_parent_id_idx" ON "_questionnaires_v_blocks_info_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_info_order_idx" ON "_questionnaires_v_blocks_info" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_info_parent_id_idx" ON "_questionnaires_v_blocks_info" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_info_path_idx" ON "_questionnaires_v_blocks_info" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_postcode_conditions_values_order_idx" ON "_questionnaires_v_blocks_postcode_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_postcode_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_postcode_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_postcode_conditions_order_idx" ON "_questionnaires_v_blocks_postcode_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_postcode_conditions_parent_id_idx" ON "_questionnaires_v_blocks_postcode_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_postcode_order_idx" ON "_questionnaires_v_blocks_postcode" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_postcode_parent_id_idx" ON "_questionnaires_v_blocks_postcode" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_postcode_path_idx" ON "_questionnaires_v_blocks_postcode" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_text_conditions_values_order_idx" ON "_questionnaires_v_blocks_text_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_text_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_text_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_text_conditions_order_idx" ON "_questionnaires_v_blocks_text_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_text_conditions_parent_id_idx" ON "_questionnaires_v_blocks_text_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_text_order_idx" ON "_questionnaires_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_text_parent_id_idx" ON "_questionnaires_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_text_path_idx" ON "_questionnaires_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_number_conditions_values_order_idx" ON "_questionnaires_v_blocks_number_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_number_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_number_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_number_conditions_order_idx" ON "_questionnaires_v_blocks_number_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_number_conditions_parent_id_idx" ON "_questionnaires_v_blocks_number_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_number_order_idx" ON "_questionnaires_v_blocks_number" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_number_parent_id_idx" ON "_questionnaires_v_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_number_path_idx" ON "_questionnaires_v_blocks_number" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_contact_conditions_values_order_idx" ON "_questionnaires_v_blocks_contact_conditions_values" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_contact_conditions_values_parent_id_idx" ON "_questionnaires_v_blocks_contact_conditions_values" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_contact_conditions_order_idx" ON "_questionnaires_v_blocks_contact_conditions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_contact_conditions_parent_id_idx" ON "_questionnaires_v_blocks_contact_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_contact_order_idx" ON "_questionnaires_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_contact_parent_id_idx" ON "_questionnaires_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_contact_path_idx" ON "_questionnaires_v_blocks_contact" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "questionnaires_blocks_single_options" CASCADE;
  DROP TABLE "questionnaires_blocks_single_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_single_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_single" CASCADE;
  DROP TABLE "questionnaires_blocks_multiple_options" CASCADE;
  DROP TABLE "questionnaires_blocks_multiple_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_multiple_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_multiple" CASCADE;
  DROP TABLE "questionnaires_blocks_group_fields_options" CASCADE;
  DROP TABLE "questionnaires_blocks_group_fields_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_group_fields_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_group_fields" CASCADE;
  DROP TABLE "questionnaires_blocks_group_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_group_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_group" CASCADE;
  DROP TABLE "questionnaires_blocks_info_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_info_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_info" CASCADE;
  DROP TABLE "questionnaires_blocks_postcode_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_postcode_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_postcode" CASCADE;
  DROP TABLE "questionnaires_blocks_text_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_text_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_text" CASCADE;
  DROP TABLE "questionnaires_blocks_number_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_number_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_number" CASCADE;
  DROP TABLE "questionnaires_blocks_contact_conditions_values" CASCADE;
  DROP TABLE "questionnaires_blocks_contact_conditions" CASCADE;
  DROP TABLE "questionnaires_blocks_contact" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_single_options" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_single_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_single_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_single" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_multiple_options" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_multiple_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_multiple_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_multiple" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_fields_options" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_fields_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_fields_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_fields" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_info_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_info_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_info" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_postcode_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_postcode_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_postcode" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_text_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_text_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_text" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_number_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_number_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_number" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_contact_conditions_values" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_contact_conditions" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_contact" CASCADE;
  DROP TYPE "public"."enum_questionnaires_blocks_group_fields_kind";
  DROP TYPE "public"."enum__questionnaires_v_blocks_group_fields_kind";`)
}
