import type { Answers } from '../questionnaire/engine.ts'
import { formatItalianNumber as n, counted } from '../numberFormat.ts'
import { addRanges, euro, isBusiness, list, noEstimate, number, provenance, rangeEstimate, scale, text, type Estimate, type EstimateFigure, type Reader } from './model.ts'
import { estimateNotices } from './notices.ts'

const pricedProducts = ['Caldaia a condensazione', 'Pompa di calore', 'Climatizzatore', 'Scaldabagno']

const HOME_PRICES_FOR_BUSINESS = 'Prezzi di un’installazione in una casa: per un’attività il consulente dimensiona l’impianto sull’edificio, e il risparmio sul riscaldamento non lo stimiamo.'

/**
 * Caldaie & Clima: the price range of the products chosen and, for a household choosing a condensing boiler or a
 * heat pump, the yearly heating cost of a typical home with each against what it has today (a replacement) or a
 * traditional boiler (a new installation: there is no bill of today), each saving at most that cost.
 */
export function caldaieClima(answers: Answers, r: Reader): Estimate {
  const business = isBusiness(answers)
  const intervention = text(answers, 'interventionType')
  if (intervention === 'Manutenzione o riparazione') {
    return rangeEstimate('caldaie-clima', 'Costo indicativo dell’intervento', r.range('clima.manutenzione'), '€', business ? [HOME_PRICES_FOR_BUSINESS] : [], r)
  }
  const products = list(answers, 'productType') ?? []
  // No product chosen (a questionnaire of another service using this model may not ask): no price to add up.
  if (!products.some((product) => pricedProducts.includes(product))) return noEstimate('caldaie-clima', estimateNotices.caldaieClimaNoProduct)
  const ranges: Array<[number, number]> = []
  const assumptions: string[] = []
  if (products.includes('Caldaia a condensazione')) ranges.push(r.range('clima.caldaia'))
  if (products.includes('Pompa di calore')) ranges.push(r.range('clima.pompaCalore'))
  const rooms = products.includes('Climatizzatore') ? number(answers, 'roomsToCool') : undefined
  if (rooms !== undefined && rooms > r.get('clima.ambientiMassimiCasa')) {
    return noEstimate('caldaie-clima', estimateNotices.outOfHousehold(`climatizzare ${counted(rooms, 'ambiente', 'ambienti')}`))
  }
  if (products.includes('Climatizzatore')) {
    ranges.push(scale(r.range('clima.climatizzatorePerAmbiente'), rooms ?? 1))
    assumptions.push(rooms ? `Climatizzatori per ${counted(rooms, 'ambiente', 'ambienti')}.` : 'Climatizzatore per 1 ambiente: non ci hai detto quanti.')
  }
  if (products.includes('Scaldabagno')) ranges.push(r.range('clima.scaldabagno'))
  const [min, max] = addRanges(ranges)
  const costLabel = 'Costo indicativo dei prodotti scelti'

  const heating = products.filter((product) => product === 'Caldaia a condensazione' || product === 'Pompa di calore')
  if (heating.length === 0 || business) {
    return rangeEstimate('caldaie-clima', costLabel, [min, max], '€', [...assumptions, ...(business ? [HOME_PRICES_FOR_BUSINESS] : [])], r)
  }

  const replacing = intervention === 'Sostituzione'
  const age = replacing ? text(answers, 'currentSystemAge') : undefined
  const efficiencyKey =
    { 'Più di 10 anni': 'clima.rendimentoOltre10', '5-10 anni': 'clima.rendimento5a10', 'Meno di 5 anni': 'clima.rendimentoSotto5' }[age ?? ''] ??
    'clima.rendimentoTradizionale'
  const demand = r.get('clima.fabbisognoTermico')
  const gasCost = (efficiency: number) => (demand / efficiency / r.get('clima.pciGas')) * r.get('gas.prezzoAttuale')
  const today = euro(gasCost(r.get(efficiencyKey)))
  const options: Array<{ label: string; cost: number }> = []
  if (heating.includes('Caldaia a condensazione')) options.push({ label: 'Caldaia a condensazione', cost: euro(gasCost(r.get('clima.rendimentoCondensazione'))) })
  if (heating.includes('Pompa di calore')) options.push({ label: 'Pompa di calore', cost: euro((demand / r.get('clima.scopPompaCalore')) * r.get('luce.prezzoAttuale')) })
  const savings = options.map((option) => Math.max(0, today - option.cost))
  const best = savings.indexOf(Math.max(...savings))

  const figures: EstimateFigure[] = [
    { label: replacing ? 'Spesa annua per il riscaldamento oggi' : 'Spesa annua con una caldaia tradizionale', value: today, unit: '€/anno' },
    ...options.map((option, index) => ({
      label: `Risparmio con ${option.label.toLowerCase()}${replacing ? '' : ' rispetto a una caldaia tradizionale'}`,
      value: savings[index]!,
      unit: '€/anno' as const,
      highlight: index === best,
    })),
    { label: costLabel, value: euro(min), max: euro(max), unit: '€' },
  ]
  return {
    service: 'caldaie-clima',
    kind: 'saving',
    figures,
    chart: {
      title: 'Spesa annua per il riscaldamento',
      unit: '€/anno',
      bars: [{ label: replacing ? 'Impianto attuale' : 'Caldaia tradizionale', value: today }, ...options.map((option) => ({ label: option.label, value: option.cost }))],
    },
    assumptions: [
      ...assumptions,
      `Casa tipo con un fabbisogno di ${n(demand)} kWh di calore all’anno.`,
      replacing
        ? `Impianto attuale: ${age && age !== 'Non lo so' ? `${age.toLowerCase()}` : 'età non nota, contato come una caldaia tradizionale'}.`
        : 'Nuova installazione: il confronto è con una caldaia tradizionale, perché non c’è una spesa di oggi.',
      'Gas e luce ai prezzi medi di oggi, tutto compreso.',
    ],
    ...provenance(r),
  }
}
