import { describe, expect, it } from 'vitest'
import {
  computeEstimate,
  estimateNotices,
  formatEstimateFigure,
  ownEstimateModel,
  questionnaireMessages,
  regionOfCap,
  validateAnswers,
  withDefaultParameters,
  type Answers,
  type Estimate,
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
    // kWh 1000 + 600·3 + 400 (clima) = 3200; Smc 220·4 + 60·3 + 50 = 1110. Today, everything included:
    // 3200·0.30 + 1110·1.25 = 2347.5 → 2348; reference 3200·0.25 + 100 + 1110·1.05 + 110 = 2175.5 → 2176; saving 172.
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
      ['Consumo di gas stimato', '1.110 Smc/anno'],
      ['Spesa annua stimata oggi', '2.348 €/anno'],
      ['Con l’offerta di riferimento', '2.176 €/anno'],
      ['Risparmio stimato', '172 €/anno'],
    ],
  },
  {
    // Luce already supplied, gas to activate: kWh 1000 + 600·2 = 2200, 2200·0.30 = 660 today, 2200·0.25 + 100 = 650;
    // gas (heating, hot water, cooking assumed) 220·2.5 + 60·2 + 50 = 720 Smc, 720·1.05 + 110 = 866 for the new supply.
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
      ['Consumo di gas stimato', '720 Smc/anno'],
      ['Spesa annua stimata oggi (luce)', '660 €/anno'],
      ['Con l’offerta di riferimento (luce)', '650 €/anno'],
      ['Risparmio stimato (luce)', '10 €/anno'],
      ['Spesa annua stimata della nuova fornitura di gas', '866 €/anno'],
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
    // the production. Bill 3000·0.30 = 900; saving 1050·0.30 = 315; sold 1870·0.10 = 187; benefit 502;
    // cost 2000 + 2·1300 = 4600; payback 4600/502 = 9.16 → 9.2.
    name: 'Fotovoltaico, 3000 kWh a Roma',
    service: 'fotovoltaico',
    cap: '00184',
    answers: { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3000, location: '00184 - Roma' },
    figures: [
      ['Potenza consigliata', '2 kWp'],
      ['Produzione annua', '2.920 kWh/anno'],
      ['Energia autoconsumata', '36 %'],
      ['Risparmio in bolletta', '315 €/anno'],
      ['Ricavo dall’energia ceduta alla rete', '187 €/anno'],
      ['Beneficio annuo stimato', '502 €/anno'],
      ['Costo indicativo dell’impianto', '4.600 €'],
      ['Rientro dell’investimento', '9,2 anni'],
    ],
  },
  {
    // Consumption 1200 + 500·2.5 = 2450; Lombardia 1280: 1.91 → 2 kWp; 2560 kWh; used directly 857.5 (33 %).
    // Saving 857.5·0.30 = 257.25 → 257; sold 1702.5·0.10 → 170; benefit 427; payback 4600/427 = 10.77 → 10.8.
    name: 'Fotovoltaico, consumo non noto, 2-3 stanze a Milano',
    service: 'fotovoltaico',
    cap: '20121',
    answers: { userType: 'Privato', propertyType: 'Appartamento', roofOwnership: 'Sì', propertySize: '2-3 stanze', knowsConsumption: 'No, non lo so', hasExistingSystem: 'No', location: '20121 - Milano' },
    figures: [
      ['Potenza consigliata', '2 kWp'],
      ['Produzione annua', '2.560 kWh/anno'],
      ['Energia autoconsumata', '33 %'],
      ['Risparmio in bolletta', '257 €/anno'],
      ['Ricavo dall’energia ceduta alla rete', '170 €/anno'],
      ['Beneficio annuo stimato', '427 €/anno'],
      ['Costo indicativo dell’impianto', '4.600 €'],
      ['Rientro dell’investimento', '10,8 anni'],
    ],
  },
  {
    // 10,000 kWh of heat. Today: 10000/0.75/10.7·1.25 = 1557.6 → 1558; condensing 10000/1.04/10.7·1.25 = 1123.3 → 1123
    // (saving 435); heat pump 10000/3.2·0.30 = 937.5 → 938 (saving 620, the better one). Cost 2000+6000 – 3500+12000.
    name: 'Caldaie, sostituzione di un impianto di oltre 10 anni: condensazione e pompa di calore',
    service: 'caldaie-clima',
    answers: { userType: 'Privato', interventionType: 'Sostituzione', productType: ['Caldaia a condensazione', 'Pompa di calore'], currentSystemAge: 'Più di 10 anni', location: '59100 - Prato' },
    figures: [
      ['Spesa annua per il riscaldamento oggi', '1.558 €/anno'],
      ['Risparmio con caldaia a condensazione', '435 €/anno'],
      ['Risparmio con pompa di calore', '620 €/anno'],
      ['Costo indicativo dei prodotti scelti', '8.000 – 15.500 €'],
    ],
  },
  {
    // No boiler of today: against a traditional one (0.80), 10000/0.8/10.7·1.25 = 1460.3 → 1460; condensing 1123: saving 337.
    name: 'Caldaie, nuova caldaia a condensazione',
    service: 'caldaie-clima',
    answers: { userType: 'Privato', interventionType: 'Nuova installazione', productType: ['Caldaia a condensazione'], location: '59100 - Prato' },
    figures: [
      ['Spesa annua con una caldaia tradizionale', '1.460 €/anno'],
      ['Risparmio con caldaia a condensazione rispetto a una caldaia tradizionale', '337 €/anno'],
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
    // 3200·0.35 + 1387.5 = 2507.5 → 2508; reference unchanged 2176; saving 332.
    expect(shown(estimate).slice(2)).toEqual([
      ['Spesa annua stimata oggi', '2.508 €/anno'],
      ['Con l’offerta di riferimento', '2.176 €/anno'],
      ['Risparmio stimato', '332 €/anno'],
    ])
    expect(estimate.basis.find((line) => line.key === 'luce.prezzoAttuale')).toEqual({
      key: 'luce.prezzoAttuale',
      label: 'Prezzo luce del trimestre',
      value: 0.35,
      unit: '€/kWh',
      source: 'ARERA, aggiornamento di prova',
      sourceDate: '2026-01-01',
    })
    expect(estimate.sources).toContain('ARERA, aggiornamento di prova (01/01/2026)')
  })

  it('falls back to a typical household when a questionnaire no longer asks something, and says so', () => {
    const estimate = estimateOf('luce-gas', {})
    // 1000 + 600·3 = 2800 kWh; 220·2.5 + 60·3 + 50 = 780 Smc; no supply answered as existing: no spesa di oggi.
    expect(shown(estimate).slice(0, 2)).toEqual([
      ['Consumo di luce stimato', '2.800 kWh/anno'],
      ['Consumo di gas stimato', '780 Smc/anno'],
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
    // The bill is 0 €: the saving on it is 0 €, and what the system earns is the energy sold, said as such.
    expect(estimate.chart?.bars).toEqual([
      { label: 'Oggi', value: 0 },
      { label: 'Con il fotovoltaico', value: 0 },
    ])
    expect(figureOf(estimate, 'Risparmio in bolletta')?.value).toBe(0)
    // 1.5 kWp in Toscana make 2085 kWh; 0.35 kWh used directly, the rest sold at 0.10 €/kWh: 208.
    expect(figureOf(estimate, 'Ricavo dall’energia ceduta alla rete')?.value).toBe(208)
  })

  it('Fotovoltaico for a business using 200 MWh: no household model and no household tariff, and why', () => {
    const estimate = estimateOf('fotovoltaico', solar({ userType: 'Azienda con Partita IVA', energyConsumption: 200_000 }), '59100')
    expect(estimate).toMatchObject({ kind: 'none', figures: [], notice: estimateNotices.fotovoltaicoBusiness, basis: [], sources: [] })
  })

  it('Fotovoltaico for a household using 200 MWh: the power capped at 10 kWp, and the cap said beside it', () => {
    const estimate = estimateOf('fotovoltaico', solar({ energyConsumption: 200_000 }), '59100')
    // Toscana 1390 kWh/kWp: 143.9 kWp needed; 10 kWp make 13,900 kWh, 7 % of the consumption, all used directly.
    expect(figureOf(estimate, 'Potenza consigliata')).toMatchObject({
      value: 10,
      note: 'Il massimo che proponiamo per una casa: ai tuoi consumi servirebbero 143,9 kWp, così l’impianto ne copre il 7 %.',
    })
    expect(formatEstimateFigure(figureOf(estimate, 'Produzione annua')!)).toBe('13.900 kWh/anno')
    expect(figureOf(estimate, 'Energia autoconsumata')?.value).toBe(100)
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
    // 1000 + 2400 = 3400 kWh → 950; 880 + 240 + 50 = 1170 Smc → 1338.5: 2288.5 → 2289 in all.
    expect(shown(estimate).at(-1)).toEqual(['Spesa annua stimata della nuova fornitura di luce e gas', '2.289 €/anno'])
    expect(estimate.chart?.bars.map((bar) => bar.label)).toEqual(['Luce', 'Gas'])
  })

  it('Luce & Gas for a business: not estimated "per 1 persona e 1 stanza", and why', () => {
    const estimate = estimateOf('luce-gas', { serviceNeeded: 'Solo Luce', userType: 'Azienda / P.IVA', hasElectricitySupply: 'Sì', currentElectricityProvider: 'Enel Energia', electricityUsage: ['Frigorifero'] })
    expect(estimate).toMatchObject({ kind: 'none', figures: [], notice: estimateNotices.luceGasBusiness, assumptions: [] })
  })

  it('0,30 €/kWh "tutto compreso" gets no fixed fees added on top', () => {
    const estimate = estimateOf('luce-gas', { serviceNeeded: 'Solo Luce', userType: 'Privato', hasElectricitySupply: 'Sì', currentElectricityProvider: 'Enel Energia', electricityUsage: ['Frigorifero'], residents: '2', houseSize: '2-3 stanze', solarPanel: 'No' })
    // 2200 kWh · 0.30 = 660, nothing added.
    expect(figureOf(estimate, 'Spesa annua stimata oggi')?.value).toBe(660)
    const price = estimate.basis.find((line) => line.key === 'luce.prezzoAttuale')!
    expect(price.label).toContain('tutto compreso')
    expect(estimate.parameters.filter((key) => key.startsWith('luce.quotaFissa'))).toEqual(['luce.quotaFissaRiferimento'])
  })

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
