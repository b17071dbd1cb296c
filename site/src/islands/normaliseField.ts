/**
 * The field's value normalised (e.g. digits only), written back into the field at once. Preact, unlike React,
 * leaves a character the normalisation refused in a controlled input when the state does not change.
 */
export function normaliseField(input: HTMLInputElement, normalise: (value: string) => string): string {
  const value = normalise(input.value)
  if (input.value !== value) input.value = value
  return value
}
