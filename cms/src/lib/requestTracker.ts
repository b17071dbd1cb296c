import {
  bookingTrackerEvent,
  EstimateSchema,
  serviceLabels,
  trackerMessages,
  withdrawablePurposes,
  type BookingState,
  type ConsentPurpose,
  type RequestTracker,
  type ServiceSlug,
} from '#content-schema'
import { callbackWhen } from '../email/templates/bookings.ts'
import { consentWithdrawalUrl } from '../consents/withdrawalLink.ts'
import { offersUrlFor } from './leadStore.ts'
import { logoFileUrl, matchMerchants, OFFERS_TOKEN_PATTERN } from './offersStore.ts'
import { jsonError, tooManyRequests, unavailable } from './publicWrite.ts'
import { hitRateLimit, type Queryable } from './rateLimit.ts'

/** The route's path under `/api`, and the prefix of its rate-limit keys. */
export const TRACKER_PATH = '/public/request'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** The consumer's writes from the tracker (cancel, erasure, a new callback slot), per address. */
export const TRACKER_ACTION_RATE_LIMIT = { limit: 10, windowMs: 60_000 }

/** An open tracker page reads every 1.5 s while visible (40 a minute); two tabs still fit, walking tokens does not. */
const TRACKER_RATE_LIMIT = { limit: 120, windowMs: 60_000 }

const LEAD = `
  select cr.id, cr.servizio::text as servizio, cr.cap, cr.citta, cr.nome, cr.email, cr.stima, cr.created_at,
         coalesce(cr.partner_trovato_il, cr.created_at) as notified_at, cr.annullata_il, cr.cancellazione_richiesta_il
  from client_requests cr where cr.offers_token = $1 limit 1`

type LeadRow = {
  id: number
  servizio: ServiceSlug
  cap: string
  citta: string | null
  nome: string
  email: string
  stima: unknown
  created_at: Date
  /** When its partners were told: on arrival, or when a partner took it after it waited for one. */
  notified_at: Date
  annullata_il: Date | null
  cancellazione_richiesta_il: Date | null
}

/** The merchants that were active for the lead's CAP and service when it was handed out: the ones its e-mail went to. */
const NOTIFIED = `
  select p._parent_id as merchant_id from merchants_periodi_attivita p
  where p._parent_id = any($1::int[]) and p.dal <= $2 and (p.al is null or p.al > $2)`

const BOOKINGS = `
  select b.id, b.merchant_id, m.nome_azienda, l.filename as logo_filename, b.stato::text as stato, b.richiamata, b.created_at, b.updated_at
  from bookings b join merchants m on m.id = b.merchant_id left join merchant_logos l on l.id = m.logo_id
  where b.lead_id = $1 order by b.created_at, b.id`

type BookingRow = {
  id: number
  merchant_id: number
  nome_azienda: string
  logo_filename: string | null
  stato: BookingState
  richiamata: Date | null
  created_at: Date
  updated_at: Date
}

/** The consents a person still gives (the latest record per purpose decides), of those they can withdraw here. */
const CONSENTS = `
  select distinct on (c.purpose) c.id, c.purpose::text as purpose, c.granted and c.withdrawn_at is null as given
  from consents c where lower(c.email) = lower($1) order by c.purpose, c.created_at desc, c.id desc`

type Partner = RequestTracker['partners'][number]


/**
 * A request's tracker: the lead, the partners it went to (and any it booked since) with what each did and when,
 * its consents and its state. Plain SQL, so it reads the same data the merchant area changes, at once.
 */
export async function readTracker(db: Queryable, ref: string, serverUrl: string): Promise<RequestTracker | null> {
  if (!OFFERS_TOKEN_PATTERN.test(ref)) return null
  const lead = (await db.query(LEAD, [ref])).rows[0] as LeadRow | undefined
  if (!lead) return null
  const [matched, bookings, consents] = await Promise.all([
    matchMerchants(db, { cap: lead.cap, servizio: lead.servizio }),
    db.query(BOOKINGS, [lead.id]).then(({ rows }) => rows as BookingRow[]),
    db.query(CONSENTS, [lead.email]).then(({ rows }) => rows as { id: number; purpose: ConsentPurpose; given: boolean }[]),
  ])
  const notified = new Set(
    ((await db.query(NOTIFIED, [matched.map((merchant) => merchant.id), lead.notified_at])).rows as { merchant_id: number }[]).map((row) => row.merchant_id),
  )
  const partners = new Map<number, Partner>()
  for (const merchant of matched) {
    partners.set(merchant.id, {
      id: merchant.id,
      nomeAzienda: merchant.nomeAzienda,
      logoUrl: merchant.logoFilename ? logoFileUrl(serverUrl, merchant.logoFilename) : null,
      events: notified.has(merchant.id) ? [{ kind: 'avvisato', at: lead.notified_at.toISOString(), detail: null }] : [],
      booking: null,
    })
  }
  for (const booking of bookings) {
    const partner = partners.get(booking.merchant_id) ?? {
      id: booking.merchant_id,
      nomeAzienda: booking.nome_azienda,
      logoUrl: booking.logo_filename ? logoFileUrl(serverUrl, booking.logo_filename) : null,
      events: [],
      booking: null,
    }
    partner.booking = { id: booking.id, stato: booking.stato, richiamata: booking.richiamata?.toISOString() ?? null }
    partner.events.push({ kind: 'prenotato', at: booking.created_at.toISOString(), detail: callbackWhen(booking.richiamata) })
    const next = bookingTrackerEvent[booking.stato]
    if (next) partner.events.push({ kind: next, at: booking.updated_at.toISOString(), detail: null })
    partners.set(booking.merchant_id, partner)
  }
  // Partners who did something come first, the latest first.
  const latest = (partner: Partner) => partner.events.reduce((last, event) => (event.at > last ? event.at : last), '')
  const ordered = [...partners.values()].sort((a, b) => Number(b.events.length > 1) - Number(a.events.length > 1) || latest(b).localeCompare(latest(a)))
  return {
    service: { slug: lead.servizio, label: serviceLabels[lead.servizio] },
    cap: lead.cap,
    citta: lead.citta,
    firstName: lead.nome.trim().split(/\s+/)[0] ?? '',
    createdAt: lead.created_at.toISOString(),
    estimate: EstimateSchema.safeParse(lead.stima).data ?? null,
    cancelledAt: lead.annullata_il?.toISOString() ?? null,
    erasureRequestedAt: lead.cancellazione_richiesta_il?.toISOString() ?? null,
    partners: ordered,
    consents: consents
      .filter((consent) => consent.given && withdrawablePurposes.includes(consent.purpose))
      .map((consent) => ({ purpose: consent.purpose, withdrawUrl: consentWithdrawalUrl(consent.id) })),
    offersPath: offersUrlFor(lead.servizio, ref),
  }
}

/** GET /api/public/request?ref=<offersToken>: 404 for an unknown token; rate-limited like the offers pages. */
export async function answerTracker(db: Queryable, { ip, ref, serverUrl }: { ip: string; ref: string | null; serverUrl: string }): Promise<Response> {
  try {
    const limited = await hitRateLimit(db, `${TRACKER_PATH}:${ip}`, TRACKER_RATE_LIMIT)
    if (!limited.allowed) return tooManyRequests(limited.retryAfterS, PRIVATE)
    const tracker = ref ? await readTracker(db, ref, serverUrl) : null
    if (!tracker) return jsonError(404, trackerMessages.notFound, {}, PRIVATE)
    return Response.json(tracker, { headers: PRIVATE })
  } catch (error) {
    return unavailable(error)
  }
}
