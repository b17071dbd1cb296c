import { contactFormMessages, ContactRequestSchema, idempotencyKeySchema } from '#content-schema'
import { jsonError } from '../api/publicWrite.ts'
import { nameOfService, takesRequests } from '../services/catalogue.ts'
import { contactAcknowledgementEmail } from './emails/contact.ts'
import { recordConsents } from '../consents/record.ts'
import { findByIdempotencyKey } from '../api/idempotency.ts'
import { inTransaction } from '../database/transaction.ts'
import { collectionSlugs } from '../slugs.ts'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import { queueAcknowledgement } from './acknowledgement.ts'

/**
 * POST /api/public/contact-requests — the /contatti form (ContactRequestSchema, optional idempotencyKey).
 * 201 { id }: the message, its consents and the acknowledgement e-mail (a fixed text, at most one a day per address:
 * contact/acknowledgement.ts), in one transaction; a resubmission
 * with the same idempotencyKey answers 200 with the same id.
 */
export const contactRequestsEndpoint = publicEndpoint({
  path: '/public/contact-requests',
  schema: ContactRequestSchema.extend({ idempotencyKey: idempotencyKeySchema }),
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ req, data, ip, userAgent }) => {
    const existingId = await findByIdempotencyKey(req, collectionSlugs.contactRequests, data.idempotencyKey)
    if (existingId !== null) return Response.json({ id: existingId }, { status: 200 })
    // The subject is 'altro' or a service of the collection that takes requests.
    if (data.argomento !== 'altro' && !(await takesRequests(req, data.argomento))) {
      return jsonError(400, contactFormMessages.argomento, { issues: [{ path: 'argomento', message: contactFormMessages.argomento }] })
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
      await recordConsents(req, {
        email: data.email,
        granted: { privacy: data.privacy, marketing: data.marketing },
        form: 'contactForm',
        page: '/contatti',
        service: null,
        uiTextsVersion: data.uiTextsVersion,
        legalVersion: data.legalVersion,
        link: { contactRequest: doc.id },
        ip,
        userAgent,
      })
      await queueAcknowledgement(req, data, { contactRequest: doc.id }, async (marketingConsent) =>
        contactAcknowledgementEmail(data, marketingConsent, data.argomento === 'altro' ? undefined : await nameOfService(req, data.argomento)),
      )
      return doc
    })
    return Response.json({ id: created.id }, { status: 201 })
  },
})
