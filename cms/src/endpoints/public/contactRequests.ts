import { ContactRequestSchema, idempotencyKeySchema } from '#content-schema'
import { contactAcknowledgementEmail } from '../../email/templates/contact.ts'
import { queueEmail } from '../../email/queueEmail.ts'
import { recordConsents } from '../../lib/recordConsents.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { collectionSlugs } from '../../slugs.ts'
import { publicEndpoint } from './publicEndpoint.ts'

/**
 * POST /api/public/contact-requests — the /contatti form (ContactRequestSchema, optional idempotencyKey).
 * 201 { id }: the message, its consents and the acknowledgement e-mail, in one transaction; a resubmission
 * with the same idempotencyKey answers 200 with the same id.
 */
export const contactRequestsEndpoint = publicEndpoint({
  path: '/public/contact-requests',
  schema: ContactRequestSchema.extend({ idempotencyKey: idempotencyKeySchema }),
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ req, data, ip, userAgent }) => {
    if (data.idempotencyKey) {
      const existing = await req.payload.find({
        collection: collectionSlugs.contactRequests,
        where: { idempotencyKey: { equals: data.idempotencyKey } },
        select: {},
        limit: 1,
        pagination: false,
        // A system read by the key only the submitting browser knows.
        overrideAccess: true,
        req,
      })
      if (existing.docs[0]) return Response.json({ id: existing.docs[0].id }, { status: 200 })
    }
    const created = await inTransaction(req, async () => {
      const doc = await req.payload.create({
        collection: collectionSlugs.contactRequests,
        data: {
          nome: data.nome,
          cognome: data.cognome,
          email: data.email,
          telefono: data.telefono,
          cap: data.cap,
          argomento: data.argomento,
          messaggio: data.messaggio,
          privacyAccepted: data.privacy,
          marketingAccepted: data.marketing,
          idempotencyKey: data.idempotencyKey,
          ipAddress: ip,
          userAgent,
        },
        // A system write: anonymous visitors cannot create contact requests through REST, only here.
        overrideAccess: true,
        req,
      })
      await recordConsents(req, { email: data.email, granted: { privacy: data.privacy, marketing: data.marketing }, link: { contactRequest: doc.id }, ip, userAgent })
      await queueEmail(req, data.email, contactAcknowledgementEmail(data))
      return doc
    })
    return Response.json({ id: created.id }, { status: 201 })
  },
})
