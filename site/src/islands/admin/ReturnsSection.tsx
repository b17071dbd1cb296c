import { useId, useState } from 'react'
import { leadReturnMessages as text, leadReturnReasonLabels, leadReturnStateLabels, LeadReturnDocSchema } from '#content-schema/leads/leadReturns.ts'
import { savedDocOf, payloadListOf, type PayloadList } from '#content-schema/merchants/areaRecords.ts'
import { serviceLabel } from '../serviceNames.ts'
import { z } from '#content-schema/z.ts'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Badge } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { CardsSection, useCards, type CardsSectionProps } from './CardsSection.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'

/** A return as this list reads it (depth 1): the lead it is about and the partner's name. */
const ReturnRowSchema = LeadReturnDocSchema.extend({
  clientRequest: z.object({ id: z.number().int(), nome: z.string(), servizio: z.string(), cap: z.string(), citta: z.string().nullish() }).loose(),
  merchant: z.object({ id: z.number().int(), nomeAzienda: z.string() }).loose(),
})
type ReturnRow = z.infer<typeof ReturnRowSchema>
const ReturnListSchema = payloadListOf(ReturnRowSchema)

/** The returns still waiting for a decision first. */
function waitingFirst(list: PayloadList<ReturnRow>) {
  const waiting = (row: ReturnRow) => row.stato === 'in_attesa'
  return [...list.docs].sort((a, b) => Number(waiting(b)) - Number(waiting(a)))
}

function ReturnCard({ row, onDone }: { row: ReturnRow; onDone: (message: string, tone: 'success' | 'error') => void }) {
  const id = useId()
  const [motivazione, setMotivazione] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const decide = async (stato: 'accettato' | 'respinto') => {
    setBusy(true)
    setError(null)
    const result = await api('PATCH', `/lead-returns/${row.id}?depth=0`, { stato, motivazione: motivazione.trim() || undefined }, { schema: savedDocOf(LeadReturnDocSchema) })
    setBusy(false)
    if (result.ok) onDone(text.decided(stato), 'success')
    else setError(result.message)
  }
  const lead = row.clientRequest
  return (
    <article data-testid="return-card" className="rounded-xl border border-slate-200 p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-ink-900">{lead.nome}</h3>
          <p className="text-sm text-slate-600">{row.merchant.nomeAzienda}</p>
        </div>
        <Badge tone={row.stato === 'in_attesa' ? 'amber' : row.stato === 'accettato' ? 'green' : 'slate'}>{leadReturnStateLabels[row.stato]}</Badge>
      </header>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-slate-500">Servizio</dt>
        <dd>{serviceLabel(lead.servizio)}</dd>
        <dt className="font-medium text-slate-500">CAP</dt>
        <dd>{lead.citta ? `${lead.cap} - ${lead.citta}` : lead.cap}</dd>
        <dt className="font-medium text-slate-500">{text.reasonLabel}</dt>
        <dd data-testid="return-reason">{leadReturnReasonLabels[row.motivo]}</dd>
        {row.nota && (
          <>
            <dt className="font-medium text-slate-500">Nota</dt>
            <dd className="whitespace-pre-line">{row.nota}</dd>
          </>
        )}
        <dt className="font-medium text-slate-500">Ricevuto il</dt>
        <dd>{shortDateTime(row.createdAt)}</dd>
      </dl>
      {row.stato === 'in_attesa' && (
        <div className="mt-3 space-y-2">
          <label htmlFor={`${id}-motivazione`} className="block text-sm font-medium text-ink-900">
            {text.decisionLabel}
          </label>
          <textarea id={`${id}-motivazione`} rows={2} value={motivazione} onChange={(event) => setMotivazione(event.target.value)} className={compactInputClass} />
          <div className="flex flex-wrap gap-2">
            <button type="button" disabled={busy} onClick={() => void decide('accettato')} className={buttonClass('primary', 'compact')}>
              {text.accept}
            </button>
            <button type="button" disabled={busy} onClick={() => void decide('respinto')} className={buttonClass('secondary', 'compact')}>
              {text.refuse}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </article>
  )
}

/**
 * Resi: the partners' returns, those waiting for a decision first. Read again when the live stream reports a return
 * (`refreshKey`).
 */
export function ReturnsSection(props: CardsSectionProps) {
  const { rows, error, done } = useCards('/lead-returns?depth=1&limit=100&sort=-createdAt', ReturnListSchema, waitingFirst, props)
  return (
    <CardsSection intro={text.adminIntro} empty={text.adminEmpty} error={error} rows={rows} testId="returns-list">
      {(row) => <ReturnCard key={`${row.id}-${row.stato}`} row={row} onDone={done} />}
    </CardsSection>
  )
}
