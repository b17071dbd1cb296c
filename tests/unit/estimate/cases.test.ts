import { describe, expect, it } from 'vitest'
import {
  computeEstimate,
  estimateNotices,
  estimateParameterDefaults,
  formatEstimateFigure,
  ownEstimateModel,
  questionnaireMessages,
  regionOfCap,
  validateAnswers,
  withDefaultParameters,
  type Answers,
  type Estimate,
  type ParameterDocumentation,
  type ServiceSlug,
} from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'

const defaults = withDefaultParameters({})
const estimateOf = (service: ServiceSlug, answers: Answers, cap: string | null = null, parameters = defaults) => computeEstimate({ service, model: ownEstimateModel(service), answers, parameters, cap })
const shown = (estimate: Estimate) => estimate.figures.map((figure) => [figure.label, formatEstimateFigure(figure)])
const figureOf = (estimate: Estimate, label: string) => estimate.figures.find((figure) => figure.label === label)

/**
 * Each case worked out by hand from the default parameters (content-schema/src/estimate/parameters.ts), the
 * arithmetic in the comment. Money is rounded to the euro before it is compared, so a saving is the difference of
 * the two amounts shown.
 */
const cases: Array<{ name: string; service: ServiceSlug; cap?: string; answers: Answers; figures: string[][] }> = [
  {
    // kWh 1000 + 600·3 + 400 (clima) = 3200; Smc 460·4 + 60·3 + 50 = 2070. Both sides a price per unit plus their
    // fixed fees: today 3200·0.24 + 130 + 2070·1.15 + 140 = 3418.5 → 3419; reference 3200·0.25 + 100 + 2070·1.05 + 110
    // = 3183.5 → 3184; saving 235.
    name: 'Luce + Gas, 3 persone, 4 stanze, climatizzatore, gas per tutto',
    service: 'luce-gas',
    answers: {
      serviceNeeded: 'Luce + Gas',
      userType: 'Privato',
      hasElectricitySupply: 'Sì',
      currentElectricityProvider: 'Enel Energia',
      electricityUsage: ['Frigorifero', 'Lavatrice', 'Climatizzatore'],
      hasGasSupply: 'Sì',
      currentGasProvider: 'Eni Plenitude',
      gasUsage: ['Piano cottura', 'Riscaldamento', 'Acqua calda'],
      residents: '3',
      houseSize: '4 stanze',
      solarPanel: 'No',
    },
    figures: [
      ['Consumo di luce stimato', '3.200 kWh/anno'],
      ['Consumo di gas stimato', '2.070 Smc/anno'],
      ['Spesa annua stimata oggi', '3.419 €/anno'],
      ['Con l’offerta di riferimento', '3.184 €/anno'],
      ['Risparmio stimato', '235 €/anno'],
    ],
  },
  {
    // Luce already supplied, gas to activate: kWh 1000 + 600·2 = 2200, 2200·0.24 + 130 = 658 today, 2200·0.25 + 100 = 650;
    // gas (heating, hot water, cooking assumed) 460·2.5 + 60·2 + 50 = 1320 Smc, 1320·1.05 + 110 = 1496 for the new supply.
    name: 'Luce + Gas, luce attiva e gas da attivare: il risparmio solo sulla luce, il gas senza spesa di oggi',
    service: 'luce-gas',
    answers: {
      serviceNeeded: 'Luce + Gas',
      userType: 'Privato',
      hasElectricitySupply: 'Sì',
      currentElectricityProvider: 'Enel Energia',
      electricityUsage: ['Frigorifero'],
      hasGasSupply: 'No',
      gasActivationType: 'Voltura',
      residents: '2',
      houseSize: '2-3 stanze',
      solarPanel: 'No',
    },
    figures: [
      ['Consumo di luce stimato', '2.200 kWh/anno'],
      ['Consumo di gas stimato', '1.320 Smc/anno'],
      ['Spesa annua stimata oggi (luce)', '658 €/anno'],
      ['Con l’offerta di riferimento (luce)', '650 €/anno'],
      ['Risparmio stimato (luce)', '8 €/anno'],
      ['Spesa annua stimata della nuova fornitura di gas', '1.496 €/anno'],
    ],
  },
  {
    // A voltura is a supply to take over, not a bill of today: (1000 + 600) · 0.7 with solar panels = 1120 kWh; 1120·0.25 + 100 = 380.
    name: 'Solo Luce, voltura, 1 persona con pannelli solari',
    service: 'luce-gas',
    answers: { serviceNeeded: 'Solo Luce', userType: 'Privato', hasElectricitySupply: 'No', electricityActivationType: 'Voltura', electricityUsage: ['Frigorifero'], residents: '1', houseSize: '1 stanza', solarPanel: 'Sì' },
    figures: [
      ['Consumo di luce stimato', '1.120 kWh/anno'],
      ['Spesa annua stimata della nuova fornitura di luce', '380 €/anno'],
    ],
  },
  {
    // Lazio 1460 kWh/kWp: 3000/1460 = 2.05 → 2 kWp; 2920 kWh. Used directly: min(2920, 35 % of 3000 = 1050) = 1050, 36 % of
    // the production. Bill 3000·0.24 + 130 = 850; saving 1050·0.24 = 252 (the price per kWh: the fixed fees stay);
    // sold 1870·0.10 = 187; benefit 439; cost 2000 + 2·1300 = 4600; payback 4600/439 = 10.48 → 10.5.
    name: 'Fotovoltaico, 3000 kWh a Roma',
    service: 'fotovoltaico',
    cap: '00184',
    answers: { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3000, location: '00184 - Roma' },
    figures: [
      ['Potenza consigliata', '2 kWp'],
      ['Produzione annua', '2.920 kWh/anno'],
      ['Energia autoconsumata', '36 %'],
      ['Risparmio in bolletta', '252 €/anno'],
      ['Ricavo dall’energia ceduta alla rete', '187 €/anno'],
      ['Beneficio annuo stimato', '439 €/anno'],
      ['Costo indicativo dell’impianto', '4.600 €'],
      ['Rientro dell’investimento', '10,5 anni'],
    ],
  },
  {
    // Consumption 1200 + 500·2.5 = 2450; Lombardia 1280: 1.91 → 2 kWp, within an apartment's roof share (2.5 rooms ·
    // 1 kWp); 2560 kWh; used directly 857.5 (33 %). Saving 857.5·0.24 = 205.8 → 206; sold 1702.5·0.10 → 170; benefit 376;
    // payback 4600/376 = 12.23 → 12.2.
    name: 'Fotovoltaico, consumo non noto, 2-3 stanze a Milano',
    service: 'fotovoltaico',
    cap: '20121',
    answers: { userType: 'Privato', propertyType: 'Appartamento', roofOwnership: 'Sì', propertySize: '2-3 stanze', knowsConsumption: 'No, non lo so', hasExistingSystem: 'No', location: '20121 - Milano' },
    figures: [
      ['Potenza consigliata', '2 kWp'],
      ['Produzione annua', '2.560 kWh/anno'],
      ['Energia autoconsumata', '33 %'],
      ['Risparmio in bolletta', '206 €/anno'],
      ['Ricavo dall’energia ceduta alla rete', '170 €/anno'],
      ['Beneficio annuo stimato', '376 €/anno'],
      ['Costo indicativo dell’impianto', '4.600 €'],
      ['Rientro dell’investimento', '12,2 anni'],
    ],
  },
  {
    // 10,000 kWh of heat, at the prices per unit (the fixed fees are paid either way). Today: 10000/0.75/10.7·1.15 =
    // 1433.0 → 1433; condensing 10000/1.04/10.7·1.15 = 1033.4 → 1033 (saving 400); heat pump 10000/3.2·0.24 = 750
    // (saving 683, the better one). Cost 2000+6000 – 3500+12000.
    name: 'Caldaie, sostituzione di un impianto di oltre 10 anni: condensazione e pompa di calore',
    service: 'caldaie-clima',
    answers: { userType: 'Privato', interventionType: 'Sostituzione', productType: ['Caldaia a condensazione', 'Pompa di calore'], currentSystemAge: 'Più di 10 anni', location: '59100 - Prato' },
    figures: [
      ['Spesa annua per il riscaldamento oggi', '1.433 €/anno'],
      ['Risparmio con caldaia a condensazione', '400 €/anno'],
      ['Risparmio con pompa di calore', '683 €/anno'],
      ['Costo indicativo dei prodotti scelti', '8.000 – 15.500 €'],
    ],
  },
  {
    // No boiler of today: against a traditional one (0.80), 10000/0.8/10.7·1.15 = 1343.5 → 1343; condensing 1033: saving 310.
    name: 'Caldaie, nuova caldaia a condensazione',
    service: 'caldaie-clima',
    answers: { userType: 'Privato', interventionType: 'Nuova installazione', productType: ['Caldaia a condensazione'], location: '59100 - Prato' },
    figures: [
      ['Spesa annua con una caldaia tradizionale', '1.343 €/anno'],
      ['Risparmio con caldaia a condensazione rispetto a una caldaia tradizionale', '310 €/anno'],
      ['Costo indicativo dei prodotti scelti', '2.000 – 3.500 €'],
    ],
  },
  {
    name: 'Clima, 3 climatizzatori: 3·700 – 3·1200',
    service: 'caldaie-clima',
    answers: { userType: 'Privato', interventionType: 'Nuova installazione', productType: ['Climatizzatore'], roomsToCool: 3, location: '59100 - Prato' },
    figures: [['Costo indicativo dei prodotti scelti', '2.100 – 3.600 €']],
  },
  {
    name: 'Internet, azienda, cambio con 2-3 linee: 2·25 – 3·45',
    service: 'internet-mobile',
    answers: { userType: 'Azienda / P.IVA', serviceType: 'Cambio fornitore', currentProvider: 'Tim', activeLines: '2-3 linee' },
    figures: [['Canone mensile indicativo', '50 – 135 €/mese']],
  },
  {
    name: 'Allarme, casa indipendente con 3-4 telecamere: 1200 + 3·150 – 2500 + 4·300',
    service: 'sistemi-allarme',
    answers: { userType: 'Privato', propertyType: 'Casa indipendente', hasAlarmSystem: 'No', systemFeatures: ['Videosorveglianza'], cameraCount: '3-4', installationTime: 'Entro un mese', location: '59100 - Prato' },
    figures: [['Costo indicativo dell’impianto', '1.650 – 3.700 €']],
  },
  {
    // Fire 40 + theft 60 + water 30 = 130, 90 + 150 + 80 = 320, each ×1.4 for 4 rooms: 182 – 448.
    name: 'Assicurazione casa, 4 stanze, 3 garanzie',
    service: 'assicurazione-casa',
    answers: { userType: 'Privato', homeOwnership: 'Di proprietà', coverage: ['Incendio e scoppio', 'Furto e rapina', 'Danni da acqua'], houseSize: '4 stanze', location: '59100 - Prato' },
    figures: [['Premio annuo indicativo', '182 – 448 €/anno']],
  },
  {
    name: 'Assicurazione del gatto',
    service: 'assicurazione-auto',
    answers: { userType: 'Privato', insuranceType: 'Animale domestico', petType: 'Gatto', petAge: '1-5 anni', petCoverage: ['Spese veterinarie'], insuranceNeeds: 'Spese veterinarie', location: '59100 - Prato' },
    figures: [['Premio annuo indicativo', '120 – 350 €/anno']],
  },
  {
    name: 'Addolcitore per un’azienda: 2·1200 – 2·3000',
    service: 'depuratori',
    answers: { userType: 'Azienda / P.IVA', waterUse: ['Tutta la casa'], purifierType: 'Addolcitore', employees: 'Fino a 10', location: '59100 - Prato' },
    figures: [['Costo indicativo installato', '2.400 – 6.000 €']],
  },
  {
    name: 'Addolcitore per un’azienda di 11-50 persone: 4·1200 – 4·3000',
    service: 'depuratori',
    answers: { userType: 'Azienda / P.IVA', waterUse: ['Tutta la casa'], purifierType: 'Addolcitore', employees: '11-50', location: '59100 - Prato' },
    figures: [['Costo indicativo installato', '4.800 – 12.000 €']],
  },
  {
    name: 'Depuratore sotto il lavello per 6 persone, più di una famiglia tipo di 4: 1,3·400 – 1,3·1200',
    service: 'depuratori',
    answers: { userType: 'Privato', waterUse: ['Acqua da bere'], purifierType: 'Sotto il lavello', householdSize: 6, location: '59100 - Prato' },
    figures: [['Costo indicativo installato', '520 – 1.560 €']],
  },
  {
    name: 'Depuratore sotto il lavello per 2 persone: il prezzo di una casa',
    service: 'depuratori',
    answers: { userType: 'Privato', waterUse: ['Acqua da bere'], purifierType: 'Sotto il lavello', householdSize: 2, location: '59100 - Prato' },
    figures: [['Costo indicativo installato', '400 – 1.200 €']],
  },
  {
    // Apartment of 2-3 rooms: its roof share takes 2.5 · 1 = 2.5 kWp. 6000 kWh in Toscana need 4.3 kWp: 2.5 kWp make
    // 3475 → 3480 kWh; used directly min(3475, 2100) = 2100 (60 %); saving 2100·0.24 = 504; sold 1375·0.10 = 137.5 → 138;
    // benefit 642; cost 2000 + 2.5·1300 = 5250; payback 8.18 → 8.2.
    name: 'Fotovoltaico, appartamento di 2-3 stanze con 6000 kWh: la potenza limitata dalla sua parte di tetto',
    service: 'fotovoltaico',
    cap: '59100',
    answers: { userType: 'Privato', propertyType: 'Appartamento', roofOwnership: 'Sì', propertySize: '2-3 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 6000, location: '59100 - Prato' },
    figures: [
      ['Potenza consigliata', '2,5 kWp'],
      ['Produzione annua', '3.480 kWh/anno'],
      ['Energia autoconsumata', '60 %'],
      ['Risparmio in bolletta', '504 €/anno'],
      ['Ricavo dall’energia ceduta alla rete', '138 €/anno'],
      ['Beneficio annuo stimato', '642 €/anno'],
      ['Costo indicativo dell’impianto', '5.250 €'],
      ['Rientro dell’investimento', '8,2 anni'],
    ],
  },
]

describe('computeEstimate, worked by hand', () => {
  it.each(cases.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    // Every case is an answer set the seeded questionnaire accepts, so the keys are the ones visitors really send.
    expect(validateAnswers(questionnaireFixtures[row.service], row.answers).success).toBe(true)
    expect(shown(estimateOf(row.service, row.answers, row.cap ?? null))).toEqual(row.figures)
  })

  it('uses an edited parameter, with the record’s own description, source and date, and ignores unknown keys and non-numbers', () => {
    const edited = withDefaultParameters({ 'luce.prezzoAttuale': '0.35', 'luce.inventato': 99, 'luce.prezzoRiferimento': 'molto' })
    const answers = cases[0]!.answers
    const estimate = computeEstimate({
      service: 'luce-gas',
      model: 'luce-gas',
      answers,
      parameters: edited,
      documentation: { 'luce.prezzoAttuale': { label: 'Prezzo luce del trimestre', unit: '€/kWh', source: 'ARERA, aggiornamento di prova', sourceDate: '2026-01-01' } },
    })
    // 3200·0.35 + 130 + 2520.5 = 3770.5 → 3771; reference unchanged 3184; saving 587.
    expect(shown(estimate).slice(2)).toEqual([
      ['Spesa annua stimata oggi', '3.771 €/anno'],
      ['Con l’offerta di riferimento', '3.184 €/anno'],
      ['Risparmio stimato', '587 €/anno'],
    ])
    expect(estimate.basis.find((line) => line.key === 'luce.prezzoAttuale')).toEqual({
      key: 'luce.prezzoAttuale',
      label: 'Prezzo luce del trimestre',
      value: 0.35,
      unit: '€/kWh',
      source: 'ARERA, aggiornamento di prova',
      sourceDate: '2026-01-01',
    })
  })

  it('falls back to a typical household when a questionnaire no longer asks something, and says so', () => {
    const estimate = estimateOf('luce-gas', {})
    // 1000 + 600·3 = 2800 kWh; 460·2.5 + 60·3 + 50 = 1380 Smc, about ARERA's typical household (2.700 kWh, 1.400 Smc);
    // no supply answered as existing: no spesa di oggi.
    expect(shown(estimate).slice(0, 2)).toEqual([
      ['Consumo di luce stimato', '2.800 kWh/anno'],
      ['Consumo di gas stimato', '1.380 Smc/anno'],
    ])
    expect(estimate.assumptions).toContain('Dove non ci hai risposto abbiamo usato una famiglia di 3 persone in una casa di 2-3 stanze.')
  })
})

/** The cases of issue #24, "Estimates contradict themselves", each as the visitor now reads it. */
describe('issue #24: estimates that contradicted themselves', () => {
  const solar = (answers: Answers) => ({ userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', location: '59100 - Prato', ...answers })

  it('Fotovoltaico with 1 kWh a year: the questionnaire refuses it; an old answer gets the smallest system, said so, and no saving larger than its bill', () => {
    const refused = validateAnswers(questionnaireFixtures.fotovoltaico, solar({ energyConsumption: 1 }))
    expect(refused).toMatchObject({ success: false, issues: [{ key: 'energyConsumption', message: questionnaireMessages.numberTooSmall(500) }] })
    expect(questionnaireMessages.numberTooSmall(500)).toBe('Il valore minimo è 500.')

    const estimate = estimateOf('fotovoltaico', solar({ energyConsumption: 1 }), '59100')
    expect(figureOf(estimate, 'Potenza consigliata')).toMatchObject({ value: 1.5, note: 'La più piccola che proponiamo: ai tuoi consumi basterebbero meno di 0,1 kWp.' })
    expect(figureOf(estimate, 'Energia autoconsumata')?.value).toBe(0)
    // The bill is its fixed fees, 130 €, which the panels do not touch: the saving on it is 0 €, and what the system
    // earns is the energy sold, said as such.
    expect(estimate.chart?.bars).toEqual([
      { label: 'Oggi', value: 130 },
      { label: 'Con il fotovoltaico', value: 130 },
    ])
    expect(figureOf(estimate, 'Risparmio in bolletta')?.value).toBe(0)
    // 1.5 kWp in Toscana make 2085 kWh; 0.35 kWh used directly, the rest sold at 0.10 €/kWh: 208.
    expect(figureOf(estimate, 'Ricavo dall’energia ceduta alla rete')?.value).toBe(208)
  })

  it('Fotovoltaico for a business using 200 MWh: no household model and no household tariff, and why', () => {
    const estimate = estimateOf('fotovoltaico', solar({ userType: 'Azienda con Partita IVA', energyConsumption: 200_000 }), '59100')
    expect(estimate).toMatchObject({ kind: 'none', figures: [], notice: estimateNotices.fotovoltaicoBusiness, basis: [] })
  })

  it('Fotovoltaico for a household using 15 MWh: the power capped at 10 kWp, and the cap said beside it', () => {
    const estimate = estimateOf('fotovoltaico', solar({ energyConsumption: 15_000 }), '59100')
    // Toscana 1390 kWh/kWp: 10.8 kWp needed; 10 kWp make 13,900 kWh, 93 % of the consumption; 35 % of 15,000 = 5250
    // used directly, 38 % of the production.
    expect(figureOf(estimate, 'Potenza consigliata')).toMatchObject({
      value: 10,
      note: 'Il massimo che proponiamo per una casa: ai tuoi consumi servirebbero 10,8 kWp, così l’impianto ne copre il 93 %.',
    })
    expect(formatEstimateFigure(figureOf(estimate, 'Produzione annua')!)).toBe('13.900 kWh/anno')
    expect(figureOf(estimate, 'Energia autoconsumata')?.value).toBe(38)
  })

  it('Fotovoltaico for 1.000.000 kWh a year (the questionnaire accepts it): «pensata per una casa», no figure', () => {
    expect(validateAnswers(questionnaireFixtures.fotovoltaico, solar({ energyConsumption: 1_000_000 })).success).toBe(true)
    const estimate = estimateOf('fotovoltaico', solar({ energyConsumption: 1_000_000 }), '59100')
    expect(estimate).toMatchObject({ kind: 'none', figures: [], chart: null, notice: estimateNotices.outOfHousehold('un consumo di 1.000.000 kWh all’anno') })
    expect(estimate.notice).toMatch(/^Questa stima è pensata per una casa: /)
    // The editors' bound decides: raised to 2.000.000 kWh, the same answers get a figure (the 10 kWp of a home).
    const raised = estimateOf('fotovoltaico', solar({ energyConsumption: 1_000_000 }), '59100', withDefaultParameters({ 'fv.consumoMassimoCasa': 2_000_000 }))
    expect(figureOf(raised, 'Potenza consigliata')?.value).toBe(10)
  })

  it('a one-room apartment is offered no system its roof share cannot take; a house of one room is', () => {
    const flat = { userType: 'Privato', propertyType: 'Appartamento', roofOwnership: 'Sì', propertySize: '1 stanza', knowsConsumption: 'No, non lo so', hasExistingSystem: 'No', location: '59100 - Prato' }
    expect(validateAnswers(questionnaireFixtures.fotovoltaico, flat).success).toBe(true)
    // 1 room · 1 kWp = 1 kWp of roof share, less than the smallest system (1.5 kWp).
    expect(estimateOf('fotovoltaico', flat, '59100')).toMatchObject({ kind: 'none', figures: [], notice: estimateNotices.fotovoltaicoNoRoomOnRoof('1 stanza') })
    expect(figureOf(estimateOf('fotovoltaico', { ...flat, propertyType: 'Villetta' }, '59100'), 'Potenza consigliata')?.value).toBe(1.5)
  })

  it('an apartment whose roof is not owned, and a home with a system already, get no system', () => {
    expect(estimateOf('fotovoltaico', solar({ propertyType: 'Appartamento', roofOwnership: 'No' }), '59100')).toMatchObject({
      kind: 'none',
      notice: estimateNotices.fotovoltaicoRoofNotOwned,
    })
    const existing = { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'No, non lo so', hasExistingSystem: 'Sì', location: '59100 - Prato' }
    expect(validateAnswers(questionnaireFixtures.fotovoltaico, existing).success).toBe(true)
    expect(estimateOf('fotovoltaico', existing, '59100')).toMatchObject({ kind: 'none', notice: estimateNotices.fotovoltaicoExistingSystem })
  })

  it('payback in Toscana follows the size: a fixed cost makes small systems pay back later', () => {
    const paybacks = [1500, 3000, 6000, 12000].map((kwh) => figureOf(estimateOf('fotovoltaico', solar({ energyConsumption: kwh }), '59100'), 'Rientro dell’investimento')!.value)
    expect(new Set(paybacks).size).toBe(4)
    expect([...paybacks].sort((a, b) => b - a)).toEqual(paybacks)
  })

  it('Luce & Gas for a new supply: no "spesa oggi" and no saving, only what the new supply would cost', () => {
    const estimate = estimateOf('luce-gas', {
      serviceNeeded: 'Luce + Gas',
      userType: 'Privato',
      hasElectricitySupply: 'No',
      electricityActivationType: 'Prima attivazione',
      electricityUsage: ['Frigorifero'],
      hasGasSupply: 'No',
      gasActivationType: 'Prima attivazione',
      residents: '4',
      houseSize: '4 stanze',
      solarPanel: 'No',
    })
    const labels = estimate.figures.map((figure) => figure.label)
    expect(labels.filter((label) => /oggi|Risparmio/i.test(label))).toEqual([])
    // 1000 + 2400 = 3400 kWh → 3400·0.25 + 100 = 950; 1840 + 240 + 50 = 2130 Smc → 2130·1.05 + 110 = 2346.5: 3296.5 → 3297.
    expect(shown(estimate).at(-1)).toEqual(['Spesa annua stimata della nuova fornitura di luce e gas', '3.297 €/anno'])
    expect(estimate.chart?.bars.map((bar) => bar.label)).toEqual(['Luce', 'Gas'])
  })

  it('Luce & Gas for a business: not estimated "per 1 persona e 1 stanza", and why', () => {
    const estimate = estimateOf('luce-gas', { serviceNeeded: 'Solo Luce', userType: 'Azienda / P.IVA', hasElectricitySupply: 'Sì', currentElectricityProvider: 'Enel Energia', electricityUsage: ['Frigorifero'] })
    expect(estimate).toMatchObject({ kind: 'none', figures: [], notice: estimateNotices.luceGasBusiness, assumptions: [] })
  })

})

/** The cases of issue #32 item 7, "Estimates that the method makes wrong", each as the visitor now reads it. */
describe('issue #32: estimates the method cannot contradict', () => {
  const luce = (answers: Answers) => ({ serviceNeeded: 'Solo Luce', userType: 'Privato', hasElectricitySupply: 'Sì', currentElectricityProvider: 'Enel Energia', electricityUsage: ['Frigorifero'], solarPanel: 'No', ...answers })

  it('today and the reference offer on one basis: a price per kWh plus each side’s own fixed fees', () => {
    const estimate = estimateOf('luce-gas', luce({ residents: '2', houseSize: '2-3 stanze' }))
    // 2200 kWh: today 2200·0.24 + 130 = 658; reference 2200·0.25 + 100 = 650; saving 8.
    expect(shown(estimate).slice(1)).toEqual([
      ['Spesa annua stimata oggi', '658 €/anno'],
      ['Con l’offerta di riferimento', '650 €/anno'],
      ['Risparmio stimato', '8 €/anno'],
    ])
    expect(estimate.parameters.filter((key) => key.startsWith('luce.'))).toEqual(
      expect.arrayContaining(['luce.prezzoAttuale', 'luce.quotaFissaAttuale', 'luce.prezzoRiferimento', 'luce.quotaFissaRiferimento']),
    )
    for (const key of ['luce.prezzoAttuale', 'luce.prezzoRiferimento']) expect(estimate.basis.find((line) => line.key === key)!.label).toMatch(/quote fisse a parte/)
  })

  it('gas for cooking only is no longer dearer today by construction: 198 € against 163 €', () => {
    const estimate = estimateOf('luce-gas', { serviceNeeded: 'Solo Gas', userType: 'Privato', hasGasSupply: 'Sì', currentGasProvider: 'Eni Plenitude', gasUsage: ['Piano cottura'], residents: '1', houseSize: '1 stanza', solarPanel: 'No' })
    // 50 Smc: today 50·1.15 + 140 = 197.5 → 198; reference 50·1.05 + 110 = 162.5 → 163; saving 35.
    expect(shown(estimate).slice(1)).toEqual([
      ['Spesa annua stimata oggi', '198 €/anno'],
      ['Con l’offerta di riferimento', '163 €/anno'],
      ['Risparmio stimato', '35 €/anno'],
    ])
  })

  it('when the reference costs more than today: no «Risparmio stimato 0 €/anno», the difference said in words', () => {
    const estimate = estimateOf('luce-gas', luce({ residents: '5+', houseSize: '1 stanza' }))
    // 1000 + 600·5 = 4000 kWh: today 4000·0.24 + 130 = 1090; reference 4000·0.25 + 100 = 1100, 10 € more.
    expect(estimate.figures.map((figure) => figure.label)).not.toContain('Risparmio stimato')
    expect(figureOf(estimate, 'Spesa annua stimata oggi')).toEqual({ label: 'Spesa annua stimata oggi', value: 1090, unit: '€/anno', highlight: true })
    expect(figureOf(estimate, 'Con l’offerta di riferimento')).toEqual({
      label: 'Con l’offerta di riferimento',
      value: 1100,
      unit: '€/anno',
      note: 'Con i tuoi consumi l’offerta di riferimento costerebbe 10 € all’anno più di oggi: cambiare solo per il prezzo non ti conviene.',
    })
  })

  it('a figure ARERA does not publish is an editorial estimate and says so; ARERA’s typical household is 1.400 Smc', () => {
    const estimate = estimateOf('luce-gas', { serviceNeeded: 'Luce + Gas', userType: 'Privato', hasElectricitySupply: 'Sì', hasGasSupply: 'Sì', gasUsage: ['Riscaldamento', 'Acqua calda', 'Piano cottura'], residents: '3', houseSize: '2-3 stanze' })
    for (const key of ['gas.riscaldamentoPerStanza', 'gas.acquaCaldaPerPersona', 'gas.cottura', 'luce.consumoPerPersona', 'luce.consumoBase']) {
      const line = estimate.basis.find((candidate) => candidate.key === key)!
      expect(line.source, key).toMatch(/^Stima redazionale CasaConfronta/)
      expect(line.source, key).toContain('1.400 Smc/anno')
    }
    // 3 people heating 2-3 rooms: 460·2.5 + 60·3 + 50 = 1380 Smc, ARERA's typical household to the rounding.
    expect(figureOf(estimate, 'Consumo di gas stimato')?.value).toBe(1380)
    // No line names ARERA as the source of a figure it does not publish.
    const ours = estimate.basis.filter((line) => !line.key.includes('prezzoRiferimento') && !line.key.includes('quotaFissaRiferimento'))
    expect(ours.length).toBeGreaterThan(0)
    for (const line of ours) expect(line.source, line.key).not.toMatch(/^ARERA/)
  })

  it('self-consumed solar kWh are worth the price per kWh, without the fixed fees, which stay on the bill', () => {
    const estimate = estimateOf('fotovoltaico', { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3000 }, '00184')
    // 1050 kWh used directly · 0.24 = 252 (not · 0.30 all-in = 315); the bill 850 keeps its 130 € of fixed fees.
    expect(figureOf(estimate, 'Risparmio in bolletta')?.value).toBe(252)
    expect(estimate.chart?.bars).toEqual([
      { label: 'Oggi', value: 850 },
      { label: 'Con il fotovoltaico', value: 598 },
    ])
    expect(estimate.assumptions).toContain('L’energia che consumi direttamente vale il prezzo di oggi per kWh, 0,24 €/kWh: le quote fisse della bolletta restano. Quella ceduta vale 0,10 €/kWh.')
  })

  it('climatizzare 20 ambienti, a household of 12 or a business of over 50: «pensata per una casa», no figure', () => {
    const rooms = { userType: 'Privato', interventionType: 'Nuova installazione', productType: ['Climatizzatore'], roomsToCool: 20, location: '59100 - Prato' }
    expect(validateAnswers(questionnaireFixtures['caldaie-clima'], rooms).success).toBe(true)
    expect(estimateOf('caldaie-clima', rooms)).toMatchObject({ kind: 'none', notice: estimateNotices.outOfHousehold('climatizzare 20 ambienti') })
    const people = { userType: 'Privato', waterUse: ['Acqua da bere'], purifierType: 'Sotto il lavello', householdSize: 12, location: '59100 - Prato' }
    expect(validateAnswers(questionnaireFixtures.depuratori, people).success).toBe(true)
    expect(estimateOf('depuratori', people)).toMatchObject({ kind: 'none', notice: estimateNotices.outOfHousehold('una famiglia di 12 persone') })
    expect(estimateOf('depuratori', { userType: 'Azienda / P.IVA', waterUse: ['Tutta la casa'], purifierType: 'Addolcitore', employees: 'Oltre 50' })).toMatchObject({
      kind: 'none',
      notice: estimateNotices.depuratoriLargeBusiness,
    })
  })

  it('Depuratori uses the household size and the employees it asks: each changes the figure', () => {
    const home = (householdSize: number) => estimateOf('depuratori', { userType: 'Privato', waterUse: ['Acqua da bere'], purifierType: 'Sotto il lavello', householdSize })
    expect(shown(home(4))).toEqual([['Costo indicativo installato', '400 – 1.200 €']])
    expect(shown(home(5))).toEqual([['Costo indicativo installato', '520 – 1.560 €']])
    expect(home(5).assumptions[0]).toBe('Impianto per una casa di 5 persone, più grande di quello di una famiglia tipo.')
    const business = (employees: string) => shown(estimateOf('depuratori', { userType: 'Azienda / P.IVA', waterUse: ['Cucina'], purifierType: 'Sotto il lavello', employees }))
    expect(business('Fino a 10')).toEqual([['Costo indicativo installato', '800 – 2.400 €']])
    expect(business('11-50')).toEqual([['Costo indicativo installato', '1.600 – 4.800 €']])
  })

  it('parameters older than the editors’ validity warn beside the figures; none without a date to compare', () => {
    const answers = luce({ residents: '2', houseSize: '2-3 stanze' })
    const at = (today: string | undefined, parameters = defaults) => computeEstimate({ service: 'luce-gas', model: 'luce-gas', answers, parameters, today })
    // The prices are dated 01/10/2025: 12 months later they are still valid, a day after they are not.
    expect(at('2026-10-01').warning).toBeUndefined()
    expect(at('2026-10-02').warning).toBe('Alcuni dati di questa stima hanno più di 12 mesi (il più vecchio è del 01/10/2025): prezzi e costi di oggi possono essere diversi.')
    expect(at('2026-11-28', withDefaultParameters({ 'stime.validitaMesi': 24 })).warning).toBeUndefined()
    expect(at(undefined).warning).toBeUndefined()
    // The PVGIS yield (01/06/2025) describes the sun, not a market: only the parameters count. Every parameter dated
    // 01/11/2026: no warning; with the seeded dates, the oldest parameter (01/10/2025, today's price) is named.
    const solarAt = (documentation?: ParameterDocumentation) =>
      computeEstimate({
        service: 'fotovoltaico',
        model: 'fotovoltaico',
        answers: { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3000 },
        parameters: defaults,
        documentation,
        cap: '59100',
        today: '2026-11-28',
      })
    const recent = Object.fromEntries(estimateParameterDefaults.map(({ key, label, unit, source }) => [key, { label, unit, source, sourceDate: '2026-11-01' }]))
    expect(solarAt(recent).basis.find((line) => line.key.startsWith('pvgis.'))?.sourceDate).toBe('2025-06-01')
    expect(solarAt(recent).warning).toBeUndefined()
    expect(solarAt().warning).toBe('Alcuni dati di questa stima hanno più di 12 mesi (il più vecchio è del 01/10/2025): prezzi e costi di oggi possono essere diversi.')
    // An estimate without figures has nothing to warn about.
    expect(computeEstimate({ service: 'luce-gas', model: 'luce-gas', answers: { userType: 'Azienda / P.IVA' }, parameters: defaults, today: '2030-01-01' }).warning).toBeUndefined()
  })
})

/** More of issue #24's cases. */
describe('issue #24: estimates that contradicted themselves, continued', () => {
  const solar = (answers: Answers) => ({ userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', location: '59100 - Prato', ...answers })


  it('the kWh field starts empty, moves by 100 from 500 and refuses what no bill shows', () => {
    const step = questionnaireFixtures.fotovoltaico.steps.find((candidate) => candidate.key === 'energyConsumption')
    expect(step).toMatchObject({ kind: 'number', min: 500, max: 1_000_000, step: 100, unit: 'kWh/anno' })
    expect(step && 'default' in step ? step.default : undefined).toBeUndefined()
    expect(validateAnswers(questionnaireFixtures.fotovoltaico, solar({ energyConsumption: 3250 }))).toMatchObject({
      success: false,
      issues: [{ message: 'Arrotonda il valore: va di 100 in 100.' }],
    })
    expect(validateAnswers(questionnaireFixtures.fotovoltaico, solar({ energyConsumption: 2_000_000 }))).toMatchObject({
      success: false,
      issues: [{ message: 'Il valore massimo è 1.000.000.' }],
    })
  })

  it('car insurance without province, age and vehicle shows no number, and why', () => {
    for (const insuranceType of ['Auto', 'Moto']) {
      const estimate = estimateOf('assicurazione-auto', { userType: 'Privato', insuranceType, vehicleModel: 'Fiat Panda', registrationYear: 'Dal 2021', meritClass: '1', insuranceNeeds: 'RC', location: '59100 - Prato' })
      expect(estimate).toMatchObject({ kind: 'none', figures: [], chart: null })
      expect(estimate.notice).toMatch(/provincia.*età di chi guida.*veicolo/)
    }
  })

  it('home insurance for 1 room, fire only: the fire cover for one room, not a package', () => {
    const estimate = estimateOf('assicurazione-casa', { userType: 'Privato', homeOwnership: 'In affitto', coverage: ['Incendio e scoppio'], houseSize: '1 stanza', location: '59100 - Prato' })
    // 40·0.7 – 90·0.7.
    expect(shown(estimate)).toEqual([['Premio annuo indicativo', '28 – 63 €/anno']])
  })

  it('Italian plural agreement: "1 stanza, 1 garanzia", "3 garanzie"', () => {
    const one = estimateOf('assicurazione-casa', { userType: 'Privato', homeOwnership: 'In affitto', coverage: ['Incendio e scoppio'], houseSize: '1 stanza', location: '59100 - Prato' })
    expect(one.assumptions[0]).toBe('1 stanza, 1 garanzia: incendio e scoppio.')
    const three = estimateOf('assicurazione-casa', { userType: 'Privato', homeOwnership: 'Di proprietà', coverage: ['Incendio e scoppio', 'Furto e rapina', 'Danni da acqua'], houseSize: '4 stanze', location: '59100 - Prato' })
    expect(three.assumptions[0]).toBe('4 stanze, 3 garanzie: incendio e scoppio, furto e rapina, danni da acqua.')
    const oneRoom = estimateOf('caldaie-clima', { userType: 'Privato', interventionType: 'Nuova installazione', productType: ['Climatizzatore'], roomsToCool: 1, location: '59100 - Prato' })
    expect(oneRoom.assumptions).toContain('Climatizzatori per 1 ambiente.')
  })

  it('one number format side by side: "8.000 – 15.500 €" beside "13.900 kWh/anno"', () => {
    expect(formatEstimateFigure({ value: 8000, max: 15500, unit: '€' })).toBe('8.000 – 15.500 €')
    expect(formatEstimateFigure({ value: 13900, unit: 'kWh/anno' })).toBe('13.900 kWh/anno')
    expect(formatEstimateFigure({ value: 6.85, unit: 'anni' })).toBe('6,9 anni')
  })
})

describe('regionOfCap', () => {
  it.each([
    ['00184', 'Lazio'],
    ['20121', 'Lombardia'],
    ['28100', 'Piemonte'],
    ['39100', 'Trentino-Alto Adige'],
    ['46100', 'Lombardia'],
    ['59100', 'Toscana'],
    ['76121', 'Puglia'],
    ['85100', 'Basilicata'],
    ['90133', 'Sicilia'],
    ['09124', 'Sardegna'],
    ['99999', null],
    ['abc', null],
  ])('%s → %s', (cap, region) => {
    expect(regionOfCap(cap)).toBe(region)
  })
})
