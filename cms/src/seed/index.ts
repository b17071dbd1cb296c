import type { Payload } from 'payload'
import { collectionSlugs, globalSlugs } from '../slugs.ts'
import { demoAccounts } from './demoAccounts.ts'
import { demoSiteSettings } from './siteSettings.ts'
import { seedSiteContent } from './siteContent.ts'
import { seedDemoData } from './demoData.ts'
import { seedQuestionnaires } from './questionnaires.ts'
import { seedEstimateParameters } from './estimateParameters.ts'
import { seedMessageTemplates } from './messageTemplates.ts'
import { seedAreraCatalogue } from '../arera/seed.ts'

export type SeedReport = { created: string[] }

/**
 * Idempotent: fills only what is missing, so it is safe on every start. It runs as the system
 * (overrideAccess) because there is no user yet, and marks its writes as seeding so hooks skip
 * e-mails and cache purges. Every installation gets the site settings, the site content, the
 * questionnaires, the e-mail and SMS templates and, where offers come from the project's samples, ARERA's catalogue; only with `demo` (the embedded development database, or SEED_DEMO=1) also the demo
 * accounts, merchants, leads with their offers tokens, bookings, questionnaire sessions and contact messages.
 */
export async function seed(payload: Payload, options: { demo: boolean }): Promise<SeedReport> {
  const created: string[] = []
  const context = { seeding: true }

  const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, overrideAccess: true })
  if (!settings.brandName) {
    await payload.updateGlobal({ slug: globalSlugs.siteSettings, data: demoSiteSettings, context, overrideAccess: true })
    created.push('site-settings')
  }

  created.push(...(await seedSiteContent(payload)))

  created.push(...(await seedQuestionnaires(payload, context)))

  created.push(...(await seedEstimateParameters(payload, context)))

  created.push(...(await seedMessageTemplates(payload, context)))

  created.push(...(await seedAreraCatalogue(payload)))

  if (!options.demo) return { created }

  for (const account of demoAccounts) {
    const existing = await payload.find({
      collection: collectionSlugs.users,
      where: { email: { equals: account.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: collectionSlugs.users,
      data: { email: account.email, password: account.password, roles: account.roles },
      context,
      overrideAccess: true,
    })
    created.push(`user ${account.email}`)
  }

  await seedDemoData(payload, context, created)

  return { created }
}
