import type { ServiceSlug } from '../services/services.ts'
import type { EstimateModel } from './models.ts'

/**
 * The figures an estimate is computed from. Editors keep them in the CMS ("Parametri stime", one record per
 * key, with its source and the source's date); the seed writes these defaults once, and a key missing from the
 * database falls back to its default here, so an estimate never fails for want of a parameter.
 */
export type EstimateParameterDefinition = {
  key: string
  label: string
  value: number
  unit: string
  source: string
  /** The date of the source, ISO (yyyy-mm-dd). */
  sourceDate: string
}

/** Parameter values by key, as the estimate reads them. */
export type EstimateParameters = Readonly<Record<string, number>>

/**
 * The key of a parameter one service overrides: `<service>:<key>` (e.g. `pompe-di-calore:clima.pompaCalore.min`) wins
 * over `<key>` in that service's estimate, so a service using another's model keeps its own figures.
 */
export const serviceParameterKey = (service: ServiceSlug, key: string): string => `${service}:${key}`

/** The model's key a parameter's key stands for: itself, or what a service's override overrides. */
export const baseParameterKey = (key: string): string => key.slice(key.indexOf(':') + 1)

const ARERA_OFFERS = 'ARERA, Portale Offerte (offerte PLACET a prezzo fisso più convenienti), ilportaleofferte.it'
/**
 * ARERA publishes one all-included price for its typical household (28,75 c€/kWh for 2.700 kWh/anno, Q4 2025); the
 * split of it into a price per kWh and yearly fixed fees, needed to compare it with an offer on the same basis, is ours.
 */
const ARERA_PRICES_SPLIT =
  'Stima redazionale CasaConfronta dalla spesa del cliente domestico tipo ARERA (servizio di tutela della vulnerabilità, tutto compreso), divisa tra prezzo per unità e quote fisse'
/** ARERA publishes the typical household's total only (2.700 kWh luce, 1.400 Smc gas), never per person or per room. */
const TYPICAL_HOUSEHOLD =
  'Stima redazionale CasaConfronta tarata sul cliente domestico tipo ARERA (2.700 kWh/anno luce, 1.400 Smc/anno gas): ARERA non pubblica consumi per persona o per stanza'
const ENEA = 'ENEA, Guida alle detrazioni fiscali per l’efficienza energetica e Rapporto annuale efficienza energetica'
const GSE = 'GSE, Ritiro dedicato e autoconsumo: dati statistici sul fotovoltaico residenziale'
const EDITORIAL = 'Stima redazionale CasaConfronta su preventivi pubblici di mercato, da verificare con i partner'
/** Where a figure stops describing a home: the editors' bound, beyond which an estimate shows no figure. */
const HOUSEHOLD_BOUND = 'Scelta redazionale CasaConfronta: oltre questo valore non si tratta di una casa'
const ECO_NOV_2025 = '2025-10-01'
const ED_DATE = '2025-11-01'
const ED_DATE_2026 = '2026-11-26'
const ED_DATE_CLAIMS = '2026-11-28'

function p(key: string, label: string, value: number, unit: string, source: string, sourceDate: string): EstimateParameterDefinition {
  return { key, label, value, unit, source, sourceDate }
}

/** A price range per profile: two parameters, `<key>.min` and `<key>.max`. */
function range(key: string, label: string, min: number, max: number, unit: string, sourceDate = ED_DATE): EstimateParameterDefinition[] {
  return [p(`${key}.min`, `${label} (minimo)`, min, unit, EDITORIAL, sourceDate), p(`${key}.max`, `${label} (massimo)`, max, unit, EDITORIAL, sourceDate)]
}

export const estimateParameterDefaults: readonly EstimateParameterDefinition[] = [
  // Every estimate: a parameter whose source is older than this is named in a warning beside the figures.
  p('stime.validitaMesi', 'Stime: validità dei dati di una fonte (oltre, la stima lo segnala)', 12, 'mesi', 'Scelta redazionale CasaConfronta', ED_DATE_CLAIMS),
  // Luce & Gas. Both sides on one basis: a price per unit (network charges and taxes included) plus yearly fixed
  // fees, today's as the reference offer's, so a small consumption is not made to look cheaper today by construction.
  p('luce.prezzoAttuale', 'Luce: prezzo di oggi per kWh, imposte incluse, quote fisse a parte', 0.24, '€/kWh', ARERA_PRICES_SPLIT, ECO_NOV_2025),
  p('luce.quotaFissaAttuale', 'Luce: quote fisse annue di oggi, imposte incluse', 130, '€/anno', ARERA_PRICES_SPLIT, ECO_NOV_2025),
  p('luce.prezzoRiferimento', 'Luce: prezzo per kWh dell’offerta di riferimento, imposte incluse, quote fisse a parte', 0.25, '€/kWh', ARERA_OFFERS, ECO_NOV_2025),
  p('luce.quotaFissaRiferimento', 'Luce: quote fisse annue dell’offerta di riferimento', 100, '€/anno', ARERA_OFFERS, ECO_NOV_2025),
  p('gas.prezzoAttuale', 'Gas: prezzo di oggi per Smc, imposte incluse, quote fisse a parte', 1.15, '€/Smc', ARERA_PRICES_SPLIT, ECO_NOV_2025),
  p('gas.quotaFissaAttuale', 'Gas: quote fisse annue di oggi, imposte incluse', 140, '€/anno', ARERA_PRICES_SPLIT, ECO_NOV_2025),
  p('gas.prezzoRiferimento', 'Gas: prezzo per Smc dell’offerta di riferimento, imposte incluse, quote fisse a parte', 1.05, '€/Smc', ARERA_OFFERS, ECO_NOV_2025),
  p('gas.quotaFissaRiferimento', 'Gas: quote fisse annue dell’offerta di riferimento', 110, '€/anno', ARERA_OFFERS, ECO_NOV_2025),
  // Consumption estimated from the household when the visitor does not give it: 3 people in 2-3 rooms come to about
  // ARERA's typical household (1.000 + 600·3 = 2.800 kWh; 460·2,5 + 60·3 + 50 = 1.380 Smc).
  p('luce.consumoBase', 'Luce: consumo di base di una casa', 1000, 'kWh/anno', TYPICAL_HOUSEHOLD, ED_DATE_CLAIMS),
  p('luce.consumoPerPersona', 'Luce: consumo per persona', 600, 'kWh/anno', TYPICAL_HOUSEHOLD, ED_DATE_CLAIMS),
  p('luce.extraClimatizzatore', 'Luce: climatizzatore', 400, 'kWh/anno', ENEA, ED_DATE),
  p('luce.extraScaldabagno', 'Luce: scaldabagno elettrico', 1000, 'kWh/anno', ENEA, ED_DATE),
  p('luce.extraAsciugatrice', 'Luce: asciugatrice', 250, 'kWh/anno', ENEA, ED_DATE),
  p('luce.extraRicarica', 'Luce: ricarica auto elettrica', 1500, 'kWh/anno', ENEA, ED_DATE),
  p('luce.quotaConFotovoltaico', 'Luce: quota prelevata dalla rete con pannelli solari', 0.7, 'frazione', GSE, ED_DATE),
  p('gas.riscaldamentoPerStanza', 'Gas: riscaldamento per stanza', 460, 'Smc/anno', TYPICAL_HOUSEHOLD, ED_DATE_CLAIMS),
  p('gas.acquaCaldaPerPersona', 'Gas: acqua calda per persona', 60, 'Smc/anno', TYPICAL_HOUSEHOLD, ED_DATE_CLAIMS),
  p('gas.cottura', 'Gas: piano cottura', 50, 'Smc/anno', TYPICAL_HOUSEHOLD, ED_DATE_CLAIMS),
  // Fotovoltaico. The self-consumed energy is at most the share of consumption that falls while the panels produce,
  // and never more than they produce; it saves the price per kWh, never the fixed fees, which stay. The cost has a
  // part every system pays whatever its size. An apartment's share of the roof limits the power by its size.
  p('fv.consumoBase', 'Fotovoltaico: consumo di base di una casa', 1200, 'kWh/anno', TYPICAL_HOUSEHOLD, ED_DATE_CLAIMS),
  p('fv.consumoPerStanza', 'Fotovoltaico: consumo per stanza', 500, 'kWh/anno', TYPICAL_HOUSEHOLD, ED_DATE_CLAIMS),
  p('fv.consumoMassimoCasa', 'Fotovoltaico: consumo annuo massimo di una casa', 15000, 'kWh/anno', HOUSEHOLD_BOUND, ED_DATE_CLAIMS),
  p('fv.potenzaMinima', 'Fotovoltaico: potenza minima proposta', 1.5, 'kWp', EDITORIAL, ED_DATE),
  p('fv.potenzaMassima', 'Fotovoltaico: potenza massima proposta per una casa', 10, 'kWp', EDITORIAL, ED_DATE),
  p('fv.potenzaPerStanzaAppartamento', 'Fotovoltaico: potenza che sta sulla parte di tetto di un appartamento, per stanza', 1, 'kWp', EDITORIAL, ED_DATE_CLAIMS),
  p('fv.autoconsumo', 'Fotovoltaico: quota dei consumi che avviene mentre i pannelli producono, senza batteria', 0.35, 'frazione', GSE, ED_DATE),
  p('fv.prezzoRitiro', 'Fotovoltaico: prezzo dell’energia ceduta (ritiro dedicato)', 0.1, '€/kWh', GSE, ED_DATE),
  p('fv.costoFisso', 'Fotovoltaico: costo fisso di ogni impianto (progetto, pratiche, allacciamento)', 2000, '€', EDITORIAL, ED_DATE_2026),
  p('fv.costoPerKwp', 'Fotovoltaico: costo per kWp installato, senza batteria', 1300, '€/kWp', EDITORIAL, ED_DATE_2026),
  // Caldaie & Clima.
  p('clima.fabbisognoTermico', 'Caldaie: fabbisogno di calore di una casa tipo (90 m²)', 10000, 'kWh/anno', ENEA, ED_DATE),
  p('clima.pciGas', 'Caldaie: energia di 1 Smc di metano', 10.7, 'kWh/Smc', ENEA, ED_DATE),
  p('clima.rendimentoOltre10', 'Caldaie: rendimento di una caldaia di oltre 10 anni', 0.75, 'frazione', ENEA, ED_DATE),
  p('clima.rendimento5a10', 'Caldaie: rendimento di una caldaia di 5-10 anni', 0.85, 'frazione', ENEA, ED_DATE),
  p('clima.rendimentoSotto5', 'Caldaie: rendimento di una caldaia di meno di 5 anni', 0.9, 'frazione', ENEA, ED_DATE),
  p('clima.rendimentoTradizionale', 'Caldaie: rendimento di una caldaia tradizionale (età non nota)', 0.8, 'frazione', ENEA, ED_DATE),
  p('clima.rendimentoCondensazione', 'Caldaie: rendimento di una caldaia a condensazione', 1.04, 'frazione', ENEA, ED_DATE),
  p('clima.scopPompaCalore', 'Caldaie: SCOP di una pompa di calore', 3.2, 'coefficiente', ENEA, ED_DATE),
  p('clima.ambientiMassimiCasa', 'Climatizzatori: ambienti massimi di una casa', 10, 'ambienti', HOUSEHOLD_BOUND, ED_DATE_CLAIMS),
  ...range('clima.caldaia', 'Caldaia a condensazione installata', 2000, 3500, '€'),
  ...range('clima.pompaCalore', 'Pompa di calore installata', 6000, 12000, '€'),
  ...range('clima.climatizzatorePerAmbiente', 'Climatizzatore installato, per ambiente', 700, 1200, '€'),
  ...range('clima.scaldabagno', 'Scaldabagno installato', 300, 900, '€'),
  ...range('clima.manutenzione', 'Manutenzione o riparazione', 80, 250, '€'),
  // Internet & Mobile: per line, per month.
  ...range('internet.privato', 'Internet e mobile, privato, per linea', 20, 30, '€/mese'),
  ...range('internet.azienda', 'Internet e mobile, azienda, per linea', 25, 45, '€/mese'),
  // Sistemi di allarme.
  ...range('allarme.appartamento', 'Allarme per appartamento', 800, 1500, '€'),
  ...range('allarme.casa', 'Allarme per casa indipendente', 1200, 2500, '€'),
  ...range('allarme.negozio', 'Allarme per negozio o ufficio', 1200, 2800, '€'),
  ...range('allarme.capannone', 'Allarme per capannone', 2500, 6000, '€'),
  ...range('allarme.telecamera', 'Allarme: ogni telecamera', 150, 300, '€'),
  ...range('allarme.riparazione', 'Allarme: riparazione', 100, 300, '€'),
  // Assicurazione Casa: the yearly premium of each cover chosen for a home of 2-3 rooms, times the factor of the size.
  ...range('casa.incendio', 'Assicurazione casa: incendio e scoppio, casa di 2-3 stanze', 40, 90, '€/anno', ED_DATE_2026),
  ...range('casa.furto', 'Assicurazione casa: furto e rapina, casa di 2-3 stanze', 60, 150, '€/anno', ED_DATE_2026),
  ...range('casa.acqua', 'Assicurazione casa: danni da acqua, casa di 2-3 stanze', 30, 80, '€/anno', ED_DATE_2026),
  ...range('casa.rc', 'Assicurazione casa: responsabilità civile, casa di 2-3 stanze', 25, 60, '€/anno', ED_DATE_2026),
  ...range('casa.eventi', 'Assicurazione casa: eventi atmosferici, casa di 2-3 stanze', 20, 60, '€/anno', ED_DATE_2026),
  ...range('casa.terremoto', 'Assicurazione casa: terremoto e alluvione, casa di 2-3 stanze', 80, 250, '€/anno', ED_DATE_2026),
  p('casa.fattore1stanza', 'Assicurazione casa: 1 stanza rispetto a 2-3 stanze', 0.7, 'fattore', EDITORIAL, ED_DATE_2026),
  p('casa.fattore4stanze', 'Assicurazione casa: 4 stanze rispetto a 2-3 stanze', 1.4, 'fattore', EDITORIAL, ED_DATE_2026),
  p('casa.fattore5stanze', 'Assicurazione casa: 5 stanze o più rispetto a 2-3 stanze', 1.8, 'fattore', EDITORIAL, ED_DATE_2026),
  // Assicurazione Auto: motor premiums are not estimated (province, driver's age and vehicle are not asked); pets are.
  ...range('auto.animale', 'Assicurazione animale domestico', 120, 350, '€/anno'),
  // Depuratori.
  ...range('depuratori.sottolavello', 'Depuratore sotto il lavello', 400, 1200, '€'),
  ...range('depuratori.colonna', 'Erogatore a colonna', 900, 2000, '€'),
  ...range('depuratori.addolcitore', 'Addolcitore', 1200, 3000, '€'),
  ...range('depuratori.nonNoto', 'Depuratore (tipo da definire)', 400, 2500, '€'),
  p('depuratori.fattoreAzienda', 'Depuratori: impianto per un’attività fino a 10 persone rispetto a una casa', 2, 'fattore', EDITORIAL, ED_DATE),
  p('depuratori.fattoreAzienda11a50', 'Depuratori: impianto per un’attività da 11 a 50 persone rispetto a una casa', 4, 'fattore', EDITORIAL, ED_DATE_CLAIMS),
  p('depuratori.personeCasaTipo', 'Depuratori: persone servite dai prezzi di una casa', 4, 'persone', EDITORIAL, ED_DATE_CLAIMS),
  p('depuratori.fattoreFamigliaNumerosa', 'Depuratori: impianto per una famiglia più numerosa rispetto a una casa tipo', 1.3, 'fattore', EDITORIAL, ED_DATE_CLAIMS),
  p('depuratori.personeMassimeCasa', 'Depuratori: persone massime di una casa', 10, 'persone', HOUSEHOLD_BOUND, ED_DATE_CLAIMS),
]

const defaults: Record<string, number> = Object.fromEntries(estimateParameterDefaults.map((parameter) => [parameter.key, parameter.value]))

/**
 * The stored values over the defaults, with the services' own values (`<service>:<key>`) of a key the code knows; a
 * stored value that is not a finite number is ignored, and so is a key no model reads.
 */
export function withDefaultParameters(stored: Record<string, unknown>): EstimateParameters {
  const values = { ...defaults }
  for (const [key, value] of Object.entries(stored)) {
    const number = typeof value === 'string' ? Number(value) : value
    if (Object.hasOwn(defaults, baseParameterKey(key)) && typeof number === 'number' && Number.isFinite(number)) values[key] = number
  }
  return values
}

/** What a parameter is and where its value comes from, as "Come l’abbiamo calcolata" names it. */
export type ParameterDocumentation = Readonly<Record<string, Omit<EstimateParameterDefinition, 'key' | 'value'>>>

/** The defaults' descriptions, for a parameter the CMS does not hold (yet). */
export const defaultParameterDocumentation: ParameterDocumentation = Object.fromEntries(
  estimateParameterDefaults.map(({ key, label, unit, source, sourceDate }) => [key, { label, unit, source, sourceDate }]),
)

/**
 * The parameters each model reads, by the first part of their keys (`fv.…`, `luce.…`); every model reads `stime.…`.
 * A service's own value («Parametri stime» with a service) may only be given to a parameter its model reads.
 */
const modelParameterGroups: Record<Exclude<EstimateModel, 'none'>, readonly string[]> = {
  'luce-gas': ['luce', 'gas'],
  fotovoltaico: ['fv', 'luce'],
  'caldaie-clima': ['clima', 'gas', 'luce'],
  'internet-mobile': ['internet'],
  'sistemi-allarme': ['allarme'],
  'assicurazione-casa': ['casa'],
  'assicurazione-auto': ['auto'],
  depuratori: ['depuratori'],
}

/** The parameters a model reads, each with its label, unit and default value; none for «Nessuna stima». */
export function parametersOfModel(model: EstimateModel): readonly EstimateParameterDefinition[] {
  if (model === 'none') return []
  const groups = ['stime', ...modelParameterGroups[model]]
  return estimateParameterDefaults.filter((parameter) => groups.includes(parameter.key.slice(0, parameter.key.indexOf('.'))))
}

/** The parameter a stored key names and the service whose own value it is (none: the value for every service). */
export function parameterOfKey(key: string): { parametro: string; servizio: string | null } {
  const base = baseParameterKey(key)
  return { parametro: base, servizio: base === key ? null : key.slice(0, key.indexOf(':')) }
}

/** The words of «Parametri stime»: the choice of the parameter and of the service, and why a choice is refused. */
export const estimateParameterMessages = {
  parameter: 'Parametro',
  parameterDescription: 'Il dato del calcolo a cui dai un valore. Scegli dall’elenco: ogni voce dice cosa misura e in quale unità.',
  service: 'Solo per il servizio',
  serviceDescription:
    'Vuoto: il valore vale per ogni servizio che usa questo parametro. Scegli un servizio per dargli un valore suo, che per quel servizio prende il posto del valore generale (per esempio un servizio che usa il modello di stima di un altro con prezzi diversi).',
  key: 'Chiave per il calcolo',
  keyDescription: 'Il nome che il calcolo legge, dato dal parametro e dal servizio: non si scrive a mano.',
  choose: 'Scegli un parametro',
  defaultHint: (value: string, source: string) => `Valore predefinito: ${value}. Fonte del valore predefinito: ${source}.`,
  unknown: 'Questo parametro non esiste nei calcoli delle stime: scegline uno dall’elenco.',
  notOfModel: (parameter: string, service: string, model: string) =>
    `Il servizio «${service}» calcola le stime con il modello «${model}», che non usa «${parameter}»: scegli uno dei parametri del suo modello o lascia vuoto il servizio.`,
  noModel: (service: string) => `Il servizio «${service}» non mostra stime («Nessuna stima»): un valore suo non sarebbe usato. Scegli prima il suo modello di stima nella scheda del servizio.`,
} as const

/**
 * Why a parameter cannot be given a value (Italian), or null: it must be one the code reads and, for a service's own
 * value, one its model reads.
 */
export function parameterChoiceProblem(parametro: unknown, service: { name: string; model: EstimateModel; modelLabel: string } | null): string | null {
  const definition = typeof parametro === 'string' ? estimateParameterDefaults.find((parameter) => parameter.key === parametro) : undefined
  if (!definition) return estimateParameterMessages.unknown
  if (!service) return null
  if (service.model === 'none') return estimateParameterMessages.noModel(service.name)
  return parametersOfModel(service.model).includes(definition) ? null : estimateParameterMessages.notOfModel(definition.label, service.name, service.modelLabel)
}
