import { uiTextCatalogue, UiTextsSchema, type UiTexts } from '#content-schema'
import type { Queryable } from '../lib/rateLimit.ts'

const column = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * One group of the `ui-texts` global as the e-mails word it, in one statement free of Payload (the web server's lead
 * path writes e-mails too): the columns Payload names `<group>_<text>`, each blank one read as its default, as the
 * site reads them. Names come from the catalogue, never from input.
 */
export async function readUiTexts<Group extends keyof UiTexts>(db: Queryable, group: Group): Promise<UiTexts[Group]> {
  const selected = Object.keys(uiTextCatalogue[group].texts).map((key) => `${column(group)}_${column(key)} as "${key}"`)
  const { rows } = await db.query(`select ${selected.join(', ')} from ui_texts order by id limit 1`, [])
  return UiTextsSchema.parse({ [group]: rows[0] ?? {} })[group]
}
