import { useEffect, useState } from 'react'
import {
  hasProposal,
  merchantApprovalMessages as messages,
  merchantReviewActionLabels,
  merchantReviewFrom,
  merchantStateLabels,
  reviewedMerchantFieldLabels,
  reviewedMerchantFields,
  type MerchantReview,
  type MerchantReviewActionName,
  MerchantReviewCountsSchema,
  type MerchantReviewCounts,
  type MerchantState,
} from '#content-schema/merchants/merchantVetting.ts'
import { isInsuranceOption, serviceLabel } from '../serviceNames.ts'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Body } from './ListBody.tsx'
import type { PagedState } from './usePaged.ts'
import { Badge, type BadgeTone } from '../ui/Badge.tsx'
import { buttonClass, type ButtonVariant } from '../ui/buttonClasses.ts'
import { DecisionDialog, type Decision } from './DecisionDialog.tsx'

export const merchantStateTones: Record<MerchantState, BadgeTone> = { in_revisione: 'amber', attivo: 'green', respinto: 'red', sospeso: 'slate' }

export function MerchantStateBadge({ state }: { state: MerchantState }) {
  return <Badge tone={merchantStateTones[state]}>{merchantStateLabels[state]}</Badge>
}

/** Approved values as plain chips, proposed ones highlighted: what an approval would add. */
function Coverage({ approved, proposed, label }: { approved: string[]; proposed: string[]; label: (value: string) => string }) {
  if (approved.length === 0 && proposed.length === 0) return <span className="text-slate-500">{messages.noCoverage}</span>
  return (
    <ul className="flex flex-wrap gap-1.5">
      {approved.map((value) => (
        <li key={value} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {label(value)}
        </li>
      ))}
      {proposed.map((value) => (
        <li key={value} data-testid="proposed" className="rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
          + {label(value)} <span className="font-normal">({messages.proposedTag})</span>
        </li>
      ))}
    </ul>
  )
}

/** The actions the merchant's state allows; proposals only when there are some. */
function actionsFor(merchant: MerchantReview): MerchantReviewActionName[] {
  return (Object.keys(merchantReviewFrom) as MerchantReviewActionName[]).filter(
    (action) => merchantReviewFrom[action].includes(merchant.stato) && (!action.endsWith('-modifiche') || hasProposal(merchant)),
  )
}

const actionVariants: Record<MerchantReviewActionName, ButtonVariant> = {
  approva: 'primary',
  'approva-modifiche': 'primary',
  riattiva: 'primary',
  respingi: 'danger',
  'respingi-modifiche': 'danger',
  sospendi: 'secondary',
}

/**
 * One merchant waiting for a decision. Each button opens the decision's confirmation (DecisionDialog), which names the
 * version shown here: if the merchant changed anything since, the server refuses it, the dialog shows the merchant as
 * it is now and the list is read again, so what is approved is what was seen.
 */
function MerchantCard({ merchant, onDecide }: { merchant: MerchantReview; onDecide: (decision: Decision) => void }) {
  const address = [merchant.sede, [merchant.cap, merchant.citta].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <article data-testid="approval-card" className="rounded-xl border border-slate-200 p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-ink-900">{merchant.nomeAzienda}</h3>
          <p className="text-sm text-slate-600">{merchant.ragioneSociale ?? '—'}</p>
        </div>
        <MerchantStateBadge state={merchant.stato} />
      </header>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-slate-500">Partita IVA</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="font-mono">{merchant.partitaIva ?? '—'}</span>
          <Badge tone={merchant.partitaIvaValida ? 'green' : 'red'}>{merchant.partitaIvaValida ? messages.vatValid : messages.vatInvalid}</Badge>
        </dd>
        {(merchant.numeroRui || merchant.numeroRuiProposto || [...merchant.servizi, ...merchant.serviziProposti].some(isInsuranceOption)) && (
          <>
            <dt className="font-medium text-slate-500">Numero RUI</dt>
            <dd>
              <span className="font-mono">{merchant.numeroRui ?? '—'}</span>
              {merchant.numeroRuiProposto && (
                <span className="ml-2">
                  → <span className="font-mono">{messages.ruiProposed(merchant.numeroRuiProposto)}</span>
                </span>
              )}
              {merchant.intermediarioRui && <p className="mt-1">{messages.ruiIntermediary(merchant.intermediarioRui)}</p>}
              {(merchant.numeroRuiProposto || (merchant.numeroRui && merchant.stato === 'in_revisione')) && <p className="mt-1 text-xs text-amber-800">{messages.ruiToCheck}</p>}
            </dd>
          </>
        )}
        <dt className="font-medium text-slate-500">Sede</dt>
        <dd>{address || '—'}</dd>
        {Object.keys(merchant.datiProposti).length > 0 && (
          <>
            <dt className="font-medium text-slate-500">{messages.proposedData}</dt>
            <dd>
              <ul data-testid="approval-proposed-data">
                {reviewedMerchantFields
                  .filter((field) => field in merchant.datiProposti)
                  .map((field) => (
                    <li key={field}>
                      {reviewedMerchantFieldLabels[field]}: {merchant[field] || '—'} → <strong>{messages.dataProposed(merchant.datiProposti[field] ?? null)}</strong>
                    </li>
                  ))}
              </ul>
            </dd>
          </>
        )}
        <dt className="font-medium text-slate-500">Contatti</dt>
        <dd>
          <span className="[overflow-wrap:anywhere]">{merchant.email}</span> · <span className="whitespace-nowrap">{merchant.telefono}</span>
        </dd>
        <dt className="font-medium text-slate-500">Servizi</dt>
        <dd>
          <Coverage approved={merchant.servizi} proposed={merchant.serviziProposti} label={serviceLabel} />
        </dd>
        <dt className="font-medium text-slate-500">CAP serviti</dt>
        <dd>
          <Coverage approved={merchant.capCoperti} proposed={merchant.capCopertiProposti} label={(cap) => cap} />
        </dd>
        {merchant.attivoDal && (
          <>
            <dt className="font-medium text-slate-500">{messages.activeSince}</dt>
            <dd>{shortDateTime(merchant.attivoDal)}</dd>
          </>
        )}
        {(merchant.stato === 'respinto' || merchant.stato === 'sospeso') && merchant.motivoStato && (
          <>
            <dt className="font-medium text-slate-500">Motivo</dt>
            <dd className="whitespace-pre-wrap">{merchant.motivoStato}</dd>
          </>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {actionsFor(merchant).map((action) => (
          <button key={action} type="button" onClick={() => onDecide({ merchant, azione: action })} className={`${buttonClass(actionVariants[action], 'compact')} text-sm`}>
            {merchantReviewActionLabels[action]}
          </button>
        ))}
      </div>
    </article>
  )
}

/**
 * Approvals: merchants in review, active merchants with proposed services or CAPs, and refused or suspended
 * ones, with the admin's decisions; searched, filtered, sorted and paged by the server like every admin list.
 * The list and its counters are read again whenever the live stream reports a merchant change.
 */
export function ApprovalsSection({
  state,
  refreshKey,
  notify,
}: {
  state: PagedState<MerchantReview>
  refreshKey: number
  notify: (message: string, tone: 'success' | 'error') => void
}) {
  const [counts, setCounts] = useState<MerchantReviewCounts | null>(null)
  const [countsKey, setCountsKey] = useState(0)
  const [decision, setDecision] = useState<Decision | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void api('GET', '/admin/merchants/review', undefined, { signal: controller.signal, schema: MerchantReviewCountsSchema }).then((result) => {
      if (controller.signal.aborted || !result.ok) return
      setCounts(result.data)
    })
    return () => controller.abort()
  }, [refreshKey, countsKey])

  return (
    <div className="space-y-4">
      {counts && (
        <div className="flex flex-wrap gap-3" data-testid="approval-counts">
          <p className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
            {messages.countInReview}: <strong className="tabular-nums">{counts.inRevisione}</strong>
          </p>
          <p className="rounded-xl bg-sky-50 px-4 py-2 text-sm text-sky-900">
            {messages.countProposals}: <strong className="tabular-nums">{counts.proposte}</strong>
          </p>
        </div>
      )}
      <Body state={state} empty={messages.empty}>
        {(docs) => (
          <div className="grid gap-3 lg:grid-cols-2">
            {docs.map((merchant) => (
              <MerchantCard key={merchant.id} merchant={merchant} onDecide={setDecision} />
            ))}
          </div>
        )}
      </Body>
      <DecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onStale={() => {
          state.reload()
          setCountsKey((key) => key + 1)
        }}
        onDone={(message, tone) => {
          setDecision(null)
          notify(message, tone)
          state.reload()
          setCountsKey((key) => key + 1)
        }}
      />
    </div>
  )
}
