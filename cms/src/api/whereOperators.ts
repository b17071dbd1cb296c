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
 *
 * It also finds a value the column's type cannot hold once Payload has converted it (`valueFits`): a text or a
 * fraction for an id or a relationship, a number beyond PostgreSQL's integer, a list where one value is compared, a
 * choice a select does not offer, a word a boolean is not, a NUL character in any text. PostgreSQL refused those as
 * data: the answer was already a 400 (hooks/clientInputErrors.ts), but only after the query ran and Payload logged
 * it as an ERROR with its SQL.
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
/** Operators whose value Payload does not bind to the column as it came: `exists` becomes a boolean; the geometry ones are checked above. */
const UNBOUND = new Set(['exists', 'near', 'within', 'intersects'])
const INTEGER_MAX = 2_147_483_647
/** What PostgreSQL reads as a boolean (its own words, the short ones included). */
const BOOLEAN_WORDS = /^\s*(t|true|f|false|y|yes|n|no|on|off|1|0)\s*$/i

/**
 * The column type of a field whose values PostgreSQL checks itself, and how Payload's query building
 * (@payloadcms/drizzle's sanitizeQueryValue) converts a value for it first: an id, a relationship and a join's path
 * hold integers (every collection here has PostgreSQL's serial id), a number field PostgreSQL's numeric, a checkbox a
 * boolean, a select one of its options. Other types take any text, or Payload drops what does not convert (dates).
 */
type Column = { type: 'id' | 'relationship' | 'join' | 'numeric' | 'boolean' } | { type: 'enum'; options: ReadonlySet<string> } | undefined

function columnOf(field: FlattenedField): Column {
  if (field.type === 'number') return { type: field.name === 'id' ? 'id' : 'numeric' }
  if ((field.type === 'relationship' || field.type === 'upload') && !Array.isArray(field.relationTo)) return { type: 'relationship' }
  if (field.type === 'join') return { type: 'join' }
  if (field.type === 'checkbox') return { type: 'boolean' }
  if (field.type === 'select') return { type: 'enum', options: new Set(field.options.map((option) => (typeof option === 'string' ? option : option.value))) }
  return undefined
}

const isInteger = (value: number) => Number.isInteger(value) && Math.abs(value) <= INTEGER_MAX

/**
 * Whether one value, after Payload's conversion for `column`, is one PostgreSQL takes. `alone`: the value compared by
 * itself, not an item of an `in` list — a text that is no number then becomes null for a number or an id.
 */
function fits(column: NonNullable<Column>, item: unknown, alone: boolean): boolean {
  if (item === null) return true
  switch (column.type) {
    case 'numeric':
      return typeof item === 'number' || (typeof item === 'string' && (alone || !Number.isNaN(Number(item))))
    case 'id':
      if (typeof item === 'number') return isInteger(item)
      return typeof item === 'string' && (Number.isNaN(Number(item)) ? alone : isInteger(Number(item)))
    case 'relationship':
      return item === 'null' || ((typeof item === 'number' || typeof item === 'string') && isInteger(Number(item)))
    case 'join':
      // The joined records' ids, compared as sent.
      return (typeof item === 'number' || typeof item === 'string') && isInteger(Number(item))
    case 'boolean':
      return typeof item === 'boolean' || item === 0 || item === 1 || (typeof item === 'string' && BOOLEAN_WORDS.test(item))
    case 'enum':
      return (typeof item === 'string' || typeof item === 'number') && column.options.has(String(item))
  }
}

/** Whether a text in `value` holds a NUL character, which no PostgreSQL text can (a `where` sent as JSON may carry `\u0000`). */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  return typeof value === 'object' && value !== null && Object.values(value).some(hasNul)
}

/** Whether `value`, as Payload binds it for `operator`, is of a type `field`'s column holds. */
function valueFits(operator: string, value: unknown, field: FlattenedField): boolean {
  const column = columnOf(field)
  if (!column || UNBOUND.has(operator)) return true
  if (!LISTS.has(operator)) return fits(column, value, true)
  // A list sent as one text is split at its commas; a value that is no list at all is dropped by Payload.
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : typeof value === 'number' ? [value] : []
  return items.every((item) => fits(column, item, false))
}

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
    // The related record's id is the relationship's own column: Payload compares it there, unconverted.
    if (typeof field.relationTo === 'string' && rest.length === 1 && rest[0] === 'id') return { kind: 'field', field }
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

/**
 * The first path-operator pair of `where` the adapter cannot run, or null: `problem` says whether the operator does not
 * apply to the field or its value is not of the field's type. `and`/`or` lists may arrive as objects (qs).
 */
export function unrunnableFilter(config: SanitizedConfig, fields: Fields, where: unknown): { path: string; operator: string; problem: 'operator' | 'value' } | null {
  if (!isOperatorMap(where)) return null
  for (const [key, value] of Object.entries(where)) {
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      const branches = Array.isArray(value) ? value : isOperatorMap(value) ? Object.values(value) : []
      for (const branch of branches) {
        const found = unrunnableFilter(config, fields, branch)
        if (found) return found
      }
      continue
    }
    if (!isOperatorMap(value)) continue
    const target = resolve(config, fields, key.split('.'))
    for (const [operator, operand] of Object.entries(value)) {
      if (!applies(operator, operand, target)) return { path: key, operator, problem: 'operator' }
      if (hasNul(operand)) return { path: key, operator, problem: 'value' }
      if (target.kind === 'field' && !valueFits(operator, operand, target.field)) return { path: key, operator, problem: 'value' }
    }
  }
  return null
}
