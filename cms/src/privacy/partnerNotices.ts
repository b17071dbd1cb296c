import type { PayloadRequest } from 'payload'
import type { ServiceSlug } from '#content-schema'
import { queueEmails } from '../email/queueEmail.ts'
import { consentWithdrawnPartnerEmail, dataErasedPartnerEmail } from './emails/privacyNotices.ts'
import { nameOfService } from '../services/catalogue.ts'
import { collectionSlugs } from '../slugs.ts'
import { recordAudit } from './audit.ts'
import { relationId } from '../fields/relationId.ts'

type Holder = { id: number; email: string; nomeAzienda: string }
type NoticeLead = { id: number; servizio: ServiceSlug; cap: string; createdAt: string }

const merchantOf = (value: unknown): Holder | null =>
  typeof value === 'object' && value !== null && 'email' in value ? (value as Holder) : null

/**
 * Tells every partner that holds a person's contact — those the requests were delivered to and those the person
 * booked a callback with — that the consent to be contacted was withdrawn, or that the data were erased (GDPR art.
 * 19): one e-mail per partner and request, through the jobs queue in the caller's transaction, each written to the
 * audit log with the partner it went to. The e-mail names the request by number, service, CAP and date, never the
 * person. System reads: the caller proved the person's will (a signed link, an admin's erase).
 */
export async function notifyPartners(
  req: PayloadRequest,
  cause: 'consent-withdrawal' | 'erase',
  link: { leads: number[]; bookings: number[]; /** Only these partners (a consent given to named partners). */ partners?: number[] },
): Promise<number> {
  const system = { pagination: false, overrideAccess: true, req } as const
  const bookings = link.bookings.length
    ? (await req.payload.find({ collection: collectionSlugs.bookings, where: { id: { in: link.bookings } }, select: { lead: true, merchant: true, servizioRichiesto: true, capCliente: true, createdAt: true }, populate: { [collectionSlugs.merchants]: { email: true, nomeAzienda: true } }, depth: 1, ...system })).docs
    : []
  const leadIds = [...new Set([...link.leads, ...bookings.flatMap((booking) => (typeof booking.lead === 'number' ? [booking.lead] : booking.lead ? [booking.lead.id] : []))])]
  const leads = leadIds.length
    ? (await req.payload.find({ collection: collectionSlugs.clientRequests, where: { id: { in: leadIds } }, select: { servizio: true, cap: true, createdAt: true, destinatari: true }, populate: { [collectionSlugs.merchants]: { email: true, nomeAzienda: true } }, depth: 1, ...system })).docs
    : []
  // One notice per partner and request: a request's own, or a callback's without a request.
  const notices = new Map<string, { merchant: Holder; request: NoticeLead }>()
  for (const lead of leads) {
    const request = { id: lead.id, servizio: lead.servizio, cap: lead.cap, createdAt: lead.createdAt }
    for (const merchant of (lead.destinatari ?? []).map(merchantOf)) if (merchant) notices.set(`${merchant.id}:${lead.id}`, { merchant, request })
    for (const booking of bookings) {
      const merchant = merchantOf(booking.merchant)
      const bookedLead = relationId(booking.lead)
      if (merchant && bookedLead === lead.id) notices.set(`${merchant.id}:${lead.id}`, { merchant, request })
    }
  }
  for (const booking of bookings) {
    const merchant = merchantOf(booking.merchant)
    if (!merchant || booking.lead) continue
    notices.set(`${merchant.id}:b${booking.id}`, { merchant, request: { id: booking.id, servizio: booking.servizioRichiesto as ServiceSlug, cap: booking.capCliente ?? '', createdAt: booking.createdAt } })
  }
  const template = cause === 'erase' ? dataErasedPartnerEmail : consentWithdrawnPartnerEmail
  const emails = []
  for (const { merchant, request } of notices.values()) {
    if (link.partners && !link.partners.includes(merchant.id)) continue
    emails.push({ to: merchant.email, content: template({ ...request, serviceName: await nameOfService(req, request.servizio) }, merchant.nomeAzienda) })
    await recordAudit(
      req.payload,
      { action: cause, subject: `Avviso al partner ${merchant.nomeAzienda}: ${cause === 'erase' ? 'dati cancellati' : 'consenso revocato'}, richiesta n. ${request.id}`, merchant: merchant.id },
      req,
    )
  }
  await queueEmails(req, emails)
  return emails.length
}
