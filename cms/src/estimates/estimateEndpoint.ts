import { APIError } from 'payload'
import { EstimateRequestSchema, leadMessages, serviceMessages, splitLocation, validateAnswers } from '#content-schema'
import { takesRequests } from '../services/catalogue.ts'
import { estimateWithCurrentParameters } from './estimates.ts'
import { leadLocation } from '../leads/submitLead.ts'
import { loadPublishedQuestionnaire } from '../questionnaires/questionnaires.ts'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import { hasRole } from '../access/hasRole.ts'

/**
 * POST /api/public/estimate { service, questionnaireVersion, answers, location? } — the questionnaire's "La tua
 * stima" step, before the contact form: the answers are checked against the version answered, exactly as the lead
 * will be, and the estimate is computed with the current parameters. 200 { estimate }; 400 with the Italian
 * reason for answers that version does not accept. Stores nothing: the lead recomputes its own. With `preview` from a
 * signed-in editor or admin (their session cookie), the parameters' drafts are used (EstimateParameters' «Anteprima»);
 * anyone else gets the published ones.
 */
export const estimateEndpoint = publicEndpoint({
  path: '/public/estimate',
  schema: EstimateRequestSchema,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ req, data }) => {
    const drafts = data.preview === true && hasRole(req.user, 'admin', 'editor')
    // A staff preview may show the questionnaire of a service not yet published.
    if (!drafts && !(await takesRequests(req, data.service))) throw new APIError(serviceMessages.unavailable, 400, undefined, true)
    const definition = await loadPublishedQuestionnaire(req, data.service, data.questionnaireVersion)
    if (!definition) throw new APIError(leadMessages.questionnaireChanged, 400, undefined, true)
    const answers = validateAnswers(definition, data.answers)
    if (!answers.success) throw new APIError(answers.issues[0]!.message, 400, undefined, true)
    const location = leadLocation(definition, answers.data, data.location)
    const cap = location ? splitLocation(location).cap : null
    const estimate = await estimateWithCurrentParameters(req, { service: data.service, answers: answers.data, cap }, { drafts })
    return Response.json({ estimate }, { headers: { 'Cache-Control': 'no-store' } })
  },
})

