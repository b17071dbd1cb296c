import { caldaieClima } from './caldaieClima.ts'
import { fotovoltaico } from './fotovoltaico.ts'
import { assicurazioneAuto, assicurazioneCasa } from './insurance.ts'
import { luceGas } from './luceGas.ts'
import { answersForModel } from './inputs.ts'
import { noEstimate, reader, type Estimate, type EstimateInput, type Reader } from './model.ts'
import { formatCivilDate } from '../italyClock.ts'
import { estimateNotices, staleParametersWarning } from './notices.ts'
import { depuratori, internetMobile, sistemiAllarme } from './priceRanges.ts'

export type { Estimate, EstimateBar, EstimateBasis, EstimateFigure, EstimateInput, EstimateUnit } from './model.ts'

/** The figures of one model, named after the model's own service until computeEstimate names them after the service asked. */
function byModel({ service, model, answers: given, questions, cap }: EstimateInput, r: Reader): Estimate {
  const answers = answersForModel(given, questions)
  switch (model) {
    case 'luce-gas':
      return luceGas(answers, r)
    case 'fotovoltaico':
      return fotovoltaico(answers, r, cap)
    case 'caldaie-clima':
      return caldaieClima(answers, r)
    case 'internet-mobile':
      return internetMobile(answers, r)
    case 'sistemi-allarme':
      return sistemiAllarme(answers, r)
    case 'assicurazione-casa':
      return assicurazioneCasa(answers, r)
    case 'assicurazione-auto':
      return assicurazioneAuto(answers, r)
    case 'depuratori':
      return depuratori(answers, r)
    case 'none':
      return noEstimate(service, estimateNotices.noModel)
  }
}

/**
 * The instant estimate of a questionnaire's answers with the model its service picked (models.ts), read through the
 * service's mapping of its questions to the model's inputs (inputs.ts), the service's own
 * parameters (`<service>:<key>`) over the model's. Pure: the same answers and parameters give the same figures on the
 * questionnaire, the offers page, the e-mail and the merchant's view. Answers an editor removed from a questionnaire
 * fall back to a typical household, which the estimate then says it assumed.
 */
export function computeEstimate(input: EstimateInput): Estimate {
  const estimate: Estimate = { ...byModel(input, reader(input.parameters, input.documentation, input.service)), service: input.service }
  const warning = input.today === undefined ? undefined : staleness(estimate, input.parameters['stime.validitaMesi'] ?? 0, input.today)
  return warning ? { ...estimate, warning } : estimate
}

/**
 * The warning of an estimate whose figures rest on a parameter (the editors' figures: prices, costs, consumption)
 * older than the editors' validity (`stime.validitaMesi` months before `today`), naming the oldest date; none for an
 * estimate without figures, or a validity of 0. Data shipped with the code (the PVGIS yield) describe the sun, not a
 * market, and are not counted.
 */
function staleness(estimate: Estimate, months: number, today: string): string | undefined {
  if (estimate.figures.length === 0 || !(months > 0)) return undefined
  const [year, month, day] = today.slice(0, 10).split('-').map(Number)
  if (!year || !month || !day) return undefined
  const limit = new Date(Date.UTC(year, month - 1 - months, day)).toISOString().slice(0, 10)
  const dates = estimate.basis
    .filter((line) => estimate.parameters.includes(line.key))
    .map((line) => line.sourceDate.slice(0, 10))
    .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))
  const oldest = dates.sort()[0]
  return oldest !== undefined && oldest < limit ? staleParametersWarning(months, formatCivilDate(oldest)) : undefined
}
