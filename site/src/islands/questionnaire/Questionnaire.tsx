import { useCallback, useEffect, useRef, useState } from 'react'
import type { FinalContactForm } from '#content-schema/forms/finalContactForm.ts'
import { leadMessages } from '#content-schema/messages.ts'
import { splitLocation } from '#content-schema/postcodes/capFormat.ts'
import { answersToText } from '#content-schema/questionnaire/answerText.ts'
import type { QuestionnaireDefinition } from '#content-schema/questionnaire/definition.ts'
import type { LeadAccepted, LeadSubmissionBody } from '#content-schema/questionnaire/leadSubmission.ts'
import type { QuestionnaireSlug } from '#content-schema/questionnaire/slugs.ts'
import { SUBMITTED_LAST_QUESTION } from '#content-schema/questionnaire/lastQuestion.ts'
import {
  firstStep,
  nextStep,
  previousStep,
  progress,
  pruneHiddenAnswers,
  type AnswerValue,
  type Answers,
} from '#content-schema/questionnaire/engine.ts'
import CapStep from '../CapStep.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { failureMessage } from '../publicPost.ts'
import { LazyContactStep, LazyEstimateStep, prefetchLateSteps } from './LazyContactStep.tsx'
import { clearSession, loadSession, saveSession, beaconPartial, sendPartial, type PartialPayload, type SavedSession } from './session.ts'
import { GroupView, MultipleView, NumberView, SingleView, TextView } from './StepViews.tsx'
import { progressLabel, withEstimateStep, type QuestionnaireTexts } from './texts.ts'

// Timings: 50 ms before a grouped step moves on, scroll reset repeated 10 ms after a step change.
const GROUP_ADVANCE_MS = 50
const SCROLL_REPEAT_MS = 10

/**
 * A questionnaire step as a browser history entry: each step the visitor moves on to is an entry of its own, so the
 * browser's Back (a phone's back button) returns to the previous step instead of leaving the page. `depth` counts
 * the questionnaire's entries before this one (0: the entry the page was opened with); `from` is the step shown when
 * it was added, where Back lands when the entry before is not the questionnaire's (a `#questionario` link's).
 */
type StepEntry = { questionnaire: string; step: number; estimateSeen: boolean; depth: number; from: { step: number; estimateSeen: boolean } | null }

function stepEntry(state: unknown, service: string): StepEntry | null {
  const entry = state as Partial<StepEntry> | null
  return entry?.questionnaire === service && typeof entry.step === 'number' && typeof entry.depth === 'number'
    ? { questionnaire: service, step: entry.step, estimateSeen: entry.estimateSeen === true, depth: entry.depth, from: entry.from ?? null }
    : null
}

type Props = {
  definition: QuestionnaireDefinition
  /** Where 'Indietro' on the first step goes; without it the page scrolls back to its top. */
  leaveTo?: string
  /** The editors' wording of the questionnaire's buttons, contact step and postcode search. */
  texts: QuestionnaireTexts
  /** When those texts were published: sent with the lead, so its consents record the words the form showed. */
  textsVersion: string | null
  /** The legal texts' versions the page showed: the consents record them. */
  legalVersion?: string
  /** An editor's preview (?anteprima=1): the estimate uses the parameters' drafts. */
  preview?: boolean
  /** The service's name as the services collection holds it: the partners consent names it. */
  serviceLabel: string
}

/**
 * The questionnaire of a service page: one step at a time with the shared engine deciding what is
 * visible, answers kept in session storage across a refresh, progress tracked from step 2 on, and the
 * final contact form sending the lead.
 */
export default function Questionnaire({ definition, leaveTo, texts, textsVersion, legalVersion, preview = false, serviceLabel }: Props) {
  const m = texts.questionnaire
  const service = definition.service
  const rootRef = useRef<HTMLElement>(null)
  const [session, setSession] = useState<SavedSession | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  // On the contact step, "La tua stima" comes first; Continue shows the form, Back from the form shows the estimate again.
  const [estimateSeen, setEstimateSeen] = useState(false)
  const completedRef = useRef(false)
  /** The questionnaire's history entry the browser is at, or null on an entry of the page's own. */
  const entryRef = useRef<StepEntry | null>(null)

  useEffect(() => {
    let current = true
    void loadSession(service, definition.version, firstStep(definition)).then((loaded) => {
      if (!current) return
      loaded.answers = pruneHiddenAnswers(definition, loaded.answers)
      setSession(loaded)
      // The entry the page was opened (or reloaded) with is the step shown now; entries before it are other pages.
      const opened = stepEntry(window.history.state, service)
      entryRef.current = { questionnaire: service, step: loaded.stepIndex, estimateSeen: false, depth: opened?.depth ?? 0, from: opened?.from ?? null }
      window.history.replaceState(entryRef.current, '')
      // Arriving from the postcode step: the questionnaire is what the visitor came for.
      if (new URLSearchParams(window.location.search).has('location')) rootRef.current?.scrollIntoView()
    })
    return () => {
      current = false
    }
  }, [definition, service])

  useEffect(() => {
    if (session) saveSession(service, session)
  }, [service, session])

  // The browser's Back and Forward between the questionnaire's own entries move between its steps; Back onto an
  // entry of the page's own (an anchor's) shows the step the entry left was added from.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const entry = stepEntry(event.state, service)
      const shownThere = entry ?? entryRef.current?.from
      entryRef.current = entry
      if (!shownThere) return
      setSession((saved) => (saved ? { ...saved, stepIndex: shownThere.step } : saved))
      setEstimateSeen(shownThere.estimateSeen)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [service])

  // Until the saved session has been read (in the browser, right after hydration) the first step is the server's:
  // its controls look and are ready, and a tap on them is held by site/src/scripts/earlyTaps.js and given to the
  // island once `data-ready` says it can take it, so an early tap is never lost.
  const shown = session ?? { stepIndex: firstStep(definition), answers: {} as Answers }
  const current = definition.steps[shown.stepIndex]
  const status = current ? progress(definition, shown.answers, shown.stepIndex) : null
  const shownStatus = status ? withEstimateStep(status, current?.kind === 'contact' && estimateSeen) : null
  const statusLabel = shownStatus ? progressLabel(m, shownStatus) : ''

  const partialPayload = useCallback(
    (lastQuestion: string): PartialPayload | null => {
      if (!session || !status) return null
      return {
        sessionId: session.sessionId,
        progressSecret: session.progressSecret,
        // A published definition's service is one of the questionnaire slugs; the server checks it again.
        serviceType: service as QuestionnaireSlug,
        questionnaireVersion: definition.version,
        currentStep: status.step,
        totalSteps: status.total,
        answers: answersToText(definition, session.answers),
        lastQuestion,
      }
    },
    [definition, service, session, status],
  )

  // Tracking starts at step 2 and follows every step or answer change; it never blocks the visitor.
  const trackedKey = session && status && status.step >= 2 ? JSON.stringify([session.stepIndex, session.answers, status.total]) : null
  useEffect(() => {
    if (!trackedKey || completedRef.current) return
    const payload = partialPayload(current?.question ?? 'Finestra chiusa')
    if (payload) sendPartial(payload)
    // Only trackedKey: it names exactly the changes worth a save, the payload is rebuilt from the same state.
  }, [trackedKey])

  useEffect(() => {
    const onPageHide = () => {
      if (completedRef.current || !status || status.step < 2) return
      const payload = partialPayload(current?.question || 'Finestra chiusa')
      if (payload) beaconPartial(payload)
    }
    window.addEventListener('pagehide', onPageHide)
    return () => window.removeEventListener('pagehide', onPageHide)
  }, [current, partialPayload, status])

  // Each step starts at the top of the questionnaire, again shortly after the new step has drawn.
  const stepIndex = session?.stepIndex
  const firstRender = useRef(true)
  useEffect(() => {
    if (stepIndex === undefined) return
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const toTop = () => rootRef.current?.scrollIntoView({ block: 'start' })
    toTop()
    const timer = setTimeout(toTop, SCROLL_REPEAT_MS)
    rootRef.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
    return () => clearTimeout(timer)
  }, [stepIndex])

  // The contact form's code (its form library included) is fetched once the visitor is past the first step, so
  // the page's first load carries only what the first step needs.
  useEffect(() => {
    if (stepIndex !== undefined && stepIndex > 0) prefetchLateSteps()
  }, [stepIndex])

  if (!current || !status || !shownStatus) return null

  const setAnswers = (answers: Answers, stepIndex = shown.stepIndex) => {
    if (session) setSession({ ...session, answers: pruneHiddenAnswers(definition, answers), stepIndex })
  }

  const answer = (key: string, value: AnswerValue) => setAnswers({ ...shown.answers, [key]: value })

  /** A step moved on to (or the contact form after the estimate): a history entry of its own. */
  const pushStep = (step: number, seen: boolean) => {
    const depth = (entryRef.current?.depth ?? 0) + 1
    entryRef.current = { questionnaire: service, step, estimateSeen: seen, depth, from: { step: shown.stepIndex, estimateSeen } }
    window.history.pushState(entryRef.current, '')
  }

  const advance = (answers: Answers) => {
    if (!session) return
    const pruned = pruneHiddenAnswers(definition, answers)
    const next = nextStep(definition, pruned, session.stepIndex)
    setSession({ ...session, answers: pruned, stepIndex: next === 'complete' ? session.stepIndex : next })
    if (next !== 'complete' && next !== session.stepIndex) pushStep(next, false)
  }

  const back = () => {
    if (!session) return
    // Back within the questionnaire's own entries is the browser's Back: the history and the step stay one.
    if ((entryRef.current?.depth ?? 0) > 0) {
      window.history.back()
      return
    }
    if (current.kind === 'contact' && estimateSeen) {
      setEstimateSeen(false)
      return
    }
    setEstimateSeen(false)
    const previous = previousStep(definition, session.answers, session.stepIndex)
    if (previous !== 'leave') {
      setSession({ ...session, stepIndex: previous })
      entryRef.current = { questionnaire: service, step: previous, estimateSeen: false, depth: 0, from: null }
      window.history.replaceState(entryRef.current, '')
    } else if (leaveTo) {
      window.location.assign(leaveTo)
    } else {
      window.scrollTo({ top: 0 })
    }
  }

  const submitLead = async (contact: FinalContactForm, cap: string | null) => {
    if (!session) return
    setSubmitting(true)
    setServerError(null)
    try {
      const response = await fetch('/api/public/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          service: service as QuestionnaireSlug,
          questionnaireVersion: definition.version,
          sessionId: session.sessionId,
          progressSecret: session.progressSecret,
          answers: session.answers,
          location: session.location ?? cap ?? undefined,
          contact,
          utm: session.utm,
          idempotencyKey: session.idempotencyKey,
          uiTextsVersion: textsVersion ?? undefined,
          legalVersion,
        } satisfies LeadSubmissionBody),
      })
      const body = (await response.json().catch(() => ({}))) as Partial<LeadAccepted> & { error?: string }
      if (response.ok && body.verifyUrl) {
        completedRef.current = true
        const payload = partialPayload(SUBMITTED_LAST_QUESTION)
        if (payload) beaconPartial({ ...payload, currentStep: payload.totalSteps, completed: true })
        clearSession(service)
        // The contacts are confirmed first (a code by SMS or a link by e-mail); that page goes on to the offers.
        window.location.assign(body.verifyUrl)
        return
      }
      setServerError(failureMessage(response.status, body, leadMessages.failed))
    } catch (error) {
      console.error('Invio della richiesta non riuscito:', error)
      setServerError(leadMessages.failed)
    }
    setSubmitting(false)
  }

  const value = 'key' in current ? shown.answers[current.key] : undefined
  const showEstimate = current.kind === 'contact' && !estimateSeen
  // The location the server matches the lead on (leads/submitLead.ts leadLocation): the postcode answer, else the page's.
  const postcodeAnswer = definition.steps.map((step) => (step.kind === 'postcode' ? shown.answers[step.key] : undefined)).find((answer) => typeof answer === 'string')
  const knownLocation = typeof postcodeAnswer === 'string' ? postcodeAnswer : (session?.location ?? null)
  const hasLocation = knownLocation !== null

  return (
    <section
      ref={rootRef}
      className="mx-auto max-w-3xl scroll-mt-24 px-4 py-10 md:py-14"
      aria-labelledby="questionario-titolo"
      data-step={showEstimate ? 'stima' : current.key}
      data-questionnaire=""
      data-ready={session ? 'true' : undefined}
    >
      <div className="rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <div className="flex items-center justify-between gap-4">
          <button type="button" onClick={back} className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-600 hover:text-brand-700">
            <span aria-hidden="true">←</span> {m.back}
          </button>
          <p className="text-sm font-semibold text-slate-600" aria-live="polite">
            {statusLabel}
          </p>
        </div>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={m.progressBar}
          aria-valuemin={1}
          aria-valuemax={shownStatus.total}
          aria-valuenow={shownStatus.step}
          aria-valuetext={statusLabel}
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${Math.round(shownStatus.ratio * 100)}%` }} />
        </div>
        <p id="questionario-titolo" className="mt-6 text-sm font-bold tracking-wide text-brand-700 uppercase">
          {m.headline}
        </p>
        <h2 key={showEstimate ? 'stima' : current.key} tabIndex={-1} className="mt-2 text-2xl font-extrabold text-ink-900 outline-none md:text-3xl">
          {showEstimate ? texts.estimate.title : current.question}
        </h2>
        {current.subtitle && !showEstimate && <p className="mt-2 text-slate-600">{current.subtitle}</p>}
        <fieldset className="mt-6 min-w-0">
          {current.kind === 'single' && <SingleView key={current.key} step={current} value={value} onPick={(picked) => advance({ ...shown.answers, [current.key]: picked })} />}
          {current.kind === 'multiple' && (
            <MultipleView key={current.key} texts={m} step={current} value={value} onChange={(list) => answer(current.key, list)} onContinue={() => advance(shown.answers)} />
          )}
          {current.kind === 'group' && (
            <GroupView
              key={current.key}
              texts={m}
              definition={definition}
              answers={shown.answers}
              stepIndex={shown.stepIndex}
              onChange={answer}
              onContinue={() => setTimeout(() => advance(shown.answers), GROUP_ADVANCE_MS)}
            />
          )}
          {current.kind === 'info' && (
            <button type="button" className={buttonClass('primary', 'large')} onClick={() => advance(shown.answers)}>
              {m.continue}
            </button>
          )}
          {current.kind === 'text' && <TextView key={current.key} texts={m} step={current} value={value} onSubmit={(text) => advance({ ...shown.answers, [current.key]: text })} />}
          {current.kind === 'number' && <NumberView key={current.key} texts={m} step={current} value={value} onSubmit={(amount) => advance({ ...shown.answers, [current.key]: amount })} />}
          {current.kind === 'postcode' && <CapStep key={current.key} texts={texts.postcode} onLocation={(location) => advance({ ...shown.answers, [current.key]: location })} />}
          {showEstimate && (
            <LazyEstimateStep
              texts={texts.estimate}
              loadingTexts={m}
              service={service}
              questionnaireVersion={definition.version}
              answers={shown.answers}
              location={session?.location}
              preview={preview}
              onContinue={() => {
                setEstimateSeen(true)
                pushStep(shown.stepIndex, true)
                rootRef.current?.scrollIntoView({ block: 'start' })
                requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true }))
              }}
            />
          )}
          {current.kind === 'contact' && !showEstimate && (
            <LazyContactStep
              texts={texts.contactStep}
              service={service}
              serviceLabel={serviceLabel}
              knownCap={knownLocation === null ? null : splitLocation(knownLocation).cap}
              loadingTexts={m} answers={shown.answers} needsCap={!hasLocation} serverError={serverError} submitting={submitting} onSubmit={submitLead} />
          )}
        </fieldset>
      </div>
    </section>
  )
}
