import { AreraOfferCodeSchema, AreraProfileSchema, type AreraProfile, type AreraRanking } from './schema.ts'

/** The method's reference household: what the electricity fields of a gas-only profile hold. */
export const REFERENCE_HOUSEHOLD = { kwh: 2700, powerKw: 3 } as const

/** The ranking endpoint's path under /api. */
export const ARERA_RANKING_PATH = '/offerte-luce/classifica'

/**
 * The query parameters the ranking reads (areraProfileFromQuery), in the order areraRankingQuery writes them: the
 * front cache keys an answer by these alone (platform/apiQuery.ts), so a made-up parameter finds the same entry.
 */
export const ARERA_RANKING_PARAMS = ['tipo', 'kwh', 'kw', 'smc', 'residente', 'f1', 'f2', 'cap', 'codice'] as const
type AreraRankingParam = (typeof ARERA_RANKING_PARAMS)[number]

/**
 * The query of one profile, always written the same way (same parameters, same order), so that one profile is one
 * URL and the front cache answers it once per catalogue day: `tipo` (gas, luce_gas; absent for luce), `kwh`, `kw`
 * (not for gas only), `residente` (si/no), then `smc` (gas), `f1`, `f2`, `cap`, `codice` when given.
 */
export function areraRankingQuery(profile: AreraProfile, code?: string): string {
  const commodity = profile.commodity ?? 'luce'
  const query = new URLSearchParams()
  if (commodity !== 'luce') query.set('tipo', commodity)
  if (commodity !== 'gas') {
    query.set('kwh', String(profile.kwh))
    query.set('kw', String(profile.powerKw))
  }
  query.set('residente', profile.resident ? 'si' : 'no')
  if (commodity !== 'luce' && profile.smc !== undefined) query.set('smc', String(profile.smc))
  if (commodity !== 'gas' && profile.f1Percent !== undefined && profile.f2Percent !== undefined) {
    query.set('f1', String(profile.f1Percent))
    query.set('f2', String(profile.f2Percent))
  }
  if (profile.cap) query.set('cap', profile.cap)
  if (code) query.set('codice', code.trim())
  return query.toString()
}

export type AreraQueryResult = { ok: true; profile: AreraProfile; code: string | undefined } | { ok: false; error: string; field: string }

/** The profile and the codice offerta a query names, validated; the first problem in Italian otherwise. */
export function areraProfileFromQuery(query: URLSearchParams): AreraQueryResult {
  const get = (name: AreraRankingParam) => query.get(name) ?? undefined
  const residente = get('residente')
  const commodity = get('tipo') ?? 'luce'
  // Gas only: the electricity fields are the reference household's, unused (AreraProfileSchema).
  const gasOnly = commodity === 'gas'
  const parsed = AreraProfileSchema.safeParse({
    commodity: commodity === 'luce' ? undefined : commodity,
    kwh: gasOnly ? REFERENCE_HOUSEHOLD.kwh : get('kwh'),
    powerKw: gasOnly ? REFERENCE_HOUSEHOLD.powerKw : get('kw'),
    smc: commodity === 'luce' ? undefined : get('smc'),
    resident: residente === 'si' ? true : residente === 'no' ? false : undefined,
    f1Percent: gasOnly ? undefined : get('f1'),
    f2Percent: gasOnly ? undefined : get('f2'),
    cap: get('cap'),
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { ok: false, error: issue.message, field: String(issue.path[0] ?? '') }
  }
  const rawCode = get('codice')
  if (rawCode === undefined || rawCode.trim() === '') return { ok: true, profile: parsed.data, code: undefined }
  const code = AreraOfferCodeSchema.safeParse(rawCode)
  if (!code.success) return { ok: false, error: code.error.issues[0]!.message, field: 'codice' }
  return { ok: true, profile: parsed.data, code: code.data }
}

/** What the endpoint answers: the ranking, or why there is none now. */
export type AreraRankingResponse = { status: 'ok'; ranking: AreraRanking } | { status: 'paused' | 'empty'; message: string }

export const ARERA_NO_CATALOGUE_MESSAGE = 'Le offerte del Portale Offerte non sono ancora state caricate. Riprova più tardi.'
