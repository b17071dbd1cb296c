import { uiTextCatalogue, UiTextsSchema, type UiTexts } from '#content-schema'
import type { Queryable } from '../lib/rateLimit.ts'
import { remembered } from '../lib/settingsCache.ts'
import { BRAND_SQL } from './brand.ts'
import type { EmailBrand } from './layout.ts'

const column = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * One group of the `ui-texts` global as the e-mails word it, in one statement free of Payload (the web server's lead
 * path writes e-mails too): the columns Payload names `<group>_<text>`, each blank one read as its default, as the
 * site reads them. Names come from the catalogue, never from input.
 */
function uiTextsSql(group: keyof UiTexts): string {
  const selected = Object.keys(uiTextCatalogue[group].texts).map((key) => `${column(group)}_${column(key)} as "${key}"`)
  return `select ${selected.join(', ')} from ui_texts order by id limit 1`
}

const parseGroup = <Group extends keyof UiTexts>(group: Group, row: unknown): UiTexts[Group] => UiTextsSchema.parse({ [group]: row ?? {} })[group]

/**
 * The brand that signs the e-mails and one group of their texts, read in one round trip and kept until a change
 * (cms/src/lib/settingsCache.ts): a lead's path reads both for every lead.
 */
export function readBrandAndTexts<Group extends keyof UiTexts>(db: Queryable, group: Group): Promise<{ brand: EmailBrand; texts: UiTexts[Group] }> {
  return remembered(`brand+${group}`, async () => {
    const { rows } = await db.query(`select (select row_to_json(b) from (${BRAND_SQL}) b) as brand, (select row_to_json(t) from (${uiTextsSql(group)}) t) as texts`, [])
    const row = rows[0] as { brand: EmailBrand | null; texts: unknown }
    return { brand: row.brand ?? ({} as EmailBrand), texts: parseGroup(group, row.texts) }
  })
}
