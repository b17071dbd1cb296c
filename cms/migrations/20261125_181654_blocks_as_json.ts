import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages" ADD COLUMN "layout" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_layout" jsonb;
  ALTER TABLE "questionnaires" ADD COLUMN "step_blocks" jsonb;
  ALTER TABLE "_questionnaires_v" ADD COLUMN "version_step_blocks" jsonb;`)
  await db.execute(sql.raw(copyBlocksToJson()))
  await db.execute(sql`
  DROP TABLE "pages_blocks_hero_actions" CASCADE;
  DROP TABLE "pages_blocks_hero_points" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_service_grid" CASCADE;
  DROP TABLE "pages_blocks_benefits_items" CASCADE;
  DROP TABLE "pages_blocks_benefits" CASCADE;
  DROP TABLE "pages_blocks_steps_items" CASCADE;
  DROP TABLE "pages_blocks_steps" CASCADE;
  DROP TABLE "pages_blocks_partner_logos" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_figures" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_customer_story" CASCADE;
  DROP TABLE "pages_blocks_trust_items" CASCADE;
  DROP TABLE "pages_blocks_trust" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_actions" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_points" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_service_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_items" CASCADE;
  DROP TABLE "_pages_v_blocks_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_partner_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_story" CASCADE;
  DROP TABLE "_pages_v_blocks_trust_items" CASCADE;
  DROP TABLE "_pages_v_blocks_trust" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "questionnaires_blocks_single_options" CASCADE;
  DROP TABLE "questionnaires_blocks_single" CASCADE;
  DROP TABLE "questionnaires_blocks_multiple_options" CASCADE;
  DROP TABLE "questionnaires_blocks_multiple" CASCADE;
  DROP TABLE "questionnaires_blocks_group_fields_options" CASCADE;
  DROP TABLE "questionnaires_blocks_group_fields" CASCADE;
  DROP TABLE "questionnaires_blocks_group" CASCADE;
  DROP TABLE "questionnaires_blocks_info" CASCADE;
  DROP TABLE "questionnaires_blocks_postcode" CASCADE;
  DROP TABLE "questionnaires_blocks_text" CASCADE;
  DROP TABLE "questionnaires_blocks_number" CASCADE;
  DROP TABLE "questionnaires_blocks_contact" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_single_options" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_single" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_multiple_options" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_multiple" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_fields_options" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group_fields" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_group" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_info" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_postcode" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_text" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_number" CASCADE;
  DROP TABLE "_questionnaires_v_blocks_contact" CASCADE;
  ALTER TABLE "questionnaires" DROP COLUMN "steps";
  ALTER TABLE "_questionnaires_v" DROP COLUMN "version_steps";
  DROP TYPE "public"."enum_pages_blocks_hero_actions_style";
  DROP TYPE "public"."enum_pages_blocks_benefits_items_icon";
  DROP TYPE "public"."enum_pages_blocks_steps_action_style";
  DROP TYPE "public"."enum_pages_blocks_trust_items_icon";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_actions_style";
  DROP TYPE "public"."enum__pages_v_blocks_hero_actions_style";
  DROP TYPE "public"."enum__pages_v_blocks_benefits_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_steps_action_style";
  DROP TYPE "public"."enum__pages_v_blocks_trust_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_actions_style";
  DROP TYPE "public"."enum_questionnaires_blocks_group_fields_kind";
  DROP TYPE "public"."enum__questionnaires_v_blocks_group_fields_kind";`)
}

/**
 * What the block tables held, as of this migration: per block, its table (after `<parent>_blocks_`), its
 * columns (the JSON key is the column in camelCase), its groups (columns `<group>_<field>`) and its arrays (a
 * table `<block table>_<name>` each, which may hold arrays of its own). Written out rather than read from the
 * live configuration, so the migration keeps meaning what it meant when later versions change the blocks.
 */
type Rows = { name: string; columns: string[]; groups?: Record<string, string[]>; arrays?: Rows[] }
type Block = Rows & { slug: string }

const options: Rows = { name: 'options', columns: ['value', 'title', 'description'] }
const stepColumns = ['key', 'question', 'subtitle', 'condition']
const questionnaireBlocks: Block[] = [
  { slug: 'single', name: 'single', columns: stepColumns, arrays: [options] },
  { slug: 'multiple', name: 'multiple', columns: stepColumns, arrays: [options] },
  {
    slug: 'group',
    name: 'group',
    columns: stepColumns,
    arrays: [{ name: 'fields', columns: ['kind', 'key', 'label', 'subtitle', 'placeholder', 'min_length', 'max_length', 'condition'], arrays: [options] }],
  },
  { slug: 'info', name: 'info', columns: stepColumns },
  { slug: 'postcode', name: 'postcode', columns: [...stepColumns, 'placeholder'] },
  { slug: 'text', name: 'text', columns: [...stepColumns, 'placeholder', 'min_length', 'max_length'] },
  { slug: 'number', name: 'number', columns: [...stepColumns, 'min', 'max', 'step', 'default', 'unit'] },
  { slug: 'contact', name: 'contact', columns: ['key', 'question', 'subtitle'] },
]

const heading = ['heading', 'intro']
const action = ['label', 'href', 'style']
const iconItems: Rows = { name: 'items', columns: ['icon', 'title', 'text'] }
const pageBlocks: Block[] = [
  { slug: 'hero', name: 'hero', columns: ['eyebrow', 'headline', 'text'], arrays: [{ name: 'actions', columns: action }, { name: 'points', columns: ['text'] }] },
  { slug: 'serviceGrid', name: 'service_grid', columns: [...heading, 'anchor'] },
  { slug: 'benefits', name: 'benefits', columns: heading, arrays: [iconItems] },
  { slug: 'steps', name: 'steps', columns: heading, groups: { action }, arrays: [{ name: 'items', columns: ['title', 'text'] }] },
  { slug: 'partnerLogos', name: 'partner_logos', columns: heading },
  { slug: 'testimonials', name: 'testimonials', columns: heading },
  { slug: 'figures', name: 'figures', columns: heading },
  { slug: 'faq', name: 'faq', columns: heading },
  { slug: 'customerStory', name: 'customer_story', columns: [...heading, 'quote', 'name', 'detail', 'highlight'] },
  { slug: 'trust', name: 'trust', columns: heading, arrays: [iconItems] },
  { slug: 'callToAction', name: 'call_to_action', columns: heading, arrays: [{ name: 'actions', columns: action }] },
  { slug: 'richText', name: 'rich_text', columns: ['heading', 'content'] },
]

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * One row as Payload returned it: its id (a version's rows keep the document's in `_uuid`), its columns, groups
 * and arrays (empty ones as []), so the REST answers read the same after the move.
 */
function rowObject(alias: string, table: string, rows: Rows, versions: boolean, extra: string[], depth: number): string {
  const pairs = [`'id', ${alias}."${versions ? '_uuid' : 'id'}"`, ...extra, ...rows.columns.map((column) => `'${camel(column)}', ${alias}."${column}"`)]
  for (const [group, fields] of Object.entries(rows.groups ?? {})) {
    pairs.push(`'${group}', jsonb_build_object(${fields.map((field) => `'${camel(field)}', ${alias}."${group}_${field}"`).join(', ')})`)
  }
  for (const array of rows.arrays ?? []) {
    const child = `a${depth}`
    const childTable = `${table}_${array.name}`
    pairs.push(
      `'${array.name}', coalesce((SELECT jsonb_agg(${rowObject(child, childTable, array, versions, [], depth + 1)} ORDER BY ${child}."_order")
        FROM "${childTable}" ${child} WHERE ${child}."_parent_id" = ${alias}."id"), '[]'::jsonb)`,
    )
  }
  return `jsonb_build_object(${pairs.join(', ')})`
}

/** The update that writes a blocks field of every row of `parent` as one JSON array, in the blocks' order. */
function blocksUpdate(parent: string, column: string, path: string, blocks: Block[], versions: boolean): string {
  const selects = blocks.map((block) => {
    const table = `${parent}_blocks_${block.name}`
    const object = rowObject('b', table, block, versions, [`'blockType', '${block.slug}'`, `'blockName', b."block_name"`], 0)
    return `SELECT b."_order" AS position, ${object} AS block FROM "${table}" b WHERE b."_parent_id" = p."id" AND b."_path" = '${path}'`
  })
  return `UPDATE "${parent}" p SET "${column}" = coalesce((SELECT jsonb_agg(x.block ORDER BY x.position) FROM (
    ${selects.join('\n    UNION ALL ')}
  ) x), '[]'::jsonb);`
}

/** Pages' sections and questionnaires' steps, in the documents and in their versions, from their tables to JSON. */
function copyBlocksToJson(): string {
  return [
    blocksUpdate('pages', 'layout', 'layout', pageBlocks, false),
    blocksUpdate('_pages_v', 'version_layout', 'version.layout', pageBlocks, true),
    blocksUpdate('questionnaires', 'step_blocks', 'stepBlocks', questionnaireBlocks, false),
    blocksUpdate('_questionnaires_v', 'version_step_blocks', 'version.stepBlocks', questionnaireBlocks, true),
  ].join('\n')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_actions_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_pages_blocks_benefits_items_icon" AS ENUM('sparkles', 'gift', 'clock', 'shield', 'search', 'scale', 'piggy-bank', 'headset', 'award', 'users', 'eye', 'check', 'map-pin', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_steps_action_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_pages_blocks_trust_items_icon" AS ENUM('sparkles', 'gift', 'clock', 'shield', 'search', 'scale', 'piggy-bank', 'headset', 'award', 'users', 'eye', 'check', 'map-pin', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_actions_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_actions_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_benefits_items_icon" AS ENUM('sparkles', 'gift', 'clock', 'shield', 'search', 'scale', 'piggy-bank', 'headset', 'award', 'users', 'eye', 'check', 'map-pin', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_steps_action_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_trust_items_icon" AS ENUM('sparkles', 'gift', 'clock', 'shield', 'search', 'scale', 'piggy-bank', 'headset', 'award', 'users', 'eye', 'check', 'map-pin', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_actions_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_questionnaires_blocks_group_fields_kind" AS ENUM('radio', 'select', 'multiselect', 'text');
  CREATE TYPE "public"."enum__questionnaires_v_blocks_group_fields_kind" AS ENUM('radio', 'select', 'multiselect', 'text');
  CREATE TABLE "pages_blocks_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"style" "enum_pages_blocks_hero_actions_style" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_hero_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"headline" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_service_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"action_href" varchar,
  	"action_style" "enum_pages_blocks_steps_action_style" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_partner_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_customer_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"quote" varchar,
  	"name" varchar,
  	"detail" varchar,
  	"highlight" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trust_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_trust_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_trust" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"style" "enum_pages_blocks_call_to_action_actions_style" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"style" "enum__pages_v_blocks_hero_actions_style" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"headline" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"action_href" varchar,
  	"action_style" "enum__pages_v_blocks_steps_action_style" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_partner_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_customer_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"quote" varchar,
  	"name" varchar,
  	"detail" varchar,
  	"highlight" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trust_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_trust_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trust" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"style" "enum__pages_v_blocks_call_to_action_actions_style" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_single_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_single" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"condition" jsonb,
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
  
  CREATE TABLE "questionnaires_blocks_multiple" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"condition" jsonb,
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
  	"condition" jsonb
  );
  
  CREATE TABLE "questionnaires_blocks_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"condition" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"condition" jsonb,
  	"block_name" varchar
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
  	"condition" jsonb,
  	"block_name" varchar
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
  	"condition" jsonb,
  	"block_name" varchar
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
  	"condition" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "questionnaires_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
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
  
  CREATE TABLE "_questionnaires_v_blocks_single" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"condition" jsonb,
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
  
  CREATE TABLE "_questionnaires_v_blocks_multiple" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"condition" jsonb,
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
  	"condition" jsonb,
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
  	"condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
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
  	"condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
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
  	"condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
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
  	"condition" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_questionnaires_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"question" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "questionnaires" ADD COLUMN "steps" jsonb;
  ALTER TABLE "_questionnaires_v" ADD COLUMN "version_steps" jsonb;
  ALTER TABLE "pages_blocks_hero_actions" ADD CONSTRAINT "pages_blocks_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_points" ADD CONSTRAINT "pages_blocks_hero_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_grid" ADD CONSTRAINT "pages_blocks_service_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits_items" ADD CONSTRAINT "pages_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits" ADD CONSTRAINT "pages_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_items" ADD CONSTRAINT "pages_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps" ADD CONSTRAINT "pages_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partner_logos" ADD CONSTRAINT "pages_blocks_partner_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures" ADD CONSTRAINT "pages_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_story" ADD CONSTRAINT "pages_blocks_customer_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust_items" ADD CONSTRAINT "pages_blocks_trust_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trust"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust" ADD CONSTRAINT "pages_blocks_trust_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_actions" ADD CONSTRAINT "pages_blocks_call_to_action_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD CONSTRAINT "_pages_v_blocks_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_points" ADD CONSTRAINT "_pages_v_blocks_hero_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_grid" ADD CONSTRAINT "_pages_v_blocks_service_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits_items" ADD CONSTRAINT "_pages_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits" ADD CONSTRAINT "_pages_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_items" ADD CONSTRAINT "_pages_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps" ADD CONSTRAINT "_pages_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_partner_logos" ADD CONSTRAINT "_pages_v_blocks_partner_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures" ADD CONSTRAINT "_pages_v_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_story" ADD CONSTRAINT "_pages_v_blocks_customer_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust_items" ADD CONSTRAINT "_pages_v_blocks_trust_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trust"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust" ADD CONSTRAINT "_pages_v_blocks_trust_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ADD CONSTRAINT "_pages_v_blocks_call_to_action_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_single_options" ADD CONSTRAINT "questionnaires_blocks_single_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_single" ADD CONSTRAINT "questionnaires_blocks_single_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_multiple_options" ADD CONSTRAINT "questionnaires_blocks_multiple_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_multiple"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_multiple" ADD CONSTRAINT "questionnaires_blocks_multiple_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_fields_options" ADD CONSTRAINT "questionnaires_blocks_group_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group_fields" ADD CONSTRAINT "questionnaires_blocks_group_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_blocks_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_group" ADD CONSTRAINT "questionnaires_blocks_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_info" ADD CONSTRAINT "questionnaires_blocks_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_postcode" ADD CONSTRAINT "questionnaires_blocks_postcode_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_text" ADD CONSTRAINT "questionnaires_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_number" ADD CONSTRAINT "questionnaires_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_blocks_contact" ADD CONSTRAINT "questionnaires_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_single_options" ADD CONSTRAINT "_questionnaires_v_blocks_single_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_single" ADD CONSTRAINT "_questionnaires_v_blocks_single_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_multiple_options" ADD CONSTRAINT "_questionnaires_v_blocks_multiple_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_multiple"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_multiple" ADD CONSTRAINT "_questionnaires_v_blocks_multiple_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_fields_options" ADD CONSTRAINT "_questionnaires_v_blocks_group_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group_fields" ADD CONSTRAINT "_questionnaires_v_blocks_group_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_blocks_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_group" ADD CONSTRAINT "_questionnaires_v_blocks_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_info" ADD CONSTRAINT "_questionnaires_v_blocks_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_postcode" ADD CONSTRAINT "_questionnaires_v_blocks_postcode_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_text" ADD CONSTRAINT "_questionnaires_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_number" ADD CONSTRAINT "_questionnaires_v_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_blocks_contact" ADD CONSTRAINT "_questionnaires_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_actions_order_idx" ON "pages_blocks_hero_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_actions_parent_id_idx" ON "pages_blocks_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_points_order_idx" ON "pages_blocks_hero_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_points_parent_id_idx" ON "pages_blocks_hero_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_grid_order_idx" ON "pages_blocks_service_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_grid_parent_id_idx" ON "pages_blocks_service_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_grid_path_idx" ON "pages_blocks_service_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_benefits_items_order_idx" ON "pages_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_benefits_items_parent_id_idx" ON "pages_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_benefits_order_idx" ON "pages_blocks_benefits" USING btree ("_order");
  CREATE INDEX "pages_blocks_benefits_parent_id_idx" ON "pages_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_benefits_path_idx" ON "pages_blocks_benefits" USING btree ("_path");
  CREATE INDEX "pages_blocks_steps_items_order_idx" ON "pages_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_items_parent_id_idx" ON "pages_blocks_steps_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_order_idx" ON "pages_blocks_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_parent_id_idx" ON "pages_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_path_idx" ON "pages_blocks_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_partner_logos_order_idx" ON "pages_blocks_partner_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_partner_logos_parent_id_idx" ON "pages_blocks_partner_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_partner_logos_path_idx" ON "pages_blocks_partner_logos" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_figures_order_idx" ON "pages_blocks_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_parent_id_idx" ON "pages_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_path_idx" ON "pages_blocks_figures" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_customer_story_order_idx" ON "pages_blocks_customer_story" USING btree ("_order");
  CREATE INDEX "pages_blocks_customer_story_parent_id_idx" ON "pages_blocks_customer_story" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_customer_story_path_idx" ON "pages_blocks_customer_story" USING btree ("_path");
  CREATE INDEX "pages_blocks_trust_items_order_idx" ON "pages_blocks_trust_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_trust_items_parent_id_idx" ON "pages_blocks_trust_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trust_order_idx" ON "pages_blocks_trust" USING btree ("_order");
  CREATE INDEX "pages_blocks_trust_parent_id_idx" ON "pages_blocks_trust" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trust_path_idx" ON "pages_blocks_trust" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_actions_order_idx" ON "pages_blocks_call_to_action_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_actions_parent_id_idx" ON "pages_blocks_call_to_action_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_actions_order_idx" ON "_pages_v_blocks_hero_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_actions_parent_id_idx" ON "_pages_v_blocks_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_points_order_idx" ON "_pages_v_blocks_hero_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_points_parent_id_idx" ON "_pages_v_blocks_hero_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_grid_order_idx" ON "_pages_v_blocks_service_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_grid_parent_id_idx" ON "_pages_v_blocks_service_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_grid_path_idx" ON "_pages_v_blocks_service_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_benefits_items_order_idx" ON "_pages_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_benefits_items_parent_id_idx" ON "_pages_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_benefits_order_idx" ON "_pages_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_benefits_parent_id_idx" ON "_pages_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_benefits_path_idx" ON "_pages_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_steps_items_order_idx" ON "_pages_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_items_parent_id_idx" ON "_pages_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_order_idx" ON "_pages_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_parent_id_idx" ON "_pages_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_path_idx" ON "_pages_v_blocks_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_partner_logos_order_idx" ON "_pages_v_blocks_partner_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_partner_logos_parent_id_idx" ON "_pages_v_blocks_partner_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_partner_logos_path_idx" ON "_pages_v_blocks_partner_logos" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_figures_order_idx" ON "_pages_v_blocks_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_parent_id_idx" ON "_pages_v_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_path_idx" ON "_pages_v_blocks_figures" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_customer_story_order_idx" ON "_pages_v_blocks_customer_story" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_customer_story_parent_id_idx" ON "_pages_v_blocks_customer_story" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_story_path_idx" ON "_pages_v_blocks_customer_story" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trust_items_order_idx" ON "_pages_v_blocks_trust_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trust_items_parent_id_idx" ON "_pages_v_blocks_trust_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_order_idx" ON "_pages_v_blocks_trust" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trust_parent_id_idx" ON "_pages_v_blocks_trust" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_path_idx" ON "_pages_v_blocks_trust" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_actions_order_idx" ON "_pages_v_blocks_call_to_action_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_actions_parent_id_idx" ON "_pages_v_blocks_call_to_action_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_single_options_order_idx" ON "questionnaires_blocks_single_options" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_single_options_parent_id_idx" ON "questionnaires_blocks_single_options" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_single_order_idx" ON "questionnaires_blocks_single" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_single_parent_id_idx" ON "questionnaires_blocks_single" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_single_path_idx" ON "questionnaires_blocks_single" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_multiple_options_order_idx" ON "questionnaires_blocks_multiple_options" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_multiple_options_parent_id_idx" ON "questionnaires_blocks_multiple_options" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_multiple_order_idx" ON "questionnaires_blocks_multiple" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_multiple_parent_id_idx" ON "questionnaires_blocks_multiple" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_multiple_path_idx" ON "questionnaires_blocks_multiple" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_group_fields_options_order_idx" ON "questionnaires_blocks_group_fields_options" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_fields_options_parent_id_idx" ON "questionnaires_blocks_group_fields_options" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_fields_order_idx" ON "questionnaires_blocks_group_fields" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_fields_parent_id_idx" ON "questionnaires_blocks_group_fields" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_order_idx" ON "questionnaires_blocks_group" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_group_parent_id_idx" ON "questionnaires_blocks_group" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_group_path_idx" ON "questionnaires_blocks_group" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_info_order_idx" ON "questionnaires_blocks_info" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_info_parent_id_idx" ON "questionnaires_blocks_info" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_info_path_idx" ON "questionnaires_blocks_info" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_postcode_order_idx" ON "questionnaires_blocks_postcode" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_postcode_parent_id_idx" ON "questionnaires_blocks_postcode" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_postcode_path_idx" ON "questionnaires_blocks_postcode" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_text_order_idx" ON "questionnaires_blocks_text" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_text_parent_id_idx" ON "questionnaires_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_text_path_idx" ON "questionnaires_blocks_text" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_number_order_idx" ON "questionnaires_blocks_number" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_number_parent_id_idx" ON "questionnaires_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_number_path_idx" ON "questionnaires_blocks_number" USING btree ("_path");
  CREATE INDEX "questionnaires_blocks_contact_order_idx" ON "questionnaires_blocks_contact" USING btree ("_order");
  CREATE INDEX "questionnaires_blocks_contact_parent_id_idx" ON "questionnaires_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_blocks_contact_path_idx" ON "questionnaires_blocks_contact" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_single_options_order_idx" ON "_questionnaires_v_blocks_single_options" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_single_options_parent_id_idx" ON "_questionnaires_v_blocks_single_options" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_single_order_idx" ON "_questionnaires_v_blocks_single" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_single_parent_id_idx" ON "_questionnaires_v_blocks_single" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_single_path_idx" ON "_questionnaires_v_blocks_single" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_multiple_options_order_idx" ON "_questionnaires_v_blocks_multiple_options" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_multiple_options_parent_id_idx" ON "_questionnaires_v_blocks_multiple_options" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_multiple_order_idx" ON "_questionnaires_v_blocks_multiple" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_multiple_parent_id_idx" ON "_questionnaires_v_blocks_multiple" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_multiple_path_idx" ON "_questionnaires_v_blocks_multiple" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_options_order_idx" ON "_questionnaires_v_blocks_group_fields_options" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_options_parent_id_idx" ON "_questionnaires_v_blocks_group_fields_options" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_order_idx" ON "_questionnaires_v_blocks_group_fields" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_fields_parent_id_idx" ON "_questionnaires_v_blocks_group_fields" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_order_idx" ON "_questionnaires_v_blocks_group" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_group_parent_id_idx" ON "_questionnaires_v_blocks_group" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_group_path_idx" ON "_questionnaires_v_blocks_group" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_info_order_idx" ON "_questionnaires_v_blocks_info" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_info_parent_id_idx" ON "_questionnaires_v_blocks_info" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_info_path_idx" ON "_questionnaires_v_blocks_info" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_postcode_order_idx" ON "_questionnaires_v_blocks_postcode" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_postcode_parent_id_idx" ON "_questionnaires_v_blocks_postcode" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_postcode_path_idx" ON "_questionnaires_v_blocks_postcode" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_text_order_idx" ON "_questionnaires_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_text_parent_id_idx" ON "_questionnaires_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_text_path_idx" ON "_questionnaires_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_number_order_idx" ON "_questionnaires_v_blocks_number" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_number_parent_id_idx" ON "_questionnaires_v_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_number_path_idx" ON "_questionnaires_v_blocks_number" USING btree ("_path");
  CREATE INDEX "_questionnaires_v_blocks_contact_order_idx" ON "_questionnaires_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_blocks_contact_parent_id_idx" ON "_questionnaires_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_blocks_contact_path_idx" ON "_questionnaires_v_blocks_contact" USING btree ("_path");
  ALTER TABLE "pages" DROP COLUMN "layout";
  ALTER TABLE "_pages_v" DROP COLUMN "version_layout";
  ALTER TABLE "questionnaires" DROP COLUMN "step_blocks";
  ALTER TABLE "_questionnaires_v" DROP COLUMN "version_step_blocks";`)
}
