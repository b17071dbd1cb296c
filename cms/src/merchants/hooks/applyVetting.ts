import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { merchantVettingMessages, proposedDataOf, reviewedMerchantFields, splitRequested, type MerchantState, type ServiceSlug } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'
import { sentField } from './sentFields.ts'

type CapRow = { cap: string }
type Period = { id?: string | null; dal: string; al?: string | null }

const capsOf = (rows: unknown): string[] => [...new Set(((rows ?? []) as CapRow[]).map((row) => row.cap))]
const toRows = (caps: string[]): CapRow[] => caps.map((cap) => ({ cap }))
/** A proposal as a set: the same services, CAPs and data sent again, in another order, are the same proposal. */
const proposalKey = (services: unknown, caps: unknown, rui: unknown, proposedData: unknown) =>
  JSON.stringify([[...((services ?? []) as string[])].sort(), capsOf(caps).sort(), rui ?? null, Object.entries(proposedDataOf(proposedData)).sort()])
/** A text field as compared: empty is none. */
const valueOf = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value))

/**
 * The merchant asks, an admin decides. For a merchant's own save: the services and CAPs it sends are split
 * into what stays of the approved sets (a narrowing applies at once) and what it adds (a proposal, which
 * replaces the previous one); on an approved profile a new RUI number and any other field the approval relied on
 * (reviewedMerchantFields) wait as proposals too; a refused profile saved again goes back to review. For an admin's change of
 * `stato`: a refusal or suspension needs its reason (`motivoStato`), any other state clears it; approving a profile
 * approves what it proposed, and what it grants directly leaves the proposal; every move into or out of 'attivo' opens or closes an activity period, the history of when it received leads (which leads it received, and may read, each lead
 * names in `destinatari` when it arrives: cms/src/leads/delivery.ts).
 */
export const applyVetting: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const previous = (operation === 'update' ? originalDoc : undefined) as Record<string, unknown> | undefined
  const isMerchant = Boolean(req.user) && hasRole(req.user, 'merchant') && !hasRole(req.user, 'admin')
  const next = { ...data }

  if (isMerchant) {
    const proposalBefore = proposalKey(previous?.serviziProposti, previous?.capCopertiProposti, previous?.numeroRuiProposto, previous?.datiProposti)
    if (sentField(req, data, 'servizi')) {
      const split = splitRequested((previous?.servizi ?? []) as ServiceSlug[], (next.servizi ?? []) as ServiceSlug[])
      next.servizi = split.approved
      next.serviziProposti = split.proposed
    }
    if (sentField(req, data, 'capCoperti')) {
      const split = splitRequested(capsOf(previous?.capCoperti), capsOf(next.capCoperti))
      next.capCoperti = toRows(split.approved)
      next.capCopertiProposti = toRows(split.proposed)
    }
    // A RUI number is what an approval of insurance services relied on: once a profile was approved, a new number waits
    // for an admin like a new service, and the approved one stays public and in force (issue #37 item 11). Removing it
    // applies at once, as a narrowing does.
    const approvedBefore = previous !== undefined && previous.stato !== 'in_revisione' && previous.stato !== 'respinto'
    if (approvedBefore && sentField(req, data, 'numeroRui') && next.numeroRui && next.numeroRui !== previous.numeroRui) {
      next.numeroRuiProposto = next.numeroRui
      next.numeroRui = previous.numeroRui ?? null
    } else if (sentField(req, data, 'numeroRui')) {
      next.numeroRuiProposto = null
    }
    // So does every other field the approval relied on (the admin's card shows them): a value other than the approved
    // one is a proposal, the approved one stays; the approved value sent again withdraws that field's proposal.
    if (approvedBefore) {
      const proposed = proposedDataOf(previous.datiProposti)
      for (const field of reviewedMerchantFields) {
        if (!sentField(req, data, field)) continue
        const approved = valueOf(previous[field])
        const asked = valueOf(next[field])
        if (asked === approved) delete proposed[field]
        else {
          proposed[field] = asked
          next[field] = previous[field] ?? null
        }
      }
      next.datiProposti = Object.keys(proposed).length > 0 ? proposed : null
    }
    if (previous?.stato === 'respinto') {
      next.stato = 'in_revisione'
      next.motivoStato = null
    }
    // What an admin decides on changed: a profile waiting for review, or the proposal itself. A decision taken on the
    // version before is refused (merchants/reviewEndpoints.ts).
    const proposalAfter = proposalKey(
      next.serviziProposti ?? previous?.serviziProposti,
      next.capCopertiProposti ?? previous?.capCopertiProposti,
      next.numeroRuiProposto !== undefined ? next.numeroRuiProposto : previous?.numeroRuiProposto,
      next.datiProposti !== undefined ? next.datiProposti : previous?.datiProposti,
    )
    const inReview = previous?.stato === 'in_revisione' || previous?.stato === 'respinto'
    if (operation === 'update' && (inReview || proposalAfter !== proposalBefore)) next.versioneProposta = Number(previous?.versioneProposta ?? 0) + 1
    return next
  }

  if (previous) {
    // What an admin grants directly (the merchant's form in /admin) is no longer proposed: no stale proposal stays
    // shown to the partner as waiting for approval.
    const approvedServices = new Set((next.servizi ?? previous.servizi ?? []) as ServiceSlug[])
    const approvedCaps = new Set(capsOf(next.capCoperti ?? previous.capCoperti))
    const services = (next.serviziProposti ?? previous.serviziProposti ?? []) as ServiceSlug[]
    const caps = capsOf(next.capCopertiProposti ?? previous.capCopertiProposti)
    if (services.some((slug) => approvedServices.has(slug))) next.serviziProposti = services.filter((slug) => !approvedServices.has(slug))
    if (caps.some((cap) => approvedCaps.has(cap))) next.capCopertiProposti = toRows(caps.filter((cap) => !approvedCaps.has(cap)))
  }
  const before = (previous?.stato ?? null) as MerchantState | null
  const after = (next.stato ?? before ?? 'in_revisione') as MerchantState
  if (before === after) return next
  if (after === 'respinto' || after === 'sospeso') {
    // A refusal or a suspension says why, wherever an admin decides it (the admin area, /admin).
    const reason = String(next.motivoStato ?? '').trim()
    if (before !== null && reason.length < 5) throw new APIError(merchantVettingMessages.reasonRequired, 400, undefined, true)
  } else {
    next.motivoStato = null
  }
  const now = new Date().toISOString()
  const periods = ((previous?.periodiAttivita ?? []) as Period[]).map(({ dal, al }) => ({ dal, al: al ?? null }))
  // A profile created with its periods (seed data, an import) keeps them as given.
  if (before === null && Array.isArray(next.periodiAttivita) && next.periodiAttivita.length > 0) return next
  if (after === 'attivo') {
    if (before === 'in_revisione' || before === 'respinto') {
      next.servizi = [...new Set([...((next.servizi ?? previous?.servizi ?? []) as ServiceSlug[]), ...((previous?.serviziProposti ?? []) as ServiceSlug[])])]
      next.capCoperti = toRows([...new Set([...capsOf(next.capCoperti ?? previous?.capCoperti), ...capsOf(previous?.capCopertiProposti)])])
      next.serviziProposti = []
      next.capCopertiProposti = []
      if (previous?.numeroRuiProposto) next.numeroRui = previous.numeroRuiProposto
      next.numeroRuiProposto = null
    }
    next.periodiAttivita = [...periods, { dal: now, al: null }]
  } else if (before === 'attivo') {
    next.periodiAttivita = periods.map((period) => (period.al ? period : { ...period, al: now }))
  }
  return next
}
