import { useEffect, useState, type ComponentProps } from 'react'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import type { ContactStep } from './ContactStep.tsx'
import type { EstimateStep } from './EstimateStep.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Loading } from '../ui/Loading.tsx'
import { Notice } from '../ui/Notice.tsx'

type LateStepsModule = typeof import('./lateSteps.ts')

let loading: Promise<LateStepsModule> | undefined

/** The last two steps' module (the estimate and the contact form), fetched once per page. */
function loadLateSteps(): Promise<LateStepsModule> {
  loading ??= import('./lateSteps.ts')
  return loading
}

/** Starts fetching the last steps ahead of them; a failure shows only if the visitor gets there. */
export function prefetchLateSteps(): void {
  loadLateSteps().catch(() => undefined)
}

function useLateSteps(): LateStepsModule | 'failed' | null {
  const [module, setModule] = useState<LateStepsModule | 'failed' | null>(null)
  useEffect(() => {
    let current = true
    loadLateSteps().then(
      (loaded) => current && setModule(loaded),
      () => current && setModule('failed'),
    )
    return () => {
      current = false
    }
  }, [])
  return module
}

/** What the questionnaire says while the last steps' module loads, or when it cannot. */
type LoadingTexts = { loadingTexts: Pick<UiTexts['questionnaire'], 'contactStepLoading' | 'contactStepUnavailable' | 'retry'> }

function NotYet({ failed, loadingTexts: m }: { failed: boolean } & LoadingTexts) {
  if (failed) {
    return (
      <Notice tone="error" role="alert">
        <p>{m.contactStepUnavailable}</p>
        {/* The browser keeps a failed module fetch for the page's lifetime: trying again means loading the page again,
            which brings the visitor back to this step with their answers (they are kept in session storage). */}
        <button type="button" className={`${buttonClass('primary', 'large')} mt-4`} onClick={() => window.location.reload()}>
          {m.retry}
        </button>
      </Notice>
    )
  }
  return <Loading label={m.contactStepLoading} />
}

/**
 * The final contact form (ContactStep), loaded on demand: it brings the form library and the contact schemas,
 * which the questionnaire's first steps do not need. Usually already fetched (prefetchLateSteps) when shown.
 */
export function LazyContactStep({ loadingTexts, ...props }: ComponentProps<typeof ContactStep> & LoadingTexts) {
  const module = useLateSteps()
  if (module && module !== 'failed') return <module.ContactStep {...props} />
  return <NotYet failed={module === 'failed'} loadingTexts={loadingTexts} />
}

/** "La tua stima" (EstimateStep), from the same module as the contact form that follows it. */
export function LazyEstimateStep({ loadingTexts, ...props }: ComponentProps<typeof EstimateStep> & LoadingTexts) {
  const module = useLateSteps()
  if (module && module !== 'failed') return <module.EstimateStep {...props} />
  return <NotYet failed={module === 'failed'} loadingTexts={loadingTexts} />
}
