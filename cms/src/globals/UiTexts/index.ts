import type { Field, GlobalConfig } from 'payload'
import { anyone } from '../../access/anyone.ts'
import { isStaff } from '../../access/isStaff.ts'
import { invalidateSiteCache } from '../../hooks/invalidateSiteCache.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { globalSlugs } from '../../slugs.ts'
import { uiTextGroups } from '#content-schema'

/** One collapsible group per part of the interface, one field per text, prefilled with the text in use. */
const groups: Field[] = uiTextGroups.map(([name, group]) => ({
  name,
  label: group.label,
  type: 'group',
  fields: Object.entries(group.texts).map(([key, entry]): Field => {
    const common = { name: key, label: entry.label, defaultValue: entry.default, admin: { placeholder: entry.default } }
    return entry.long ? { ...common, type: 'textarea' } : { ...common, type: 'text' }
  }),
}))

/** The fixed texts of the site's interface (404 page, cookie banner, links) in the editors' hands. */
export const UiTexts: GlobalConfig = {
  slug: globalSlugs.uiTexts,
  label: "Testi dell'interfaccia",
  admin: {
    description: 'I testi fissi del sito. Un campo lasciato vuoto mostra il testo predefinito (quello suggerito nel campo).',
  },
  access: {
    read: anyone,
    update: isStaff,
  },
  hooks: {
    afterChange: [
      async ({ req }) => {
        await invalidateSiteCache(req, [cacheTags.uiTexts])
      },
    ],
  },
  fields: groups,
}
