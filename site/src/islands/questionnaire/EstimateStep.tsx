import { useEffect, useState } from 'react'
import type { Estimate } from '#content-schema/estimate/estimate.ts'
import type { Answers } from '#content-schema/questionnaire/engine.ts'
import { OffersRanking } from '../arera/OffersRanking.tsx'
import { EstimateView, type EstimateTexts } from '../estimate/EstimateView.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Loading } from '../ui/Loading.tsx'

type Props = {
  texts: EstimateTexts
  service: string
  questionnaireVersion: number
  answers: Answers
  location?: string
  /** An editor's preview: the server uses the estimate parameters' drafts for a signed-in editor. */
  preview?: boolean
  onContinue: () => void
}

/**
 * "La tua stima", between the last question and the contact form: the server computes it from the answers (the
 * same computation the lead will store), so the figures here are the ones the offers page and the e-mail repeat.
 * When it cannot be had, the visitor goes on to the contact form all the same.
 */
export function EstimateStep({ texts: m, service, questionnaireVersion, answers, location, preview, onContinue }: Props) {
  const [state, setState] = useState<{ estimate: Estimate } | 'loading' | 'failed'>('loading')
  useEffect(() => {
    let current = true
    fetch('/api/public/estimate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service, questionnaireVersion, answers, location, ...(preview ? { preview: true } : {}) }),
    })
      .then(async (response) => {
        const body = (await response.json()) as { estimate?: Estimate }
        if (current) setState(response.ok && body.estimate ? { estimate: body.estimate } : 'failed')
      })
      .catch(() => current && setState('failed'))
    return () => {
      current = false
    }
  }, [service, questionnaireVersion, answers, location, preview])

  // Luce & Gas: the real offers of ARERA's Portale Offerte ranked for what the estimate found: electricity, gas, or
  // both (the dual-fuel offers).
  const figure = (unit: string) => (service === 'luce-gas' && typeof state === 'object' ? state.estimate.figures.find((candidate) => candidate.unit === unit)?.value : undefined)
  const electricityKwh = figure('kWh/anno')
  const gasSmc = figure('Smc/anno')
  const commodity = electricityKwh && gasSmc ? 'luce_gas' : gasSmc ? 'gas' : 'luce'

  return (
    <div className="space-y-6">
      {state === 'loading' && <Loading label={m.loading} />}
      {state === 'failed' && <p role="status" className="rounded-xl bg-slate-50 p-4 text-slate-700">{m.unavailable}</p>}
      {typeof state === 'object' && <EstimateView texts={m} estimate={state.estimate} headingId="stima" />}
      <button type="button" className={buttonClass('primary', 'large')} onClick={onContinue} disabled={state === 'loading'}>
        {m.continue}
      </button>
      {(electricityKwh || gasSmc) && <OffersRanking initial={{ commodity, kwh: electricityKwh ?? 2700, powerKw: 3, resident: true, smc: gasSmc, cap: location?.match(/^\d{5}/)?.[0] }} headingLevel={3} />}
    </div>
  )
}
