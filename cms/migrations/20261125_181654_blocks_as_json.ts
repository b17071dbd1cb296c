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

/**
 * Not reversible: the earlier schema kept each questionnaire twice (blocks and the definition JSON, written by
 * code that no longer exists), and putting JSON back into dozens of block tables is a restore, not a
 * migration. Going back means restoring the backup taken before migrating.
 */
export async function down(_args: MigrateDownArgs): Promise<void> {
  throw new Error('20261125_181654_blocks_as_json cannot be undone: restore the database backup taken before it was applied.')
}
