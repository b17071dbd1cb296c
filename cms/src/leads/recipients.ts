import type { PayloadRequest } from 'payload'
import { leadReceivedSinceWhere, RESPONSE_TIME_MIN_CASES, type LeadSettings, type ServiceSlug } from '#content-schema'
import { lastLeadReceived } from '../database/leadReceived.ts'
import { merchantIntakeRows, type IntakeRow } from '../database/intake.ts'
import { responseTimes } from '../offers/responseTimes.ts'
import { matchMerchants, type MatchedMerchant } from './matching.ts'
import { readLeadSettings } from './settings.ts'
import { collectionSlugs } from '../slugs.ts'

/** A partner whose measured median answer takes longer than this comes after the prompt ones. */
export const SLOW_RESPONSE_HOURS = 24

/**
 * The partners among `matched` that take new leads now: not paused, and under their weekly cap (the leads handed to
 * them in the last 7 days — on arrival or from the waiting queue — fewer than the cap). The one place a partner's
 * intake settings apply: a new lead's delivery and the hand-out of waiting leads both ask it. System reads: the
 * settings (one prepared read, database/intake.ts, or `intakeRead` when the caller read them with the matched merchants)
 * and counts decide delivery, nobody reads them through this.
 */
export async function receivingMerchants<M extends { id: number }>(req: PayloadRequest, matched: M[], intakeRead?: IntakeRow[]): Promise<M[]> {
  if (matched.length === 0) return matched
  const intake = intakeRead ?? (await merchantIntakeRows(req, matched.map((merchant) => merchant.id)))
  const byId = new Map(intake.map((row) => [row.id, row]))
  const since = new Date(Date.now() - 7 * 24 * 3600_000).toISOString()
  const open = await Promise.all(
    matched.map(async (merchant) => {
      const intake = byId.get(merchant.id)
      if (intake?.pausaRicezione) return false
      if (!intake?.limiteSettimanale) return true
      const received = await req.payload.count({
        collection: collectionSlugs.clientRequests,
        where: {
          and: [
            { destinatari: { equals: merchant.id } },
            leadReceivedSinceWhere(since),
          ],
        },
        overrideAccess: true,
        req,
      })
      return received.totalDocs < intake.limiteSettimanale
    }),
  )
  return matched.filter((_, index) => open[index])
}

/**
 * The partners a confirmed lead goes to: among the merchants the one matching rule finds for its CAP and service
 * (approved coverage, leads/matching.ts) that take leads now (receivingMerchants), at most the operator's «Partner al
 * massimo per richiesta» (default 4), chosen fairly when more serve it:
 * 1. response time — partners whose measured median answer (from RESPONSE_TIME_MIN_CASES cases on) is within
 *    SLOW_RESPONSE_HOURS, and partners not measured yet, before the slower ones;
 * 2. rotation — within each group, the one that received a lead longest ago (never: first), so a busy CAP's leads
 *    go round its partners in turn;
 * 3. the merchant's id, so the choice is the same for the same data.
 */
export async function chooseRecipients(
  req: PayloadRequest,
  lead: { cap: string; servizio: ServiceSlug },
  /**
   * What the caller's request has read already (a lead's request context, its checks): the settings, whether the
   * service is insurance, and the matching rule's merchants with their intake settings.
   */
  known?: { settings: LeadSettings; insurance: boolean; matched?: { merchants: MatchedMerchant[]; intake: IntakeRow[] } },
): Promise<MatchedMerchant[]> {
  const [candidates, settings] = await Promise.all([
    known?.matched
      ? receivingMerchants(req, known.matched.merchants, known.matched.intake)
      : matchMerchants(req, { cap: lead.cap, servizio: lead.servizio, rui: known?.insurance }).then((matched) => receivingMerchants(req, matched)),
    known?.settings ?? readLeadSettings(req),
  ])
  if (candidates.length <= settings.partnersPerRequest) return candidates
  const ids = candidates.map((merchant) => merchant.id)
  const [times, last] = await Promise.all([responseTimes(req, ids), lastLeadReceived(req, ids)])
  const slow = (id: number) => {
    const time = times.get(id)
    return time !== undefined && time.cases >= RESPONSE_TIME_MIN_CASES && time.medianSeconds > SLOW_RESPONSE_HOURS * 3600 ? 1 : 0
  }
  return [...candidates]
    .sort((a, b) => slow(a.id) - slow(b.id) || (last.get(a.id) ?? 0) - (last.get(b.id) ?? 0) || a.id - b.id)
    .slice(0, settings.partnersPerRequest)
}
