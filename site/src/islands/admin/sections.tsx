import { useEffect, useState } from 'react'
import { adminMessages, answersMapToDetails, bookingStatusLabel } from '#content-schema/admin.ts'
import { contactTopics } from '#content-schema/forms/contactRequest.ts'
import { serviceLabels, type ServiceSlug } from '#content-schema/services.ts'
import type { MerchantState } from '#content-schema/merchantVetting.ts'
import { apiJson, formatDate } from './api.ts'
import { MerchantStateBadge } from './ApprovalsSection.tsx'
import { adminResponseText } from '#content-schema/leadWorkflow.ts'
import { useResponseTimes } from './responseTimes.ts'
import type { PagedState } from './usePaged.ts'
import { Badge, Cell, DetailList, Dialog, Empty, LoadFailed, Loading, Pagination, SmallButton, Table } from './ui.tsx'

const serviceLabel = (slug: string | null | undefined) => (slug ? (serviceLabels[slug as ServiceSlug] ?? slug) : '—')
const topicLabel = (value: string) => contactTopics.find((topic) => topic.value === value)?.label ?? value

function Contacts({ email, telefono }: { email: string; telefono: string }) {
  return (
    <div className="space-y-0.5">
      <a href={`mailto:${email}`} className="block text-brand-700 hover:underline">
        {email}
      </a>
      <a href={`tel:${telefono.replace(/\s+/g, '')}`} className="block text-slate-600 hover:underline">
        {telefono}
      </a>
    </div>
  )
}

function Body<T>({ state, empty, children }: { state: PagedState<T>; empty: string; children: (docs: T[]) => React.ReactNode }) {
  if (state.failed && !state.data) return <LoadFailed onRetry={state.reload} />
  if (!state.data) return <Loading />
  if (state.data.docs.length === 0) return <Empty text={empty} />
  return (
    <>
      {children(state.data.docs)}
      <Pagination page={state.data.page} totalPages={state.data.totalPages} onPage={state.setPage} />
    </>
  )
}

export type ClientRequestRow = {
  id: number
  nome: string
  email: string
  telefono: string
  servizio: string
  cap: string
  citta?: string | null
  messaggio?: string | null
  answers?: Record<string, unknown> | null
  answersText?: Record<string, unknown> | null
  createdAt: string
}
export const clientRequestFields = ['nome', 'email', 'telefono', 'servizio', 'cap', 'citta', 'messaggio', 'answers', 'answersText', 'createdAt']

type LabelledDetail = { key: string; label: string; value: string }

/**
 * Structured answers as labelled details (the server labels them with the questionnaire version the
 * visitor answered, when it can be loaded); an old free-text message as it was written.
 */
function LeadDetails({ lead }: { lead: ClientRequestRow }) {
  const stored = lead.answersText && typeof lead.answersText === 'object' ? lead.answersText : lead.answers
  const [details, setDetails] = useState<LabelledDetail[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    apiJson<{ details: LabelledDetail[] }>(`/admin/client-requests/${lead.id}/details`, { signal: controller.signal })
      .then((result) => setDetails(result.details))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Errore nel caricare le risposte:', error)
        setDetails(stored && typeof stored === 'object' ? answersMapToDetails(stored) : [])
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
          { label: 'Data', value: formatDate(lead.createdAt) },
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
    </div>
  )
}

export function ClientRequestsSection({ state }: { state: PagedState<ClientRequestRow> }) {
  const [open, setOpen] = useState<ClientRequestRow | null>(null)
  return (
    <Body state={state} empty={adminMessages.empty.clientRequests}>
      {(docs) => (
        <>
          <Table label={adminMessages.sections.clientRequests} headers={['Cliente', 'Servizio', 'Contatti', 'CAP', 'Data', 'Azioni']}>
            {docs.map((lead) => (
              <tr key={lead.id} data-testid="client-request-row">
                <Cell className="font-medium text-ink-900">{lead.nome}</Cell>
                <Cell>
                  <Badge tone="blue">{serviceLabel(lead.servizio)}</Badge>
                </Cell>
                <Cell>
                  <Contacts email={lead.email} telefono={lead.telefono} />
                </Cell>
                <Cell>{lead.cap}</Cell>
                <Cell className="whitespace-nowrap">{formatDate(lead.createdAt)}</Cell>
                <Cell>
                  <SmallButton onClick={() => setOpen(lead)} label={`Dettagli di ${lead.nome}`}>
                    Dettagli
                  </SmallButton>
                </Cell>
              </tr>
            ))}
          </Table>
          <Dialog title={open ? `Richiesta di ${open.nome}` : ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && <LeadDetails lead={open} />}
          </Dialog>
        </>
      )}
    </Body>
  )
}

export type ContactRequestRow = {
  id: number
  nome: string
  cognome: string
  email: string
  telefono: string
  cap: string
  argomento: string
  messaggio: string
  privacyAccepted?: boolean | null
  marketingAccepted?: boolean | null
  createdAt: string
}
export const contactRequestFields = ['nome', 'cognome', 'email', 'telefono', 'cap', 'argomento', 'messaggio', 'privacyAccepted', 'marketingAccepted', 'createdAt']

const okNo = (value: boolean | null | undefined) => <Badge tone={value ? 'green' : 'red'}>{value ? 'OK' : 'NO'}</Badge>

export function ContactRequestsSection({ state }: { state: PagedState<ContactRequestRow> }) {
  const [open, setOpen] = useState<ContactRequestRow | null>(null)
  return (
    <Body state={state} empty={adminMessages.empty.contactRequests}>
      {(docs) => (
        <>
          <Table
            label={adminMessages.sections.contactRequests}
            headers={['Cliente', 'Email', 'Argomento', 'Telefono', 'CAP', 'Privacy', 'Marketing', 'Data', 'Azioni']}
          >
            {docs.map((message) => (
              <tr key={message.id} data-testid="contact-request-row">
                <Cell className="font-medium text-ink-900">
                  {message.nome} {message.cognome}
                </Cell>
                <Cell>
                  <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
                    {message.email}
                  </a>
                </Cell>
                <Cell>{topicLabel(message.argomento)}</Cell>
                <Cell className="whitespace-nowrap">{message.telefono}</Cell>
                <Cell>{message.cap}</Cell>
                <Cell>{okNo(message.privacyAccepted)}</Cell>
                <Cell>{okNo(message.marketingAccepted)}</Cell>
                <Cell className="whitespace-nowrap">{formatDate(message.createdAt)}</Cell>
                <Cell>
                  <SmallButton onClick={() => setOpen(message)} label={`Messaggio di ${message.nome} ${message.cognome}`}>
                    Messaggio
                  </SmallButton>
                </Cell>
              </tr>
            ))}
          </Table>
          <Dialog title={open ? `Messaggio di ${open.nome} ${open.cognome}` : ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && (
              <div className="space-y-4">
                <DetailList
                  items={[
                    { label: 'Argomento', value: topicLabel(open.argomento) },
                    { label: 'Email', value: open.email },
                    { label: 'Telefono', value: open.telefono },
                    { label: 'Data', value: formatDate(open.createdAt) },
                  ]}
                />
                <p className="whitespace-pre-wrap">{open.messaggio}</p>
              </div>
            )}
          </Dialog>
        </>
      )}
    </Body>
  )
}

export type MerchantRow = {
  id: number
  nomeAzienda: string
  nomeCognome: string
  email: string
  telefono: string
  settoreAttivita: string
  zonaGeografica: string
  cap: string
  citta?: string | null
  servizi?: string[] | null
  disponibilitaOraria?: string | null
  stato: MerchantState
  createdAt: string
}
export const merchantFields = ['nomeAzienda', 'nomeCognome', 'email', 'telefono', 'settoreAttivita', 'zonaGeografica', 'cap', 'citta', 'servizi', 'disponibilitaOraria', 'stato', 'createdAt']

const servicesText = (servizi: string[] | null | undefined) => (servizi ?? []).map(serviceLabel).join(', ')
/** The merchant list shows at most 50 characters of the services. */
const truncate = (text: string, max = 50) => (text.length > max ? `${text.slice(0, max)}…` : text)

export function MerchantsSection({ state, notify }: { state: PagedState<MerchantRow>; notify: (message: string, tone: 'success' | 'error') => void }) {
  const [open, setOpen] = useState<MerchantRow | null>(null)
  const times = useResponseTimes(state.data?.docs.map((merchant) => merchant.id) ?? [])
  const remove = async (merchant: MerchantRow) => {
    if (!window.confirm(adminMessages.deleteMerchantConfirm(merchant.nomeAzienda))) return
    try {
      await apiJson(`/merchants/${merchant.id}`, { method: 'DELETE' })
      notify(adminMessages.merchantDeleted, 'success')
      state.reload()
    } catch (error) {
      console.error('Errore eliminazione merchant:', error)
      notify(adminMessages.merchantDeleteError, 'error')
    }
  }
  return (
    <Body state={state} empty={adminMessages.empty.merchants}>
      {(docs) => (
        <>
          <Table
            label={adminMessages.sections.merchants}
            headers={['Azienda', 'Referente', 'Contatti', 'Settore', 'Zona e CAP', 'Servizi', 'Stato', 'Risposta', 'Data', 'Azioni']}
          >
            {docs.map((merchant) => (
              <tr key={merchant.id} data-testid="merchant-row">
                <Cell className="font-medium text-ink-900">{merchant.nomeAzienda}</Cell>
                <Cell>{merchant.nomeCognome}</Cell>
                <Cell>
                  <Contacts email={merchant.email} telefono={merchant.telefono} />
                </Cell>
                <Cell>{merchant.settoreAttivita}</Cell>
                <Cell>
                  {merchant.zonaGeografica}
                  <span className="block text-slate-500">{merchant.cap}</span>
                </Cell>
                <Cell className="max-w-[14rem]">
                  <span title={servicesText(merchant.servizi)}>{truncate(servicesText(merchant.servizi))}</span>
                </Cell>
                <Cell>
                  <MerchantStateBadge state={merchant.stato} />
                </Cell>
                <Cell>{adminResponseText(times[String(merchant.id)])}</Cell>
                <Cell className="whitespace-nowrap">{formatDate(merchant.createdAt)}</Cell>
                <Cell>
                  <div className="flex gap-2">
                    <SmallButton onClick={() => setOpen(merchant)} label={`Dettagli di ${merchant.nomeAzienda}`}>
                      Dettagli
                    </SmallButton>
                    <SmallButton tone="danger" onClick={() => void remove(merchant)} label={`Elimina ${merchant.nomeAzienda}`}>
                      Elimina
                    </SmallButton>
                  </div>
                </Cell>
              </tr>
            ))}
          </Table>
          <Dialog title={open?.nomeAzienda ?? ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && (
              <DetailList
                items={[
                  { label: 'Referente', value: open.nomeCognome },
                  { label: 'Email', value: open.email },
                  { label: 'Telefono', value: open.telefono },
                  { label: 'Settore', value: open.settoreAttivita },
                  { label: 'Zona', value: open.zonaGeografica },
                  { label: 'CAP', value: [open.cap, open.citta].filter(Boolean).join(' – ') },
                  { label: 'Servizi', value: servicesText(open.servizi) || '—' },
                  { label: 'Disponibilità', value: open.disponibilitaOraria ?? '—' },
                  { label: 'Stato', value: <MerchantStateBadge state={open.stato} /> },
                  { label: 'Registrato il', value: formatDate(open.createdAt) },
                ]}
              />
            )}
          </Dialog>
        </>
      )}
    </Body>
  )
}

export type BookingRow = {
  id: number
  merchant?: number | null
  nomeCliente: string
  emailCliente: string
  telefonoCliente: string
  servizioRichiesto: string
  capCliente?: string | null
  messaggio?: string | null
  stato: string
  createdAt: string
}
export const bookingFields = ['merchant', 'nomeCliente', 'emailCliente', 'telefonoCliente', 'servizioRichiesto', 'capCliente', 'messaggio', 'stato', 'createdAt']

const statusTone = (stato: string) => (stato === 'in_attesa' ? 'amber' : stato === 'contattato' ? 'blue' : stato === 'convertito' ? 'green' : 'slate')

export function BookingsSection({ state }: { state: PagedState<BookingRow> }) {
  const [open, setOpen] = useState<BookingRow | null>(null)
  return (
    <Body state={state} empty={adminMessages.empty.bookings}>
      {(docs) => (
        <>
          <Table label={adminMessages.sections.bookings} headers={['Cliente', 'Servizio', 'Contatti', 'CAP', 'Stato', 'Data', 'Azioni']}>
            {docs.map((booking) => (
              <tr key={booking.id} data-testid="booking-row">
                <Cell className="font-medium text-ink-900">
                  {booking.nomeCliente}
                  {!booking.merchant && (
                    <span className="mt-1 block">
                      <Badge tone="violet">Richiesta di chiamata</Badge>
                    </span>
                  )}
                </Cell>
                <Cell>
                  <Badge tone="blue">{serviceLabel(booking.servizioRichiesto)}</Badge>
                </Cell>
                <Cell>
                  <Contacts email={booking.emailCliente} telefono={booking.telefonoCliente} />
                </Cell>
                <Cell>{booking.capCliente ?? '—'}</Cell>
                <Cell>
                  <Badge tone={statusTone(booking.stato)}>{bookingStatusLabel(booking.stato)}</Badge>
                </Cell>
                <Cell className="whitespace-nowrap">{formatDate(booking.createdAt)}</Cell>
                <Cell>
                  <SmallButton onClick={() => setOpen(booking)} label={`Messaggio di ${booking.nomeCliente}`}>
                    Messaggio
                  </SmallButton>
                </Cell>
              </tr>
            ))}
          </Table>
          <Dialog title={open ? `Prenotazione di ${open.nomeCliente}` : ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && <p className="whitespace-pre-wrap">{open.messaggio || 'Nessun messaggio'}</p>}
          </Dialog>
        </>
      )}
    </Body>
  )
}
