import { useState } from 'react'
import { serviceLabel } from '../serviceNames.ts'
import { waitingLeadMessages as messages, WaitingLeadAssignedSchema, type WaitingLead } from '#content-schema/leads/waitingLeads.ts'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Body } from './ListBody.tsx'
import type { PagedState } from './usePaged.ts'
import { Badge } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'

function WaitingCard({ lead, onDone }: { lead: WaitingLead; onDone: (message: string, tone: 'success' | 'error') => void }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const searchAgain = async () => {
    setBusy(true)
    setError(null)
    const result = await api('POST', `/admin/waiting-leads/${lead.id}/assign`, {}, { schema: WaitingLeadAssignedSchema })
    setBusy(false)
    if (result.ok) onDone(messages.assigned(result.data.partners), 'success')
    else setError(result.message)
  }
  return (
    <article data-testid="waiting-card" className="rounded-xl border border-slate-200 p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-ink-900">{lead.nome}</h3>
          <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{lead.email}</p>
        </div>
        <Badge tone="amber">{serviceLabel(lead.servizio)}</Badge>
      </header>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-slate-500">CAP</dt>
        <dd>{lead.citta ? `${lead.cap} - ${lead.citta}` : lead.cap}</dd>
        <dt className="font-medium text-slate-500">{messages.waitingSince}</dt>
        <dd>{shortDateTime(lead.waitingSince)}</dd>
      </dl>
      <button
        type="button"
        disabled={busy}
        onClick={() => void searchAgain()}
        className={`${buttonClass('secondary', 'compact')} mt-3`}
      >
        {busy ? messages.searching : messages.searchAgain}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </article>
  )
}

/**
 * Senza partner: the leads no active merchant served when they arrived, newest first unless the admin sorts them
 * otherwise; searched, filtered and paged by the server like every admin list. Read again whenever the live
 * stream reports a lead change (a new waiting lead, or one a merchant's approval just took).
 */
export function WaitingSection({ state, notify }: { state: PagedState<WaitingLead>; notify: (message: string, tone: 'success' | 'error') => void }) {
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600">{messages.intro}</p>
      <Body state={state} empty={messages.empty}>
        {(docs) => (
          <div className="grid gap-3 lg:grid-cols-2">
            {docs.map((lead) => (
              <WaitingCard
                key={lead.id}
                lead={lead}
                onDone={(message, tone) => {
                  notify(message, tone)
                  state.reload()
                }}
              />
            ))}
          </div>
        )}
      </Body>
    </div>
  )
}
