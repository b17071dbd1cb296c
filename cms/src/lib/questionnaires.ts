import type { PayloadRequest } from 'payload'
import { parseQuestionnaireDefinition, type QuestionnaireDefinition, type QuestionnaireSlug } from '#content-schema'
import type { Questionnaire } from '../../payload-types.ts'
import { collectionSlugs } from '../slugs.ts'

function toDefinition(doc: Pick<Questionnaire, 'service' | 'title' | 'version' | 'steps'>): QuestionnaireDefinition | null {
  const parsed = parseQuestionnaireDefinition({ service: doc.service, title: doc.title, version: doc.version, steps: doc.steps })
  return parsed.success ? parsed.data : null
}

// A published version never changes (publishing again makes a new number), so it can be kept in memory:
// every lead, good or forged, would otherwise cost one or two reads before any check.
const publishedVersions = new Map<string, QuestionnaireDefinition>()
const MAX_CACHED = 100

function remember(definition: QuestionnaireDefinition): QuestionnaireDefinition {
  if (publishedVersions.size >= MAX_CACHED) publishedVersions.delete(publishedVersions.keys().next().value!)
  publishedVersions.set(`${definition.service}@${definition.version}`, definition)
  return definition
}

/**
 * The published definition a visitor answered, by its version number: the current one, or an earlier
 * published version when an editor has published since the page was loaded. A system read: versions
 * are staff-only, but the server re-validating a visitor's answers must see the one they were given.
 */
export async function loadPublishedQuestionnaire(
  req: PayloadRequest,
  service: QuestionnaireSlug,
  version: number,
): Promise<QuestionnaireDefinition | null> {
  const cached = publishedVersions.get(`${service}@${version}`)
  if (cached) return cached
  const current = await req.payload.find({
    collection: collectionSlugs.questionnaires,
    where: { service: { equals: service } },
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const doc = current.docs[0]
  if (!doc || doc._status !== 'published') return null
  if (doc.version === version) {
    const definition = toDefinition(doc)
    return definition ? remember(definition) : null
  }

  const versions = await req.payload.findVersions({
    collection: collectionSlugs.questionnaires,
    where: {
      and: [
        { parent: { equals: doc.id } },
        { 'version.version': { equals: version } },
        { 'version._status': { equals: 'published' } },
      ],
    },
    sort: '-updatedAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const old = versions.docs[0]?.version
  const definition = old ? toDefinition(old as Questionnaire) : null
  return definition ? remember(definition) : null
}
