import type { CollectionAfterChangeHook } from 'payload'
import { reviewDecisionAudit, type DecisionAction, type MerchantState } from '#content-schema'
import type { Merchant } from '../../../payload-types.ts'
import { hasRole } from '../../access/hasRole.ts'
import { adminEmails } from '../../email/adminEmails.ts'
import { queueEmail, queueEmails } from '../../email/queueEmail.ts'
import {
  merchantApprovedEmail,
  merchantInReviewAdminEmail,
  merchantReactivatedEmail,
  merchantRejectedEmail,
  merchantSuspendedEmail,
} from '../emails/merchantAccount.ts'
import { recordAudit } from '../../privacy/audit.ts'
import { MERCHANT_DECISION_CONTEXT, type MerchantDecision } from './validateProfile.ts'

/** The trail's entry of a change of state an admin made without the review endpoint (in /admin). */
function decisionOfChange(before: MerchantState | undefined, after: MerchantState): DecisionAction | null {
  if (after === 'respinto') return 'merchant-reject'
  if (after === 'sospeso') return 'merchant-suspend'
  if (after === 'attivo') return before === 'sospeso' ? 'merchant-reactivate' : 'merchant-approve'
  return null
}

/**
 * After a merchant changes, in the same transaction:
 * - every admin decision leaves its entry in the audit log — who, which decision, on which merchant, why — whether it
 *   came through the admin area's review endpoint (which names the decision and its reason) or an edit in /admin;
 * - the merchant hears of its approval, refusal, suspension or re-activation, with the reason;
 * - every admin hears of a profile that entered review (a new one, or a refused one sent again).
 * A suspended or refused merchant keeps its session: its area shows the new state and the reason at once (its live
 * stream, merchants/liveEndpoint.ts) and after a reload, while the access rules give it nothing else.
 */
export const afterVetting: CollectionAfterChangeHook<Merchant> = async ({ doc, previousDoc, operation, req }) => {
  if (req.context?.seeding) return doc
  const before = operation === 'update' ? previousDoc?.stato : undefined
  const changed = operation === 'update' && doc.stato !== before
  const decision = req.context?.[MERCHANT_DECISION_CONTEXT] as MerchantDecision | undefined
  const action = decision ? reviewDecisionAudit[decision.azione] : changed && hasRole(req.user, 'admin') ? decisionOfChange(before, doc.stato) : null
  if (action) {
    const stateReason = doc.stato === 'respinto' || doc.stato === 'sospeso' ? doc.motivoStato : null
    await recordAudit(req.payload, { action, subject: doc.nomeAzienda, motivo: decision?.motivo ?? stateReason ?? null, merchant: doc.id, user: req.user?.id ?? null }, req)
  }

  if (changed && doc.stato === 'respinto') await queueEmail(req, doc.email, merchantRejectedEmail(doc.motivoStato ?? ''))
  if (changed && doc.stato === 'sospeso') await queueEmail(req, doc.email, merchantSuspendedEmail(doc.motivoStato ?? ''))
  if (changed && doc.stato === 'attivo' && before === 'sospeso') await queueEmail(req, doc.email, merchantReactivatedEmail(decision?.motivo ?? null))
  if (changed && doc.stato === 'attivo' && (before === 'in_revisione' || before === 'respinto')) await queueEmail(req, doc.email, merchantApprovedEmail())

  const enteredReview = doc.stato === 'in_revisione' && (operation === 'create' || (changed && before === 'respinto'))
  if (enteredReview) {
    const notice = merchantInReviewAdminEmail(doc.nomeAzienda, operation === 'update')
    await queueEmails(req, (await adminEmails(req)).map((to) => ({ to, content: notice })))
  }
  return doc
}
