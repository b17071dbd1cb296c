import type { Answers } from '../questionnaire/engine.ts'
import { counted } from '../numberFormat.ts'
import { addRanges, isBusiness, list, noEstimate, number, rangeEstimate, scale, text, type Estimate, type Reader } from './model.ts'
import { estimateNotices } from './notices.ts'

function lines(answer: string | undefined): [number, number] | undefined {
  return ({ '1 linea': [1, 1], '2-3 linee': [2, 3], '4-5 linee': [4, 5], 'Più di 5 linee': [6, 10] } as Record<string, [number, number]>)[answer ?? '']
}

/** Internet & Mobile: the monthly fee per line, a business's own price for a business, times the lines. */
export function internetMobile(answers: Answers, r: Reader): Estimate {
  const answered = lines(text(answers, 'lineCount') ?? text(answers, 'activeLines'))
  const [few, many] = answered ?? [1, 1]
  const business = isBusiness(answers)
  const perLine = r.range(business ? 'internet.azienda' : 'internet.privato')
  const assumptions = [
    !answered ? '1 linea: non ci hai detto quante.' : few === many ? `${counted(few, 'linea', 'linee')}.` : `Da ${few} a ${many} linee${many === 10 ? ' (più di 5: ne contiamo fino a 10)' : ''}.`,
    business ? 'Prezzi per linee aziendali.' : 'Prezzi per linee di casa.',
  ]
  return rangeEstimate('internet-mobile', 'Canone mensile indicativo', scale(perLine, few, many), '€/mese', assumptions, r)
}

/** Sistemi di allarme: the system for the property (shops and warehouses have their own), plus each camera. */
export function sistemiAllarme(answers: Answers, r: Reader): Estimate {
  const upgrade = text(answers, 'alarmUpgrade')
  if (upgrade === 'Ripararlo') {
    const assumptions = isBusiness(answers) ? ['Lo stesso prezzo di una riparazione ordinaria per una casa o un’attività.'] : []
    return rangeEstimate('sistemi-allarme', 'Costo indicativo della riparazione', r.range('allarme.riparazione'), '€', assumptions, r)
  }
  const property = text(answers, 'propertyType')
  const baseKey = { 'Casa indipendente': 'allarme.casa', 'Negozio o ufficio': 'allarme.negozio', Capannone: 'allarme.capannone' }[property ?? ''] ?? 'allarme.appartamento'
  const ranges = [r.range(baseKey)]
  const assumptions = [`${property ?? 'Appartamento (tipo di immobile non indicato)'}, installazione compresa.`]
  if ((list(answers, 'systemFeatures') ?? []).includes('Videosorveglianza')) {
    const counted = ({ '1-2': [1, 2], '3-4': [3, 4], '5 o più': [5, 8] } as Record<string, [number, number]>)[text(answers, 'cameraCount') ?? '']
    const [few, many] = counted ?? [1, 4]
    ranges.push(scale(r.range('allarme.telecamera'), few, many))
    assumptions.push(counted ? `Da ${few} a ${many} telecamere.` : `Da ${few} a ${many} telecamere: non ci hai detto quante.`)
  }
  if (upgrade === 'Ampliarlo') assumptions.push('Prezzo di un impianto nuovo completo: ampliare quello che hai costa di solito meno.')
  if (isBusiness(answers) && baseKey !== 'allarme.negozio' && baseKey !== 'allarme.capannone') assumptions.push('Per un’attività in un’abitazione usiamo i prezzi di un impianto per la casa.')
  return rangeEstimate('sistemi-allarme', 'Costo indicativo dell’impianto', addRanges(ranges), '€', assumptions, r)
}

/**
 * Depuratori: the purifier chosen, installed. A household larger than the one the prices are for needs a larger
 * system, a factor more; a business's system costs a factor more by the people working there. Beyond a home's
 * household, or over 50 people at work, no figure.
 */
export function depuratori(answers: Answers, r: Reader): Estimate {
  const type = text(answers, 'purifierType')
  const key = { 'Sotto il lavello': 'depuratori.sottolavello', 'Erogatore a colonna': 'depuratori.colonna', Addolcitore: 'depuratori.addolcitore' }[type ?? ''] ?? 'depuratori.nonNoto'
  const employees = text(answers, 'employees')
  if (employees === 'Oltre 50') return noEstimate('depuratori', estimateNotices.depuratoriLargeBusiness)
  const people = number(answers, 'householdSize')
  if (people !== undefined && people > r.get('depuratori.personeMassimeCasa')) {
    return noEstimate('depuratori', estimateNotices.outOfHousehold(`una famiglia di ${counted(people, 'persona', 'persone')}`))
  }
  const business = isBusiness(answers) || employees !== undefined || (list(answers, 'waterUse') ?? []).includes('Attività commerciale')
  const assumptions: string[] = []
  let price = r.range(key)
  if (business) {
    price = scale(price, r.get(employees === '11-50' ? 'depuratori.fattoreAzienda11a50' : 'depuratori.fattoreAzienda'))
    assumptions.push(`Impianto per un’attività commerciale${employees ? ` (${employees === '11-50' ? 'da 11 a 50' : 'fino a 10'} persone)` : ''}.`)
  } else {
    const typical = r.get('depuratori.personeCasaTipo')
    const larger = people !== undefined && people > typical
    if (larger) price = scale(price, r.get('depuratori.fattoreFamigliaNumerosa'))
    assumptions.push(
      people === undefined
        ? `Impianto per una casa fino a ${counted(typical, 'persona', 'persone')}: non ci hai detto quante siete.`
        : `Impianto per una casa di ${counted(people, 'persona', 'persone')}${larger ? ', più grande di quello di una famiglia tipo' : ''}.`,
    )
  }
  if (key === 'depuratori.nonNoto') assumptions.push('Tipo di depuratore da scegliere: la forbice va dal più economico al più caro.')
  return rangeEstimate('depuratori', 'Costo indicativo installato', price, '€', assumptions, r)
}
