import type { PayloadRequest } from 'payload'
import { callFormMessages, CallRequestSchema, idempotencyKeySchema, italianPhone, leadMessages, type ServiceSlug } from '#content-schema'
import { adminCallRequestEmail, clientCallRequestEmail } from './emails/callRequest.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { adminEmails } from '../email/adminEmails.ts'
import { recordConsents } from '../consents/record.ts'
import { findByIdempotencyKey } from '../api/idempotency.ts'
import { inTransaction } from '../database/transaction.ts'
import { jsonError } from '../api/publicWrite.ts'
import { collectionSlugs } from '../slugs.ts'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import { queueAcknowledgement } from '../contact/acknowledgement.ts'
import { chooseRecipients } from '../leads/recipients.ts'
import { addressProvedAt, newCallConfirmationCode } from './callConfirmation.ts'

/**
 * The service a call page belongs to: the published service whose `callBooking.slug` is the page's address (the
 * hub links each service there) and still taking requests, read as the visitor may. Bookings store the product's service slug ('luce-gas'
 * for the page 'gas-e-luce'); the e-mails name the service as its hub tile does.
 */
async function serviceOfCallPage(req: PayloadRequest, callSlug: string): Promise<{ slug: ServiceSlug; label: string } | null> {
  const found = await req.payload.find({
    collection: collectionSlugs.services,
    where: { 'callBooking.slug': { equals: callSlug } },
    select: { slug: true, active: true, callBooking: { label: true } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    req,
  })
  const service = found.docs[0]
  // A retired service takes no call requests.
  return service && service.active !== false ? { slug: service.slug, label: service.callBooking.label } : null
}

/**
 * POST /api/public/call-requests — a /contatti/chiamata/{servizio} form (CallRequestSchema, optional
 * idempotencyKey; a preferred slot outside the telemarketing hours is a 400 with the Italian reason). 201 { id }: a booking with no merchant yet (origine 'chiamata', stato in_attesa), the
 * consents, a notice to every admin (with the request's text: admins read it) and the client's confirmation (a fixed
 * text with the link that proves the address, at most one a day per address: contact/acknowledgement.ts), in one
 * transaction. No partner receives it before that link is opened (bookings/callConfirmation.ts). The partners consent
 * is recorded once per partner the form named (GET /api/public/lead-partners for the service and CAP: the rule a lead
 * is delivered by), granted for the chosen ones only; a choice outside those is refused as the questionnaire's is.
 * When no partner serves the CAP the form named none and asked nobody, so no partners consent is recorded.
 */
export const callRequestsEndpoint = publicEndpoint({
  path: '/public/call-requests',
  schema: CallRequestSchema.extend({ idempotencyKey: idempotencyKeySchema }),
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ req, data, ip, userAgent }) => {
    const existingId = await findByIdempotencyKey(req, collectionSlugs.bookings, data.idempotencyKey)
    if (existingId !== null) return Response.json({ id: existingId }, { status: 200 })
    const service = await serviceOfCallPage(req, data.servizio)
    if (!service) return jsonError(400, callFormMessages.servizio, { issues: [{ path: 'servizio', message: callFormMessages.servizio }] })
    const offered = await chooseRecipients(req, { cap: data.cap, servizio: service.slug })
    const offeredIds = new Set(offered.map((partner) => partner.id))
    if (data.partnerIds.some((id) => !offeredIds.has(id))) return jsonError(400, leadMessages.partnerChoiceChanged)
    const chosen = data.partners ? data.partnerIds : []
    const chosenNames = offered.filter((partner) => chosen.includes(partner.id)).map((partner) => partner.nomeAzienda)
    const confirmation = newCallConfirmationCode()
    const created = await inTransaction(req, async () => {
      const booking = await req.payload.create({
        collection: collectionSlugs.bookings,
        data: {
          origine: 'chiamata',
          nomeCliente: `${data.nome} ${data.cognome}`,
          telefonoCliente: italianPhone(data.cellulare),
          emailCliente: data.email,
          servizioRichiesto: service.slug,
          capCliente: data.cap,
          messaggio: data.descrizione,
          // Already checked against the telemarketing hours by the schema.
          richiamata: data.richiamata ?? null,
          stato: 'in_attesa',
          codiceContattoHash: confirmation.hash,
          contattoVerificatoIl: await addressProvedAt(req, data.email),
          idempotencyKey: data.idempotencyKey,
          ipAddress: ip,
          userAgent,
        },
        // A system write: anonymous visitors cannot create bookings through REST, only here.
        overrideAccess: true,
        req,
      })
      await recordConsents(req, {
        email: data.email,
        granted: offered.length > 0 ? { privacy: data.privacy, marketing: data.marketing, partners: data.partners } : { privacy: data.privacy, marketing: data.marketing },
        form: 'callBooking',
        page: `/contatti/chiamata/${data.servizio}`,
        service: service.slug,
        partnerChannels: data.partnerChannels,
        namedPartners: offered.map((partner) => ({ id: partner.id, nomeAzienda: partner.nomeAzienda, chosen: chosen.includes(partner.id) })),
        uiTextsVersion: data.uiTextsVersion,
        legalVersion: data.legalVersion,
        link: { booking: booking.id },
        ip,
        userAgent,
      })
      for (const admin of await adminEmails(req)) await queueEmail(req, admin, adminCallRequestEmail(data, service.label, booking.id, chosenNames))
      await queueAcknowledgement(req, data, { booking: booking.id }, (marketingConsent) => clientCallRequestEmail(data, service.label, marketingConsent, confirmation.code))
      return booking
    })
    return Response.json({ id: created.id }, { status: 201 })
  },
})
