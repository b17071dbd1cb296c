import { useEffect, useRef, useState } from 'react'
import { consentPurposeLabels } from '#content-schema/services.ts'
import { formatRomeDateTime } from '#content-schema/telemarketing.ts'
import { RequestTrackerSchema, trackerEventLabels, trackerMessages as m, type RequestTracker as Tracker } from '#content-schema/tracker.ts'
import { EstimatePanel } from '../estimate/EstimateView.tsx'
import { Initial } from '../offers/parts.tsx'
import { useHydrated } from '../useHydrated.ts'

/** How often the page asks again while it is visible: a partner's answer shows within this time. */
const REFRESH_MS = 1500

const when = (iso: string) => formatRomeDateTime(new Date(iso))

type Props = { requestRef: string; initial: Tracker }

/** Re-reads the tracker every REFRESH_MS while the tab is visible; a failed read keeps what is shown. */
function useLiveTracker(requestRef: string, initial: Tracker): [Tracker, (next: Tracker) => void] {
  const [tracker, setTracker] = useState(initial)
  useEffect(() => {
    let stopped = false
    const refresh = async () => {
      if (document.hidden) return
      try {
        const response = await fetch(`/api/public/request?ref=${encodeURIComponent(requestRef)}`, { headers: { accept: 'application/json' } })
        if (!response.ok || stopped) return
        const parsed = RequestTrackerSchema.safeParse(await response.json())
        if (parsed.success && !stopped) setTracker(parsed.data)
      } catch {
        // Offline for a moment: the next round tries again.
      }
    }
    const timer = setInterval(() => void refresh(), REFRESH_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [requestRef])
  return [tracker, setTracker]
}

function Partners({ tracker }: { tracker: Tracker }) {
  return (
    <section aria-labelledby="partner-titolo" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="partner-titolo" className="text-xl font-bold text-ink-900">
        {m.partnersTitle}
      </h2>
      {tracker.partners.length === 0 ? (
        <p className="mt-3 text-slate-700">{m.noPartners}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="tracker-partners">
          {tracker.partners.map((partner) => (
            <li key={partner.id} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="tracker-partner">
              <div className="flex items-center gap-3">
                <Initial merchant={partner} size="h-10 w-10 text-lg" />
                <h3 className="min-w-0 font-bold break-words text-ink-900">{partner.nomeAzienda}</h3>
              </div>
              {partner.events.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600">{m.noAnswerYet}</p>
              ) : (
                <ol className="mt-3 space-y-2 border-l-2 border-brand-200 pl-4">
                  {partner.events.map((event) => (
                    <li key={`${event.kind}-${event.at}`} className="text-sm" data-testid="tracker-event" data-kind={event.kind}>
                      <span className="font-semibold text-ink-900">{trackerEventLabels[event.kind]}</span>
                      {event.detail && <span className="text-slate-700">: {event.detail}</span>}
                      <span className="block text-xs text-slate-600">{when(event.at)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Consents({ tracker }: { tracker: Tracker }) {
  return (
    <section aria-labelledby="consensi-titolo" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="consensi-titolo" className="text-xl font-bold text-ink-900">
        {m.consentsTitle}
      </h2>
      {tracker.consents.length === 0 ? (
        <p className="mt-3 text-slate-700">{m.noConsents}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {tracker.consents.map((consent) => (
            <li key={consent.purpose} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="text-slate-800">{consentPurposeLabels[consent.purpose]}</span>
              <a
                href={consent.withdrawUrl}
                className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:border-red-700 hover:text-red-800"
              >
                {m.consentWithdraw}
                <span className="sr-only">: {consentPurposeLabels[consent.purpose]}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

type Action = 'cancel' | 'erasure'

/** One action with its confirmation step: the first press asks, the second does it. */
function ActionButton({ action, onDone, requestRef }: { action: Action; onDone: () => void; requestRef: string }) {
  const hydrated = useHydrated()
  const [state, setState] = useState<'idle' | 'confirming' | 'sending'>('idle')
  const [error, setError] = useState<string | null>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (state === 'confirming') confirmRef.current?.focus()
  }, [state])
  const label = action === 'cancel' ? m.cancel : m.erasure
  const send = async () => {
    setState('sending')
    setError(null)
    try {
      const response = await fetch(`/api/public/request/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ref: requestRef }),
      })
      if (response.ok) {
        setState('idle')
        onDone()
        return
      }
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      setError(body.error ?? m.actionError)
    } catch {
      setError(m.actionError)
    }
    setState('confirming')
  }
  if (state === 'idle') {
    return (
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setState('confirming')}
        className="inline-flex min-h-12 items-center justify-center rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-red-700 hover:text-red-800 disabled:opacity-70"
      >
        {label}
      </button>
    )
  }
  return (
    <div className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200" role="group" aria-label={label}>
      <p className="text-sm text-red-950">{action === 'cancel' ? m.cancelConfirm : m.erasureConfirm}</p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          ref={confirmRef}
          type="button"
          disabled={state === 'sending'}
          onClick={() => void send()}
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {state === 'sending' ? m.sending : m.confirmAction(label)}
        </button>
        <button
          type="button"
          disabled={state === 'sending'}
          onClick={() => setState('idle')}
          className="inline-flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800"
        >
          {m.keep}
        </button>
      </div>
    </div>
  )
}

/**
 * /richiesta/<token>: the consumer's request, what each partner did and when (refreshed while the page is open),
 * the estimate, the consents still given, and the actions: book a callback, cancel, ask for erasure.
 */
export default function RequestTracker({ requestRef, initial }: Props) {
  const [tracker, setTracker] = useLiveTracker(requestRef, initial)
  const done = (changes: Partial<Tracker>) => setTracker({ ...tracker, ...changes })
  const now = () => new Date().toISOString()
  const closed = tracker.cancelledAt !== null
  const events = tracker.partners.reduce((count, partner) => count + partner.events.length, 0)
  return (
    <div className="grid gap-6">
      <p className="sr-only" aria-live="polite" data-testid="tracker-live">
        {m.liveSummary(events)}
      </p>
      <section aria-labelledby="stato-titolo" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200">
        <h2 id="stato-titolo" className="text-xl font-bold text-ink-900">
          {m.sent}
        </h2>
        <p className="mt-1 text-slate-700">
          {when(tracker.createdAt)} · CAP {tracker.cap}
          {tracker.citta ? ` (${tracker.citta})` : ''}
        </p>
        {tracker.cancelledAt && (
          <p role="status" className="mt-3 font-semibold text-red-800" data-testid="tracker-cancelled">
            {m.cancelled(when(tracker.cancelledAt))}
          </p>
        )}
        {tracker.erasureRequestedAt && (
          <p role="status" className="mt-2 font-semibold text-red-800" data-testid="tracker-erasure">
            {m.erasureRequested(when(tracker.erasureRequestedAt))}
          </p>
        )}
        {!closed && (
          <>
            <p className="mt-3 text-sm text-slate-600">{m.updatedLive}</p>
            <a
              href={tracker.offersPath}
              className="mt-4 inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {m.bookCallback}
            </a>
          </>
        )}
      </section>
      <Partners tracker={tracker} />
      {tracker.estimate && <EstimatePanel estimate={tracker.estimate} />}
      <Consents tracker={tracker} />
      {!tracker.erasureRequestedAt && (
        <section aria-labelledby="azioni-titolo" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="azioni-titolo" className="text-xl font-bold text-ink-900">
            {m.actionsTitle}
          </h2>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
            {!closed && <ActionButton action="cancel" requestRef={requestRef} onDone={() => done({ cancelledAt: now() })} />}
            <ActionButton action="erasure" requestRef={requestRef} onDone={() => done({ erasureRequestedAt: now(), cancelledAt: tracker.cancelledAt ?? now() })} />
          </div>
        </section>
      )}
    </div>
  )
}
