import type { Endpoint, PayloadRequest } from 'payload'
import {
  answerLabels,
  answersMapToDetails,
  AnswersSchema,
  answersToLabelledDetails,
  bookingMerchantLabel,
  EstimateSchema,
  QuestionnaireSlugSchema,
  type ConsentProof,
  type LeadDetails,
} from '#content-schema'
import type { ClientRequest, Merchant } from '../../payload-types.ts'
import { loadPublishedQuestionnaire } from '../questionnaires/questionnaires.ts'
import { collectionSlugs } from '../slugs.ts'
import { adminRecordId } from './requireAdmin.ts'
import { noStore } from '../api/publicWrite.ts'
import { relationId } from '../fields/relationId.ts'

/**
 * Who the lead went to and what each did, and its callbacks, read as the admin (the collections' own
 * rules, which give admins everything).
 */
async function handling(req: PayloadRequest, lead: ClientRequest): Promise<Pick<LeadDetails, 'recipients' | 'bookings'>> {
  const asAdmin = { user: req.user, overrideAccess: false, pagination: false, req } as const
  const [statuses, notes, bookings] = await Promise.all([
    req.payload.find({ collection: collectionSlugs.leadStatuses, where: { clientRequest: { equals: lead.id } }, select: { merchant: true, stato: true, updatedAt: true }, depth: 0, ...asAdmin }),
    req.payload.find({
      collection: collectionSlugs.leadNotes,
      where: { clientRequest: { equals: lead.id } },
      select: { merchant: true, testo: true, autore: true, autoreNome: true, createdAt: true },
      sort: ['-createdAt', '-id'],
      depth: 0,
      ...asAdmin,
    }),
    req.payload.find({
      collection: collectionSlugs.bookings,
      where: { lead: { equals: lead.id } },
      select: { merchant: true, origine: true, stato: true, richiamata: true, createdAt: true },
      populate: { [collectionSlugs.merchants]: { nomeAzienda: true } },
      sort: ['createdAt', 'id'],
      depth: 1,
      ...asAdmin,
    }),
  ])
  const statusOf = new Map(statuses.docs.map((status) => [relationId(status.merchant), status]))
  const notesOf = (merchantId: number) =>
    notes.docs.filter((note) => relationId(note.merchant) === merchantId).map((note) => ({ id: note.id, testo: note.testo, autoreNome: note.autoreNome ?? '', createdAt: note.createdAt }))
  const recipients = (lead.destinatari ?? []).filter((merchant): merchant is Merchant => typeof merchant === 'object' && merchant !== null)
  return {
    recipients: recipients.map((merchant) => {
      const status = statusOf.get(merchant.id)
      return { merchantId: merchant.id, nomeAzienda: merchant.nomeAzienda, stato: status?.stato ?? 'nuovo', notes: notesOf(merchant.id), updatedAt: status?.updatedAt ?? null }
    }),
    bookings: bookings.docs.map((booking) => ({
      id: booking.id,
      merchant: bookingMerchantLabel(booking),
      stato: booking.stato,
      richiamata: booking.richiamata ?? null,
      createdAt: booking.createdAt,
    })),
  }
}

/**
 * GET /api/admin/client-requests/:id/details — a lead as the admin's detail shows it. Its answers as the visitor read
 * them: the questions and option titles of the questionnaire version it was given when that definition can be loaded,
 * then any other stored answer as stored, labelled by that version's question for its key; without the version, the
 * stored answers map with its keys as words; an old free-text message as it is. Then the partners it was delivered to
 * (`destinatari`) with each one's status and notes, its callbacks, its estimate, and the consents given with the
 * request (its questionnaire and its callbacks), each with the words the person read beside the checkbox. Admins only.
 */
export const leadDetailsEndpoint: Endpoint = {
  path: '/admin/client-requests/:id/details',
  method: 'get',
  handler: async (req) => {
    const record = adminRecordId(req)
    if ('refused' in record) return record.refused
    const { id } = record
    const found = await req.payload.find({
      collection: collectionSlugs.clientRequests,
      where: { id: { equals: id } },
      populate: { [collectionSlugs.merchants]: { nomeAzienda: true } },
      depth: 1,
      limit: 1,
      pagination: false,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const lead = found.docs[0]
    if (!lead) return Response.json({ error: 'Richiesta non trovata.' }, { status: 404 })

    const stored = (lead.answersText ?? lead.answers) as Record<string, unknown> | null | undefined
    const storedMap = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}
    const slug = QuestionnaireSlugSchema.safeParse(lead.questionnaireSlug ?? lead.servizio)
    const answers = AnswersSchema.safeParse(lead.answers)
    let details = answersMapToDetails(storedMap)
    if (slug.success && typeof lead.questionnaireVersion === 'number') {
      const definition = await loadPublishedQuestionnaire(req, slug.data, lead.questionnaireVersion)
      if (definition) {
        const labelled = answers.success ? answersToLabelledDetails(definition, answers.data) : []
        const covered = new Set(labelled.map((detail) => detail.key))
        details = [...labelled, ...answersMapToDetails(storedMap, answerLabels(definition)).filter((detail) => !covered.has(detail.key))]
      }
    }
    const body: LeadDetails = { details, message: lead.messaggio ?? null, estimate: EstimateSchema.safeParse(lead.stima).data ?? null, ...(await handling(req, lead)), consents: await consentsOfLead(req, lead.id) }
    return Response.json(body, { headers: noStore })
  },
}

/** A request's consents as proof, one per grant, oldest record first, read as the admin asking (consents are for admins only). */
async function consentsOfLead(req: PayloadRequest, leadId: number): Promise<ConsentProof[]> {
  const found = await req.payload.find({
    collection: collectionSlugs.consents,
    where: { lead: { equals: leadId } },
    sort: ['createdAt', 'id'],
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  })
  return found.docs.flatMap((consent) =>
    (consent.grants ?? []).map((grant, index) => ({
      id: grant.id ?? `${consent.id}-${index}`,
      record: consent.id,
      purpose: grant.purpose,
      granted: grant.granted,
      withdrawnAt: consent.withdrawnAt ?? null,
      givenAt: consent.createdAt,
      wording: grant.wording ?? null,
      textsVersion: consent.textsVersion ?? null,
      page: consent.page ?? null,
      legalVersion: consent.legalVersion,
      // The service a partner contact is given for; the other consents of the record name none.
      service: grant.purpose === 'partners' ? (consent.service ?? null) : null,
      channels: grant.channels ?? [],
    })),
  )
}
