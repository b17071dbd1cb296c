import { APIError, type PayloadRequest } from 'payload'
import { answersToLabelledDetails, BookingRequestSchema, callbackChannels, objectionMessages, offersMessages, trackerMessages, verificationMessages } from '#content-schema'
import { clientBookingEmail, merchantBookingEmail, offersCompletionEmail, type BookingClient } from './emails/bookings.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { findLeadByToken, type LeadByToken } from '../leads/leadByToken.ts'
import { matchMerchants } from '../leads/matching.ts'
import { offersPagePath } from '../leads/offersUrl.ts'
import { givenConsentId, hasPartnerConsent } from '../consents/given.ts'
import { recordConsents } from '../consents/record.ts'
import { loadPublishedQuestionnaire } from '../questionnaires/questionnaires.ts'
import { inTransaction } from '../database/transaction.ts'
import { collectionSlugs } from '../slugs.ts'
import { objectionOf } from '../database/objections.ts'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import { leadCallback } from './leadCallback.ts'
import { isInsurance, nameOfService } from '../services/catalogue.ts'

type Detail = { label: string; value: string }

/**
 * The lead's answers as the visitor read them (question and option titles), from the questionnaire version
 * they answered; the stored key → text map when that version cannot be found.
 */
async function labelledAnswers(req: PayloadRequest, lead: LeadByToken): Promise<Detail[]> {
  const definition = lead.answers && lead.questionnaireVersion ? await loadPublishedQuestionnaire(req, lead.servizio, lead.questionnaireVersion) : null
  if (definition && lead.answers) return answersToLabelledDetails(definition, lead.answers).map(({ label, value }) => ({ label, value }))
  return Object.entries(lead.answersText).map(([label, value]) => ({ label, value }))
}

/** The booking's message: the client's data, then the questionnaire answers, as a merchant reads it. */
function bookingMessage(lead: LeadByToken, serviceName: string, answers: Detail[]): string {
  return [
    'Dati cliente',
    `Nome: ${lead.nome}`,
    `Telefono: ${lead.telefono}`,
    `Email: ${lead.email}`,
    `CAP: ${lead.cap}${lead.citta ? ` (${lead.citta})` : ''}`,
    `Servizio: ${serviceName}`,
    ...(answers.length ? ['', 'Dettagli aggiuntivi', ...answers.map((answer) => `${answer.label}: ${answer.value}`)] : []),
  ]
    .join('\n')
    .slice(0, 6000)
}

/**
 * POST /api/public/bookings { ref, merchantId, idempotencyKey?, richiamata?, partners? } — a callback booking from an
 * offers page, with the preferred slot inside the telemarketing hours (none: as soon as possible).
 * 201 { id, stato } when created; 200 with the same shape when this lead already booked this merchant
 * (no second booking, no second e-mail); 404 for an unknown token; 409 for a merchant that is inactive, not of the
 * lead's CAP, or one the consumer objected to, and for a request whose contacts are not confirmed yet (nothing of it
 * reaches a partner before); 400 when the lead has no consent to this partner's call and the booking does
 * not give it (`partners: true`, recorded in the consent ledger with the lead, the booking and this partner, named). The merchant's notice,
 * the client's confirmation and the offers-completion e-mail are queued in the booking's transaction.
 */
export const bookingsEndpoint = publicEndpoint({
  path: '/public/bookings',
  schema: BookingRequestSchema,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ req, data, ip, userAgent }) => {
    const lead = await findLeadByToken(req, data.ref)
    if (!lead) throw new APIError(offersMessages.leadNotFound, 404, undefined, true)
    if (lead.annullataIl) throw new APIError(trackerMessages.alreadyCancelled, 409, undefined, true)
    if (!lead.verificataIl) throw new APIError(verificationMessages.notVerified, 409, undefined, true)
    const matching = await matchMerchants(req, { cap: lead.cap, rui: await isInsurance(req, lead.servizio) })
    const merchant = matching.find((candidate) => candidate.id === data.merchantId)
    if (!merchant) throw new APIError(offersMessages.merchantUnavailable, 409, undefined, true)
    // The consumer objected to this partner for this request: it gets no callback, so none of the contacts either.
    if (await objectionOf(req, lead.id, merchant.id)) throw new APIError(objectionMessages.bookingRefused, 409, undefined, true)

    const already = await leadCallback(req, lead.id, merchant.id, data.idempotencyKey)
    if (already) return Response.json({ id: already.id, stato: already.stato }, { status: 200 })

    // The merchant cannot call a number it only sees masked: a callback needs the consent to this partner, given now
    // if not before; it names this partner only, and lets no other partner of the request see more.
    const consentedBefore = await hasPartnerConsent(req, { lead: lead.id }, merchant.id)
    if (!consentedBefore && data.partners !== true) throw new APIError(offersMessages.consentRequired, 400, undefined, true)
    const marketingConsent = await givenConsentId(req, { lead: lead.id }, 'marketing')
    const richiamata = data.richiamata ? new Date(data.richiamata) : null

    const client: BookingClient = {
      nome: lead.nome,
      telefono: lead.telefono,
      email: lead.email,
      cap: lead.cap,
      servizio: lead.servizio,
      serviceName: await nameOfService(req, lead.servizio),
      dettagli: await labelledAnswers(req, lead),
    }
    try {
      const booking = await inTransaction(req, async () => {
        const created = await req.payload.create({
          collection: collectionSlugs.bookings,
          data: {
            merchant: merchant.id,
            lead: lead.id,
            origine: 'offerte',
            nomeCliente: lead.nome,
            telefonoCliente: lead.telefono,
            emailCliente: lead.email,
            servizioRichiesto: lead.servizio,
            capCliente: lead.cap,
            messaggio: bookingMessage(lead, client.serviceName ?? lead.servizio, client.dettagli),
            richiamata: richiamata?.toISOString() ?? null,
            stato: 'in_attesa',
            idempotencyKey: data.idempotencyKey,
            ipAddress: ip,
            userAgent,
          },
          // A system write: anonymous visitors cannot create bookings through REST, only through this endpoint.
          overrideAccess: true,
          req,
        })
        if (!consentedBefore) {
          await recordConsents(req, {
            email: lead.email,
            granted: { partners: true },
            form: 'offersBooking',
            page: offersPagePath(lead.servizio),
            service: lead.servizio,
            partnerChannels: callbackChannels,
            namedPartners: [{ id: merchant.id, nomeAzienda: merchant.nomeAzienda, chosen: true }],
            uiTextsVersion: data.uiTextsVersion,
            legalVersion: data.legalVersion,
            link: { lead: lead.id, booking: created.id },
            ip,
            userAgent,
          })
        }
        await queueEmail(req, merchant.email, merchantBookingEmail(merchant, client, true, richiamata))
        await queueEmail(req, lead.email, clientBookingEmail(merchant, client, richiamata, marketingConsent))
        await queueEmail(req, lead.email, offersCompletionEmail({ email: lead.email, nome: lead.nome, servizio: lead.servizio, serviceName: client.serviceName, cap: lead.cap }, marketingConsent))
        return created
      })
      return Response.json({ id: booking.id, stato: booking.stato }, { status: 201 })
    } catch (error) {
      // Two clicks at once: the unique (lead, merchant) index refused the second insert; answer with the first.
      const raced = await leadCallback(req, lead.id, merchant.id, data.idempotencyKey)
      if (raced) return Response.json({ id: raced.id, stato: raced.stato }, { status: 200 })
      throw error
    }
  },
})
