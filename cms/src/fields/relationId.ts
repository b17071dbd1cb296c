/**
 * A relationship's id, whether it was read populated (the related document) or not (its id); null when it is empty. A
 * required relationship's type gives a number.
 */
export function relationId(value: number | { id: number }): number
export function relationId(value: unknown): number | null
export function relationId(value: unknown): number | null {
  return typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null
}

/** A relationship's value as sent, with a populated document replaced by its id: for a schema to judge, unconverted. */
export const relationValue = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? value.id : value)
