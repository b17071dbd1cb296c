import { DAY_MS } from '#content-schema'

/**
 * When an e-mail that could not be sent is tried again. The waits double from 30 s up to 30 min and stay there,
 * so an e-mail goes out within half an hour of the SMTP server coming back however long it was away, and the tries
 * go on for at least 24 hours before the e-mail is marked as failed (it stays in the queue, with its error, for an
 * admin to send again: «Reinvia» in the admin area).
 *
 * Payload's own backoff doubles without a ceiling (delay × 2^n), so 24 hours of it would end with a wait of about
 * 12 hours: an e-mail could reach its recipient half a day after the server came back. The jobs runner therefore
 * sets each retry's time from this schedule (cms/src/jobs/runner.ts); Payload keeps the count of tries, the log of
 * every error and the final failed state.
 */
const FIRST_WAIT_MS = 30_000
const LONGEST_WAIT_MS = 30 * 60_000
const RETRY_FOR_MS = DAY_MS

/**
 * EMAIL_CLOCK_SCALE (for tests only, default 1): every wait of the schedule and every threshold of the stuck-queue
 * alert multiplied by it, so that 0.001 runs the 24-hour schedule in 86 seconds with the same number of tries.
 */
export function emailClockScale(): number {
  const value = Number(process.env.EMAIL_CLOCK_SCALE ?? 1)
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1
}

/** The wait before the next try, once `tries` tries have failed (1 after the first). */
export function retryWaitMs(tries: number, scale = emailClockScale()): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, tries - 1), LONGEST_WAIT_MS) * scale
}

/** How many retries follow the first try: the fewest whose waits add up to 24 hours (53, about 24 h 1 min). */
export const EMAIL_RETRIES = (() => {
  let waited = 0
  let retries = 0
  while (waited < RETRY_FOR_MS) waited += retryWaitMs(++retries, 1)
  return retries
})()

/** The longest wait of the schedule: what Payload itself waits should the runner fail to set the retry's time. */
export const longestWaitMs = (scale = emailClockScale()) => LONGEST_WAIT_MS * scale
