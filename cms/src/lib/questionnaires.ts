import {
  answerLabels,
  parseStoredQuestionnaire,
  QuestionnaireSlugSchema,
  type QuestionnaireDefinition,
  type QuestionnaireSlug,
  type StoredQuestionnaire,
} from '#content-schema'
import type { Queryable } from './rateLimit.ts'

type DefinitionRow = StoredQuestionnaire & { service: string; version: number }

// Derived from the stored blocks once per version: the cache below keeps the result.
function toDefinition(row: DefinitionRow): QuestionnaireDefinition | null {
  const parsed = parseStoredQuestionnaire(row)
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

/** The service's questionnaire as Payload keeps it: the main row holds what was last published (drafts live in versions only). */
const CURRENT = `select id, service::text as service, title, version::float8 as version, step_blocks as "stepBlocks", _status::text as status
  from questionnaires where service = $1 limit 1`

/** An earlier published version, the newest save of that number. */
const EARLIER = `select version_service::text as service, version_title as title, version_version::float8 as version,
    version_step_blocks as "stepBlocks"
  from _questionnaires_v
  where parent_id = $1 and version_version = $2 and version__status = 'published'
  order by updated_at desc limit 1`

/**
 * The published definition a visitor answered, by its version number: the current one, or an earlier
 * published version when an editor has published since the page was loaded. A system read in plain SQL, so
 * Payload's endpoints and the direct routes (cms/src/endpoints/public/direct.ts) share it: versions are staff-only, but
 * the server re-validating a visitor's answers must see the one they were given.
 */
export async function loadPublishedQuestionnaire(db: Queryable, service: QuestionnaireSlug, version: number): Promise<QuestionnaireDefinition | null> {
  const cached = publishedVersions.get(`${service}@${version}`)
  if (cached) return cached
  const current = (await db.query(CURRENT, [service])).rows[0] as (DefinitionRow & { id: number; status: string | null }) | undefined
  if (!current || current.status !== 'published') return null
  const row = current.version === version ? current : ((await db.query(EARLIER, [current.id, version])).rows[0] as DefinitionRow | undefined)
  const definition = row ? toDefinition(row) : null
  return definition ? remember(definition) : null
}

/**
 * The labels of a record's answers (answerLabels) in the published version it was answered against, loaded like
 * that version; none when it cannot be (an unknown service or number), and the admin then shows keys as words.
 */
export async function answerLabelsOfVersion(db: Queryable, service: unknown, version: unknown): Promise<Record<string, string>> {
  const slug = QuestionnaireSlugSchema.safeParse(service)
  if (!slug.success || typeof version !== 'number' || !Number.isInteger(version) || version < 1) return {}
  const definition = await loadPublishedQuestionnaire(db, slug.data, version)
  return definition ? answerLabels(definition) : {}
}
