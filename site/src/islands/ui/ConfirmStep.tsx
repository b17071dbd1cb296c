import { useEffect, useRef, useState } from 'react'
import { buttonClass } from './buttonClasses.ts'
import { useHydrated } from '../useHydrated.ts'

type Props = {
  /** The first press: its text, its accessible name where the text alone does not say what it acts on, its look. */
  trigger: { label: string; ariaLabel?: string; className: string }
  /** What the second step asks, its two answers and what the first says while the action runs. */
  texts: { question: string; yes: string; keep: string; sending: string }
  /** Does the action: null when it is done, else the message to show under the question. */
  run: () => Promise<string | null>
  /** The question's box: its spacing and text size where it stands. */
  boxClassName: string
}

/**
 * A consequential action in two presses: the first asks, the second does it. The question takes the focus, keeping
 * things as they are gives it back to the first button, and a failure stays under the question, which may be answered
 * again.
 */
export function ConfirmStep({ trigger, texts, run, boxClassName }: Props) {
  const hydrated = useHydrated()
  const [state, setState] = useState<'idle' | 'confirming' | 'sending'>('idle')
  const [error, setError] = useState<string | null>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (state === 'confirming') confirmRef.current?.focus()
  }, [state])
  const confirm = async () => {
    setState('sending')
    setError(null)
    const failure = await run()
    setError(failure)
    setState(failure === null ? 'idle' : 'confirming')
  }
  const keep = () => {
    setState('idle')
    setError(null)
    requestAnimationFrame(() => triggerRef.current?.focus())
  }
  if (state === 'idle') {
    return (
      <button ref={triggerRef} type="button" disabled={!hydrated} onClick={() => setState('confirming')} aria-label={trigger.ariaLabel} className={trigger.className}>
        {trigger.label}
      </button>
    )
  }
  return (
    <div className={`rounded-xl bg-red-50 ring-1 ring-red-200 ${boxClassName}`} role="group" aria-label={trigger.ariaLabel ?? trigger.label}>
      <p className="text-red-950">{texts.question}</p>
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button ref={confirmRef} type="button" disabled={state === 'sending'} onClick={() => void confirm()} className={buttonClass('confirmDanger', 'medium')}>
          {state === 'sending' ? texts.sending : texts.yes}
        </button>
        <button type="button" disabled={state === 'sending'} onClick={keep} className={buttonClass('secondary', 'medium')}>
          {texts.keep}
        </button>
      </div>
    </div>
  )
}
