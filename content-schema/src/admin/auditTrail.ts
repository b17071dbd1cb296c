import { z } from '../z.ts'
import type { MerchantReviewActionName } from '../merchants/merchantVetting.ts'

// The audit log: what was done to personal data, and every admin decision on a merchant or on a review of one —
// who, what, when, why. Written only by the server; admins read it in /admin and, the decisions, in the admin area.

export const auditActionLabels = {
  export: 'Esportazione dati',
  erase: 'Cancellazione dati',
  retention: 'Conservazione (pulizia automatica)',
  'consent-withdrawal': 'Revoca del consenso',
  'erasure-request': 'Richiesta di cancellazione (dal cliente)',
  'retention-settings': 'Limiti di conservazione modificati',
  'merchant-approve': 'Merchant approvato',
  'merchant-reject': 'Merchant respinto',
  'merchant-suspend': 'Merchant sospeso',
  'merchant-reactivate': 'Merchant riattivato',
  'merchant-approve-changes': 'Modifiche approvate',
  'merchant-reject-changes': 'Modifiche respinte',
  'merchant-delete': 'Merchant eliminato',
  'review-hide': 'Recensione nascosta',
  'review-show': 'Recensione di nuovo visibile',
} as const
export type AuditAction = keyof typeof auditActionLabels
export const auditActions = Object.keys(auditActionLabels) as AuditAction[]

/** The admins' decisions on merchants and their reviews: the admin area's «Registro decisioni». */
export const decisionActions = [
  'merchant-approve',
  'merchant-reject',
  'merchant-suspend',
  'merchant-reactivate',
  'merchant-approve-changes',
  'merchant-reject-changes',
  'merchant-delete',
  'review-hide',
  'review-show',
] as const satisfies readonly AuditAction[]
export type DecisionAction = (typeof decisionActions)[number]

/** The trail's entry of each decision taken through POST /api/admin/merchants/:id/review. */
export const reviewDecisionAudit: Record<MerchantReviewActionName, DecisionAction> = {
  approva: 'merchant-approve',
  respingi: 'merchant-reject',
  sospendi: 'merchant-suspend',
  riattiva: 'merchant-reactivate',
  'approva-modifiche': 'merchant-approve-changes',
  'respingi-modifiche': 'merchant-reject-changes',
}

/** One decision as the admin area's trail shows it (GET /api/admin/lists/decisions). */
export const DecisionRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.enum(decisionActions),
  /** The merchant's company name when the decision was taken (kept after the merchant is erased). */
  subject: z.string(),
  motivo: z.string().nullish(),
  /** The admin who decided; null when the account is gone. */
  user: z.object({ id: z.number().int(), email: z.string() }).nullish().catch(null),
})
export type DecisionRow = z.infer<typeof DecisionRowSchema>

export const decisionTrailMessages = {
  section: 'Registro decisioni',
  empty: 'Nessuna decisione registrata',
  intro: 'Ogni decisione di un amministratore su un merchant o su una recensione: chi, cosa, quando e perché. Il registro non si modifica.',
  who: 'Amministratore',
  what: 'Decisione',
  subject: 'Merchant',
  why: 'Motivo',
  when: 'Data',
  noReason: '—',
  accountGone: 'Account eliminato',
} as const
