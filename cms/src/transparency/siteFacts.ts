import type { PayloadRequest } from 'payload'
import { RESPONSE_TIME_MIN_CASES, responseHours, type SiteFacts } from '#content-schema'
import { mayWaitFor, startSharedLoad, type SharedLoad } from '../content/settingsCache.ts'
import { requestsServed } from '../database/reports.ts'
import { readLeadSettings } from '../leads/settings.ts'
import { SLOW_RESPONSE_HOURS } from '../leads/recipients.ts'
import { responseTimes } from '../offers/responseTimes.ts'
import { collectionSlugs } from '../slugs.ts'

/** How long one computation is shown: the figures move slowly, and each is shown with the time it was computed. */
export const SITE_FACTS_TTL_MS = 15 * 60_000

let kept: SharedLoad<SiteFacts> | null = null

/**
 * The product's figures for its public pages, computed from its data and kept SITE_FACTS_TTL_MS in this process:
 * active partners (an admin made them 'attivo'), active services (published, «Attivo»), requests passed to at least
 * one partner, and the partners' median response time — the median of the measured partners' own medians (the same
 * measure the offers pages show beside each, from RESPONSE_TIME_MIN_CASES answered cases on). System reads of counts
 * only; nothing about a person leaves. Read with `req`, so inside a transaction (a lead's confirmation e-mail tells
 * the response time) they take no second connection, and a transaction never waits for figures still being computed
 * on the pool (content/settingsCache.ts mayWaitFor).
 */
export function siteFacts(req: PayloadRequest, now = Date.now()): Promise<SiteFacts> {
  if (kept && now - kept.at < SITE_FACTS_TTL_MS) return mayWaitFor(kept, req) ? kept.value : computeSiteFacts(req, now)
  const entry = startSharedLoad(() => computeSiteFacts(req, now), now)
  kept = entry
  // A failed computation is not kept: the next visit tries again.
  entry.value.catch(() => {
    if (kept === entry) kept = null
  })
  return entry.value
}

/** Forgets the kept figures (tests, after they change the data). */
export function forgetSiteFacts(): void {
  kept = null
}

async function computeSiteFacts(req: PayloadRequest, now: number): Promise<SiteFacts> {
  // One after the other: in a transaction they share its one connection, which runs one statement at a time.
  const partners = await req.payload.find({ collection: collectionSlugs.merchants, where: { stato: { equals: 'attivo' } }, select: {}, depth: 0, pagination: false, overrideAccess: true, req })
  const services = await req.payload.count({ collection: collectionSlugs.services, where: { and: [{ _status: { equals: 'published' } }, { active: { not_equals: false } }] }, overrideAccess: true, req })
  const served = await requestsServed(req)
  const settings = await readLeadSettings(req)
  const ids = partners.docs.map((doc) => doc.id)
  const measured = [...(await responseTimes(req, ids)).values()].filter((time) => time.cases >= RESPONSE_TIME_MIN_CASES).map((time) => time.medianSeconds)
  return {
    computedAt: new Date(now).toISOString(),
    activePartners: ids.length,
    activeServices: services.totalDocs,
    requestsServed: served,
    medianResponseHours: measured.length === 0 ? null : responseHours(median(measured)),
    measuredPartners: measured.length,
    partnersPerRequest: settings.partnersPerRequest,
    returnWindowDays: settings.returnWindowDays,
    slowResponseHours: SLOW_RESPONSE_HOURS,
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

