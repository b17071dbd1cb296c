import { useEffect, useState, type ComponentProps } from 'react'
import { questionnaireMessages as m } from '#content-schema/messages.ts'
import type { ContactStep } from './ContactStep.tsx'
import { primaryButton } from './StepViews.tsx'

type ContactStepModule = typeof import('./ContactStep.tsx')

let loading: Promise<ContactStepModule> | undefined

/** The contact form's module, fetched once; a failed fetch is forgotten so the next call tries again. */
function loadContactStep(): Promise<ContactStepModule> {
  loading ??= import('./ContactStep.tsx').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** Starts fetching the contact form ahead of the last step; a failure shows only if the visitor gets there. */
export function prefetchContactStep(): void {
  loadContactStep().catch(() => undefined)
}

/**
 * The final contact form (ContactStep), loaded on demand: it brings the form library and the contact schemas,
 * which the questionnaire's first steps do not need. Usually already fetched (prefetchContactStep) when shown.
 */
export function LazyContactStep(props: ComponentProps<typeof ContactStep>) {
  const [module, setModule] = useState<ContactStepModule | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    loadContactStep().then(
      (loaded) => current && setModule(loaded),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [attempt])

  if (module) return <module.ContactStep {...props} />
  if (failed) {
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>{m.contactStepUnavailable}</p>
        <button
          type="button"
          className={`${primaryButton} mt-4`}
          onClick={() => {
            setFailed(false)
            setAttempt(attempt + 1)
          }}
        >
          {m.retry}
        </button>
      </div>
    )
  }
  return (
    <p role="status" aria-live="polite" className="text-slate-600">
      {m.contactStepLoading}
    </p>
  )
}
