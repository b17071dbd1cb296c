import type { Endpoint } from 'payload'
import { bookingAssignmentMessages, CapSchema, type BookingCandidates, type ServiceSlug } from '#content-schema'
import { matchMerchants } from '../leads/matching.ts'
import { chosenPartnersOfBooking } from '../consents/given.ts'
import { collectionSlugs } from '../slugs.ts'
import { adminError, adminRecordId, queryParams } from './requireAdmin.ts'
import { noStore } from '../api/publicWrite.ts'

/**
 * GET /api/admin/bookings/:id/candidates[?cap=…] → BookingCandidates: the merchants a booking may be handed to,
 * by the rule the Bookings collection enforces on the save (active, serving its service and CAP; for a call form that
 * named partners, one the consumer chose). A booking without a CAP (a call-form request sent before call forms asked
 * it) is matched on the `cap` the admin gives. Admins only.
 */
export const bookingCandidatesEndpoint: Endpoint = {
  path: '/admin/bookings/:id/candidates',
  method: 'get',
  handler: async (req) => {
    const record = adminRecordId(req)
    if ('refused' in record) return record.refused
    const { id } = record
    const given = queryParams(req).cap
    if (given !== undefined && !CapSchema.safeParse(given).success) return adminError(400, bookingAssignmentMessages.invalidCap)
    const found = await req.payload.find({ collection: collectionSlugs.bookings, where: { id: { equals: id } }, limit: 1, depth: 0, user: req.user, overrideAccess: false, req })
    const booking = found.docs[0]
    if (!booking) return adminError(404, bookingAssignmentMessages.notFound)
    const cap = booking.capCliente || given || null
    const [matched, chosen] = await Promise.all([cap ? matchMerchants(req, { cap, servizio: booking.servizioRichiesto as ServiceSlug }) : [], chosenPartnersOfBooking(req, booking.id)])
    const merchants = chosen === null ? matched : matched.filter((merchant) => chosen.includes(merchant.id))
    const body: BookingCandidates = { cap, merchants: merchants.map((merchant) => ({ id: merchant.id, nomeAzienda: merchant.nomeAzienda })) }
    return Response.json(body, { headers: noStore })
  },
}
