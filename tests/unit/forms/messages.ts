import type { z } from 'zod'

/** The messages a form would show, by field: what the visitor reads under each input. */
export function fieldMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const messages: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.')
    ;(messages[field] ??= []).push(issue.message)
  }
  return messages
}
