import { CallRequestSchema, idempotencyKeySchema, italianPhone, type CallService, type ServiceSlug } from '#content-schema'
import { adminCallRequestEmail, clientCallRequestEmail } from '../../email/templates/callRequest.ts'
import { queueEmail } from '../../email/queueEmail.ts'
import { adminEmails } from '../../lib/adminEmails.ts'
import { recordConsents } from '../../consents/record.ts'
import { findByIdempotencyKey } from '../../lib/idempotency.ts'
import { inTransaction } from '../../database/transaction.ts'
import { collectionSlugs } from '../../slugs.ts'
import { publicEndpoint } from './publicEndpoint.ts'

/**
 * The call hub's slugs are its own page addresses (/contatti/chiamata/{servizio}, e.g. 'gas-e-luce'); bookings
 * store the product's service slugs. The hub's
 * 'Assicurazione Pet' tile leads to the car-insurance page, /assicurazione-auto.
 */
const serviceOfCallSlug: Record<CallService, ServiceSlug> = {
  'gas-e-luce': 'luce-gas',
  'internet-mobile': 'internet-mobile',
  fotovoltaico: 'fotovoltaico',
  'caldaie-clima': 'caldaie-clima',
  'sistemi-allarme': 'sistemi-allarme',
  'assicurazione-casa': 'assicurazione-casa',
  'assicurazione-pet': 'assicurazione-auto',
  depuratori: 'depuratori',
}

/**
 * POST /api/public/call-requests — a /contatti/chiamata/{servizio} form (CallRequestSchema, optional
 * idempotencyKey; a preferred slot outside the telemarketing hours is a 400 with the Italian reason). 201 { id }: a booking with no merchant yet (origine 'chiamata', stato in_attesa), the
 * consents, a notice to every admin and the client's confirmation, in one transaction.
 */
export const callRequestsEndpoint = publicEndpoint({
  path: '/public/call-requests',
  schema: CallRequestSchema.extend({ idempotencyKey: idempotencyKeySchema }),
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ req, data, ip, userAgent }) => {
    const existingId = await findByIdempotencyKey(req, collectionSlugs.bookings, data.idempotencyKey)
    if (existingId !== null) return Response.json({ id: existingId }, { status: 200 })
    const created = await inTransaction(req, async () => {
      const booking = await req.payload.create({
        collection: collectionSlugs.bookings,
        data: {
          origine: 'chiamata',
          nomeCliente: `${data.nome} ${data.cognome}`,
          telefonoCliente: italianPhone(data.cellulare),
          emailCliente: data.email,
          servizioRichiesto: serviceOfCallSlug[data.servizio],
          messaggio: data.descrizione,
          // Already checked against the telemarketing hours by the schema.
          richiamata: data.richiamata ?? null,
          stato: 'in_attesa',
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
        granted: { privacy: data.privacy, marketing: data.marketing, partners: data.partners, group: data.group },
        link: { booking: booking.id },
        ip,
        userAgent,
      })
      for (const admin of await adminEmails(req)) await queueEmail(req, admin, adminCallRequestEmail(data, booking.id))
      await queueEmail(req, data.email, clientCallRequestEmail(data))
      return booking
    })
    return Response.json({ id: created.id }, { status: 201 })
  },
})
