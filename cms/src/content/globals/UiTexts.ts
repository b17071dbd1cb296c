import type { Field, GlobalConfig } from 'payload'
import { previewUrl } from '../previewUrl.ts'
import { draftedGlobal } from '../draftedGlobal.ts'
import { versionAuthorField } from '../versions.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { globalSlugs } from '../../slugs.ts'
import { uiTextGroups, uiTextProblem } from '#content-schema'

/** One collapsible group per part of the interface, one field per text, prefilled with the text in use. */
const groups: Field[] = uiTextGroups.map(([name, group]) => ({
  name,
  label: group.label,
  type: 'group',
  fields: Object.entries(group.texts).map(([key, entry]): Field => {
    const common = {
      name: key,
      label: entry.label,
      defaultValue: entry.default,
      // A retired text keeps its column (the published versions hold what people agreed to) but no editor sees it.
      admin: { placeholder: entry.default, hidden: entry.retired !== undefined },
      validate: (value: string | null | undefined) => (value ? (uiTextProblem(entry, value) ?? true) : true),
    }
    return entry.long ? { ...common, type: 'textarea' } : { ...common, type: 'text' }
  }),
}))

/**
 * The fixed texts of the site's interface (404 page, cookie banner, the consents beside every form's checkboxes) in
 * the editors' hands. Among them are the words people agree to, so every published version is kept for good (a
 * consent records the words of the version it was given under, cms/src/consents/wording.ts) and names who made
 * it; a draft changes nothing public until it is published, and «Anteprima» shows it on /contatti.
 */
export const UiTexts: GlobalConfig = {
  ...draftedGlobal(globalSlugs.uiTexts, cacheTags.uiTexts),
  label: "Testi dell'interfaccia",
  admin: {
    description:
      'I testi fissi del sito, compresi i testi dei consensi. Un campo lasciato vuoto mostra il testo predefinito (quello suggerito nel campo). «Salva bozza» non cambia il sito finché non pubblichi; ogni versione pubblicata resta nelle Versioni.',
    preview: () => previewUrl('/contatti'),
  },
  versions: { drafts: true, max: 0 },
  fields: [...groups, versionAuthorField()],
}
