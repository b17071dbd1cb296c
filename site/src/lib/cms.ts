import { z } from 'zod'
import {
  acceptedLegalPages,
  ConsentWithdrawalSchema,
  EstimateSourcesSchema,
  InsuranceServiceSchema,
  isInsuranceService,
  FaqSchema,
  LegalPageSchema,
  legalVersionsLabel,
  NavigationSchema,
  OffersResponseSchema,
  PageSchema,
  PartnerLogoSchema,
  questionnairePreviewMessages,
  RequestReviewsSchema,
  RequestTrackerSchema,
  ServiceCardSchema,
  ServiceNameSchema,
  ServicePageSchema,
  SiteFactsSchema,
  SiteSettingsSchema,
  StoredQuestionnaireSchema,
  storedQuestionnaireFields,
  TestimonialSchema,
  UiTextsSchema,
  uiTextGroups,
  type ConsentWithdrawal,
  type EstimateSources,
  type InsuranceService,
  type Faq,
  type LegalPage,
  type Navigation,
  type OffersResponse,
  type OffersScope,
  type Page,
  type PartnerLogo,
  type QuestionnaireDefinition,
  type ServiceSlug,
  type RequestReviews,
  type RequestTracker,
  type ServiceCard,
  type ServicePage,
  type SiteFacts,
  type SiteSettings,
  type Testimonial,
  type UiTexts,
} from '#content-schema'
import { contentSource, type ContentQuery } from '../../../platform/contentSource.ts'
import { cacheTags } from '../../../platform/cacheTags.ts'

const LegalVersionSchema = z.object({ slug: z.string(), version: z.string() })

/**
 * The one module through which the site reads CMS content: Payload's Local API in the web process (the content
 * source server/web.ts provides, platform/contentSource.ts), as an anonymous visitor (so only published content comes
 * back), with depth and select kept to what the page draws, every answer checked against the shared zod schemas. A
 * preview (an editor's ?anteprima=1) reads the latest drafts of pages, services, legal pages, questionnaires, the
 * navigation and the interface texts with that editor's own session.
 */

/** A signed-in editor's or admin's session, with which drafts are read. */
export type Preview = { token: string }

type Query = Omit<ContentQuery, 'collection' | 'previewToken'>

async function list<T extends z.ZodType>(collection: string, schema: T, query: Query, preview?: Preview | null): Promise<z.infer<T>[]> {
  return z.array(schema).parse(await contentSource().find({ collection, ...query, previewToken: preview?.token }))
}

async function one<T extends z.ZodType>(collection: string, schema: T, query: Query, preview?: Preview | null): Promise<z.infer<T> | null> {
  const docs = await list(collection, schema, { ...query, limit: 1 }, preview)
  return docs[0] ?? null
}

/** The preview session of a payload-token cookie, when it is a signed-in editor's or admin's; null otherwise. */
export async function getStaffPreview(token: string | undefined): Promise<Preview | null> {
  if (!token) return null
  const roles = await contentSource().sessionRoles(token)
  return roles?.some((role) => role === 'admin' || role === 'editor') ? { token } : null
}

async function global<T extends z.ZodType>(slug: string, schema: T, select: string[], preview?: Preview | null): Promise<z.infer<T>> {
  return schema.parse(await contentSource().findGlobal(slug, select, preview?.token))
}

export function getSiteSettings(): Promise<SiteSettings> {
  return global('site-settings', SiteSettingsSchema, ['brandName', 'companyName', 'address', 'vatNumber', 'email', 'phone', 'socials', 'figures', 'analytics', 'insurance'])
}

export function getNavigation(preview?: Preview | null): Promise<Navigation> {
  return global('navigation', NavigationSchema, ['headerLinks', 'footerText', 'footerColumns', 'copyright', 'paymentBadges'], preview)
}

/**
 * The interface texts editors reworded, every other one at its default, with `version`: when they were published,
 * which the forms send back so their consents record the words shown. A preview reads the latest draft.
 */
export function getUiTexts(preview?: Preview | null): Promise<UiTexts & { version: string | null }> {
  return global('ui-texts', UiTextsSchema, [...uiTextGroups.map(([group]) => group), 'updatedAt'], preview)
}

export function getPage(slug: string, preview?: Preview | null): Promise<Page | null> {
  return one('pages', PageSchema, { select: ['slug', 'title', 'seo', 'layout', 'updatedAt'], where: { slug } }, preview)
}

const cardFields = ['slug', 'title', 'description', 'variant', 'startPath', 'callBooking', 'active']

/** The services taking requests, in their order: the home grid, the call-booking hub, the sitemap. */
export async function getServiceCards(): Promise<ServiceCard[]> {
  const cards = await list('services', ServiceCardSchema, { select: cardFields, sort: 'order', limit: 50 })
  return cards.filter((card) => card.active !== false)
}

export function getServicePage(slug: string, preview?: Preview | null): Promise<ServicePage | null> {
  return one('services', ServicePageSchema, { select: [...cardFields, 'hero', 'ctaLabel', 'seo', 'assicurativo', 'insuranceMode'], where: { slug } }, preview)
}

/** The insurance services with how each is offered (the transparency page), in the home grid's order. */
export async function getInsuranceServices(): Promise<InsuranceService[]> {
  const services = await list('services', InsuranceServiceSchema, { select: ['slug', 'title', 'assicurativo', 'insuranceMode'], sort: 'order', limit: 50 })
  return services.filter(isInsuranceService)
}

export function getServiceCard(slug: string): Promise<ServiceCard | null> {
  return one('services', ServiceCardSchema, { select: cardFields, where: { slug } })
}

export function getServiceByCallSlug(callSlug: string): Promise<ServiceCard | null> {
  return one('services', ServiceCardSchema, { select: cardFields, where: { 'callBooking.slug': callSlug } })
}

/** Every published service, in the home grid's order, as the areas name and filter them (retired ones too, marked). */
export async function getServiceOptions(): Promise<{ value: string; label: string; active: boolean; insurance: boolean }[]> {
  const services = await list('services', ServiceNameSchema, { select: ['slug', 'title', 'active', 'assicurativo'], sort: 'order', limit: 200 })
  return services.map((service) => ({ value: service.slug, label: service.title, active: service.active !== false, insurance: isInsuranceService(service) }))
}

export function getFaqs(): Promise<Faq[]> {
  return list('faqs', FaqSchema, { select: ['question', 'answer'], sort: 'order', limit: 50 })
}

export function getTestimonials(): Promise<Testimonial[]> {
  return list('testimonials', TestimonialSchema, { select: ['name', 'city', 'service', 'text', 'rating'], sort: 'order', limit: 20 })
}

export function getPartnerLogos(): Promise<PartnerLogo[]> {
  return list('partner-logos', PartnerLogoSchema, {
    select: ['name', 'logo'],
    depth: 1,
    populate: { media: ['filename', 'alt', 'width', 'height'] },
    sort: 'order',
    limit: 30,
  })
}

/**
 * The published questionnaire of a service, as the engine runs it: derived from the stored step blocks. The site
 * caches the service page under the service's tag, which publishing a questionnaire purges, so a change shows
 * without a deploy.
 */
export function getQuestionnaire(service: ServiceSlug): Promise<QuestionnaireDefinition | null> {
  return one('questionnaires', StoredQuestionnaireSchema, { select: [...storedQuestionnaireFields], where: { service } })
}

const StoredDraftSchema = z.looseObject({ problems: z.string().nullish() })

/** A service page's questionnaire: what it runs, and in a preview the problems that keep its draft from running. */
export type QuestionnaireView = { definition: QuestionnaireDefinition | null; draftProblems: string[] }

/**
 * The questionnaire a service page shows. Visitors get the published one. An editor's preview gets the latest
 * draft, which the CMS saves even while it is broken: a draft the engine cannot run is not shown; the page keeps
 * the published version (or none, never published) and carries the problems the CMS listed on saving it.
 */
export async function getQuestionnaireView(service: ServiceSlug, preview?: Preview | null): Promise<QuestionnaireView> {
  if (!preview) return { definition: await getQuestionnaire(service), draftProblems: [] }
  const draft = await one('questionnaires', StoredDraftSchema, { select: [...storedQuestionnaireFields, 'problems'], where: { service } }, preview)
  if (!draft) return { definition: null, draftProblems: [] }
  const { problems, ...stored } = draft
  const parsed = StoredQuestionnaireSchema.safeParse(stored)
  if (parsed.success) return { definition: parsed.data, draftProblems: [] }
  const lines = (problems ?? '').split('\n').filter((line) => line.trim())
  return { definition: await getQuestionnaire(service), draftProblems: lines.length > 0 ? lines : [questionnairePreviewMessages.unreadable] }
}

/**
 * The versions of the legal texts a form accepts, as its consents record them («privacy-policy 1.0,
 * termini-condizioni 1.0»): the form sends them back, so a consent names the texts the page showed. A page that
 * shows them is tagged with those texts (legalVersionTags), so a new version reaches it at once.
 */
export async function getAcceptedLegalVersions(): Promise<string> {
  const pages = await Promise.all(acceptedLegalPages.map((slug) => one('legal-pages', LegalVersionSchema, { select: ['slug', 'version'], where: { slug } })))
  return legalVersionsLabel(pages.filter((page) => page !== null))
}

export const legalVersionTags = acceptedLegalPages.map((slug) => cacheTags.legal(slug))

export function getLegalPage(slug: string, preview?: Preview | null): Promise<LegalPage | null> {
  return one('legal-pages', LegalPageSchema, { select: ['slug', 'title', 'intro', 'version', 'updatedOn', 'sections', 'seo'], where: { slug } }, preview)
}

/** A visitor's own data: 'not-found' for an unknown token; anything else that goes wrong is 'error', shown as a banner. */
export type VisitorResult<T> = { state: 'ok'; data: T } | { state: 'not-found' } | { state: 'error' }

/**
 * A public read that belongs to one visitor (their token in `params`), per request and never cached, answered by the
 * API's own handler in process. `visitorIp`: the address server/web.ts saw (x-real-ip), so the API rate-limits per
 * visitor.
 */
async function getForVisitor<T extends z.ZodType>(path: string, params: Record<string, string>, schema: T, visitorIp: string | null): Promise<VisitorResult<z.infer<T>>> {
  try {
    const { status, body } = await contentSource().visitorRead(path, params, visitorIp)
    if (status === 404) return { state: 'not-found' }
    if (status < 200 || status >= 300) return { state: 'error' }
    return { state: 'ok', data: schema.parse(body) }
  } catch (error) {
    console.error(`Errore nel caricamento di ${path}:`, error)
    return { state: 'error' }
  }
}

const LegalVersionResponseSchema = z.object({ legal: LegalPageSchema, currentVersion: z.string().nullable() })

/** A published version of a legal text, as consents name it (GET /api/public/legal-version), with the version in force. */
export function getLegalVersion(slug: string, version: string, visitorIp: string | null): Promise<VisitorResult<z.infer<typeof LegalVersionResponseSchema>>> {
  return getForVisitor('/public/legal-version', { slug, version }, LegalVersionResponseSchema, visitorIp)
}

/** The merchants an offers page shows for a lead's token (GET /api/public/offers). */
export function getOffers(ref: string, scope: OffersScope, visitorIp: string | null): Promise<VisitorResult<OffersResponse>> {
  return getForVisitor('/public/offers', { ref, scope }, OffersResponseSchema, visitorIp)
}

/** What a consent-withdrawal link names (GET /api/public/consents/withdrawal): its purpose, whether withdrawn already. */
export function getConsentWithdrawal(token: string, visitorIp: string | null): Promise<VisitorResult<ConsentWithdrawal>> {
  return getForVisitor('/public/consents/withdrawal', { token }, ConsentWithdrawalSchema, visitorIp)
}

/** The withdrawal page's button (POST /api/public/consents/withdrawal), sent on the visitor's behalf. */
export async function withdrawConsent(token: string, visitorIp: string | null): Promise<VisitorResult<ConsentWithdrawal>> {
  try {
    const { status, body } = await contentSource().visitorPost('/public/consents/withdrawal', { token }, visitorIp)
    if (status === 404 || status === 400) return { state: 'not-found' }
    if (status < 200 || status >= 300) return { state: 'error' }
    return { state: 'ok', data: ConsentWithdrawalSchema.parse(body) }
  } catch (error) {
    console.error('Errore nella revoca del consenso:', error)
    return { state: 'error' }
  }
}

/**
 * What the estimates rest on (GET /api/public/estimate-sources), for the transparency page; null when it cannot be read,
 * and the page says nothing of it rather than something untrue.
 */
export async function getEstimateSources(): Promise<EstimateSources | null> {
  const result = await getForVisitor('/public/estimate-sources', {}, EstimateSourcesSchema, null)
  return result.state === 'ok' ? result.data : null
}

/**
 * The site's own figures (GET /api/public/site-facts), for the «Numeri» and the transparency page's partners; null when
 * they cannot be read, and the computed figures are then left out rather than shown without their source.
 */
export async function getSiteFacts(): Promise<SiteFacts | null> {
  const result = await getForVisitor('/public/site-facts', {}, SiteFactsSchema, null)
  return result.state === 'ok' ? result.data : null
}

/** A request's tracker page data (GET /api/public/request). */
export function getTracker(ref: string, visitorIp: string | null): Promise<VisitorResult<RequestTracker>> {
  return getForVisitor('/public/request', { ref }, RequestTrackerSchema, visitorIp)
}

/** The partners of a request who contacted the consumer and their reviews, for its page's form (GET /api/public/reviews). */
export function getRequestReviews(ref: string, visitorIp: string | null): Promise<VisitorResult<RequestReviews>> {
  return getForVisitor('/public/reviews', { ref }, RequestReviewsSchema, visitorIp)
}
