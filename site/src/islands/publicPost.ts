/**
 * What a failed call of a public endpoint shows: the server's own message for a 4xx (written for the visitor, in
 * Italian), the page's `fallback` for anything else — a 5xx, an answer without a message, no answer at all.
 */
export function failureMessage(status: number, body: unknown, fallback: string): string {
  const error = (body as { error?: unknown } | null)?.error
  return status < 500 && typeof error === 'string' && error ? error : fallback
}

/** POST `body` as JSON to `path`: the answer's body when it succeeded, else the message to show (failureMessage). */
export async function postJson<T>(path: string, body: unknown, fallback: string): Promise<{ done: Partial<T> } | { error: string }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const answer = (await response.json().catch(() => ({}))) as Partial<T>
    return response.ok ? { done: answer } : { error: failureMessage(response.status, answer, fallback) }
  } catch {
    return { error: fallback }
  }
}
