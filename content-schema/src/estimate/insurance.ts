import type { Answers } from '../questionnaire/engine.ts'
import { counted } from '../numberFormat.ts'
import { addRanges, houseSize, isBusiness, list, noEstimate, rangeEstimate, scale, text, type Estimate, type Reader } from './model.ts'
import { estimateNotices } from './notices.ts'

const coverKeys: Record<string, string> = {
  'Incendio e scoppio': 'casa.incendio',
  'Furto e rapina': 'casa.furto',
  'Danni da acqua': 'casa.acqua',
  'Responsabilità civile': 'casa.rc',
  'Eventi atmosferici': 'casa.eventi',
  'Terremoto e alluvione': 'casa.terremoto',
}

/**
 * Assicurazione Casa: the yearly premium of each cover chosen, priced for a home of 2-3 rooms and scaled by the
 * size, so fire alone for one room costs what fire alone costs, not a package.
 */
export function assicurazioneCasa(answers: Answers, r: Reader): Estimate {
  const chosen = (list(answers, 'coverage') ?? []).filter((cover) => Object.hasOwn(coverKeys, cover))
  if (chosen.length === 0) return noEstimate('assicurazione-casa', estimateNotices.assicurazioneCasaNoCover)
  const house = houseSize(text(answers, 'houseSize'))
  const factorKey = ({ '1 stanza': 'casa.fattore1stanza', '4 stanze': 'casa.fattore4stanze', '+5 stanze': 'casa.fattore5stanze' } as Record<string, string>)[house.size]
  const factor = factorKey ? r.get(factorKey) : 1
  const premium = scale(addRanges(chosen.map((cover) => r.range(coverKeys[cover]!))), factor)
  const assumptions = [`${house.size}${house.assumed ? ' (dimensione non indicata)' : ''}, ${counted(chosen.length, 'garanzia', 'garanzie')}: ${chosen.join(', ').toLowerCase()}.`]
  assumptions.push('Il premio vero cambia con la zona, il valore della casa e i massimali scelti.')
  if (isBusiness(answers)) assumptions.push('Premi di una polizza per un’abitazione: per i locali di un’attività il premio dipende dall’attività svolta.')
  return rangeEstimate('assicurazione-casa', 'Premio annuo indicativo', premium, '€/anno', assumptions, r)
}

/**
 * Assicurazione Auto/Pet: a motor premium depends on the province, the driver's age, the vehicle and the claims
 * history, which the questionnaire does not all ask, so it gets no figure; a pet's policy has a typical range.
 */
export function assicurazioneAuto(answers: Answers, r: Reader): Estimate {
  if (text(answers, 'insuranceType') !== 'Animale domestico') return noEstimate('assicurazione-auto', estimateNotices.assicurazioneAuto)
  const assumptions = ['Premio tipico di una polizza per cani e gatti: età e razza dell’animale lo cambiano.']
  if (isBusiness(answers)) assumptions.push('Premi di una polizza per un privato.')
  return rangeEstimate('assicurazione-auto', 'Premio annuo indicativo', r.range('auto.animale'), '€/anno', assumptions, r)
}
