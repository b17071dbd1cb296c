import type { Payload, Where } from 'payload'
import { resendEmails } from './state.ts'

/**
 * `npm run requeue-email [-- --since <time>]` (scripts/requeue-email.ts): the operator's way to what an admin's
 * «Reinvia» does in the e-mail queue, after an outage longer than the 24 hours of tries (a mail server away for a
 * weekend). Every e-mail that failed for good gets one more try at once, or only those that failed since `since`.
 * Returns how many.
 */
export async function requeueFailedEmails(payload: Payload, since?: Date): Promise<number> {
  const and: Where[] = [{ taskSlug: { equals: 'sendEmail' } }, { hasError: { equals: true } }]
  if (since) and.push({ updatedAt: { greater_than_equal: since.toISOString() } })
  // A system command, for nobody in particular: the jobs are not a person's to read.
  const failed = await payload.find({ collection: 'payload-jobs', where: { and }, limit: 0, pagination: false, depth: 0, select: { taskSlug: true }, overrideAccess: true })
  const ids = failed.docs.map((job) => Number(job.id))
  return ids.length ? resendEmails(payload, ids) : 0
}

/** The command's arguments: nothing (every failed e-mail) or `--since <time>` (an ISO date or date and time). */
export function requeueOptions(args: readonly string[]): { since?: Date } {
  if (args.length === 0) return {}
  const [flag, value, ...rest] = args
  const since = value ? new Date(value) : undefined
  if (flag !== '--since' || !since || Number.isNaN(since.getTime()) || rest.length > 0) {
    throw new Error('Usage: npm run requeue-email [-- --since <time>], e.g. --since 2026-11-28T06:00:00Z')
  }
  return { since }
}
