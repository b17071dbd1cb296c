import type { PayloadRequest } from 'payload'
import {
  bookingTrackerEvent,
  openBookingStates,
  callbackWhen,
  EstimateSchema,
  leadReceivedTime,
  leadTrackerEvents,
  trackerMessages,
  withdrawablePurposes,
  type RequestTracker,
  type TrackerEvent,
} from '#content-schema'
import type { ClientRequest, Merchant, MerchantLogo } from '../../payload-types.ts'
import { consentWithdrawalUrl } from '../consents/withdrawalLink.ts'
import { consentsInForce } from '../consents/withdrawal.ts'
import { jsonError, noStore } from '../api/publicWrite.ts'
import { publicReadEndpoint } from '../api/publicEndpoint.ts'
import { readLeadByToken } from '../leads/leadByToken.ts'
import { chooseRecipients } from '../leads/recipients.ts'
import { offersUrlFor } from '../leads/offersUrl.ts'
import { objectionsOf } from '../database/objections.ts'
import { acceptedTextsOf } from './acceptedTexts.ts'
import { collectionSlugs } from '../slugs.ts'
import { nameOfService } from '../services/catalogue.ts'
import { relationId } from '../fields/relationId.ts'

/** The route's path under `/api`, and the prefix of its rate-limit keys. */
export const TRACKER_PATH = '/public/request'

/** An open request page reads every 1.5 s while visible (40 a minute); two tabs still fit, walking tokens does not. */
const TRACKER_RATE_LIMIT = { limit: 120, windowMs: 60_000 }

type Partner = RequestTracker['partners'][number]
type PartnerCard = { id: number; nomeAzienda: string; logoUrl: string | null }

/** A partner populated on the lead or a booking, with its logo's `url` as Payload's upload gives it. */
const cardOf = (merchant: Pick<Merchant, 'id' | 'nomeAzienda'> & { logo?: number | MerchantLogo | null }): PartnerCard => ({
  id: merchant.id,
  nomeAzienda: merchant.nomeAzienda,
  logoUrl: merchant.logo && typeof merchant.logo === 'object' ? (merchant.logo.url ?? null) : null,
})

/** The lead of a request page's token, with its partners' cards (a system read: the token is the consumer's proof). */
export function findRequest(req: PayloadRequest, ref: string): Promise<ClientRequest | null> {
  return readLeadByToken(req, ref, { populate: { [collectionSlugs.merchants]: { nomeAzienda: true, logo: true }, [collectionSlugs.merchantLogos]: { filename: true, url: true } }, depth: 2 })
}

/**
 * The consents given with this request (the questionnaire's and its bookings') and not withdrawn, of those one can
 * withdraw here — the latest grant per purpose (and partner) decides. Only this request's: its page is seen by whoever sent it,
 * who has not proven the address is theirs, so it neither shows nor withdraws what the address gave elsewhere.
 */
async function consentsGiven(req: PayloadRequest, leadId: number): Promise<RequestTracker['consents']> {
  // The ledger's rule (consents/grants.ts): the latest grant per purpose — and, for partner contact, per partner
  // it names — decides. A purpose still given to anyone is withdrawn through the link of the record of its latest
  // grant in force (the link withdraws the purpose for the request).
  const inForce = await consentsInForce(req, { lead: { equals: leadId } })
  return withdrawablePurposes.flatMap((purpose) => {
    const id = inForce.findLast((grant) => grant.purpose === purpose)?.record.id
    return id ? [{ purpose, withdrawUrl: consentWithdrawalUrl(id, purpose, 'submission') }] : []
  })
}

/** Each partner as the independent controller of the data it received: its company, VAT number, seat and address. */
async function controllersOf(req: PayloadRequest, ids: number[]): Promise<Map<number, Partner['controller']>> {
  if (ids.length === 0) return new Map()
  const found = await req.payload.find({
    collection: collectionSlugs.merchants,
    where: { id: { in: ids } },
    select: { nomeAzienda: true, ragioneSociale: true, partitaIva: true, sede: true, email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(
    found.docs.map((merchant) => [
      merchant.id,
      { ragioneSociale: merchant.ragioneSociale || merchant.nomeAzienda, partitaIva: merchant.partitaIva || null, sede: merchant.sede || null, email: merchant.email },
    ]),
  )
}

/**
 * A request's page: the lead, the partners it went to — the ones that received the consumer's data once the contacts
 * were confirmed (and any it booked since) — with what each did and when — the
 * partner's own status of the lead and its callback —, each as the independent controller of the data it received and
 * whether the consumer objected to it, its consents and its state, read through Payload at once after any change. A repeat of an open request, delivered to nobody, shows the partners that serve it, as a new request
 * would: its sender learns nothing of the open one.
 */
export async function readRequest(req: PayloadRequest, ref: string): Promise<RequestTracker | null> {
  const lead = await findRequest(req, ref)
  if (!lead) return null
  const notifiedAt = leadReceivedTime(lead)
  const recipients: PartnerCard[] = lead.ripeteRichiesta
    ? (await chooseRecipients(req, { cap: lead.cap, servizio: lead.servizio })).map(({ id, nomeAzienda, logoUrl }) => ({ id, nomeAzienda, logoUrl }))
    : (lead.destinatari ?? []).filter((merchant): merchant is Merchant => typeof merchant === 'object' && merchant !== null).map(cardOf)
  const [statuses, bookings, consents, objections, acceptedTexts] = await Promise.all([
    req.payload.find({ collection: collectionSlugs.leadStatuses, where: { clientRequest: { equals: lead.id } }, select: { merchant: true, stato: true, firstActionAt: true, messaggioCliente: true, messaggioClienteIl: true, updatedAt: true }, depth: 0, pagination: false, overrideAccess: true, req }),
    req.payload.find({
      collection: collectionSlugs.bookings,
      where: { lead: { equals: lead.id } },
      select: { merchant: true, stato: true, richiamata: true, propostaRichiamata: true, createdAt: true, updatedAt: true },
      populate: { [collectionSlugs.merchants]: { nomeAzienda: true, logo: true }, [collectionSlugs.merchantLogos]: { filename: true, url: true } },
      sort: ['createdAt', 'id'],
      depth: 2,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    consentsGiven(req, lead.id),
    objectionsOf(req, lead.id),
    acceptedTextsOf(req, lead.id),
  ])
  const partners = new Map<number, Partner>()
  const partnerOf = (merchant: PartnerCard): Partner => {
    const known = partners.get(merchant.id)
    if (known) return known
    const partner: Partner = {
      id: merchant.id,
      nomeAzienda: merchant.nomeAzienda,
      logoUrl: merchant.logoUrl,
      events: [],
      booking: null,
      controller: { ragioneSociale: merchant.nomeAzienda, partitaIva: null, sede: null, email: '' },
      objectedAt: objections.get(merchant.id) ?? null,
    }
    partners.set(merchant.id, partner)
    return partner
  }
  const add = (partner: Partner, event: TrackerEvent) => {
    if (!partner.events.some((known) => known.kind === event.kind)) partner.events.push(event)
  }
  for (const merchant of recipients) add(partnerOf(merchant), { kind: 'avvisato', at: notifiedAt, detail: null })
  for (const booking of bookings.docs) {
    if (typeof booking.merchant !== 'object' || !booking.merchant) continue
    const partner = partnerOf(cardOf(booking.merchant))
    // A proposal shows only while the callback is open and the partner may still call (the answer endpoint's rule).
    const proposal = booking.propostaRichiamata && openBookingStates.includes(booking.stato) && !lead.annullataIl ? booking.propostaRichiamata : null
    partner.booking = { id: booking.id, stato: booking.stato, richiamata: booking.richiamata ?? null, propostaRichiamata: proposal }
    add(partner, { kind: 'prenotato', at: booking.createdAt, detail: callbackWhen(booking.richiamata ? new Date(booking.richiamata) : null) })
    const next = bookingTrackerEvent[booking.stato]
    if (next) add(partner, { kind: next, at: booking.updatedAt, detail: null })
  }
  for (const status of statuses.docs) {
    const partner = partners.get(relationId(status.merchant))
    if (!partner) continue
    const steps = leadTrackerEvents[status.stato]
    steps.forEach((kind, index) => add(partner, { kind, at: index === steps.length - 1 ? status.updatedAt : (status.firstActionAt ?? status.updatedAt), detail: null }))
    // What the partner wrote for the consumer (its private notes never leave its area).
    if (status.messaggioCliente && status.messaggioClienteIl) add(partner, { kind: 'messaggio', at: status.messaggioClienteIl, detail: status.messaggioCliente })
  }
  for (const partner of partners.values()) partner.events.sort((a, b) => a.at.localeCompare(b.at))
  for (const [id, controller] of await controllersOf(req, [...partners.keys()])) {
    const partner = partners.get(id)
    if (partner) partner.controller = controller
  }
  // Partners who did something come first, the latest first.
  const latest = (partner: Partner) => partner.events.reduce((last, event) => (event.at > last ? event.at : last), '')
  const ordered = [...partners.values()].sort((a, b) => Number(b.events.length > 1) - Number(a.events.length > 1) || latest(b).localeCompare(latest(a)))
  return {
    service: { slug: lead.servizio, label: await nameOfService(req, lead.servizio) },
    cap: lead.cap,
    citta: lead.citta ?? null,
    firstName: lead.nome.trim().split(/\s+/)[0] ?? '',
    createdAt: lead.createdAt,
    verifiedAt: lead.verificataIl ?? null,
    estimate: EstimateSchema.safeParse(lead.stima).data ?? null,
    cancelledAt: lead.annullataIl ?? null,
    erasureRequestedAt: lead.cancellazioneRichiestaIl ?? null,
    partners: ordered,
    consents,
    offersPath: offersUrlFor(lead.servizio, ref),
    acceptedTexts,
  }
}

/** GET /api/public/request?ref=<offersToken>: 404 for an unknown token; rate-limited like the offers pages. */
export const requestPageEndpoint = publicReadEndpoint({
  path: TRACKER_PATH,
  rateLimit: TRACKER_RATE_LIMIT,
  headers: noStore,
  handler: async (req) => {
    const ref = req.searchParams.get('ref')
    const tracker = ref ? await readRequest(req, ref) : null
    if (!tracker) return jsonError(404, trackerMessages.notFound, {}, noStore)
    return Response.json(tracker, { headers: noStore })
  },
})
