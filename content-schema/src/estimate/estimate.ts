import { caldaieClima } from './caldaieClima.ts'
import { fotovoltaico } from './fotovoltaico.ts'
import { assicurazioneAuto, assicurazioneCasa } from './insurance.ts'
import { luceGas } from './luceGas.ts'
import { noEstimate, reader, type Estimate, type EstimateInput } from './model.ts'
import { estimateNotices } from './notices.ts'
import { depuratori, internetMobile, sistemiAllarme } from './priceRanges.ts'

export type { Estimate, EstimateBar, EstimateBasis, EstimateFigure, EstimateInput, EstimateUnit } from './model.ts'

/**
 * The instant estimate of a questionnaire's answers. Pure: the same answers and parameters give the same
 * figures on the questionnaire, the offers page, the e-mail and the merchant's view. Answers an editor removed
 * from a questionnaire fall back to a typical household, which the estimate then says it assumed.
 */
export function computeEstimate({ service, answers, parameters, cap, documentation }: EstimateInput): Estimate {
  const r = reader(parameters, documentation)
  switch (service) {
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
    default:
      // A service an editor added has no estimate model of its own.
      return noEstimate(service, estimateNotices.noModel)
  }
}
