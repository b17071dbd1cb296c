import { caldaieClima } from './caldaieClima.ts'
import { fotovoltaico } from './fotovoltaico.ts'
import { assicurazioneAuto, assicurazioneCasa } from './insurance.ts'
import { luceGas } from './luceGas.ts'
import { noEstimate, reader, type Estimate, type EstimateInput, type Reader } from './model.ts'
import { estimateNotices } from './notices.ts'
import { depuratori, internetMobile, sistemiAllarme } from './priceRanges.ts'

export type { Estimate, EstimateBar, EstimateBasis, EstimateFigure, EstimateInput, EstimateUnit } from './model.ts'

/** The figures of one model, named after the model's own service until computeEstimate names them after the service asked. */
function byModel({ service, model, answers, cap }: EstimateInput, r: Reader): Estimate {
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
 * The instant estimate of a questionnaire's answers with the model its service picked (models.ts), the service's own
 * parameters (`<service>:<key>`) over the model's. Pure: the same answers and parameters give the same figures on the
 * questionnaire, the offers page, the e-mail and the merchant's view. Answers an editor removed from a questionnaire
 * fall back to a typical household, which the estimate then says it assumed.
 */
export function computeEstimate(input: EstimateInput): Estimate {
  return { ...byModel(input, reader(input.parameters, input.documentation, input.service)), service: input.service }
}
