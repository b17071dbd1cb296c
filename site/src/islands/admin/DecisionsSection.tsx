import { adminMessages } from '#content-schema/admin/admin.ts'
import { auditActionLabels, decisionTrailMessages as text, type DecisionAction, type DecisionRow } from '#content-schema/admin/auditTrail.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Badge, type BadgeTone } from '../ui/Badge.tsx'
import { DataTable } from './DataTable.tsx'
import { Body } from './ListBody.tsx'
import { sortingOf, type PagedState } from './usePaged.ts'

const tones: Record<DecisionAction, BadgeTone> = {
  'merchant-approve': 'green',
  'merchant-reactivate': 'green',
  'merchant-approve-changes': 'green',
  'merchant-reject': 'red',
  'merchant-reject-changes': 'red',
  'merchant-delete': 'red',
  'merchant-suspend': 'slate',
  'review-hide': 'amber',
  'review-show': 'blue',
}

/**
 * Registro decisioni: every admin decision on a merchant or on one of its reviews — when, which, on whom, why, by
 * whom — from the audit log, which nobody edits; searched, filtered, sorted, paged and exported by the server.
 */
export function DecisionsSection({ state }: { state: PagedState<DecisionRow> }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{text.intro}</p>
      <Body state={state} empty={text.empty}>
        {(docs) => (
          <DataTable
            label={adminMessages.sections.decisions}
            sorting={sortingOf(state)}
            rows={docs}
            rowKey={(row) => row.id}
            rowTestId="decision-row"
            columns={[
              { header: text.when, sortKey: 'createdAt', cell: (row) => shortDateTime(row.createdAt), className: 'whitespace-nowrap' },
              { header: text.what, sortKey: 'action', cell: (row) => <Badge tone={tones[row.action]}>{auditActionLabels[row.action]}</Badge> },
              { header: text.subject, sortKey: 'subject', cell: (row) => row.subject, className: 'font-medium text-ink-900' },
              { header: text.why, cell: (row) => <span className="whitespace-pre-line">{row.motivo || text.noReason}</span> },
              { header: text.who, cell: (row) => row.user?.email ?? text.accountGone, className: '[overflow-wrap:anywhere]' },
            ]}
          />
        )}
      </Body>
    </div>
  )
}
