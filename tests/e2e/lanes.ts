import path from 'node:path'

/**
 * Seconds each e2e file took in `npm test`, beside the integration tests (the mean of two runs; one file's time
 * varies by half from run to run with what runs beside it): scripts/test.ts shares the files out between the lanes by
 * these, the longest first, each to the lane with the least so far. A file not listed counts E2E_DEFAULT_SECONDS;
 * list it once it has run.
 */
const E2E_SECONDS: Record<string, number> = {
  admin: 114,
  questionnaire: 88,
  'content-editing': 80,
  tracker: 71,
  merchant: 58,
  'questionnaire-editor': 57,
  'payload-admin-italian': 53,
  'security-headers': 51,
  'cookie-banner': 51,
  reviews: 42,
  'lead-workflow': 41,
  'new-service': 36,
  offers: 34,
  verification: 26,
  'privacy-admin': 26,
  site: 21,
  purges: 21,
  'message-templates': 19,
  a11y: 19,
  forms: 17,
  'merchant-live': 11,
  'lead-workspace': 10,
  'render-limit': 6,
  'arera-offers': 6,
  foundation: 5,
  refusals: 3,
}
const E2E_DEFAULT_SECONDS = 15

/** The seconds `file` (a path ending in `<name>.test.ts`) is counted for when the lanes are made. */
export function e2eSeconds(file: string): number {
  return E2E_SECONDS[path.basename(file, '.test.ts')] ?? E2E_DEFAULT_SECONDS
}

/**
 * `files` the longest first (then by path): how the lanes are made, and the order in which a lane runs its files
 * (vitest.config.ts). A lane's files share one product and its database, and some leave records behind that a later
 * file would see (a partner approved in Prato names itself to the next Prato request), so a lane runs its files in
 * this order on every machine, not in the order of Vitest's cache of the last run's times.
 */
export function longestFirst<T>(files: readonly T[], pathOf: (file: T) => string = String): T[] {
  return [...files].sort((a, b) => e2eSeconds(pathOf(b)) - e2eSeconds(pathOf(a)) || pathOf(a).localeCompare(pathOf(b)))
}
