import type { FlattenedField, SanitizedConfig } from 'payload'

/**
 * Payload validates a REST `where` by its paths and by the operator's name, not by whether the operator applies to
 * the field: the PostgreSQL adapter then fails (a 500) on `near`, `within` and `intersects` anywhere but a point
 * field, on `all` everywhere (it has no such operator), on `like`, `not_like` and `contains` (ILIKE) on a date, an
 * enum, a boolean, a number or a whole JSON column, on what its JSON path query cannot say inside a JSON value,
 * on any operator put on a relationship to several collections (only its `relationTo` and `value` can be
 * asked), on a pattern (`like`, `not_like`, `contains`) whose value is not text (a number, a boolean, null or a list
 * sent as a JSON `where`) on a text column, and on a `value` of such a relationship compared with anything but a
 * number or a text. This finds such a pair before the query runs, so
 * the sender gets a 400 instead. Paths it cannot resolve are left to Payload, which refuses them itself.
 */

type Fields = readonly FlattenedField[]

/** What an operator is asked of: a field, or a key inside a JSON value (anything goes there but what no column takes). */
type Target = { kind: 'field'; field: FlattenedField } | { kind: 'json-key' } | { kind: 'polymorphic-part'; part: 'relationTo' | 'value' } | { kind: 'unknown' }

const GEOMETRY = new Set(['near', 'within', 'intersects'])
const PATTERN = new Set(['like', 'not_like', 'contains'])
const TEXT_COLUMNS = new Set(['text', 'textarea', 'email', 'code'])
/** Types whose `like` the adapter turns into `equals`. */
const LIKE_AS_EQUALS = new Set(['number', 'relationship', 'upload'])
const JSON_COLUMNS = new Set(['json', 'richText', 'blocks'])
/** What the adapter's JSON path query can express (createJSONQuery), each with a text value (a list for the `in`s). */
const JSON_KEY_OPERATORS = new Set(['equals', 'not_equals', 'like', 'not_like', 'exists', 'in', 'not_in'])
const LISTS = new Set(['in', 'not_in'])

function subFields(field: FlattenedField): Fields | undefined {
  return 'flattenedFields' in field && Array.isArray(field.flattenedFields) ? field.flattenedFields : undefined
}

function resolve(config: SanitizedConfig, fields: Fields, segments: string[]): Target {
  const [head, ...rest] = segments
  if (head === undefined) return { kind: 'unknown' }
  if (head === 'id' && !fields.some((field) => field.name === 'id')) return rest.length === 0 ? { kind: 'field', field: { name: 'id', type: 'number' } } : { kind: 'unknown' }
  const field = fields.find((candidate) => candidate.name === head)
  if (!field) return { kind: 'unknown' }
  if (rest.length === 0) return { kind: 'field', field }
  if (JSON_COLUMNS.has(field.type)) return { kind: 'json-key' }
  if (field.type === 'relationship' || field.type === 'upload') {
    if (Array.isArray(field.relationTo)) {
      const [part, ...beyond] = rest
      return (part === 'relationTo' || part === 'value') && beyond.length === 0 ? { kind: 'polymorphic-part', part } : { kind: 'unknown' }
    }
    const related = config.collections.find((collection) => collection.slug === field.relationTo)
    return related ? resolve(config, related.flattenedFields, rest) : { kind: 'unknown' }
  }
  const inner = subFields(field)
  return inner ? resolve(config, inner, rest) : { kind: 'unknown' }
}

function isJsonKeyValue(operator: string, value: unknown): boolean {
  if (LISTS.has(operator)) return Array.isArray(value) && value.every((item) => typeof item === 'string')
  return typeof value === 'string'
}

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number'

/** Whether the PostgreSQL adapter can run `operator` with `value` on what the path names. */
function applies(operator: string, value: unknown, target: Target): boolean {
  if (operator === 'all') return false
  if (target.kind === 'unknown') return true
  if (target.kind === 'polymorphic-part') {
    if (GEOMETRY.has(operator) || PATTERN.has(operator)) return false
    // Only a list is bound as one: a single `in` value makes `in $1`, which is not SQL.
    if (LISTS.has(operator)) return Array.isArray(value) && (target.part === 'relationTo' || value.every(isScalar))
    return target.part === 'relationTo' || isScalar(value)
  }
  if (target.kind === 'json-key') return JSON_KEY_OPERATORS.has(operator) && isJsonKeyValue(operator, value)
  const { field } = target
  if (GEOMETRY.has(operator)) return field.type === 'point'
  if (field.type === 'relationship' || field.type === 'upload') {
    if (Array.isArray(field.relationTo)) return false
  }
  if (PATTERN.has(operator) && TEXT_COLUMNS.has(field.type)) return typeof value === 'string' || (operator === 'contains' && 'hasMany' in field && field.hasMany === true)
  if (!PATTERN.has(operator)) return true
  if (operator === 'like') return LIKE_AS_EQUALS.has(field.type)
  return operator === 'contains' && 'hasMany' in field && field.hasMany === true && field.type !== 'number'
}

function isOperatorMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The first path-operator pair of `where` the adapter cannot run, or null. `and`/`or` lists may arrive as objects (qs). */
export function inapplicableOperator(config: SanitizedConfig, fields: Fields, where: unknown): { path: string; operator: string } | null {
  if (!isOperatorMap(where)) return null
  for (const [key, value] of Object.entries(where)) {
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      const branches = Array.isArray(value) ? value : isOperatorMap(value) ? Object.values(value) : []
      for (const branch of branches) {
        const found = inapplicableOperator(config, fields, branch)
        if (found) return found
      }
      continue
    }
    if (!isOperatorMap(value)) continue
    const target = resolve(config, fields, key.split('.'))
    for (const [operator, operand] of Object.entries(value)) {
      if (!applies(operator, operand, target)) return { path: key, operator }
    }
  }
  return null
}
