import { z } from '../z.ts'
import { ServiceSlugSchema } from '../services/services.ts'
import { EstimateSchema } from '../estimate/schema.ts'
import { fillText } from '../textTemplate.ts'
import type { UiTexts } from '../content/uiTexts.ts'
import { ReviewSummarySchema } from '../reviews/reviews.ts'

/** A merchant as an offers page shows it: public card data only. */
export const OfferCardSchema = z.object({
  id: z.number(),
  nomeAzienda: z.string(),
  nomeCognome: z.string(),
  zonaGeografica: z.string(),
  cap: z.string(),
  citta: z.string().nullable(),
  telefono: z.string(),
  email: z.string(),
  disponibilitaOraria: z.string().nullable(),
  /** The merchant's uploaded logo, or null: the card then shows the company's initial. */
  logoUrl: z.string().nullable(),
  servizi: z.array(z.object({ slug: ServiceSlugSchema, label: z.string() })),
  /** Measured median response time in whole hours, only once RESPONSE_TIME_MIN_CASES cases exist; else null. */
  rispostaOre: z.number().int().positive().nullable(),
  /** The reviews of consumers it contacted: the average and count of the visible ones, the latest few. */
  recensioni: ReviewSummarySchema,
  /** For an insurance request, the partner's registration on IVASS's RUI as the card says it; null otherwise. */
  iscrizioneRui: z.string().nullable(),
})
export type OfferCard = z.infer<typeof OfferCardSchema>

/** GET /api/public/offers?ref=…&scope=service|cap: the lead's context (never its e-mail or phone) and the matching merchants. */
export const OffersResponseSchema = z.object({
  service: z.object({ slug: ServiceSlugSchema, label: z.string() }),
  cap: z.string(),
  citta: z.string().nullable(),
  firstName: z.string(),
  merchants: z.array(OfferCardSchema),
  /** The estimate computed on the server when the lead arrived; null for leads from before estimates. */
  estimate: EstimateSchema.nullable(),
  /** The partners the visitor let call them (a consent naming each, with a phone channel); a booking with another asks for it. */
  partnerConsents: z.array(z.number()),
  /** The callback already booked from this page, if any. */
  booking: z
    .object({ merchantId: z.number(), nomeAzienda: z.string(), richiamata: z.string().nullable(), createdAt: z.string() })
    .nullable(),
  /** The request's own page (trackerPath), where the visitor follows it and manages it. */
  requestPath: z.string(),
  /** Whether the consumer confirmed the contacts; until then the page sends them to confirm (verificationPath). */
  verified: z.boolean(),
})
export type OffersResponse = z.infer<typeof OffersResponseSchema>

/** The id of a partner's card on an offers page, so a link can land on it (`<offers page>#partner-<id>`). */
export function partnerAnchor(merchantId: number): string {
  return `partner-${merchantId}`
}

/** An offers page (its path with the lead's token) at one partner's card. */
export function offersPartnerPath(offersPath: string, merchantId: number): string {
  return `${offersPath}#${partnerAnchor(merchantId)}`
}

export const offersScopes = ['service', 'cap'] as const
export type OffersScope = (typeof offersScopes)[number]

/**
 * Whether an active partner serves the lead's CAP for its service: the same rule the lead's notifications
 * follow (cms/src/leads/matching.ts), read from the cards, since /offerte-merchant also lists the CAP's
 * partners of other services.
 */
export function leadIsServed(offers: OffersResponse): boolean {
  return offers.merchants.some((merchant) => merchant.servizi.some((servizio) => servizio.slug === offers.service.slug))
}

/**
 * The heading and the line under it of an offers page, in the editors' wording: /offerte-cap ('service') lists the
 * partners of the requested service, /offerte-merchant ('cap') the CAP's partners; a lead nobody serves gets its
 * request instead. `{citta}` is the town in brackets after the CAP, or nothing when the lead has none.
 */
export function offersHeading(texts: UiTexts['offers'], variant: 'service' | 'cap', offers: OffersResponse | null): { title: string; intro: string | null } {
  if (!offers) return { title: variant === 'service' ? texts.serviceTitleFallback : texts.capTitleFallback, intro: null }
  const values = { nome: offers.firstName, servizio: offers.service.label, cap: offers.cap, citta: offers.citta ? ` (${offers.citta})` : '' }
  const named = offers.firstName !== ''
  if (!leadIsServed(offers)) {
    return { title: fillText(texts.unservedPageTitle, values), intro: fillText(named ? texts.unservedIntro : texts.unservedIntroNoName, values) }
  }
  if (variant === 'service') {
    return { title: fillText(texts.serviceTitle, values), intro: fillText(named ? texts.serviceIntro : texts.serviceIntroNoName, values) }
  }
  return { title: fillText(texts.capTitle, values), intro: fillText(named ? texts.capIntro : texts.capIntroNoName, values) }
}
