import { useCallback, useEffect, useId, useState } from 'react'
import { adminMessages, answersMapToDetails, bookingAssignmentMessages, BookingCandidatesSchema, bookingStatusLabel, LeadDetailsSchema, type BookingCandidates } from '#content-schema/admin.ts'
import type { LabelledDetail } from '#content-schema/questionnaire/answerText.ts'
import { contactTopics } from '#content-schema/forms/contactRequest.ts'
import { bookingTransitions, serviceLabels, type ServiceSlug } from '#content-schema/services.ts'
import { merchantApprovalMessages, merchantReviewActionLabels, merchantReviewFrom, type MerchantState } from '#content-schema/merchantVetting.ts'
import { bookingMerchantLabel } from '#content-schema/adminLists.ts'
import type { BookingRow, ClientRequestRow, ContactRequestRow, MerchantRow } from '#content-schema/areaRecords.ts'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { MerchantStateBadge } from './ApprovalsSection.tsx'
import { adminResponseText } from '#content-schema/leadWorkflow.ts'
import { useResponseTimes } from './responseTimes.ts'
import { Body } from './ListBody.tsx'
import type { PagedState } from './usePaged.ts'
import { Badge, DataTable, DetailList, Dialog, Loading, SmallButton } from './ui.tsx'

const serviceLabel = (slug: string | null | undefined) => (slug ? (serviceLabels[slug as ServiceSlug] ?? slug) : '—')
const topicLabel = (value: string) => contactTopics.find((topic) => topic.value === value)?.label ?? value

function Contacts({ email, telefono }: { email: string; telefono: string }) {
  return (
    <div className="space-y-0.5">
      <a href={`mailto:${email}`} className="block text-brand-700 hover:underline">
        {email}
      </a>
      <a href={`tel:${telefono.replace(/\s+/g, '')}`} className="block whitespace-nowrap text-slate-600 hover:underline">
        {telefono}
      </a>
    </div>
  )
}

/** A list's sort, for its table's headers. */
const sortingOf = <T,>(state: PagedState<T>) => ({ sort: state.query.sort ?? '-createdAt', onSort: (sort: string) => state.setQuery({ ...state.query, sort }) })


/**
 * Structured answers as labelled details (the server labels them with the questionnaire version the
 * visitor answered, when it can be loaded); an old free-text message as it was written.
 */
function LeadDetails({ lead }: { lead: ClientRequestRow }) {
  const stored = lead.answersText && typeof lead.answersText === 'object' ? lead.answersText : lead.answers
  const [details, setDetails] = useState<LabelledDetail[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    void api('GET', `/admin/client-requests/${lead.id}/details`, undefined, { signal: controller.signal, schema: LeadDetailsSchema }).then((result) => {
      if (controller.signal.aborted) return
      // Without the labelled answers, the stored ones are shown as they are.
      setDetails(result.ok ? result.data.details : stored && typeof stored === 'object' ? answersMapToDetails(stored) : [])
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
              <SmallButton onClick={() => setOpen(lead)} label={`Dettagli di ${lead.nome}`}>
                Dettagli
              </SmallButton>
            )}
          />
          <Dialog title={open ? `Richiesta di ${open.nome}` : ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && <LeadDetails lead={open} />}
          </Dialog>
        </>
      )}
    </Body>
  )
}

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
              <SmallButton onClick={() => setOpen(message)} label={`Messaggio di ${message.nome} ${message.cognome}`}>
                Messaggio
              </SmallButton>
            )}
          />
          <Dialog title={open ? `Messaggio di ${open.nome} ${open.cognome}` : ''} open={open !== null} onClose={() => setOpen(null)}>
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
          </Dialog>
        </>
      )}
    </Body>
  )
}

const servicesText = (servizi: string[] | null | undefined) => (servizi ?? []).map(serviceLabel).join(', ')
/** The merchant list shows at most 50 characters of the services. */
const truncate = (text: string, max = 50) => (text.length > max ? `${text.slice(0, max)}…` : text)

/** The merchants' own switch: active (or in review) ones can be suspended, suspended ones re-activated. */
const switchAction = (stato: MerchantState): 'sospendi' | 'riattiva' | null =>
  merchantReviewFrom.sospendi.includes(stato) ? 'sospendi' : merchantReviewFrom.riattiva.includes(stato) ? 'riattiva' : null

function EraseMerchant({ merchant, onCancel, onConfirm }: { merchant: MerchantRow; onCancel: () => void; onConfirm: () => void }) {
  const texts = adminMessages.eraseMerchant
  return (
    <div className="space-y-3">
      <p className="font-medium text-ink-900">{adminMessages.deleteMerchantConfirm(merchant.nomeAzienda)}</p>
      <p>{texts.erased}</p>
      <p>{texts.kept}</p>
      <p className="text-slate-500">{texts.suspendHint}</p>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <button type="button" onClick={onCancel} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50">
          {texts.cancel}
        </button>
        <button type="button" onClick={onConfirm} className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
          {texts.confirm}
        </button>
      </div>
    </div>
  )
}

export function MerchantsSection({ state, notify }: { state: PagedState<MerchantRow>; notify: (message: string, tone: 'success' | 'error') => void }) {
  const [open, setOpen] = useState<MerchantRow | null>(null)
  const times = useResponseTimes(state.data?.docs.map((merchant) => merchant.id) ?? [])
  const [erasing, setErasing] = useState<MerchantRow | null>(null)
  const remove = async (merchant: MerchantRow) => {
    setErasing(null)
    const result = await api('DELETE', `/merchants/${merchant.id}`)
    if (!result.ok) return notify(adminMessages.merchantDeleteError, 'error')
    notify(adminMessages.merchantDeleted, 'success')
    state.reload()
  }
  const toggle = async (merchant: MerchantRow, azione: 'sospendi' | 'riattiva') => {
    if (azione === 'sospendi' && !window.confirm(merchantApprovalMessages.confirmSuspend(merchant.nomeAzienda))) return
    const result = await api('POST', `/admin/merchants/${merchant.id}/review`, { azione })
    if (!result.ok) return notify(result.message, 'error')
    notify(merchantApprovalMessages.done[azione], 'success')
    state.reload()
  }
  return (
    <Body state={state} empty={adminMessages.empty.merchants}>
      {(docs) => (
        <>
          <DataTable
            label={adminMessages.sections.merchants}
            sorting={sortingOf(state)}
            rows={docs}
            rowKey={(merchant) => merchant.id}
            rowTestId="merchant-row"
            columns={[
              { header: 'Azienda', sortKey: 'nomeAzienda', cell: (merchant) => merchant.nomeAzienda, className: 'font-medium text-ink-900' },
              { header: 'Referente', sortKey: 'nomeCognome', cell: (merchant) => merchant.nomeCognome },
              { header: 'Contatti', cell: (merchant) => <Contacts email={merchant.email} telefono={merchant.telefono} /> },
              { header: 'Settore', cell: (merchant) => merchant.settoreAttivita },
              {
                header: 'Zona e CAP',
                cell: (merchant) => (
                  <>
                    {merchant.zonaGeografica}
                    <span className="block text-slate-500">{merchant.cap}</span>
                  </>
                ),
              },
              { header: 'Servizi', cell: (merchant) => <span title={servicesText(merchant.servizi)}>{truncate(servicesText(merchant.servizi))}</span> },
              { header: 'Stato', sortKey: 'stato', cell: (merchant) => <MerchantStateBadge state={merchant.stato} /> },
              { header: 'Risposta', cell: (merchant) => adminResponseText(times[String(merchant.id)]) },
              { header: 'Data', sortKey: 'createdAt', cell: (merchant) => shortDateTime(merchant.createdAt), className: 'whitespace-nowrap' },
            ]}
            actions={(merchant) => (
              <>
                <SmallButton onClick={() => setOpen(merchant)} label={`Dettagli di ${merchant.nomeAzienda}`}>
                  Dettagli
                </SmallButton>
                {switchAction(merchant.stato) && (
                  <SmallButton onClick={() => void toggle(merchant, switchAction(merchant.stato)!)} label={`${merchantReviewActionLabels[switchAction(merchant.stato)!]} ${merchant.nomeAzienda}`}>
                    {merchantReviewActionLabels[switchAction(merchant.stato)!]}
                  </SmallButton>
                )}
                <SmallButton tone="danger" onClick={() => setErasing(merchant)} label={`Elimina ${merchant.nomeAzienda}`}>
                  Elimina
                </SmallButton>
              </>
            )}
          />
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
                  { label: 'Registrato il', value: shortDateTime(open.createdAt) },
                ]}
              />
            )}
          </Dialog>
          <Dialog title={erasing ? adminMessages.eraseMerchant.title(erasing.nomeAzienda) : ''} open={erasing !== null} onClose={() => setErasing(null)}>
            {erasing && <EraseMerchant merchant={erasing} onCancel={() => setErasing(null)} onConfirm={() => void remove(erasing)} />}
          </Dialog>
        </>
      )}
    </Body>
  )
}

const statusTone = (stato: string) => (stato === 'in_attesa' ? 'amber' : stato === 'contattato' ? 'blue' : stato === 'convertito' ? 'green' : 'slate')
const merchantOf = (booking: BookingRow) => (booking.merchant && typeof booking.merchant === 'object' ? booking.merchant : null)

/** Who has the booking: its merchant; none yet for a call-form request; an erased merchant's bookings say so. */
function BookingMerchant({ booking }: { booking: BookingRow }) {
  const label = bookingMerchantLabel(booking)
  if (merchantOf(booking) || booking.origine === 'chiamata') return <span className={merchantOf(booking) ? '' : 'text-slate-500'}>{label}</span>
  return <Badge tone="slate">{label}</Badge>
}

const fieldClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm'

/**
 * Changing a booking: another merchant among those the server says serve its service and CAP (a call-form
 * request gets its client's CAP here first), and the next state the status machine allows. The save is one
 * PATCH; the server checks both again and answers in Italian when it refuses.
 */
function BookingEditor({ booking, onSaved }: { booking: BookingRow; onSaved: () => void }) {
  const ids = { cap: useId(), merchant: useId(), stato: useId() }
  const current = merchantOf(booking)
  const [cap, setCap] = useState(booking.capCliente ?? '')
  const [candidates, setCandidates] = useState<BookingCandidates | null>(null)
  const [merchant, setMerchant] = useState(current ? String(current.id) : '')
  const [stato, setStato] = useState(booking.stato)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const needsCap = !booking.capCliente

  const search = useCallback(
    (forCap: string) => {
      setError(null)
      void api('GET', `/admin/bookings/${booking.id}/candidates${forCap && needsCap ? `?cap=${encodeURIComponent(forCap)}` : ''}`, undefined, { schema: BookingCandidatesSchema }).then((result) =>
        result.ok ? setCandidates(result.data) : setError(result.message),
      )
    },
    [booking.id, needsCap],
  )
  useEffect(() => {
    if (!needsCap) search('')
  }, [needsCap, search])

  const next = (bookingTransitions as Record<string, readonly string[]>)[booking.stato] ?? []
  const others = (candidates?.merchants ?? []).filter((candidate) => candidate.id !== current?.id)
  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const body: Record<string, unknown> = {}
    if (merchant && Number(merchant) !== current?.id) {
      body.merchant = Number(merchant)
      if (needsCap) body.capCliente = candidates?.cap ?? cap
    }
    if (stato !== booking.stato) body.stato = stato
    if (Object.keys(body).length === 0) return setError('Nessuna modifica da salvare.')
    setSaving(true)
    const result = await api('PATCH', `/bookings/${booking.id}`, body)
    setSaving(false)
    if (result.ok) onSaved()
    else setError(result.message)
  }

  return (
    <form onSubmit={save} className="space-y-4" aria-label="Modifica prenotazione">
      <DetailList
        items={[
          { label: 'Servizio', value: serviceLabel(booking.servizioRichiesto) },
          { label: 'Merchant attuale', value: <BookingMerchant booking={booking} /> },
        ]}
      />
      {needsCap && (
        <div>
          <label htmlFor={ids.cap} className="mb-1 block text-xs font-semibold text-slate-600">
            CAP del cliente
          </label>
          <div className="flex gap-2">
            <input
              id={ids.cap}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              value={cap}
              onChange={(event) => setCap(event.target.value.replace(/\D/g, ''))}
              className={fieldClass}
            />
            <button type="button" onClick={() => search(cap)} className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold whitespace-nowrap hover:bg-slate-50">
              Cerca merchant
            </button>
          </div>
        </div>
      )}
      {candidates && (
        <div>
          <label htmlFor={ids.merchant} className="mb-1 block text-xs font-semibold text-slate-600">
            Merchant
          </label>
          {others.length === 0 && !current ? (
            <p className="text-sm text-slate-600">Nessun merchant attivo serve {serviceLabel(booking.servizioRichiesto)} nel CAP {candidates.cap ?? cap}.</p>
          ) : (
            <select id={ids.merchant} value={merchant} onChange={(event) => setMerchant(event.target.value)} className={fieldClass}>
              {current ? <option value={String(current.id)}>{current.nomeAzienda} (attuale)</option> : <option value="">Nessuno</option>}
              {others.map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)}>
                  {candidate.nomeAzienda}
                </option>
              ))}
            </select>
          )}
        </div>
      )}
      <div>
        <label htmlFor={ids.stato} className="mb-1 block text-xs font-semibold text-slate-600">
          Stato
        </label>
        <select id={ids.stato} value={stato} onChange={(event) => setStato(event.target.value)} className={fieldClass} disabled={next.length === 0}>
          {[booking.stato, ...next].map((value) => (
            <option key={value} value={value}>
              {bookingStatusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={saving} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50">
        Salva
      </button>
    </form>
  )
}

export function BookingsSection({ state, notify }: { state: PagedState<BookingRow>; notify: (message: string, tone: 'success' | 'error') => void }) {
  const [open, setOpen] = useState<BookingRow | null>(null)
  const [editing, setEditing] = useState<BookingRow | null>(null)
  return (
    <Body state={state} empty={adminMessages.empty.bookings}>
      {(docs) => (
        <>
          <DataTable
            label={adminMessages.sections.bookings}
            sorting={sortingOf(state)}
            rows={docs}
            rowKey={(booking) => booking.id}
            rowTestId="booking-row"
            columns={[
              {
                header: 'Cliente',
                sortKey: 'nomeCliente',
                className: 'font-medium text-ink-900',
                cell: (booking) => (
                  <>
                    {booking.nomeCliente}
                    {booking.origine === 'chiamata' && (
                      <span className="mt-1 block">
                        <Badge tone="violet">Richiesta di chiamata</Badge>
                      </span>
                    )}
                  </>
                ),
              },
              { header: 'Servizio', sortKey: 'servizioRichiesto', cell: (booking) => <Badge tone="blue">{serviceLabel(booking.servizioRichiesto)}</Badge> },
              { header: 'Contatti', cell: (booking) => <Contacts email={booking.emailCliente} telefono={booking.telefonoCliente} /> },
              { header: 'CAP', sortKey: 'capCliente', cell: (booking) => booking.capCliente ?? '—', className: 'whitespace-nowrap' },
              { header: 'Merchant', cell: (booking) => <BookingMerchant booking={booking} /> },
              { header: 'Stato', sortKey: 'stato', cell: (booking) => <Badge tone={statusTone(booking.stato)}>{bookingStatusLabel(booking.stato)}</Badge> },
              { header: 'Data', sortKey: 'createdAt', cell: (booking) => shortDateTime(booking.createdAt), className: 'whitespace-nowrap' },
            ]}
            actions={(booking) => (
              <>
                <SmallButton onClick={() => setOpen(booking)} label={`Messaggio di ${booking.nomeCliente}`}>
                  Messaggio
                </SmallButton>
                <SmallButton onClick={() => setEditing(booking)} label={`Modifica prenotazione di ${booking.nomeCliente}`}>
                  Modifica
                </SmallButton>
              </>
            )}
          />
          <Dialog title={open ? `Prenotazione di ${open.nomeCliente}` : ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && <p className="whitespace-pre-wrap">{open.messaggio || 'Nessun messaggio'}</p>}
          </Dialog>
          <Dialog title={editing ? `Modifica prenotazione di ${editing.nomeCliente}` : ''} open={editing !== null} onClose={() => setEditing(null)}>
            {editing && (
              <BookingEditor
                key={editing.id}
                booking={editing}
                onSaved={() => {
                  setEditing(null)
                  notify(bookingAssignmentMessages.saved, 'success')
                  state.reload()
                }}
              />
            )}
          </Dialog>
        </>
      )}
    </Body>
  )
}
