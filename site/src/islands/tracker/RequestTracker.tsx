import { useCallback, useEffect, useRef, useState } from 'react'
import { openBookingStates } from '#content-schema/bookings/bookings.ts'
import { offersPartnerPath } from '#content-schema/offers/offers.ts'
import { consentPurposeLabels } from '#content-schema/consents/consents.ts'
import { callbackSlots } from '#content-schema/bookings/telemarketing.ts'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import { fillText } from '#content-schema/textTemplate.ts'
import { RequestTrackerSchema, type RequestTracker as Tracker, type TrackerEventKind } from '#content-schema/requestPage/tracker.ts'
import type { RequestReviews as Reviews } from '#content-schema/reviews/reviews.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { EstimatePanel } from '../estimate/EstimateView.tsx'
import { BookingDialog } from '../offers/BookingDialog.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { MerchantLogo } from '../offers/MerchantLogo.tsx'
import { useHydrated } from '../useHydrated.ts'
import { ConfirmStep } from '../ui/ConfirmStep.tsx'
import { postJson } from '../publicPost.ts'
import { RequestReviews } from '../reviews/RequestReviews.tsx'
import { YourData } from './YourData.tsx'

/** How often the page asks again while it is visible: a partner's answer shows within this time. */
const REFRESH_MS = 1500

const when = (iso: string) => formatRomeDateTime(new Date(iso))

/** The page's words as the Astro page hands them over (the CMS's "Testi dell'interfaccia"). */
export type TrackerTexts = { tracker: UiTexts['tracker']; estimate: UiTexts['estimate']; callbackSlot: UiTexts['callbackSlot']; reviews: UiTexts['reviews'] }

type Texts = { t: UiTexts['tracker'] }

type Props = { requestRef: string; initial: Tracker; reviews: Reviews; texts: TrackerTexts }

/**
 * Re-reads the tracker every REFRESH_MS while the tab is visible, and on demand; a failed read keeps what is shown.
 * A read is shown only if nothing newer came since it was asked — neither a later read nor a change the visitor
 * made here (a new slot, an answer): a round asked just before a change, answered just after it, would show the
 * state before it.
 */
function useLiveTracker(requestRef: string, initial: Tracker): [Tracker, (next: Tracker) => void, () => Promise<void>] {
  const [tracker, setShown] = useState(initial)
  const stopped = useRef(false)
  const latest = useRef(0)
  const setTracker = useCallback((next: Tracker) => {
    latest.current++
    setShown(next)
  }, [])
  const refresh = useCallback(async () => {
    if (document.hidden) return
    const asked = ++latest.current
    try {
      const response = await fetch(`/api/public/request?ref=${encodeURIComponent(requestRef)}`, { headers: { accept: 'application/json' } })
      if (!response.ok || stopped.current) return
      const parsed = RequestTrackerSchema.safeParse(await response.json())
      if (parsed.success && !stopped.current && asked === latest.current) setShown(parsed.data)
    } catch {
      // Offline for a moment: the next round tries again.
    }
  }, [requestRef])
  useEffect(() => {
    stopped.current = false
    const timer = setInterval(() => void refresh(), REFRESH_MS)
    return () => {
      stopped.current = true
      clearInterval(timer)
    }
  }, [refresh])
  return [tracker, setTracker, refresh]
}

type Partner = Tracker['partners'][number]
type Booking = NonNullable<Partner['booking']>

const eventLabel = (t: UiTexts['tracker'], kind: TrackerEventKind): string =>
  ({ avvisato: t.eventNotified, prenotato: t.eventBooked, contattato: t.eventContacted, preventivo: t.eventQuote, vinto: t.eventWon, perso: t.eventLost, messaggio: t.eventMessage })[kind]

/** The note after a new slot is stored: when the partner will call, on the Italian clock or as soon as possible. */
const rescheduledNote = (t: UiTexts['tracker'], azienda: string, richiamata: string | null) =>
  richiamata ? fillText(t.rescheduledAt, { azienda, quando: when(richiamata) }) : fillText(t.rescheduledAsap, { azienda })

/** The slot to preselect when changing it: the one booked, while the picker still offers it. */
const currentOption = (booking: Booking) =>
  booking.richiamata && callbackSlots(new Date(), 7).some((slot) => slot.value === booking.richiamata) ? booking.richiamata : ''

/**
 * POST /api/public/request/<action> for the request `ref`: the answer when it was done, else the message to show
 * (publicPost.ts).
 */
function requestAction<T>(t: UiTexts['tracker'], action: 'proposal' | 'objection' | 'reschedule' | Action, body: { ref: string } & Record<string, unknown>) {
  return postJson<T>(`/api/public/request/${action}`, body, t.actionError)
}

/** Another slot the partner proposed: accept it (the callback moves to it) or keep the one booked. */
function SlotProposal({ t, partner, booking, requestRef, onAnswered }: Texts & { partner: Partner; booking: Booking; requestRef: string; onAnswered: (partner: Partner, accepted: boolean, richiamata: string | null) => void }) {
  const hydrated = useHydrated()
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const answer = async (accetta: boolean) => {
    setSending(true)
    setError(null)
    const result = await requestAction<{ richiamata: string | null }>(t, 'proposal', { ref: requestRef, booking: booking.id, accetta })
    setSending(false)
    if ('error' in result) setError(result.error)
    else onAnswered(partner, accetta, result.done.richiamata ?? null)
  }
  return (
    <div className="mt-3 rounded-lg bg-white p-3 ring-1 ring-amber-300" role="group" aria-labelledby={`proposta-${partner.id}`} data-testid="tracker-proposal">
      <p id={`proposta-${partner.id}`} className="font-semibold text-ink-900">
        {fillText(t.proposal, { quando: when(booking.propostaRichiamata!) })}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button type="button" disabled={!hydrated || sending} onClick={() => void answer(true)} className={buttonClass('primary', 'medium')}>
          {sending ? t.sending : t.proposalAccept}
        </button>
        <button type="button" disabled={!hydrated || sending} onClick={() => void answer(false)} className={buttonClass('secondary', 'medium')}>
          {t.proposalKeep}
        </button>
      </div>
    </div>
  )
}

type CallbackProps = Texts & {
  partner: Partner
  tracker: Tracker
  note: string | null
  requestRef: string
  onReschedule: (partner: Partner) => void
  onProposalAnswered: (partner: Partner, accepted: boolean, richiamata: string | null) => void
}

/**
 * A partner's callback: when it is booked for, another slot the partner proposed (accept it or keep yours) and, while
 * the partner has not taken it up, "Cambia orario"; without a booking, the way to book one on the offers page, at this
 * partner's card.
 */
function PartnerCallback({ t, partner, tracker, note, requestRef, onReschedule, onProposalAnswered }: CallbackProps) {
  const hydrated = useHydrated()
  const closed = tracker.cancelledAt !== null
  const objected = partner.objectedAt !== null
  const { booking } = partner
  if (!booking) {
    if (closed || objected) return null
    return (
      <a
        href={offersPartnerPath(tracker.offersPath, partner.id)}
        aria-label={fillText(t.bookWithLabel, { azienda: partner.nomeAzienda })}
        className={`${buttonClass('outline', 'medium')} mt-4`}
      >
        {t.bookWith}
      </a>
    )
  }
  const changeable = booking.stato === 'in_attesa' && !closed && !objected
  // A callback still to make when the consumer cancelled, or objected to the partner, will not be made: it says so
  // instead of its slot.
  const cancelled = (closed || objected) && openBookingStates.includes(booking.stato)
  return (
    <div className="mt-4 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200" data-testid="tracker-callback">
      <p className="text-sm text-slate-700">{t.yourCallback}</p>
      <p className="font-semibold text-ink-900" data-testid="tracker-callback-slot">
        {cancelled ? (objected ? t.callbackObjected : t.callbackCancelled) : booking.richiamata ? fillText(t.callbackAt, { quando: when(booking.richiamata) }) : t.callbackAsap}
      </p>
      {booking.propostaRichiamata && !cancelled && <SlotProposal t={t} partner={partner} booking={booking} requestRef={requestRef} onAnswered={onProposalAnswered} />}
      {changeable && (
        <button
          id={`cambia-orario-${partner.id}`}
          type="button"
          disabled={!hydrated}
          onClick={() => onReschedule(partner)}
          aria-label={fillText(t.rescheduleLabel, { azienda: partner.nomeAzienda })}
          className={`${buttonClass('primary', 'medium')} mt-3`}
        >
          {t.reschedule}
        </button>
      )}
      <p role="status" className="text-sm font-medium text-brand-900 empty:hidden [&:not(:empty)]:mt-2" data-testid="tracker-callback-note">
        {note ?? ''}
      </p>
    </div>
  )
}

/**
 * The partner as the independent controller (titolare autonomo) of the data it received, and the consumer's way to
 * object to it for this request: the first press asks, the second objects; once objected, the date says so.
 */
function PartnerController({ t, partner, requestRef, onObjected }: Texts & { partner: Partner; requestRef: string; onObjected: (partner: Partner, at: string) => void }) {
  const { controller } = partner
  const object = async () => {
    const result = await requestAction<{ objectedAt: string }>(t, 'objection', { ref: requestRef, merchant: partner.id })
    if ('error' in result) return result.error
    if (!result.done.objectedAt) return t.actionError
    onObjected(partner, result.done.objectedAt)
    return null
  }
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 text-sm" data-testid="tracker-controller">
      <p className="font-semibold text-ink-900">{t.controllerRole}</p>
      <dl className="mt-1 space-y-0.5 text-slate-700">
        <div>
          <dt className="sr-only">Ragione sociale</dt>
          <dd className="break-words">{controller.ragioneSociale}</dd>
        </div>
        {controller.partitaIva && (
          <div>
            <dt className="inline">{t.vatNumber} </dt>
            <dd className="inline">{controller.partitaIva}</dd>
          </div>
        )}
        {controller.sede && (
          <div>
            <dt className="inline">{t.seat}: </dt>
            <dd className="inline break-words">{controller.sede}</dd>
          </div>
        )}
        <div>
          <dt className="inline">{t.privacyContact}: </dt>
          <dd className="inline break-all">
            <a href={`mailto:${controller.email}`} className="text-brand-800 underline underline-offset-2">
              {controller.email}
            </a>
          </dd>
        </div>
      </dl>
      {partner.objectedAt ? (
        <p role="status" className="mt-3 font-semibold text-red-800" data-testid="tracker-objected">
          {fillText(t.objected, { data: when(partner.objectedAt) })}
        </p>
      ) : (
        <ConfirmStep
          trigger={{ label: t.object, ariaLabel: fillText(t.objectLabel, { azienda: partner.nomeAzienda }), className: `${buttonClass('outline', 'medium')} mt-3` }}
          texts={{ question: fillText(t.objectConfirm, { azienda: partner.nomeAzienda }), yes: t.objectYes, keep: t.objectKeep, sending: t.sending }}
          run={object}
          boxClassName="mt-3 p-3"
        />
      )}
    </div>
  )
}

type PartnersProps = Texts & {
  tracker: Tracker
  notes: Record<number, string>
  onReschedule: (partner: Partner) => void
  onProposalAnswered: (partner: Partner, accepted: boolean, richiamata: string | null) => void
  requestRef: string
  onObjected: (partner: Partner, at: string) => void
}

function Partners({ t, tracker, notes, onReschedule, onProposalAnswered, requestRef, onObjected }: PartnersProps) {
  return (
    <section aria-labelledby="partner-titolo" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="partner-titolo" className="text-xl font-bold text-ink-900">
        {t.partnersTitle}
      </h2>
      {tracker.partners.length === 0 ? (
        <p className="mt-3 text-slate-700">{t.noPartners}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-700" data-testid="tracker-controllers-intro">
          {t.controllersIntro}
        </p>
      )}
      {tracker.partners.length > 0 && (
        <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="tracker-partners">
          {tracker.partners.map((partner) => (
            <li key={partner.id} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="tracker-partner">
              <div className="flex items-center gap-3">
                <MerchantLogo merchant={partner} size="h-10 w-10 text-lg" />
                <h3 className="min-w-0 font-bold break-words text-ink-900">{partner.nomeAzienda}</h3>
              </div>
              {partner.events.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600">{t.noAnswerYet}</p>
              ) : (
                <ol className="mt-3 space-y-2 border-l-2 border-brand-200 pl-4">
                  {partner.events.map((event) => (
                    <li key={`${event.kind}-${event.at}`} className="text-sm" data-testid="tracker-event" data-kind={event.kind}>
                      <span className="font-semibold text-ink-900">{eventLabel(t, event.kind)}</span>
                      {event.detail && <span className="text-slate-700">: {event.detail}</span>}
                      <span className="block text-xs text-slate-600">{when(event.at)}</span>
                    </li>
                  ))}
                </ol>
              )}
              <PartnerCallback
                t={t}
                partner={partner}
                tracker={tracker}
                note={notes[partner.id] ?? null}
                requestRef={requestRef}
                onReschedule={onReschedule}
                onProposalAnswered={onProposalAnswered}
              />
              <PartnerController t={t} partner={partner} requestRef={requestRef} onObjected={onObjected} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Consents({ t, tracker }: Texts & { tracker: Tracker }) {
  return (
    <section aria-labelledby="consensi-titolo" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="consensi-titolo" className="text-xl font-bold text-ink-900">
        {t.consentsTitle}
      </h2>
      {tracker.consents.length === 0 ? (
        <p className="mt-3 text-slate-700">{t.noConsents}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {tracker.consents.map((consent) => (
            <li key={consent.purpose} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="text-slate-800">{consentPurposeLabels[consent.purpose]}</span>
              <a href={consent.withdrawUrl} className={buttonClass('danger', 'medium')}>
                {t.consentWithdraw}
                <span className="sr-only">: {consentPurposeLabels[consent.purpose]}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The slot dialog open for a partner's waiting callback. */
type Rescheduling = { partner: Partner; booking: Booking; sending: boolean; error: string | null }

type Action = 'cancel' | 'erasure'

/** Cancelling the request or asking for its erasure, in two presses: the first asks, the second does it. */
function ActionButton({ t, action, onDone, requestRef }: Texts & { action: Action; onDone: () => void; requestRef: string }) {
  const [label, question, yes] = action === 'cancel' ? [t.cancel, t.cancelConfirm, t.cancelYes] : [t.erasure, t.erasureConfirm, t.erasureYes]
  const act = async () => {
    const result = await requestAction(t, action, { ref: requestRef })
    if ('error' in result) return result.error
    onDone()
    return null
  }
  return <ConfirmStep trigger={{ label, className: buttonClass('danger', 'large') }} texts={{ question, yes, keep: t.keep, sending: t.sending }} run={act} boxClassName="p-4 text-sm" />
}

/**
 * /richiesta/<token>: the consumer's request, what each partner did and when (refreshed while the page is open), each
 * partner as the independent controller of the data with a way to object to it, the reviews of the partners that
 * contacted them, the estimate, the consents still given, a copy of their data (JSON or CSV), and the actions: book a callback (on the offers page) or
 * change its slot, cancel, ask for erasure.
 */
export default function RequestTracker({ requestRef, initial, reviews, texts }: Props) {
  const t = texts.tracker
  const [tracker, setTracker, refresh] = useLiveTracker(requestRef, initial)
  const [rescheduling, setRescheduling] = useState<Rescheduling | null>(null)
  const [notes, setNotes] = useState<Record<number, string>>({})
  // Back to the partner's "Cambia orario" once the dialog is gone, confirmed or not.
  const [returnFocus, setReturnFocus] = useState<number | null>(null)
  useEffect(() => {
    if (returnFocus === null) return
    document.getElementById(`cambia-orario-${returnFocus}`)?.focus()
    setReturnFocus(null)
  }, [returnFocus])
  const closeDialog = (partner: Partner) => {
    setRescheduling(null)
    setReturnFocus(partner.id)
  }
  const reschedule = async ({ partner, booking }: Rescheduling, slot: string) => {
    setRescheduling({ partner, booking, sending: true, error: null })
    const result = await requestAction(t, 'reschedule', { ref: requestRef, booking: booking.id, slot })
    const error = 'error' in result ? result.error : null
    if (error) {
      setRescheduling({ partner, booking, sending: false, error })
      return
    }
    setNotes({ ...notes, [partner.id]: rescheduledNote(t, partner.nomeAzienda, slot || null) })
    setTracker({
      ...tracker,
      partners: tracker.partners.map((candidate) => (candidate.id === partner.id ? { ...candidate, booking: { ...booking, richiamata: slot || null } } : candidate)),
    })
    closeDialog(partner)
    void refresh()
  }
  const done = (changes: Partial<Tracker>) => setTracker({ ...tracker, ...changes })
  const now = () => new Date().toISOString()
  const closed = tracker.cancelledAt !== null
  const events = tracker.partners.reduce((count, partner) => count + partner.events.length, 0)
  return (
    <div className="grid gap-6">
      <p className="sr-only" aria-live="polite" data-testid="tracker-live">
        {fillText(events === 1 ? t.liveOne : t.liveMany, { numero: events })}
      </p>
      <section aria-labelledby="stato-titolo" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200">
        <h2 id="stato-titolo" className="text-xl font-bold text-ink-900">
          {t.sent}
        </h2>
        <p className="mt-1 text-slate-700">{fillText(t.sentDetails, { data: when(tracker.createdAt), cap: tracker.cap, citta: tracker.citta ? ` (${tracker.citta})` : '' })}</p>
        {tracker.cancelledAt && (
          <p role="status" className="mt-3 font-semibold text-red-800" data-testid="tracker-cancelled">
            {fillText(t.cancelled, { data: when(tracker.cancelledAt) })}
          </p>
        )}
        {tracker.erasureRequestedAt && (
          <p role="status" className="mt-2 font-semibold text-red-800" data-testid="tracker-erasure">
            {fillText(t.erasureRequested, { data: when(tracker.erasureRequestedAt) })}
          </p>
        )}
        {!closed && <p className="mt-3 text-sm text-slate-600">{t.updatedLive}</p>}
        {/* A callback can be chosen only from a partner who serves the request. */}
        {!closed && tracker.partners.length > 0 && (
          <a href={tracker.offersPath} className={`${buttonClass('primary', 'large')} mt-4`}>
            {t.bookCallback}
          </a>
        )}
      </section>
      <Partners
        t={t}
        tracker={tracker}
        notes={notes}
        requestRef={requestRef}
        onReschedule={(partner) => partner.booking && setRescheduling({ partner, booking: partner.booking, sending: false, error: null })}
        onProposalAnswered={(partner, accepted, richiamata) => {
          const quando = richiamata ? when(richiamata) : t.callbackAsap
          setNotes({ ...notes, [partner.id]: accepted ? fillText(t.proposalAccepted, { azienda: partner.nomeAzienda, quando }) : fillText(t.proposalKept, { azienda: partner.nomeAzienda }) })
          setTracker({
            ...tracker,
            partners: tracker.partners.map((candidate) =>
              candidate.id === partner.id && candidate.booking ? { ...candidate, booking: { ...candidate.booking, richiamata, propostaRichiamata: null } } : candidate,
            ),
          })
          void refresh()
        }}
        onObjected={(partner, at) => {
          setTracker({ ...tracker, partners: tracker.partners.map((candidate) => (candidate.id === partner.id ? { ...candidate, objectedAt: at } : candidate)) })
          void refresh()
        }}
      />
      <RequestReviews t={texts.reviews} requestRef={requestRef} initial={reviews} refreshKey={events} />
      {rescheduling && (
        <BookingDialog
          texts={{
            title: fillText(t.rescheduleTitle, { azienda: rescheduling.partner.nomeAzienda }),
            intro: t.rescheduleIntro,
            confirm: t.rescheduleConfirm,
            sending: t.sending,
            cancel: t.rescheduleCancel,
          }}
          slotTexts={texts.callbackSlot}
          initialSlot={currentOption(rescheduling.booking)}
          sending={rescheduling.sending}
          error={rescheduling.error}
          onConfirm={(choice) => void reschedule(rescheduling, choice.richiamata)}
          onClose={() => closeDialog(rescheduling.partner)}
        />
      )}
      {tracker.estimate && <EstimatePanel texts={texts.estimate} estimate={tracker.estimate} />}
      <Consents t={t} tracker={tracker} />
      <YourData requestRef={requestRef} accepted={tracker.acceptedTexts} />
      {!tracker.erasureRequestedAt && (
        <section aria-labelledby="azioni-titolo" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="azioni-titolo" className="text-xl font-bold text-ink-900">
            {t.actionsTitle}
          </h2>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
            {!closed && <ActionButton t={t} action="cancel" requestRef={requestRef} onDone={() => done({ cancelledAt: now() })} />}
            <ActionButton t={t} action="erasure" requestRef={requestRef} onDone={() => done({ erasureRequestedAt: now(), cancelledAt: tracker.cancelledAt ?? now() })} />
          </div>
        </section>
      )}
    </div>
  )
}
