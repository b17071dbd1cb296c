import type { AstroGlobal } from 'astro'
import type { EstimateSources, Faq, InsuranceService, LegalPage, Navigation, Page, PageBlock, PartnerLogo, ServiceCard, ServicePage, SiteFacts, SiteSettings, Testimonial } from '#content-schema'
import { cacheTags } from '../../../platform/cacheTags.ts'
import { cachePage } from './cache.ts'
import {
  getEstimateSources,
  getFaqs,
  getInsuranceServices,
  getLegalPage,
  getNavigation,
  getPage,
  getPartnerLogos,
  getServiceCards,
  getServicePage,
  getSiteFacts,
  getSiteSettings,
  getTestimonials,
  type Preview,
} from './cms.ts'
import { previewOf, type Visit } from './preview.ts'

/** What every page's header and footer draw. */
export type Chrome = { settings: SiteSettings; navigation: Navigation }

/** The collections a page's sections list, loaded only when one of its sections needs them. */
export type BlockData = {
  services?: ServiceCard[]
  faqs?: Faq[]
  testimonials?: Testimonial[]
  partners?: PartnerLogo[]
  insuranceServices?: InsuranceService[]
  /** Null when it could not be read. */
  estimateSources?: EstimateSources | null
  /** The site's own figures (the «Numeri», the partners' section); null when they could not be read. */
  siteFacts?: SiteFacts | null
}

export type LoadedPage = Chrome & { page: Page; data: BlockData }

/** The tags of what every page draws: header, footer and the cookie banner's texts. */
export const chromeTags = [cacheTags.siteSettings, cacheTags.navigation, cacheTags.uiTexts]

/** Header and footer; an editor's preview shows the navigation's latest draft. */
export async function loadChrome(preview?: Preview | null): Promise<Chrome> {
  const [settings, navigation] = await Promise.all([getSiteSettings(), getNavigation(preview)])
  return { settings, navigation }
}

const has = (blocks: PageBlock[], type: PageBlock['blockType']) => blocks.some((block) => block.blockType === type)

/** Loads the collections the blocks list and names the cache tags of everything drawn. */
export async function loadBlockData(blocks: PageBlock[]): Promise<{ data: BlockData; tags: string[] }> {
  const [services, faqs, testimonials, partners, insuranceServices, estimateSources, siteFacts] = await Promise.all([
    has(blocks, 'serviceGrid') ? getServiceCards() : undefined,
    has(blocks, 'faq') ? getFaqs() : undefined,
    has(blocks, 'testimonials') ? getTestimonials() : undefined,
    has(blocks, 'partnerLogos') ? getPartnerLogos() : undefined,
    has(blocks, 'insuranceDistribution') ? getInsuranceServices() : undefined,
    has(blocks, 'estimateSources') ? getEstimateSources() : undefined,
    has(blocks, 'figures') || has(blocks, 'partnerRules') ? getSiteFacts() : undefined,
  ])
  const tags = [
    ...(services || insuranceServices ? [cacheTags.services] : []),
    ...(faqs ? [cacheTags.faqs] : []),
    ...(testimonials ? [cacheTags.testimonials] : []),
    ...(partners ? [cacheTags.partnerLogos, cacheTags.media] : []),
    ...(estimateSources !== undefined ? [cacheTags.estimateParameters] : []),
  ]
  // The site's figures are computed, not published: no tag purges them, and each shows the time it was computed.
  return { data: { services, faqs, testimonials, partners, insuranceServices, estimateSources, siteFacts }, tags }
}

/** What a page loader needs of Astro: the request (for a preview) and the response (for its cache headers). */
type Render = Visit & Pick<AstroGlobal, 'response'>

/**
 * The header and footer and the one CMS document a page draws, read at once (an editor's preview shows the drafts of
 * both). Null when the document is missing (or not published).
 */
async function withChrome<T>(Astro: Render, read: (preview: Preview | null) => Promise<T | null>): Promise<{ chrome: Chrome; doc: T } | null> {
  const preview = await previewOf(Astro)
  const [chrome, doc] = await Promise.all([loadChrome(preview), read(preview)])
  return doc ? { chrome, doc } : null
}

/**
 * A page built from the CMS's `pages` collection: its sections, the content they list and the header and
 * footer, cached under the tags of all of it. Null when the page is missing (or not published).
 */
export async function loadPage(Astro: Render, slug: string): Promise<LoadedPage | null> {
  const found = await withChrome(Astro, (preview) => getPage(slug, preview))
  if (!found) return null
  const { data, tags } = await loadBlockData(found.doc.layout)
  cachePage(Astro, [...chromeTags, cacheTags.page(slug), ...tags])
  return { ...found.chrome, page: found.doc, data }
}

export type LoadedServicePage = Chrome & { service: ServicePage }

/** A service page: its hero and call to action from the `services` collection. */
export async function loadServicePage(Astro: Render, slug: string): Promise<LoadedServicePage | null> {
  const found = await withChrome(Astro, (preview) => getServicePage(slug, preview))
  if (!found) return null
  cachePage(Astro, [...chromeTags, cacheTags.service(slug)])
  return { ...found.chrome, service: found.doc }
}

export type LoadedLegalPage = Chrome & { legal: LegalPage }

/** A legal text's page, from the `legal-pages` collection. */
export async function loadLegalPage(Astro: Render, slug: string): Promise<LoadedLegalPage | null> {
  const found = await withChrome(Astro, (preview) => getLegalPage(slug, preview))
  if (!found) return null
  cachePage(Astro, [...chromeTags, cacheTags.legal(slug)])
  return { ...found.chrome, legal: found.doc }
}
