import type { Payload } from 'payload'
import { UiTextsSchema, type UiTexts } from '#content-schema'
import { globalSlugs } from '../slugs.ts'
import { remembered } from '../content/settingsCache.ts'
import type { EmailBrand } from './layout.ts'

/**
 * The site settings that sign every e-mail, read through Payload and kept until an editor changes them
 * (content/settingsCache.ts): every lead queues e-mails, and the settings change a few times a year. A system read:
 * the settings are public.
 */
export function readBrand(payload: Payload): Promise<EmailBrand> {
  return remembered('brand', async () => {
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      select: { brandName: true, companyName: true, address: true, vatNumber: true, email: true, phone: true },
      depth: 0,
    })
    return {
      brandName: settings.brandName ?? '',
      companyName: settings.companyName ?? '',
      address: settings.address ?? '',
      vatNumber: settings.vatNumber ?? '',
      email: settings.email ?? '',
      phone: settings.phone ?? '',
    }
  })
}

/** One group of the interface texts as the e-mails word it (blank ones at their default, as the site reads them). */
export function readUiTexts<Group extends keyof UiTexts>(payload: Payload, group: Group): Promise<UiTexts[Group]> {
  return remembered(`ui-texts:${group}`, async () => {
    const stored = (await payload.findGlobal({ slug: globalSlugs.uiTexts, select: { [group]: true }, depth: 0 })) as unknown as Record<string, unknown>
    return UiTextsSchema.parse({ [group]: stored[group] ?? {} })[group]
  })
}
