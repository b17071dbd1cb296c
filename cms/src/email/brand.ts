import type { PayloadRequest } from 'payload'
import { UiTextsSchema, type UiTexts } from '#content-schema'
import { globalSlugs } from '../slugs.ts'
import { remembered } from '../content/settingsCache.ts'
import type { EmailBrand } from './layout.ts'

/**
 * The site settings that sign every e-mail, read through Payload and kept until an editor changes them
 * (content/settingsCache.ts): every lead queues e-mails, and the settings change a few times a year. A system read:
 * the settings are public. Read with `req`, so that inside a transaction it takes no second connection from the pool
 * (transactions waiting on each other's connections would starve it).
 */
export function readBrand(req: PayloadRequest): Promise<EmailBrand> {
  return remembered('brand', req, async () => {
    const settings = await req.payload.findGlobal({
      slug: globalSlugs.siteSettings,
      select: { brandName: true, companyName: true, address: true, vatNumber: true, email: true, phone: true },
      depth: 0,
      req,
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
export function readUiTexts<Group extends keyof UiTexts>(req: PayloadRequest, group: Group): Promise<UiTexts[Group]> {
  return remembered(`ui-texts:${group}`, req, async () => {
    const stored = (await req.payload.findGlobal({ slug: globalSlugs.uiTexts, select: { [group]: true }, depth: 0, req })) as unknown as Record<string, unknown>
    return UiTextsSchema.parse({ [group]: stored[group] ?? {} })[group]
  })
}
