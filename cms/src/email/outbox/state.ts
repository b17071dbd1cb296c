import type { Payload, Where } from 'payload'

/**
 * The e-mails an admin may send again: not sent, not being sent now. `ids` narrows them to some; without it, every
 * one («Reinvia tutte»).
 */
export function resendableWhere(ids?: readonly number[]): Where {
  const and: Where[] = [{ taskSlug: { equals: 'sendEmail' } }, { completedAt: { exists: false } }, { processing: { not_equals: true } }]
  if (ids) and.push({ id: { in: [...ids] } })
  return { and }
}

/**
 * Sends e-mails again at once: a failed one gets one more try (a try that fails again leaves it failed, with the new
 * error), a waiting one skips the rest of its wait. Returns how many. Written as Payload's own queue writes a job's
 * state (`db.updateJobs`, the method its runner uses): the Local API's update would rewrite each job's whole log of
 * tries, up to 54 rows with a copy of the message each.
 */
export async function resendEmails(payload: Payload, ids?: readonly number[]): Promise<number> {
  const where = resendableWhere(ids)
  const { totalDocs } = await payload.count({ collection: 'payload-jobs', where, overrideAccess: true })
  if (totalDocs === 0) return 0
  const now = new Date().toISOString()
  await payload.db.updateJobs({ where, data: { hasError: false, error: null, waitUntil: now, updatedAt: now }, returning: false })
  return totalDocs
}
