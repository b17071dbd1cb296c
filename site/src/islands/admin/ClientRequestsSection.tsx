import { useEffect, useState, type ReactNode } from 'react'
import { adminMessages, answersMapToDetails, bookingStatusLabel, LeadDetailsSchema, type LeadDetails as Details } from '#content-schema/admin/admin.ts'
import type { LabelledDetail } from '#content-schema/questionnaire/answerText.ts'
import type { ClientRequestRow } from '#content-schema/merchants/areaRecords.ts'
import { estimateDetails } from '#content-schema/estimate/format.ts'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import { leadNoteMessages } from '#content-schema/leads/leadNotes.ts'
import { LeadStateBadge } from '../merchant/LeadWorkflow.tsx'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Body } from './ListBody.tsx'
import { sortingOf, type PagedState } from './usePaged.ts'
import { Badge } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Loading } from '../ui/Loading.tsx'
import { ModalDialog } from '../ui/ModalDialog.tsx'
import { DataTable } from './DataTable.tsx'
import { DetailList } from './DetailList.tsx'
import { serviceLabel } from '../serviceNames.ts'
import { Contacts } from './Contacts.tsx'
import { ConsentProofs } from './ConsentProofs.tsx'

const text = adminMessages.leadDetail

/** A part of the detail, with its heading and what to say when it is empty. */
function Part({ title, empty, testId, children }: { title: string; empty: string | null; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId}>
      <h3 className="mb-2 font-semibold text-ink-900">{title}</h3>
      {empty === null ? children : <p className="text-slate-600">{empty}</p>}
    </section>
  )
}

/** Who received the request and what each did, its callbacks, its estimate and its consents. */
function Handling({ details }: { details: Details }) {
  return (
    <>
      <Part title={text.recipients} empty={details.recipients.length === 0 ? text.noRecipients : null} testId="lead-recipients">
        <ul className="space-y-2">
          {details.recipients.map((recipient) => (
            <li key={recipient.merchantId} className="rounded-lg border border-slate-200 p-3" data-testid="lead-recipient">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink-900">{recipient.nomeAzienda}</span>
                <LeadStateBadge state={recipient.stato} />
              </p>
              <p className="mt-1 text-sm font-medium text-slate-700">{text.notes}:</p>
              {recipient.notes.length === 0 ? (
                <p className="text-sm text-slate-600">{text.noNotes}</p>
              ) : (
                <ol className="mt-1 space-y-2" data-testid="lead-recipient-notes">
                  {recipient.notes.map((note) => (
                    <li key={note.id} className="border-l-2 border-slate-200 pl-3 text-sm">
                      <p className="whitespace-pre-line text-slate-800">{note.testo}</p>
                      <p className="text-xs text-slate-600">{leadNoteMessages.by(note.autoreNome, formatRomeDateTime(new Date(note.createdAt)))}</p>
                    </li>
                  ))}
                </ol>
              )}
              {recipient.updatedAt && (
                <p className="text-xs text-slate-600">
                  {text.updated} {shortDateTime(recipient.updatedAt)}
                </p>
              )}
            </li>
          ))}
        </ul>
      </Part>
      <Part title={text.bookings} empty={details.bookings.length === 0 ? text.noBookings : null} testId="lead-bookings">
        <DetailList
          items={details.bookings.map((booking) => ({
            label: booking.merchant,
            value: `${bookingStatusLabel(booking.stato)} · ${booking.richiamata ? formatRomeDateTime(new Date(booking.richiamata)) : text.callbackAsap}`,
          }))}
        />
      </Part>
      <Part title={text.estimate} empty={details.estimate ? null : text.noEstimate} testId="lead-estimate">
        {details.estimate && <DetailList items={estimateDetails(details.estimate, '').map((row) => ({ label: row.label.trim(), value: row.value }))} />}
      </Part>
      <ConsentProofs consents={details.consents} />
    </>
  )
}

/**
 * A request as the admin reads it: the person and the request, its answers as labelled details (the server labels them
 * with the questionnaire version the visitor answered, when it can be loaded; an old free-text message as it was
 * written), then who received it and what they did, its callbacks, estimate and consents.
 */
function LeadDetails({ lead }: { lead: ClientRequestRow }) {
  const stored = lead.answersText && typeof lead.answersText === 'object' ? lead.answersText : lead.answers
  const [details, setDetails] = useState<LabelledDetail[] | null>(null)
  const [handling, setHandling] = useState<Details | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    void api('GET', `/admin/client-requests/${lead.id}/details`, undefined, { signal: controller.signal, schema: LeadDetailsSchema }).then((result) => {
      if (controller.signal.aborted) return
      // Without the labelled answers, the stored ones are shown as they are.
      setDetails(result.ok ? result.data.details : stored && typeof stored === 'object' ? answersMapToDetails(stored) : [])
      if (result.ok) setHandling(result.data)
    })
    return () => controller.abort()
  }, [lead.id, stored])
  return (
    <div className="space-y-4">
      <DetailList
        items={[
          { label: 'Cliente', value: lead.nome },
          { label: 'Email', value: lead.email },
          { label: 'Telefono', value: lead.telefono },
          { label: 'Servizio', value: serviceLabel(lead.servizio) },
          { label: 'CAP', value: [lead.cap, lead.citta].filter(Boolean).join(' – ') },
          { label: 'Data', value: shortDateTime(lead.createdAt) },
        ]}
      />
      {details === null ? (
        <Loading />
      ) : (
        details.length > 0 && (
          <section>
            <h3 className="mb-2 font-semibold text-ink-900">Risposte al questionario</h3>
            <DetailList items={details.map((detail) => ({ label: detail.label, value: detail.value }))} />
          </section>
        )
      )}
      {lead.messaggio && (
        <section>
          <h3 className="mb-2 font-semibold text-ink-900">Messaggio</h3>
          <p className="whitespace-pre-wrap">{lead.messaggio}</p>
        </section>
      )}
      {handling && <Handling details={handling} />}
    </div>
  )
}

export function ClientRequestsSection({ state }: { state: PagedState<ClientRequestRow> }) {
  const [open, setOpen] = useState<ClientRequestRow | null>(null)
  return (
    <Body state={state} empty={adminMessages.empty.clientRequests}>
      {(docs) => (
        <>
          <DataTable
            label={adminMessages.sections.clientRequests}
            sorting={sortingOf(state)}
            rows={docs}
            rowKey={(lead) => lead.id}
            rowTestId="client-request-row"
            columns={[
              { header: 'Cliente', sortKey: 'nome', cell: (lead) => lead.nome, className: 'font-medium text-ink-900' },
              { header: 'Servizio', sortKey: 'servizio', cell: (lead) => <Badge tone="blue">{serviceLabel(lead.servizio)}</Badge> },
              { header: 'Contatti', cell: (lead) => <Contacts email={lead.email} telefono={lead.telefono} /> },
              { header: 'CAP', sortKey: 'cap', cell: (lead) => lead.cap, className: 'whitespace-nowrap' },
              { header: 'Data', sortKey: 'createdAt', cell: (lead) => shortDateTime(lead.createdAt), className: 'whitespace-nowrap' },
            ]}
            actions={(lead) => (
              <button type="button" onClick={() => setOpen(lead)} aria-label={`Dettagli di ${lead.nome}`} className={buttonClass('secondary', 'small')}>
                Dettagli
              </button>
            )}
          />
          <ModalDialog width="xl" title={open ? `Richiesta di ${open.nome}` : ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && <LeadDetails lead={open} />}
          </ModalDialog>
        </>
      )}
    </Body>
  )
}
