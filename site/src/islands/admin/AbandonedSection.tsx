import { useCallback, useEffect, useId, useState } from 'react'
import { abandonedStatusFilters, abandonedStatusLabels, abandonmentBadge, abandonmentClass, completionPercent, sessionCode, AbandonedReportSchema, type AbandonedReport, type AbandonedSession } from '#content-schema/admin/abandonedReport.ts'
import { adminMessages } from '#content-schema/admin/admin.ts'
import { formatItalianNumber } from '#content-schema/numberFormat.ts'
import { adminListMessages } from '#content-schema/admin/adminLists.ts'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Badge, type BadgeTone } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { EmptyList } from '../ui/EmptyList.tsx'
import { ListPages } from '../ui/ListPages.tsx'
import { LoadFailed, Loading } from '../ui/Loading.tsx'
import { ModalDialog } from '../ui/ModalDialog.tsx'
import { DataTable } from './DataTable.tsx'
import { DetailList } from './DetailList.tsx'
import { serviceLabel, serviceOptions } from '../serviceNames.ts'
import { Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'

type Filters = { q: string; service: string; status: string; from: string; to: string; sort: string }
const noFilters: Filters = { q: '', service: '', status: '', from: '', to: '', sort: '' }
/** Whether a search or filter narrows the sessions (the order alone does not). */
const narrowed = ({ sort: _sort, ...filters }: Filters) => Object.values(filters).some(Boolean)

const classTone: Record<ReturnType<typeof abandonmentClass>, BadgeTone> = { completed: 'green', early: 'red', middle: 'amber', late: 'blue' }

function filterQuery(filters: Filters, page?: number): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  if (page && page > 1) params.set('page', String(page))
  return params.toString()
}

function Counter({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink-900">{value}</p>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  )
}

function Funnels({ report }: { report: AbandonedReport }) {
  if (report.funnels.length === 0) return null
  return (
    <section aria-labelledby="funnel-title" className="space-y-4">
      <h3 id="funnel-title" className="font-semibold text-ink-900">
        Analisi del completamento: sessioni arrivate a ogni passo
      </h3>
      <div className="grid gap-4 lg:grid-cols-2">
        {report.funnels.map((funnel) => {
          const first = funnel.reached[0]?.sessions || 1
          return (
            <figure key={`${funnel.serviceType}-${funnel.questionnaireVersion}`} className="rounded-xl border border-slate-200 p-4" data-testid="funnel">
              <figcaption className="mb-3 text-sm font-semibold text-slate-700">
                {serviceLabel(funnel.serviceType)}
                {funnel.questionnaireVersion !== null && <span className="font-normal text-slate-500"> · versione {funnel.questionnaireVersion}</span>}
                <span className="font-normal text-slate-500"> · {funnel.totalSteps} passi</span>
              </figcaption>
              <ol className="space-y-1.5">
                {funnel.reached.map(({ step, sessions }) => {
                  const percent = Math.round((sessions / first) * 100)
                  return (
                    <li key={step} className="grid grid-cols-[4.5rem_1fr_5.5rem] items-center gap-2 text-xs">
                      <span className="text-slate-600">Passo {step}</span>
                      <span className="h-4 overflow-hidden rounded bg-slate-100" aria-hidden="true">
                        <span className="block h-full rounded bg-brand-500" style={{ width: `${Math.max(percent, 1)}%` }} />
                      </span>
                      <span className="text-right text-slate-700 tabular-nums">
                        {formatItalianNumber(sessions)} ({percent}%)
                      </span>
                    </li>
                  )
                })}
              </ol>
            </figure>
          )
        })}
      </div>
    </section>
  )
}

function SessionDetails({ session }: { session: AbandonedSession }) {
  const answers = Object.entries(session.answers ?? {})
  return (
    <div className="space-y-4">
      <DetailList
        items={[
          { label: 'Sessione', value: session.sessionId },
          { label: 'Servizio', value: serviceLabel(session.serviceType) },
          { label: 'Stato', value: abandonmentBadge(session) },
          { label: 'Passo', value: `${session.currentStep} di ${session.totalSteps}` },
          { label: 'Ultima domanda', value: session.lastQuestionLabel ?? '—' },
          { label: 'Iniziata', value: shortDateTime(session.createdAt) },
          { label: 'Ultimo aggiornamento', value: shortDateTime(session.updatedAt) },
          { label: 'Indirizzo IP', value: session.ipAddress ?? '—' },
          { label: 'User agent', value: <span className="text-xs">{session.userAgent ?? '—'}</span> },
        ]}
      />
      <section>
        <h3 className="mb-2 font-semibold text-ink-900">Risposte</h3>
        {answers.length === 0 ? (
          <p className="text-slate-500">Nessuna risposta</p>
        ) : (
          <DetailList
            items={answers.map(([key, value], index) => ({
              label: `${index < 2 ? '★ ' : ''}${session.answerLabels[key] ?? key}`,
              value: Array.isArray(value) ? value.join(', ') : String(value),
            }))}
          />
        )}
      </section>
    </div>
  )
}

/** Abbandoni Moduli: counters, classification, funnel, filters, sessions, CSV export; all computed by the server. */
export function AbandonedSection({ refreshKey }: { refreshKey: number }) {
  const [draft, setDraft] = useState<Filters>(noFilters)
  const [filters, setFilters] = useState<Filters>(noFilters)
  const [page, setPage] = useState(1)
  const [report, setReport] = useState<AbandonedReport | null>(null)
  const [failed, setFailed] = useState(false)
  const [loading, setLoading] = useState(false)
  const [nonce, setNonce] = useState(0)
  const [open, setOpen] = useState<AbandonedSession | null>(null)
  const ids = { q: useId(), service: useId(), status: useId(), from: useId(), to: useId() }

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    void api('GET', `/admin/abandoned?${filterQuery(filters, page)}`, undefined, { signal: controller.signal, schema: AbandonedReportSchema }).then((result) => {
      if (controller.signal.aborted) return
      setLoading(false)
      setFailed(!result.ok)
      if (!result.ok) return
      setReport(result.data)
    })
    return () => controller.abort()
  }, [filters, page, nonce, refreshKey])

  const refresh = useCallback(() => setNonce((value) => value + 1), [])
  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    setPage(1)
    setFilters(draft)
  }
  const sortBy = (sort: string) => {
    setDraft((current) => ({ ...current, sort }))
    setPage(1)
    setFilters((current) => ({ ...current, sort }))
  }
  const reset = () => {
    setDraft(noFilters)
    setPage(1)
    setFilters(noFilters)
  }

  return (
    <div className="space-y-6">
      <form onSubmit={apply} className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto_auto]" aria-label="Filtri abbandoni">
        <div>
          <Label htmlFor={ids.q}>Cerca</Label>
          <input id={ids.q} type="search" value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.target.value })} placeholder="Codice o domanda" className={compactInputClass} />
        </div>
        <div>
          <Label htmlFor={ids.service}>Servizio</Label>
          <select id={ids.service} value={draft.service} onChange={(event) => setDraft({ ...draft, service: event.target.value })} className={compactInputClass}>
            <option value="">Tutti i servizi</option>
            {serviceOptions().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={ids.status}>Stato</Label>
          <select id={ids.status} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })} className={compactInputClass}>
            <option value="">Tutti gli stati</option>
            {abandonedStatusFilters.map((status) => (
              <option key={status} value={status}>
                {abandonedStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={ids.from}>Dal</Label>
          <input id={ids.from} type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} className={compactInputClass} />
        </div>
        <div>
          <Label htmlFor={ids.to}>Al</Label>
          <input id={ids.to} type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} className={compactInputClass} />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass('primary', 'compact')}>
            Filtra
          </button>
          <button type="button" onClick={reset} className={buttonClass('secondary', 'compact')}>
            Azzera
          </button>
        </div>
      </form>

      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={refresh} className={buttonClass('secondary', 'compact')}>
          ↻ Aggiorna
        </button>
        <a
          href={`/api/admin/abandoned.csv?${filterQuery(filters)}`}
          download
          className={buttonClass('outline', 'compact')}
        >
          Esporta CSV
        </a>
        <span role="status" aria-live="polite" className="text-sm text-slate-500">
          {loading && report ? 'Aggiornamento...' : ''}
        </span>
      </div>

      {failed && !report ? (
        <LoadFailed onRetry={refresh} />
      ) : !report ? (
        <Loading />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="abandoned-counters">
            <Counter label="Sessioni totali" value={formatItalianNumber(report.counters.total)} />
            <Counter label="Completate" value={formatItalianNumber(report.counters.completed)} />
            <Counter label="Abbandonate" value={formatItalianNumber(report.counters.abandoned)} />
            <Counter label="Tasso di completamento" value={`${formatItalianNumber(report.counters.completionRate, 1)}%`} />
          </div>
          <div className="flex flex-wrap gap-2 text-sm" aria-label="Classificazione">
            <Badge tone="green">Completati: {formatItalianNumber(report.classes.completed)}</Badge>
            <Badge tone="red">Inizio (passi 1–3): {formatItalianNumber(report.classes.early)}</Badge>
            <Badge tone="amber">Metà (passi 4–6): {formatItalianNumber(report.classes.middle)}</Badge>
            <Badge tone="blue">Quasi (oltre il passo 6): {formatItalianNumber(report.classes.late)}</Badge>
          </div>
          <div className="flex flex-wrap gap-2 text-sm" aria-label="Conferma dei contatti delle richieste inviate" data-testid="verification-funnel">
            <Badge tone="slate">Richieste inviate: {formatItalianNumber(report.verification.sent)}</Badge>
            <Badge tone="green">Contatti confermati: {formatItalianNumber(report.verification.verified)}</Badge>
            <Badge tone="amber">In attesa di conferma: {formatItalianNumber(report.verification.pending)}</Badge>
            <Badge tone="red">Scadute senza conferma: {formatItalianNumber(report.verification.expired)}</Badge>
            {report.verification.cancelled > 0 && <Badge tone="slate">Annullate prima della conferma: {formatItalianNumber(report.verification.cancelled)}</Badge>}
          </div>
          <Funnels report={report} />
          <section aria-label="Sessioni" className="space-y-3">
            <h3 className="font-semibold text-ink-900">Sessioni</h3>
            {report.sessions.length === 0 ? (
              <EmptyList text={narrowed(filters) ? adminListMessages.noResults : adminMessages.empty.abandoned} />
            ) : (
              <>
                <DataTable
                  label="Sessioni dei moduli"
                  sorting={{ sort: filters.sort || '-updatedAt', onSort: sortBy }}
                  rows={report.sessions}
                  rowKey={(session) => session.id}
                  rowTestId="abandoned-row"
                  columns={[
                    { header: 'Sessione', cell: (session) => sessionCode(session.sessionId), className: 'font-mono text-xs' },
                    { header: 'Servizio', cell: (session) => serviceLabel(session.serviceType) },
                    { header: 'Stato', cell: (session) => <Badge tone={classTone[abandonmentClass(session)]}>{abandonmentBadge(session)}</Badge> },
                    {
                      header: 'Passo',
                      sortKey: 'currentStep',
                      className: 'tabular-nums',
                      cell: (session) => (
                        <>
                          {session.currentStep}/{session.totalSteps}
                          <span className="block text-xs text-slate-500">{completionPercent(session.currentStep, session.totalSteps)}%</span>
                        </>
                      ),
                    },
                    { header: 'Ultima domanda', cell: (session) => session.lastQuestionLabel ?? '—', className: 'max-w-[14rem]' },
                    { header: 'Inizio', sortKey: 'createdAt', cell: (session) => shortDateTime(session.createdAt), className: 'whitespace-nowrap' },
                    { header: 'Ultimo aggiornamento', sortKey: 'updatedAt', cell: (session) => shortDateTime(session.updatedAt), className: 'whitespace-nowrap' },
                  ]}
                  actions={(session) => (
                    <button type="button" onClick={() => setOpen(session)} aria-label={`Dettagli sessione ${sessionCode(session.sessionId)}`} className={buttonClass('secondary', 'small')}>
                      Dettagli
                    </button>
                  )}
                />
                <ListPages page={report.page} pages={report.totalPages} onPage={setPage} />
              </>
            )}
          </section>
        </>
      )}
      <ModalDialog width="xl" title={open ? `Sessione ${sessionCode(open.sessionId)}` : ''} open={open !== null} onClose={() => setOpen(null)}>
        {open && <SessionDetails session={open} />}
      </ModalDialog>
    </div>
  )
}
