import type { PayloadRequest } from 'payload'
import {
  answerLabels,
  parseStoredQuestionnaire,
  QuestionnaireSlugSchema,
  type QuestionnaireDefinition,
  type ServiceSlug,
  type StoredQuestionnaire,
} from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

// A published version never changes (publishing again makes a new number), so it is kept in memory: every lead,
// good or forged, would otherwise cost one or two reads before any check.
const publishedVersions = new Map<string, QuestionnaireDefinition>()
const MAX_CACHED = 100

/** Forgets every version kept: for a process that moves on to another database (the integration tests' workers). */
export function forgetPublishedQuestionnaires(): void {
  publishedVersions.clear()
}

function remember(definition: QuestionnaireDefinition): QuestionnaireDefinition {
  if (publishedVersions.size >= MAX_CACHED) publishedVersions.delete(publishedVersions.keys().next().value!)
  publishedVersions.set(`${definition.service}@${definition.version}`, definition)
  return definition
}

const storedFields = { service: true, title: true, version: true, stepBlocks: true } as const

/**
 * The published definition a visitor answered, by its version number: the current one, or an earlier published
 * version when an editor has published since the page was loaded; null for anything else. A system read: versions
 * are staff-only, but the server re-validating a visitor's answers must see the one they were given.
 */
export async function loadPublishedQuestionnaire(req: PayloadRequest, service: ServiceSlug, version: number): Promise<QuestionnaireDefinition | null> {
  const cached = publishedVersions.get(`${service}@${version}`)
  if (cached) return cached
  const current = (
    await req.payload.find({ collection: collectionSlugs.questionnaires, where: { service: { equals: service } }, select: { ...storedFields, _status: true }, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  ).docs[0]
  if (!current || current._status !== 'published') return null
  let stored: unknown = current
  if (current.version !== version) {
    const earlier = await req.payload.findVersions({
      collection: collectionSlugs.questionnaires,
      where: { and: [{ parent: { equals: current.id } }, { 'version.version': { equals: version } }, { 'version._status': { equals: 'published' } }] },
      sort: '-updatedAt',
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      req,
    })
    stored = earlier.docs[0]?.version
  }
  if (!stored) return null
  const parsed = parseStoredQuestionnaire(stored as StoredQuestionnaire)
  return parsed.success ? remember(parsed.data) : null
}

/**
 * The labels of a record's answers (answerLabels) in the published version it was answered against, loaded like
 * that version; none when it cannot be (an unknown service or number), and the admin then shows keys as words.
 */
export async function answerLabelsOfVersion(req: PayloadRequest, service: unknown, version: unknown): Promise<Record<string, string>> {
  const slug = QuestionnaireSlugSchema.safeParse(service)
  if (!slug.success || typeof version !== 'number' || !Number.isInteger(version) || version < 1) return {}
  const definition = await loadPublishedQuestionnaire(req, slug.data, version)
  return definition ? answerLabels(definition) : {}
}
