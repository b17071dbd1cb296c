import { useEffect, useState } from 'react'
import { adminMessages, answersMapToDetails, LeadDetailsSchema, type ConsentProof } from '#content-schema/admin.ts'
import type { LabelledDetail } from '#content-schema/questionnaire/answerText.ts'
import type { ClientRequestRow } from '#content-schema/areaRecords.ts'
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
import { serviceLabel } from './serviceLabel.ts'
import { Contacts } from './Contacts.tsx'
import { ConsentProofs } from './ConsentProofs.tsx'

/**
 * Structured answers as labelled details (the server labels them with the questionnaire version the
 * visitor answered, when it can be loaded); an old free-text message as it was written.
 */
function LeadDetails({ lead }: { lead: ClientRequestRow }) {
  const stored = lead.answersText && typeof lead.answersText === 'object' ? lead.answersText : lead.answers
  const [details, setDetails] = useState<LabelledDetail[] | null>(null)
  const [consents, setConsents] = useState<ConsentProof[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    void api('GET', `/admin/client-requests/${lead.id}/details`, undefined, { signal: controller.signal, schema: LeadDetailsSchema }).then((result) => {
      if (controller.signal.aborted) return
      // Without the labelled answers, the stored ones are shown as they are.
      setDetails(result.ok ? result.data.details : stored && typeof stored === 'object' ? answersMapToDetails(stored) : [])
      setConsents(result.ok ? result.data.consents : null)
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
      {consents && <ConsentProofs consents={consents} />}
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
