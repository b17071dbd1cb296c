import { useCallback, useEffect, useId, useState } from 'react'
import { adminMessages, bookingAssignmentMessages, BookingCandidatesSchema, bookingStatusLabel, type BookingCandidates } from '#content-schema/admin/admin.ts'
import { bookingTransitions } from '#content-schema/bookings/bookings.ts'
import { bookingMerchantLabel } from '#content-schema/admin/adminLists.ts'
import type { BookingRow } from '#content-schema/merchants/areaRecords.ts'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { Body } from './ListBody.tsx'
import { sortingOf, type PagedState } from './usePaged.ts'
import { Badge } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { ModalDialog } from '../ui/ModalDialog.tsx'
import { DataTable } from './DataTable.tsx'
import { DetailList } from './DetailList.tsx'
import { Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { Notice } from '../ui/Notice.tsx'
import { serviceLabel } from '../serviceNames.ts'
import { Contacts } from './Contacts.tsx'

const statusTone = (stato: string) => (stato === 'in_attesa' ? 'amber' : stato === 'contattato' ? 'blue' : stato === 'convertito' ? 'green' : 'slate')
const merchantOf = (booking: BookingRow) => (booking.merchant && typeof booking.merchant === 'object' ? booking.merchant : null)

/** Who has the booking: its merchant; none yet for a call-form request; an erased merchant's bookings say so. */
function BookingMerchant({ booking }: { booking: BookingRow }) {
  const label = bookingMerchantLabel(booking)
  if (merchantOf(booking) || booking.origine === 'chiamata') return <span className={merchantOf(booking) ? '' : 'text-slate-500'}>{label}</span>
  return <Badge tone="slate">{label}</Badge>
}


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
          <Label htmlFor={ids.cap}>CAP del cliente</Label>
          <div className="flex gap-2">
            <input
              id={ids.cap}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              value={cap}
              onChange={(event) => setCap(event.target.value.replace(/\D/g, ''))}
              className={compactInputClass}
            />
            <button type="button" onClick={() => search(cap)} className={`${buttonClass('secondary', 'compact')} whitespace-nowrap`}>
              Cerca merchant
            </button>
          </div>
        </div>
      )}
      {candidates && (
        <div>
          <Label htmlFor={ids.merchant}>Merchant</Label>
          {others.length === 0 && !current ? (
            <p className="text-sm text-slate-600">Nessun merchant attivo serve {serviceLabel(booking.servizioRichiesto)} nel CAP {candidates.cap ?? cap}.</p>
          ) : (
            <select id={ids.merchant} value={merchant} onChange={(event) => setMerchant(event.target.value)} className={compactInputClass}>
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
        <Label htmlFor={ids.stato}>Stato</Label>
        <select id={ids.stato} value={stato} onChange={(event) => setStato(event.target.value)} className={compactInputClass} disabled={next.length === 0}>
          {[booking.stato, ...next].map((value) => (
            <option key={value} value={value}>
              {bookingStatusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <Notice tone="error" role="alert" className="text-sm">
          {error}
        </Notice>
      )}
      <button type="submit" disabled={saving} className={buttonClass('primary', 'compact')}>
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
                        {!booking.contattoVerificatoIl && (
                          <span className="ml-1" data-testid="booking-contact-unverified">
                            <Badge tone="amber">{bookingAssignmentMessages.contactNotVerifiedBadge}</Badge>
                          </span>
                        )}
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
                <button type="button" onClick={() => setOpen(booking)} aria-label={`Messaggio di ${booking.nomeCliente}`} className={buttonClass('secondary', 'small')}>
                  Messaggio
                </button>
                <button type="button" onClick={() => setEditing(booking)} aria-label={`Modifica prenotazione di ${booking.nomeCliente}`} className={buttonClass('secondary', 'small')}>
                  Modifica
                </button>
              </>
            )}
          />
          <ModalDialog width="xl" title={open ? `Prenotazione di ${open.nomeCliente}` : ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && <p className="whitespace-pre-wrap">{open.messaggio || 'Nessun messaggio'}</p>}
          </ModalDialog>
          <ModalDialog width="xl" title={editing ? `Modifica prenotazione di ${editing.nomeCliente}` : ''} open={editing !== null} onClose={() => setEditing(null)}>
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
          </ModalDialog>
        </>
      )}
    </Body>
  )
}
