import { APIError, type PayloadRequest } from 'payload'
import { acceptedLegalPages, consentWording, contactChannels, legalVersionMessages, legalVersionsLabel, parseLegalVersions, partnerConsentWording, type ConsentForm, type ConsentPurpose, type ContactChannel, type ServiceSlug } from '#content-schema'
import type { Consent } from '../../payload-types.ts'
import { collectionSlugs } from '../slugs.ts'
import { remembered } from '../content/settingsCache.ts'
import { uiTextsShown, type PublishedUiTexts } from './wording.ts'
import { nameOfService } from '../services/catalogue.ts'

/** A partner a form named beside the partners consent, and whether the person chose it. */
export type NamedPartner = { id: number; nomeAzienda: string; chosen: boolean }

/**
 * The versions in force of the legal texts a form accepts ('privacy-policy 3, termini-condizioni 2'), as stored with
 * each consent; 'n/d' before any is published. A system read of published content: a published legal text changes
 * only with a new version number (LegalPages' hooks), and every version is kept, so the name finds its words. Kept
 * in memory until a publication announces a change (LegalPages purge the site cache, content/settingsCache.ts).
 */
function legalVersions(req: PayloadRequest): Promise<string> {
  return remembered('legal-versions', req, async () => {
    const found = await req.payload.find({
      collection: collectionSlugs.legalPages,
      where: { and: [{ slug: { in: [...acceptedLegalPages] } }, { _status: { equals: 'published' } }] },
      select: { slug: true, version: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    return legalVersionsLabel(found.docs)
  })
}

/** Labels already found to name published versions: a published version is never deleted nor changed under its number. */
const publishedLabels = new Set<string>()

/**
 * The legal versions to record: those the form showed (`shown`, sent back by the form) when each names a version of
 * its page that was published, else an Italian 400 (a forged or a draft's value); the versions in force when the form
 * sent none. A system read of the legal pages' versions (kept for good: LegalPages' maxPerDoc 0, no deletion).
 */
async function legalVersionsShown(req: PayloadRequest, shown: string | undefined): Promise<string> {
  if (shown === undefined) return legalVersions(req)
  const pairs = parseLegalVersions(shown)
  if (!pairs) throw new APIError(legalVersionMessages.unpublished, 400, undefined, true)
  const label = legalVersionsLabel(pairs)
  if (publishedLabels.has(label)) return label
  for (const { slug, version } of pairs) {
    const found = await req.payload.findVersions({
      collection: collectionSlugs.legalPages,
      where: { and: [{ 'version.slug': { equals: slug } }, { 'version.version': { equals: version } }, { 'version._status': { equals: 'published' } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (found.totalDocs === 0) throw new APIError(legalVersionMessages.unpublished, 400, undefined, true)
  }
  publishedLabels.add(label)
  return label
}

/** What every consent of one submission records beside its purpose: the texts the form showed, checked once. */
export type ConsentSources = { legalVersion: string; shown: PublishedUiTexts; serviceName: string | null }

/**
 * The legal texts' versions and the interface texts a form showed (legalVersionsShown, uiTextsShown) and the name of
 * the service it names: read once for a submission, however many records it writes (a lead's request context reads it
 * before anything is written, so a forged version is refused first).
 */
export async function consentSources(req: PayloadRequest, input: { legalVersion?: string; uiTextsVersion?: string; serviceName: string | null }): Promise<ConsentSources> {
  // One after the other: inside a transaction both run on the request's one connection.
  const legalVersion = await legalVersionsShown(req, input.legalVersion)
  const shown = await uiTextsShown(req, input.uiTextsVersion)
  return { legalVersion, shown, serviceName: input.serviceName }
}

/**
 * The consents of one public submission as one record, in one Payload write: what is common to them (the person, the
 * page, the legal texts in force, the interface texts' version, the service, the submission, when and from where) and
 * one grant per purpose — for partner contact one per partner named — with what was granted, the exact words beside
 * the checkbox (as published in the interface texts the form was shown with) and, for partner contact, the channels
 * ticked. Written through Payload in the request's transaction (a system write: the visitor holds no account, and
 * consents are for admins only).
 */
export async function recordConsents(
  req: PayloadRequest,
  options: {
    email: string
    granted: Partial<Record<ConsentPurpose, boolean>>
    /** The form, which decides the words (consentForms), and the page it is on. */
    form: ConsentForm
    page: string
    /** The service the submission is for: the partners consent names it. */
    service: ServiceSlug | null
    /** The channels ticked with the partners consent (a callback's is the phone). */
    partnerChannels?: readonly ContactChannel[]
    /**
     * The partners the form named, each with whether the person chose it: the partners consent is recorded once per
     * partner, naming it, granted only for a chosen one. None named (nobody serves the CAP yet, a call form that names
     * no partner): one record naming no partner.
     */
    namedPartners?: readonly NamedPartner[]
    /** When the interface texts the form was shown with were published (uiTextsVersionField). */
    uiTextsVersion?: string
    /** The legal texts' versions the form showed (legalVersionField). */
    legalVersion?: string
    /** The texts already read for this submission (consentSources), instead of `uiTextsVersion` and `legalVersion`. */
    sources?: ConsentSources
    link: { booking?: number; contactRequest?: number; lead?: number }
    ip: string
    userAgent: string
  },
): Promise<void> {
  const purposes = Object.entries(options.granted) as [ConsentPurpose, boolean][]
  if (purposes.length === 0) return
  const { legalVersion, shown, serviceName } =
    options.sources ??
    (await consentSources(req, {
      legalVersion: options.legalVersion,
      uiTextsVersion: options.uiTextsVersion,
      serviceName: options.service ? await nameOfService(req, options.service) : null,
    }))
  const grants = purposes.flatMap(([purpose, granted]): Consent['grants'] => {
    const partners = purpose === 'partners'
    const wording = consentWording(shown.texts, options.form, purpose, serviceName)
    // In the order a person reads them, each once; none when the consent was not given.
    const channels = (given: boolean) => (partners && given ? contactChannels.filter((channel) => options.partnerChannels?.includes(channel)) : [])
    if (partners && options.namedPartners && options.namedPartners.length > 0)
      return options.namedPartners.map((partner) => ({
        purpose,
        granted: granted && partner.chosen,
        wording: wording === null ? null : partnerConsentWording(wording, partner.nomeAzienda),
        channels: channels(granted && partner.chosen),
        merchant: partner.id,
      }))
    return [{ purpose, granted, wording, channels: channels(granted), merchant: null }]
  })
  const servesPartners = grants.some((grant) => grant.purpose === 'partners')
  await req.payload.create({
    collection: collectionSlugs.consents,
    data: {
      email: options.email,
      grants,
      textsVersion: shown.versionId,
      page: options.page,
      legalVersion,
      service: servesPartners ? options.service : null,
      lead: options.link.lead ?? null,
      booking: options.link.booking ?? null,
      contactRequest: options.link.contactRequest ?? null,
      ipAddress: options.ip || null,
      userAgent: options.userAgent || null,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
