import type { Answers } from '../questionnaire/engine.ts'
import { formatItalianNumber as n, formatItalianPrice } from '../numberFormat.ts'
import { euro, houseSize, isBusiness, noEstimate, number, oneDecimal, provenance, tens, text, type Estimate, type EstimateFigure, type Reader } from './model.ts'
import { estimateNotices } from './notices.ts'
import { ITALY_SOLAR_YIELD, regionOfCap, SOLAR_YIELD_DATE, SOLAR_YIELD_SOURCE, solarYieldByRegion } from './solarYield.ts'

/**
 * A new photovoltaic system without a battery on a home's own roof. The power covers the consumption, in steps of
 * 0.5 kWp between a minimum and a maximum — for an apartment, what its share of the roof takes by its size — (each
 * limit, when it applies, is said beside the power). The visitor uses directly what falls while the panels produce —
 * a share of the consumption, never more than the production — and saves it at today's price per kWh (the fixed fees
 * stay on the bill), so the saving never exceeds today's bill; the rest is sold at the dedicated-withdrawal price.
 * The cost has a fixed part, so a small system pays back later than a large one. A business, a roof that is not the
 * visitor's, a home that has a system already, a consumption beyond a home's and an apartment whose roof share takes
 * not even the smallest system get no figure.
 */
export function fotovoltaico(answers: Answers, r: Reader, cap: string | null | undefined): Estimate {
  if (isBusiness(answers)) return noEstimate('fotovoltaico', estimateNotices.fotovoltaicoBusiness)
  if (text(answers, 'roofOwnership') === 'No') return noEstimate('fotovoltaico', estimateNotices.fotovoltaicoRoofNotOwned)
  if (text(answers, 'hasExistingSystem') === 'Sì') return noEstimate('fotovoltaico', estimateNotices.fotovoltaicoExistingSystem)

  const given = number(answers, 'energyConsumption')
  if (given !== undefined && given > r.get('fv.consumoMassimoCasa')) {
    return noEstimate('fotovoltaico', estimateNotices.outOfHousehold(`un consumo di ${n(given)} kWh all’anno`))
  }
  const house = houseSize(text(answers, 'propertySize'))
  const apartment = text(answers, 'propertyType') === 'Appartamento'
  const smallest = r.get('fv.potenzaMinima')
  // An apartment has a share of the roof, which its size measures: no power is proposed that it cannot take.
  const roofShare = apartment ? house.rooms * r.get('fv.potenzaPerStanzaAppartamento') : Infinity
  if (roofShare < smallest) return noEstimate('fotovoltaico', estimateNotices.fotovoltaicoNoRoomOnRoof(house.size))
  const consumption = given ?? tens(r.get('fv.consumoBase') + r.get('fv.consumoPerStanza') * house.rooms)
  const region = regionOfCap(cap)
  const yieldPerKwp = r.datum({
    key: `pvgis.${region ?? 'Italia'}`,
    label: region ? `Produzione annua di 1 kWp in ${region}` : 'Produzione annua di 1 kWp, media italiana (regione non nota)',
    value: region ? solarYieldByRegion[region] : ITALY_SOLAR_YIELD,
    unit: 'kWh/kWp',
    source: SOLAR_YIELD_SOURCE,
    sourceDate: SOLAR_YIELD_DATE,
  })

  const needed = consumption / yieldPerKwp
  const homeLargest = r.get('fv.potenzaMassima')
  const roofLimited = roofShare < homeLargest
  const largest = Math.floor(Math.min(homeLargest, roofShare) * 2) / 2
  const rounded = Math.round(needed * 2) / 2
  const kwp = Math.min(largest, Math.max(smallest, rounded))
  const production = kwp * yieldPerKwp
  const selfUsed = Math.min(production, consumption * Math.min(1, r.get('fv.autoconsumo')))
  const price = r.get('luce.prezzoAttuale')
  const billToday = euro(consumption * price + r.get('luce.quotaFissaAttuale'))
  const billSaving = euro(selfUsed * price)
  const sold = euro((production - selfUsed) * r.get('fv.prezzoRitiro'))
  const benefit = billSaving + sold
  const cost = r.get('fv.costoFisso') + kwp * r.get('fv.costoPerKwp')

  let powerNote: string | undefined
  if (rounded < smallest) powerNote = `La più piccola che proponiamo: ai tuoi consumi basterebbero ${needed < 0.1 ? 'meno di 0,1' : n(needed, 1)} kWp.`
  if (rounded > largest) {
    const limit = roofLimited ? `Il massimo che stimiamo stia sulla parte di tetto di un appartamento di ${house.size}` : 'Il massimo che proponiamo per una casa'
    powerNote = `${limit}: ai tuoi consumi servirebbero ${n(needed, 1)} kWp, così l’impianto ne copre il ${n(Math.min(100, (production / consumption) * 100))} %.`
  }
  const figures: EstimateFigure[] = [
    { label: 'Potenza consigliata', value: kwp, unit: 'kWp', ...(powerNote ? { note: powerNote } : {}) },
    { label: 'Produzione annua', value: tens(production), unit: 'kWh/anno' },
    { label: 'Energia autoconsumata', value: Math.round((selfUsed / production) * 100), unit: '%', note: 'Della produzione: il resto è ceduto alla rete.' },
    { label: 'Risparmio in bolletta', value: billSaving, unit: '€/anno' },
    { label: 'Ricavo dall’energia ceduta alla rete', value: sold, unit: '€/anno' },
    { label: 'Beneficio annuo stimato', value: benefit, unit: '€/anno', highlight: true },
    { label: 'Costo indicativo dell’impianto', value: euro(cost), unit: '€' },
  ]
  if (benefit > 0) figures.push({ label: 'Rientro dell’investimento', value: oneDecimal(cost / benefit), unit: 'anni' })

  const assumptions = [
    given ? `Consumo indicato: ${n(consumption)} kWh/anno.` : `Consumo stimato per una casa di ${house.size}: ${n(consumption)} kWh/anno.`,
    `Ogni kWp produce ${n(yieldPerKwp)} kWh all’anno (${region ?? 'media italiana'}); orientamento e ombre del tuo tetto possono cambiarlo del 20 %.`,
    `Senza batteria consumi direttamente l’energia prodotta mentre la usi: al massimo il ${n(r.get('fv.autoconsumo') * 100)} % dei tuoi consumi.`,
    `L’energia che consumi direttamente vale il prezzo di oggi per kWh, ${formatItalianPrice(price)} €/kWh: le quote fisse della bolletta restano. Quella ceduta vale ${formatItalianPrice(r.get('fv.prezzoRitiro'))} €/kWh.`,
    'Costo prima di detrazioni e incentivi.',
  ]
  if (text(answers, 'hasExistingSystem') === undefined) assumptions.push('Stima per un impianto nuovo, su un tetto senza pannelli.')
  if (apartment) assumptions.push(`Appartamento: al massimo la potenza che sta sulla parte di tetto di un appartamento di ${house.size}${house.assumed ? ' (dimensione non indicata)' : ''}.`)
  return {
    service: 'fotovoltaico',
    kind: 'saving',
    figures,
    chart: {
      title: 'Spesa annua per la luce',
      unit: '€/anno',
      bars: [
        { label: 'Oggi', value: billToday },
        { label: 'Con il fotovoltaico', value: billToday - billSaving },
      ],
    },
    assumptions,
    ...provenance(r),
  }
}
