import type { Endpoint } from 'payload'
import { answerLabels, answersMapToDetails, AnswersSchema, answersToLabelledDetails, QuestionnaireSlugSchema, type ConsentProof, type LeadDetails } from '#content-schema'
import type { PayloadRequest } from 'payload'
import { loadPublishedQuestionnaire } from '../leads/questionnaires.ts'
import { collectionSlugs } from '../slugs.ts'
import { rejectNonAdmin } from './requireAdmin.ts'

/**
 * GET /api/admin/client-requests/:id/details — a lead's answers as the visitor read them: the questions
 * and option titles of the questionnaire version it was given when that definition can be loaded, then any other
 * stored answer as stored, labelled by that version's question for its key; without the version, the stored
 * answers map with its keys as words; an old free-text message as it is; and the consents given with the request (its
 * questionnaire and its callbacks), each with the words the person read beside the checkbox. Admins only.
 */
export const leadDetailsEndpoint: Endpoint = {
  path: '/admin/client-requests/:id/details',
  method: 'get',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ error: 'Richiesta non valida.' }, { status: 400 })
    const found = await req.payload.find({
      collection: collectionSlugs.clientRequests,
      where: { id: { equals: id } },
      depth: 0,
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
    const body: LeadDetails = { details, message: lead.messaggio ?? null, consents: await consentsOfLead(req, lead.id) }
    return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
  },
}

/** A request's consent records as proof, oldest first, read as the admin asking (consents are for admins only). */
async function consentsOfLead(req: PayloadRequest, leadId: number): Promise<ConsentProof[]> {
  const found = await req.payload.find({
    collection: collectionSlugs.consents,
    where: { lead: { equals: leadId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  })
  return found.docs.map((consent) => ({
    id: consent.id,
    purpose: consent.purpose,
    granted: consent.granted,
    withdrawnAt: consent.withdrawnAt ?? null,
    givenAt: consent.createdAt,
    wording: consent.wording ?? null,
    textsVersion: consent.textsVersion ?? null,
    page: consent.page ?? null,
    legalVersion: consent.legalVersion,
    service: consent.service ?? null,
    channels: consent.channels ?? [],
  }))
}
