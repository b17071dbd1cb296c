import { useEffect, useState, type ComponentProps } from 'react'
import { questionnaireMessages as m } from '#content-schema/messages.ts'
import type { ContactStep } from './ContactStep.tsx'
import { primaryButton } from './StepViews.tsx'

type ContactStepModule = typeof import('./ContactStep.tsx')

let loading: Promise<ContactStepModule> | undefined

/** The contact form's module, fetched once per page. */
function loadContactStep(): Promise<ContactStepModule> {
  loading ??= import('./ContactStep.tsx')
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

  useEffect(() => {
    let current = true
    loadContactStep().then(
      (loaded) => current && setModule(loaded),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [])

  if (module) return <module.ContactStep {...props} />
  if (failed) {
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>{m.contactStepUnavailable}</p>
        {/* The browser keeps a failed module fetch for the page's lifetime: trying again means loading the page again,
            which brings the visitor back to this step with their answers (they are kept in session storage). */}
        <button type="button" className={`${primaryButton} mt-4`} onClick={() => window.location.reload()}>
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
