import path from 'node:path'
import type { CollectionSlug, Payload, Where } from 'payload'
import { LEAD_RETURN_RULES_SLUG, leadSettingsDefaults, uiTextGroups } from '#content-schema'
import { collectionSlugs, globalSlugs } from '../slugs.ts'
import { earlierSeedClaims, faqs, figures, navigation, partnerLogos, testimonials } from './content/catalogue.ts'
import { leadReturnRules, legalPages, previousSeedVersions } from './content/legal.ts'
import { pages } from './content/pages.ts'
import { previousDelayClaims, previousInsuranceCopy, services } from './content/services.ts'
import { earlierUiTextDefaults } from './content/uiTexts.ts'

const assets = path.join(import.meta.dirname, 'assets')

/**
 * The public site's starting content: services, pages, FAQ, testimonials, partner logos, legal
 * pages, navigation and the figures in the site settings. Idempotent: each document is created only when
 * its natural key (slug, question, name) is missing, so an editor's later changes are never overwritten; what an
 * earlier seed wrote with claims no source backs («50.000+ clienti», «1.200+ partner», «450 €», «−28%», «prime offerte
 * entro 24 ore») is brought
 * to today's wording only where nobody has changed it since.
 * It runs as the system (overrideAccess) because no user exists on a fresh database, and marks its writes
 * as seeding so the cache hooks skip the purge (nothing is cached yet).
 */
export async function seedSiteContent(payload: Payload): Promise<string[]> {
  const created: string[] = []
  const context = { seeding: true }

  async function exists(collection: CollectionSlug, where: Where): Promise<boolean> {
    const found = await payload.count({ collection, where, overrideAccess: true })
    return found.totalDocs > 0
  }

  /** Whether a person ever saved a version of the document (the seed's versions have no author). */
  async function editedByAPerson(collection: typeof collectionSlugs.pages, id: number): Promise<boolean> {
    const versions = await payload.findVersions({
      collection,
      where: { and: [{ parent: { equals: id } }, { 'version.versionAuthor': { exists: true } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return versions.totalDocs > 0
  }

  for (const service of services) {
    const stored = await payload.find({
      collection: collectionSlugs.services,
      where: { slug: { equals: service.slug } },
      select: { hero: true, ctaLabel: true, seo: true },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const current = stored.docs[0]
    if (!current) {
      await payload.create({ collection: collectionSlugs.services, data: { ...service, _status: 'published' }, context, overrideAccess: true })
      created.push(`service ${service.slug}`)
      continue
    }
    const earlier = previousInsuranceCopy[service.slug]
    if (earlier && current.hero.text === earlier.heroText && current.ctaLabel === earlier.ctaLabel && current.seo?.description === earlier.seoDescription) {
      // Still an earlier seed's wording, which compared policies: today's (the old one stays in the service's versions).
      const { description, hero, ctaLabel, seo } = service
      await payload.update({ collection: collectionSlugs.services, id: current.id, data: { description, hero, ctaLabel, seo, _status: 'published' }, context, overrideAccess: true })
      created.push(`service ${service.slug}: referral wording`)
    }
    const delays = previousDelayClaims[service.slug]
    if (
      delays &&
      current.hero.text === delays.heroText &&
      JSON.stringify((current.hero.points ?? []).map((point) => point.text)) === JSON.stringify(delays.points) &&
      current.seo?.description === delays.seoDescription
    ) {
      // Still an earlier seed's promise of a delay nothing measures: today's wording (the old one stays in the versions).
      const { hero, seo } = service
      await payload.update({ collection: collectionSlugs.services, id: current.id, data: { hero, seo, _status: 'published' }, context, overrideAccess: true })
      created.push(`service ${service.slug}: no unsourced delay`)
    }
  }

  for (const page of pages) {
    const stored = await payload.find({ collection: collectionSlugs.pages, where: { slug: { equals: page.slug } }, select: { layout: true }, depth: 0, limit: 1, overrideAccess: true })
    const current = stored.docs[0]
    if (!current) {
      await payload.create({ collection: collectionSlugs.pages, data: { ...page, _status: 'published' }, context, overrideAccess: true })
      created.push(`page ${page.slug}`)
      continue
    }
    const marker = earlierSeedClaims.pageMarkers[page.slug]
    if (marker && JSON.stringify(current.layout).includes(marker) && !(await editedByAPerson(collectionSlugs.pages, current.id))) {
      // Still an earlier seed's sections, with claims no source backs: today's (the old ones stay in the page's versions).
      await payload.update({ collection: collectionSlugs.pages, id: current.id, data: { ...page, _status: 'published' }, context, overrideAccess: true })
      created.push(`page ${page.slug}: claims with sources`)
    }
  }

  for (const faq of faqs) {
    const stored = await payload.find({ collection: collectionSlugs.faqs, where: { question: { equals: faq.question } }, select: { answer: true }, depth: 0, limit: 1, overrideAccess: true })
    const current = stored.docs[0]
    if (!current) {
      await payload.create({ collection: collectionSlugs.faqs, data: { ...faq, _status: 'published' }, context, overrideAccess: true })
      created.push(`faq ${faq.order}`)
    } else if (current.answer === earlierSeedClaims.faqAnswers[faq.question]) {
      await payload.update({ collection: collectionSlugs.faqs, id: current.id, data: { answer: faq.answer, _status: 'published' }, context, overrideAccess: true })
      created.push(`faq ${faq.order}: claims with sources`)
    }
  }

  for (const testimonial of testimonials) {
    if (await exists(collectionSlugs.testimonials, { name: { equals: testimonial.name } })) continue
    await payload.create({ collection: collectionSlugs.testimonials, data: { ...testimonial, _status: 'published' }, context, overrideAccess: true })
    created.push(`testimonial ${testimonial.name}`)
  }

  for (const partner of partnerLogos) {
    if (await exists(collectionSlugs.partnerLogos, { name: { equals: partner.name } })) continue
    const logo = await payload.create({
      collection: collectionSlugs.media,
      data: { alt: partner.name },
      filePath: path.join(assets, partner.file),
      context,
      overrideAccess: true,
    })
    await payload.create({
      collection: collectionSlugs.partnerLogos,
      data: { name: partner.name, order: partner.order, logo: logo.id, _status: 'published' },
      context,
      overrideAccess: true,
    })
    created.push(`partner ${partner.name}`)
  }

  for (const legal of legalPages) {
    const stored = await payload.find({ collection: collectionSlugs.legalPages, where: { slug: { equals: legal.slug } }, select: { version: true }, depth: 0, limit: 1, overrideAccess: true })
    const current = stored.docs[0]
    if (!current) {
      await payload.create({ collection: collectionSlugs.legalPages, data: { ...legal, _status: 'published' }, context, overrideAccess: true })
      created.push(`legal ${legal.slug}`)
    } else if (previousSeedVersions[legal.slug]?.includes(current.version)) {
      // Still the text an earlier seed wrote: bring it up to date (the old one stays in the page's versions).
      await payload.update({ collection: collectionSlugs.legalPages, id: current.id, data: { ...legal, _status: 'published' }, context, overrideAccess: true })
      created.push(`legal ${legal.slug} ${current.version} → ${legal.version}`)
    }
  }

  if (!(await exists(collectionSlugs.legalPages, { slug: { equals: LEAD_RETURN_RULES_SLUG } }))) {
    // The return rules as the settings in force say them (the seed writes the settings first).
    const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, select: { richieste: true }, depth: 0, overrideAccess: true })
    const windowDays = settings.richieste?.giorniReso ?? leadSettingsDefaults.returnWindowDays
    await payload.create({ collection: collectionSlugs.legalPages, data: { ...leadReturnRules(windowDays), _status: 'published' }, context, overrideAccess: true })
    created.push(`legal ${LEAD_RETURN_RULES_SLUG}`)
  }

  const currentNavigation = await payload.findGlobal({ slug: globalSlugs.navigation, depth: 0, overrideAccess: true })
  if (!currentNavigation.headerLinks?.length) {
    await payload.updateGlobal({ slug: globalSlugs.navigation, data: { ...navigation, _status: 'published' }, context, overrideAccess: true })
    created.push('navigation')
  }

  // The interface texts in force from the first day are a published version, so every consent names the version
  // holding the words it was given with (cms/src/consents/wording.ts); editors' later publishes add versions.
  const publishedTexts = await payload.findGlobalVersions({ slug: globalSlugs.uiTexts, where: { 'version._status': { equals: 'published' } }, limit: 1, depth: 0, overrideAccess: true })
  if (publishedTexts.docs.length === 0) {
    await payload.updateGlobal({ slug: globalSlugs.uiTexts, data: { _status: 'published' }, context, overrideAccess: true })
    created.push('ui-texts first version')
  }
  const texts = (await payload.findGlobal({ slug: globalSlugs.uiTexts, depth: 0, overrideAccess: true })) as unknown as Record<string, Record<string, unknown> | undefined>
  const catalogue = new Map<string, (typeof uiTextGroups)[number][1]>(uiTextGroups)
  const reworded: Record<string, Record<string, unknown>> = {}
  for (const [group, earlier] of Object.entries(earlierUiTextDefaults)) {
    const stored = texts[group] ?? {}
    const today = Object.entries(earlier).filter(([key, words]) => words.includes(stored[key] as string))
    // Still an earlier default nobody reworded: today's (the old words stay in the texts' versions).
    if (today.length > 0) reworded[group] = { ...stored, ...Object.fromEntries(today.map(([key]) => [key, catalogue.get(group)?.texts[key]?.default])) }
  }
  if (Object.keys(reworded).length > 0) {
    await payload.updateGlobal({ slug: globalSlugs.uiTexts, data: { ...reworded, _status: 'published' }, context, overrideAccess: true })
    created.push(`ui-texts: today's defaults for ${Object.keys(reworded).join(', ')}`)
  }

  const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, overrideAccess: true })
  const stillEarlier = (settings.figures ?? []).map(({ value, label, description }) => ({ value, label, description }))
  if (!settings.figures?.length || JSON.stringify(stillEarlier) === JSON.stringify(earlierSeedClaims.figures)) {
    // None yet, or still the earlier seed's figures without a source: the figures the site computes.
    await payload.updateGlobal({ slug: globalSlugs.siteSettings, data: { figures }, context, overrideAccess: true })
    created.push(settings.figures?.length ? 'site-settings figures: computed by the site' : 'site-settings figures')
  }

  return created
}
