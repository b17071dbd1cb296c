import { AreraOfferCodeSchema, AreraProfileSchema, type AreraProfile, type AreraRanking } from './schema.ts'

/** The ranking endpoint's path under /api. */
export const ARERA_RANKING_PATH = '/offerte-luce/classifica'

/**
 * The query parameters the ranking reads (areraProfileFromQuery), in the order areraRankingQuery writes them: the
 * front cache keys an answer by these alone (platform/apiQuery.ts), so a made-up parameter finds the same entry.
 */
export const ARERA_RANKING_PARAMS = ['kwh', 'kw', 'residente', 'f1', 'f2', 'cap', 'codice'] as const
type AreraRankingParam = (typeof ARERA_RANKING_PARAMS)[number]

/**
 * The query of one profile, always written the same way (same parameters, same order), so that one profile is one
 * URL and the front cache answers it once per catalogue day: `kwh`, `kw`, `residente` (si/no), then `f1`, `f2`,
 * `cap`, `codice` when given.
 */
export function areraRankingQuery(profile: AreraProfile, code?: string): string {
  const query = new URLSearchParams({ kwh: String(profile.kwh), kw: String(profile.powerKw), residente: profile.resident ? 'si' : 'no' })
  if (profile.f1Percent !== undefined && profile.f2Percent !== undefined) {
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
  const parsed = AreraProfileSchema.safeParse({
    kwh: get('kwh'),
    powerKw: get('kw'),
    resident: residente === 'si' ? true : residente === 'no' ? false : undefined,
    f1Percent: get('f1'),
    f2Percent: get('f2'),
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
