import type { PayloadRequest } from 'payload'
import { estimateModelOf, isInsuranceService, type EstimateModel, type EstimateQuestionMapping, type ServiceEmailTexts, type ServiceNames, type ServiceSlug } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { remembered } from '../content/settingsCache.ts'

/**
 * A published service as the rest of the product sees it: its name, whether it still takes requests, the estimate
 * model its estimates are computed with (models.ts: one it may use, else none), what it adds to a new request's e-mails,
 * whether it is insurance («Servizio assicurativo»: its requests reach only RUI-registered partners).
 */
export type CatalogueService = {
  slug: ServiceSlug
  name: string
  active: boolean
  insurance: boolean
  estimateModel: EstimateModel
  /** Which of its questions answers which input of the model (Services › «Domande della stima»). */
  estimateQuestions: EstimateQuestionMapping[]
  emails: ServiceEmailTexts
}
export type ServiceCatalogue = ReadonlyMap<ServiceSlug, CatalogueService>

async function readCatalogue(req: PayloadRequest): Promise<ServiceCatalogue> {
  const { docs } = await req.payload.find({
    collection: collectionSlugs.services,
    where: { _status: { equals: 'published' } },
    select: { slug: true, title: true, active: true, assicurativo: true, estimateModel: true, estimateQuestions: true, emails: true },
    sort: 'order',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(
    docs.map((doc) => [
      doc.slug,
      {
        slug: doc.slug,
        name: doc.title,
        active: doc.active !== false,
        insurance: isInsuranceService(doc),
        estimateModel: estimateModelOf(doc, doc.estimateModel),
        estimateQuestions: (doc.estimateQuestions ?? []).map((row) => ({ input: row.input, question: row.question })),
        emails: {
          clientParagraph: doc.emails?.clientParagraph?.trim() || null,
          merchantParagraph: doc.emails?.merchantParagraph?.trim() || null,
        },
      },
    ]),
  )
}

/**
 * The services collection is the one list of services: every record names its service by slug, checked here. Its
 * published services, kept in memory between changes like the settings every lead reads (content/settingsCache.ts:
 * a save of a service announces itself on the site cache channel and every process forgets). A system read with
 * `req`, so inside a transaction it takes no second connection.
 */
export function serviceCatalogue(req: PayloadRequest): Promise<ServiceCatalogue> {
  return remembered('service-catalogue', req, () => readCatalogue(req))
}

/**
 * The service of a slug, or null when the collection has none published. A slug the remembered catalogue lacks is
 * looked up again at once: a service published a moment ago (or in this very transaction, as the seed does) counts.
 */
export async function findService(req: PayloadRequest, slug: ServiceSlug): Promise<CatalogueService | null> {
  const known = (await serviceCatalogue(req)).get(slug)
  if (known) return known
  return (await readCatalogue(req)).get(slug) ?? null
}

/** The names of every published service, retired ones included: what pages, e-mails, lists and exports show. */
export async function serviceNames(req: PayloadRequest): Promise<ServiceNames> {
  return Object.fromEntries([...(await serviceCatalogue(req)).values()].map((service) => [service.slug, service.name]))
}

/** A service's name from the collection (its slug when it has none). */
export async function nameOfService(req: PayloadRequest, slug: ServiceSlug): Promise<string> {
  return (await findService(req, slug))?.name ?? slug
}

/** Whether a service of the collection takes requests now: published (found) and not retired. */
export const serviceTakesRequests = (service: CatalogueService | null): boolean => service?.active === true

export async function takesRequests(req: PayloadRequest, slug: ServiceSlug): Promise<boolean> {
  return serviceTakesRequests(await findService(req, slug))
}

/**
 * Whether a service is insurance (content-schema insurance.ts): its record's «Servizio assicurativo», so every service an
 * editor marks is RUI-gated; a slug the collection does not hold reads as the product shipped it.
 */
export async function isInsurance(req: PayloadRequest, slug: ServiceSlug): Promise<boolean> {
  return serviceIsInsurance(await findService(req, slug), slug)
}

/** isInsurance of a service already found (findService). */
export const serviceIsInsurance = (service: CatalogueService | null, slug: ServiceSlug): boolean => service?.insurance ?? isInsuranceService({ slug })
