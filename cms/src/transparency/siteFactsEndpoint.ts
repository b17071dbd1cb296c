import { siteFacts } from './siteFacts.ts'
import { publicReadEndpoint } from '../api/publicEndpoint.ts'

const PATH = '/public/site-facts'

/** The home page and the transparency page read it once per render; this stops anyone using it to load the database. */
const RATE_LIMIT = { limit: 60, windowMs: 60_000 }

/**
 * GET /api/public/site-facts — the product's own figures for its public pages (partners and services active, requests
 * passed to partners, the partners' median response time, the partners' rules from the settings), computed from its
 * data and kept a while (siteFacts.ts), with the time they were computed. Counts only.
 */
export const siteFactsEndpoint = publicReadEndpoint({
  path: PATH,
  rateLimit: RATE_LIMIT,
  handler: async (req) => Response.json(await siteFacts(req)),
})
