import type { Payload } from 'payload'
import { estimateParameterDefaults, type EstimateParameterDefinition } from '#content-schema'
import type { EstimateParameter } from '../../payload-types.ts'
import { collectionSlugs } from '../slugs.ts'

const ARERA_PRICES = 'ARERA, spesa del cliente domestico tipo (servizio di tutela della vulnerabilità, prezzi e tariffe), arera.it'
const ARERA_OFFERS = 'ARERA, Portale Offerte (offerte PLACET a prezzo fisso più convenienti), ilportaleofferte.it'
const ARERA_CONSUMPTION = 'ARERA, consumi del cliente domestico tipo (2.700 kWh/anno luce, 1.400 Smc/anno gas)'
const EDITORIAL = 'Stima redazionale CasaConfronta su preventivi pubblici di mercato, da verificare con i partner'

/**
 * Defaults the code once seeded and has since changed, exactly as they were written: a record still holding one
 * was never touched by an editor, so the seed brings it to today's default. The photovoltaic cost is an editorial
 * estimate with a fixed part, not a figure attributed to ENEA's tax-deduction guide; today's price, once everything
 * included, is a price per unit with today's fixed fees beside it, on the reference offer's basis; the consumption
 * per person and per room, which ARERA does not publish, is an editorial estimate calibrated on ARERA's typical household.
 */
const earlierDefaults: readonly EstimateParameterDefinition[] = [
  { key: 'luce.prezzoAttuale', label: 'Luce: prezzo medio attuale', value: 0.3, unit: '€/kWh', source: ARERA_PRICES, sourceDate: '2025-10-01' },
  { key: 'luce.prezzoRiferimento', label: 'Luce: prezzo dell’offerta di riferimento', value: 0.25, unit: '€/kWh', source: ARERA_OFFERS, sourceDate: '2025-10-01' },
  { key: 'luce.quotaFissaRiferimento', label: 'Luce: quote fisse dell’offerta di riferimento', value: 100, unit: '€/anno', source: ARERA_OFFERS, sourceDate: '2025-10-01' },
  { key: 'gas.prezzoAttuale', label: 'Gas: prezzo medio attuale', value: 1.25, unit: '€/Smc', source: ARERA_PRICES, sourceDate: '2025-10-01' },
  { key: 'gas.prezzoRiferimento', label: 'Gas: prezzo dell’offerta di riferimento', value: 1.05, unit: '€/Smc', source: ARERA_OFFERS, sourceDate: '2025-10-01' },
  { key: 'gas.quotaFissaRiferimento', label: 'Gas: quote fisse dell’offerta di riferimento', value: 110, unit: '€/anno', source: ARERA_OFFERS, sourceDate: '2025-10-01' },
  {
    key: 'fv.potenzaMassima',
    label: 'Fotovoltaico: potenza massima proposta',
    value: 10,
    unit: 'kWp',
    source: 'Stima redazionale CasaConfronta su preventivi pubblici di mercato, da verificare con i partner',
    sourceDate: '2025-11-01',
  },
  {
    key: 'fv.autoconsumo',
    label: 'Fotovoltaico: quota autoconsumata senza batteria',
    value: 0.35,
    unit: 'frazione',
    source: 'GSE, Ritiro dedicato e autoconsumo: dati statistici sul fotovoltaico residenziale',
    sourceDate: '2025-11-01',
  },
  {
    key: 'fv.costoPerKwp',
    label: 'Fotovoltaico: costo chiavi in mano',
    value: 1700,
    unit: '€/kWp',
    source: 'ENEA, Guida alle detrazioni fiscali per l’efficienza energetica e Rapporto annuale efficienza energetica',
    sourceDate: '2025-11-01',
  },
  { key: 'luce.prezzoAttuale', label: 'Luce: prezzo medio di oggi per kWh, tutto compreso (quote fisse e imposte incluse)', value: 0.3, unit: '€/kWh', source: ARERA_PRICES, sourceDate: '2025-10-01' },
  { key: 'gas.prezzoAttuale', label: 'Gas: prezzo medio di oggi per Smc, tutto compreso (quote fisse e imposte incluse)', value: 1.25, unit: '€/Smc', source: ARERA_PRICES, sourceDate: '2025-10-01' },
  { key: 'luce.prezzoRiferimento', label: 'Luce: prezzo per kWh dell’offerta di riferimento (quote fisse a parte)', value: 0.25, unit: '€/kWh', source: ARERA_OFFERS, sourceDate: '2025-10-01' },
  { key: 'gas.prezzoRiferimento', label: 'Gas: prezzo per Smc dell’offerta di riferimento (quote fisse a parte)', value: 1.05, unit: '€/Smc', source: ARERA_OFFERS, sourceDate: '2025-10-01' },
  { key: 'luce.consumoBase', label: 'Luce: consumo di base di una casa', value: 1000, unit: 'kWh/anno', source: ARERA_CONSUMPTION, sourceDate: '2025-10-01' },
  { key: 'luce.consumoPerPersona', label: 'Luce: consumo per persona', value: 600, unit: 'kWh/anno', source: ARERA_CONSUMPTION, sourceDate: '2025-10-01' },
  { key: 'gas.riscaldamentoPerStanza', label: 'Gas: riscaldamento per stanza', value: 220, unit: 'Smc/anno', source: ARERA_CONSUMPTION, sourceDate: '2025-10-01' },
  { key: 'gas.acquaCaldaPerPersona', label: 'Gas: acqua calda per persona', value: 60, unit: 'Smc/anno', source: ARERA_CONSUMPTION, sourceDate: '2025-10-01' },
  { key: 'gas.cottura', label: 'Gas: piano cottura', value: 50, unit: 'Smc/anno', source: ARERA_CONSUMPTION, sourceDate: '2025-10-01' },
  { key: 'fv.consumoBase', label: 'Fotovoltaico: consumo di base di una casa', value: 1200, unit: 'kWh/anno', source: ARERA_CONSUMPTION, sourceDate: '2025-10-01' },
  { key: 'fv.consumoPerStanza', label: 'Fotovoltaico: consumo per stanza', value: 500, unit: 'kWh/anno', source: ARERA_CONSUMPTION, sourceDate: '2025-10-01' },
  { key: 'depuratori.fattoreAzienda', label: 'Depuratori: impianto per attività commerciale rispetto a una casa', value: 2, unit: 'fattore', source: EDITORIAL, sourceDate: '2025-11-01' },
]

/**
 * Keys no estimate reads any more, removed whatever their value: the home-insurance packages (now priced per cover)
 * and the motor premiums (no longer estimated).
 */
const retiredKeys = [
  ...['casa.piccola', 'casa.media', 'casa.grande', 'casa.molto-grande', 'casa.garanzia'].flatMap((key) => [`${key}.min`, `${key}.max`]),
  ...['auto.classe1', 'auto.classe2-4', 'auto.classe5-9', 'auto.classe10-14', 'auto.classe15-18', 'auto.classeNonNota'].flatMap((key) => [`${key}.min`, `${key}.max`]),
  'auto.fattoreMoto',
]

const recordOf = (parameter: EstimateParameterDefinition) => ({
  _status: 'published' as const,
  chiave: parameter.key,
  etichetta: parameter.label,
  valore: parameter.value,
  unita: parameter.unit,
  fonte: parameter.source,
  dataFonte: `${parameter.sourceDate}T00:00:00.000Z`,
})

const holds = (doc: EstimateParameter, parameter: EstimateParameterDefinition) =>
  doc.etichetta === parameter.label &&
  doc.valore === parameter.value &&
  doc.unita === parameter.unit &&
  doc.fonte === parameter.source &&
  doc.dataFonte.slice(0, 10) === parameter.sourceDate

/**
 * The estimates' parameters with their sources: missing keys are created, records an editor never touched follow
 * the code's corrected defaults, keys no estimate reads are removed. An editor's values always stay.
 */
export async function seedEstimateParameters(payload: Payload, context: Record<string, unknown>): Promise<string[]> {
  const existing = await payload.find({ collection: collectionSlugs.estimateParameters, depth: 0, limit: 1000, pagination: false, overrideAccess: true })
  const stored = new Map(existing.docs.map((doc) => [doc.chiave, doc]))
  const report: string[] = []

  const missing = estimateParameterDefaults.filter((parameter) => !stored.has(parameter.key))
  for (const parameter of missing) {
    await payload.create({ collection: collectionSlugs.estimateParameters, data: recordOf(parameter), context, overrideAccess: true })
  }
  if (missing.length) report.push(`${missing.length} estimate parameters`)

  const current = new Map(estimateParameterDefaults.map((parameter) => [parameter.key, parameter]))
  let corrected = 0
  for (const earlier of earlierDefaults) {
    const doc = stored.get(earlier.key)
    const now = current.get(earlier.key)
    if (!doc || !now || !holds(doc, earlier)) continue
    await payload.update({ collection: collectionSlugs.estimateParameters, id: doc.id, data: recordOf(now), context, overrideAccess: true })
    corrected++
  }
  if (corrected) report.push(`${corrected} estimate parameters brought to the corrected defaults`)

  const retired = existing.docs.filter((doc) => doc.chiave && retiredKeys.includes(doc.chiave))
  if (retired.length) {
    await payload.delete({ collection: collectionSlugs.estimateParameters, where: { id: { in: retired.map((doc) => doc.id) } }, context, overrideAccess: true })
    report.push(`${retired.length} estimate parameters no estimate reads removed`)
  }
  return report
}
