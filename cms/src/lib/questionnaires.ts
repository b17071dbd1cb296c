import { parseQuestionnaireDefinition, type QuestionnaireDefinition, type QuestionnaireSlug } from '#content-schema'
import type { Queryable } from './rateLimit.ts'

type DefinitionRow = { service: string; title: string; version: number; steps: unknown }

function toDefinition(row: DefinitionRow): QuestionnaireDefinition | null {
  const parsed = parseQuestionnaireDefinition({ service: row.service, title: row.title, version: row.version, steps: row.steps })
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
const CURRENT = `select id, service::text as service, title, version::float8 as version, steps, _status::text as status
  from questionnaires where service = $1 limit 1`

/** An earlier published version, the newest save of that number. */
const EARLIER = `select version_service::text as service, version_title as title, version_version::float8 as version, version_steps as steps
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
