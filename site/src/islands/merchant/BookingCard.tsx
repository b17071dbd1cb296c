import { useId, useState, type FormEvent } from 'react'
import { bookingMessages as text } from '#content-schema/forms/merchantProfile.ts'
import { isMaskedPhone, phoneMaskMessages } from '#content-schema/leads/phoneMask.ts'
import { isHiddenContact, objectionMessages } from '#content-schema/requestPage/tracker.ts'
import {
  bookingActionLabel,
  bookingProposalMessages as proposalText,
  BookingProposalSchema,
  bookingStateLabels,
  bookingTransitions,
  openBookingStates,
  type BookingState,
} from '#content-schema/bookings/bookings.ts'
import { serviceLabel } from '../serviceNames.ts'
import { callbackAvailability, isTelemarketingTime, telemarketingMessages } from '#content-schema/bookings/telemarketing.ts'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import type { BookingDoc } from '#content-schema/merchants/areaRecords.ts'
import { consumerActionMessages } from '#content-schema/leads/leadWorkflow.ts'
import { api } from '../sessionApi.ts'
import { useToast } from '../ui/Toasts.tsx'
import { Badge, type BadgeTone } from '../ui/Badge.tsx'
import { Notice } from '../ui/Notice.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { CallbackSlotField } from '../forms/CallbackSlotField.tsx'

export const bookingStateStyles: Record<BookingState, string> = {
  in_attesa: 'border-orange-300 bg-orange-50',
  contattato: 'border-sky-300 bg-sky-50',
  non_risponde: 'border-amber-300 bg-amber-50',
  convertito: 'border-emerald-300 bg-emerald-50',
  non_interessato: 'border-slate-300 bg-slate-100',
}
export const bookingBadgeTones: Record<BookingState, BadgeTone> = { in_attesa: 'orange', contattato: 'blue', non_risponde: 'amber', convertito: 'green', non_interessato: 'slate' }

/** When to call: the client's preferred slot if any (flagged when outside the hours), and whether calling is allowed now. */
function CallbackTimes({ booking, now }: { booking: BookingDoc; now: Date }) {
  const preferred = booking.richiamata ? new Date(booking.richiamata) : null
  const open = openBookingStates.includes(booking.stato)
  if (!preferred && !open) return null
  const availability = callbackAvailability(now)
  return (
    <div className="mt-3 space-y-1 text-sm" data-testid="callback-times">
      {preferred && (
        <p className="text-slate-800">
          <span className="font-semibold">{telemarketingMessages.preferredLabel}:</span> {formatRomeDateTime(preferred)}
          {!isTelemarketingTime(preferred) && (
            <span className="ml-2">
              <Badge tone="red" role="note" sentence>
                {telemarketingMessages.outsideHours}
              </Badge>
            </span>
          )}
        </p>
      )}
      {open && <p className={availability.callableNow ? 'text-emerald-800' : 'text-slate-700'}>{availability.text}</p>}
    </div>
  )
}

/**
 * The client's phone: a call link, the masked number with the reason when the client did not consent, or nothing but
 * the reason when the client objected to this partner.
 */
function BookingPhone({ phone }: { phone: string }) {
  if (isHiddenContact(phone))
    return (
      <p className="mt-3 text-sm font-semibold text-red-800" data-testid="booking-objection">
        {objectionMessages.bookingNotice}
      </p>
    )
  if (isMaskedPhone(phone))
    return (
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold">Telefono: {phone}</span>
        <span className="block text-xs text-slate-600">{phoneMaskMessages.note}</span>
      </p>
    )
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`${buttonClass('outline', 'compact')} mt-3 text-sm`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current stroke-2">
        <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
      </svg>
      Chiama {phone}
    </a>
  )
}

/**
 * «Proponi un altro orario»: a slot by the consumer's own rule (BookingProposalSchema, checked again by the server),
 * sent with PATCH /api/bookings/:id; the consumer answers on the request page. A proposal waiting is said instead.
 */
function ProposeSlot({ booking, onSent }: { booking: BookingDoc; onSent: () => Promise<void> }) {
  const toast = useToast()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [slot, setSlot] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const send = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = BookingProposalSchema.safeParse({ propostaRichiamata: slot })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? proposalText.choose)
      return
    }
    setSending(true)
    setError(null)
    const result = await api('PATCH', `/bookings/${booking.id}?depth=0`, parsed.data)
    setSending(false)
    if (!result.ok) {
      setError(result.message)
      return
    }
    setOpen(false)
    toast({ title: proposalText.sent })
    await onSent()
  }
  return (
    <div className="mt-3">
      {booking.propostaRichiamata && (
        <p className="text-sm font-medium text-amber-900" data-testid="booking-proposal">
          {proposalText.pending(formatRomeDateTime(new Date(booking.propostaRichiamata)))}
        </p>
      )}
      <button type="button" className={`${buttonClass('secondary', 'compact')} mt-2 text-sm`} aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((value) => !value)}>
        {proposalText.button}
      </button>
      {open && (
        <form id={`${id}-form`} onSubmit={send} className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label={proposalText.title} data-testid="booking-proposal-form">
          <p className="text-sm text-slate-600">{proposalText.intro}</p>
          <CallbackSlotField
            id={`${id}-slot`}
            texts={{ question: proposalText.field, anyTime: proposalText.choose, hint: proposalText.fieldHint }}
            error={error ?? undefined}
            value={slot}
            onChange={(event) => setSlot(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={sending} className={buttonClass('primary', 'compact')}>
              {sending ? proposalText.sending : proposalText.send}
            </button>
            <button type="button" className={buttonClass('secondary', 'compact')} onClick={() => setOpen(false)}>
              {proposalText.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}

/** One callback as the merchant works on it: who, when, the phone, the state's moves and «Proponi un altro orario». */
export function BookingCard({ booking, now, busy, onMove, onChanged }: { booking: BookingDoc; now: Date; busy: boolean; onMove: (booking: BookingDoc, stato: BookingState) => void; onChanged: () => Promise<void> }) {
  const open = openBookingStates.includes(booking.stato) && !booking.richiestaAnnullataIl
  // A proposal is answered on the request page: only a callback booked for a request has one, and not once the client objected.
  const canPropose = open && booking.lead !== null && booking.lead !== undefined && !isHiddenContact(booking.telefonoCliente)
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-ink-900">{booking.nomeCliente}</h3>
        <Badge tone={bookingBadgeTones[booking.stato]}>{bookingStateLabels[booking.stato]}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {serviceLabel(booking.servizioRichiesto)}
        {booking.capCliente ? ` · CAP ${booking.capCliente}` : ''} · Ricevuta {formatRomeDateTime(new Date(booking.createdAt))}
      </p>
      <p className="mt-1 text-sm break-all text-slate-700">{booking.emailCliente}</p>
      <BookingPhone phone={booking.telefonoCliente} />
      {booking.richiestaAnnullataIl ? (
        <Notice tone="error" className="mt-3 text-sm" data-testid="callback-cancelled">
          {consumerActionMessages.callbackCancelled(formatRomeDateTime(new Date(booking.richiestaAnnullataIl)))}
        </Notice>
      ) : (
        <CallbackTimes booking={booking} now={now} />
      )}
      {booking.messaggio && <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{booking.messaggio}</p>}
      {open && (
        <div className="mt-4 flex flex-wrap gap-2">
          {bookingTransitions[booking.stato].map((next) => (
            <button key={next} type="button" disabled={busy} onClick={() => onMove(booking, next)} className={`${buttonClass(next === 'non_risponde' ? 'secondary' : 'primary', 'compact')} text-sm`}>
              {bookingActionLabel(next)}
            </button>
          ))}
        </div>
      )}
      {canPropose && <ProposeSlot booking={booking} onSent={onChanged} />}
    </>
  )
}

/** Moves a booking to a state (PATCH /api/bookings/:id), told by a toast; the caller reads the list again. */
export async function moveBooking(booking: BookingDoc, stato: BookingState, toast: ReturnType<typeof useToast>): Promise<void> {
  const result = await api('PATCH', `/bookings/${booking.id}`, { stato })
  if (result.ok) toast({ title: text.updatedTitle, description: text.updated })
  else toast({ tone: 'error', title: text.errorTitle, description: text.error })
}
