import { useCallback, useEffect, useId, useState } from 'react'
import {
  emailQueueFilterLabels,
  emailQueueFilters,
  emailQueueMessages as messages,
  EmailQueuePageSchema,
  emailQueueStateLabels,
  EmailResentSchema,
  type EmailQueuePage,
  type EmailQueueRow,
  type EmailQueueState,
} from '#content-schema/email/emailQueue.ts'
import { adminMessages } from '#content-schema/admin/admin.ts'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Badge, type BadgeTone } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { EmptyList } from '../ui/EmptyList.tsx'
import { Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { ListPages } from '../ui/ListPages.tsx'
import { LoadFailed, Loading } from '../ui/Loading.tsx'
import { DataTable } from './DataTable.tsx'

type Filter = (typeof emailQueueFilters)[number]
const stateTone: Record<EmailQueueState, BadgeTone> = { in_attesa: 'amber', in_invio: 'blue', non_inviata: 'red' }
/** The queue changes without a live event (the runner writes it): read again this often while the area is open. */
const REFRESH_MS = 15_000

/**
 * Coda email: the e-mails not sent yet an admin should know about, failed ones first, each with its last error and
 * «Reinvia»; «Reinvia tutte» above.
 */
export function EmailQueueSection({ notify }: { notify: (message: string, tone: 'success' | 'error') => void }) {
  const filterId = useId()
  const [filter, setFilter] = useState<Filter>('tutte')
  const [page, setPage] = useState(1)
  const [data, setData] = useState<EmailQueuePage | null>(null)
  const [failed, setFailed] = useState(false)
  const [nonce, setNonce] = useState(0)
  const [busy, setBusy] = useState<number | 'all' | null>(null)
  const reload = useCallback(() => setNonce((value) => value + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    void api('GET', `/admin/email-queue?stato=${filter}&page=${page}`, undefined, { signal: controller.signal, schema: EmailQueuePageSchema }).then((result) => {
      if (controller.signal.aborted) return
      setFailed(!result.ok)
      if (!result.ok) return
      setData(result.data)
    })
    return () => controller.abort()
  }, [filter, page, nonce])

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS)
    return () => clearInterval(timer)
  }, [reload])

  const resend = async (target: number | 'all') => {
    setBusy(target)
    const result = await api('POST', '/admin/email-queue/resend', target === 'all' ? { tutte: true } : { ids: [target] }, { schema: EmailResentSchema })
    setBusy(null)
    notify(result.ok ? messages.resent(result.data.reinviate) : result.message, result.ok ? 'success' : 'error')
    reload()
  }

  const columns = [
    { header: messages.columns.to, cell: (row: EmailQueueRow) => <span className="[overflow-wrap:anywhere]">{row.to}</span> },
    { header: messages.columns.subject, cell: (row: EmailQueueRow) => row.subject },
    { header: messages.columns.stato, cell: (row: EmailQueueRow) => <Badge tone={stateTone[row.stato]}>{emailQueueStateLabels[row.stato]}</Badge> },
    { header: messages.columns.tentativi, cell: (row: EmailQueueRow) => row.tentativi, className: 'tabular-nums' },
    { header: messages.columns.errore, cell: (row: EmailQueueRow) => <span className="text-red-800">{row.ultimoErrore ?? '—'}</span> },
    { header: messages.columns.prossimo, cell: (row: EmailQueueRow) => shortDateTime(row.prossimoTentativo) },
    { header: messages.columns.creata, cell: (row: EmailQueueRow) => shortDateTime(row.creata) },
  ]

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600">{messages.intro}</p>
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl bg-slate-50 p-3">
        <div>
          <Label htmlFor={filterId}>{messages.filterLabel}</Label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as Filter)
              setPage(1)
            }}
            className={compactInputClass}
          >
            {emailQueueFilters.map((value) => (
              <option key={value} value={value}>
                {emailQueueFilterLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" disabled={busy !== null || !data || data.totalDocs === 0} onClick={() => void resend('all')} className={buttonClass('primary', 'compact')}>
          {busy === 'all' ? messages.resending : messages.resendAll}
        </button>
      </div>
      {failed && !data ? (
        <LoadFailed onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : data.docs.length === 0 ? (
        <EmptyList text={messages.empty} />
      ) : (
        <>
          <DataTable
            label={adminMessages.sections.emailQueue}
            columns={columns}
            rows={data.docs}
            rowKey={(row) => row.id}
            rowTestId="email-queue-row"
            actions={(row) =>
              row.stato === 'in_invio' ? null : (
                <button type="button" disabled={busy !== null} onClick={() => void resend(row.id)} className={buttonClass('secondary', 'compact')}>
                  {busy === row.id ? messages.resending : messages.resend}
                </button>
              )
            }
          />
          <ListPages page={data.page} pages={data.totalPages} total={data.totalDocs} onPage={setPage} />
        </>
      )}
    </div>
  )
}
