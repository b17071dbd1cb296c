import { useState } from 'react'
import { adminMessages } from '#content-schema/admin/admin.ts'
import { contactTopicLabels } from '#content-schema/forms/contactRequest.ts'
import type { ContactRequestRow } from '#content-schema/merchants/areaRecords.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Body } from './ListBody.tsx'
import { sortingOf, type PagedState } from './usePaged.ts'
import { Badge } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { ModalDialog } from '../ui/ModalDialog.tsx'
import { DataTable } from './DataTable.tsx'
import { DetailList } from './DetailList.tsx'
import { serviceLabel } from '../serviceNames.ts'

const topicLabel = (value: string) => (value === 'altro' ? contactTopicLabels.altro : serviceLabel(value))

const okNo = (value: boolean | null | undefined) => <Badge tone={value ? 'green' : 'red'}>{value ? 'OK' : 'NO'}</Badge>

export function ContactRequestsSection({ state }: { state: PagedState<ContactRequestRow> }) {
  const [open, setOpen] = useState<ContactRequestRow | null>(null)
  return (
    <Body state={state} empty={adminMessages.empty.contactRequests}>
      {(docs) => (
        <>
          <DataTable
            label={adminMessages.sections.contactRequests}
            sorting={sortingOf(state)}
            rows={docs}
            rowKey={(message) => message.id}
            rowTestId="contact-request-row"
            columns={[
              { header: 'Cliente', sortKey: 'nome', cell: (message) => `${message.nome} ${message.cognome}`, className: 'font-medium text-ink-900' },
              {
                header: 'Email',
                sortKey: 'email',
                cell: (message) => (
                  <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
                    {message.email}
                  </a>
                ),
              },
              { header: 'Argomento', sortKey: 'argomento', cell: (message) => topicLabel(message.argomento) },
              { header: 'Telefono', cell: (message) => message.telefono },
              { header: 'CAP', sortKey: 'cap', cell: (message) => message.cap, className: 'whitespace-nowrap' },
              { header: 'Privacy', cell: (message) => okNo(message.privacyAccepted) },
              { header: 'Marketing', cell: (message) => okNo(message.marketingAccepted) },
              { header: 'Data', sortKey: 'createdAt', cell: (message) => shortDateTime(message.createdAt), className: 'whitespace-nowrap' },
            ]}
            actions={(message) => (
              <button type="button" onClick={() => setOpen(message)} aria-label={`Messaggio di ${message.nome} ${message.cognome}`} className={buttonClass('secondary', 'small')}>
                Messaggio
              </button>
            )}
          />
          <ModalDialog width="xl" title={open ? `Messaggio di ${open.nome} ${open.cognome}` : ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && (
              <div className="space-y-4">
                <DetailList
                  items={[
                    { label: 'Argomento', value: topicLabel(open.argomento) },
                    { label: 'Email', value: open.email },
                    { label: 'Telefono', value: open.telefono },
                    { label: 'Data', value: shortDateTime(open.createdAt) },
                  ]}
                />
                <p className="whitespace-pre-wrap">{open.messaggio}</p>
              </div>
            )}
          </ModalDialog>
        </>
      )}
    </Body>
  )
}
