import { describe, expect, it } from 'vitest'
import {
  computeEstimate,
  estimateParameterDefaults,
  formatEstimateFigure,
  regionOfCap,
  validateAnswers,
  withDefaultParameters,
  type Answers,
  type ServiceSlug,
} from '#content-schema'
import { questionnaireFixtures } from '../../content-schema/src/questionnaire/fixtures.ts'

const defaults = withDefaultParameters({})
const shown = (service: ServiceSlug, answers: Answers, cap: string | null = null, parameters = defaults) =>
  computeEstimate({ service, answers, parameters, cap }).figures.map((figure) => [figure.label, formatEstimateFigure(figure)])

/**
 * Each case worked out by hand from the default parameters (content-schema/src/estimate/parameters.ts), the
 * arithmetic in the comment. Money is rounded to the euro only when shown, so the saving is today − reference
 * before rounding.
 */
const cases: Array<{ name: string; service: ServiceSlug; cap?: string; answers: Answers; figures: string[][] }> = [
  {
    // kWh 1000 + 600·3 + 400 (clima) = 3200; Smc 220·4 + 60·3 + 50 = 1110.
    // Today 3200·0.30 + 120 + 1110·1.25 + 130 = 2597.5; reference 3200·0.25 + 100 + 1110·1.05 + 110 = 2175.5; saving 422.
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
      ['Consumo di luce stimato', '3200 kWh/anno'],
      ['Consumo di gas stimato', '1110 Smc/anno'],
      ['Spesa annua stimata oggi', '2598 €/anno'],
      ['Con l’offerta di riferimento', '2176 €/anno'],
      ['Risparmio stimato', '422 €/anno'],
    ],
  },
  {
    // kWh (1000 + 600) · 0.7 with solar panels = 1120; today 1120·0.30 + 120 = 456; reference 1120·0.25 + 100 = 380.
    name: 'Solo Luce, 1 persona con pannelli solari',
    service: 'luce-gas',
    answers: { serviceNeeded: 'Solo Luce', userType: 'Privato', hasElectricitySupply: 'No', electricityActivationType: 'Voltura', electricityUsage: ['Frigorifero'], residents: '1', houseSize: '1 stanza', solarPanel: 'Sì' },
    figures: [
      ['Consumo di luce stimato', '1120 kWh/anno'],
      ['Spesa annua stimata oggi', '456 €/anno'],
      ['Con l’offerta di riferimento', '380 €/anno'],
      ['Risparmio stimato', '76 €/anno'],
    ],
  },
  {
    // New gas supply (no usage answer: all three): 220·5.5 + 60·5 + 50 = 1560 Smc; 1560·1.25 + 130 = 2080; 1560·1.05 + 110 = 1748.
    name: 'Solo Gas, nuova fornitura, 5+ persone, 5+ stanze',
    service: 'luce-gas',
    answers: { serviceNeeded: 'Solo Gas', userType: 'Privato', hasGasSupply: 'No', gasActivationType: 'Prima attivazione', residents: '5+', houseSize: '+5 stanze', solarPanel: 'No' },
    figures: [
      ['Consumo di gas stimato', '1560 Smc/anno'],
      ['Spesa annua stimata oggi', '2080 €/anno'],
      ['Con l’offerta di riferimento', '1748 €/anno'],
      ['Risparmio stimato', '332 €/anno'],
    ],
  },
  {
    // Lazio 1460 kWh/kWp: 3000/1460 = 2.05 → 2 kWp; 2920 kWh; self-used 35 % = 1022 kWh.
    // Saving 1022·0.30 + 1898·0.10 = 496.4; cost 2·1700 = 3400; payback 3400/496.4 = 6.849 → 6.8.
    name: 'Fotovoltaico, 3000 kWh a Roma',
    service: 'fotovoltaico',
    cap: '00184',
    answers: { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3000, location: '00184 - Roma' },
    figures: [
      ['Potenza consigliata', '2 kWp'],
      ['Produzione annua', '2920 kWh/anno'],
      ['Energia autoconsumata', '35 %'],
      ['Risparmio stimato', '496 €/anno'],
      ['Costo indicativo dell’impianto', '3400 €'],
      ['Rientro dell’investimento', '6,8 anni'],
    ],
  },
  {
    // Consumption 1200 + 500·2.5 = 2450; Lombardia 1280: 2450/1280 = 1.91 → 2 kWp; 2560 kWh; self-used 896.
    // Saving 896·0.30 + 1664·0.10 = 435.2; payback 3400/435.2 = 7.81 → 7.8.
    name: 'Fotovoltaico, consumo non noto, 2-3 stanze a Milano',
    service: 'fotovoltaico',
    cap: '20121',
    answers: { userType: 'Privato', propertyType: 'Appartamento', roofOwnership: 'Sì', propertySize: '2-3 stanze', knowsConsumption: 'No, non lo so', hasExistingSystem: 'No', location: '20121 - Milano' },
    figures: [
      ['Potenza consigliata', '2 kWp'],
      ['Produzione annua', '2560 kWh/anno'],
      ['Energia autoconsumata', '35 %'],
      ['Risparmio stimato', '435 €/anno'],
      ['Costo indicativo dell’impianto', '3400 €'],
      ['Rientro dell’investimento', '7,8 anni'],
    ],
  },
  {
    // 100,000 kWh would need 66 kWp: capped at 10. Sicily 1580: 15,800 kWh; self-used 5530 (35 %).
    // Saving 5530·0.30 + 10270·0.10 = 2686; cost 17,000; payback 6.33 → 6.3.
    name: 'Fotovoltaico, azienda con consumi alti a Palermo: potenza massima',
    service: 'fotovoltaico',
    cap: '90133',
    answers: { userType: 'Azienda con Partita IVA', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '+5 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 100000, location: '90133 - Palermo' },
    figures: [
      ['Potenza consigliata', '10 kWp'],
      ['Produzione annua', '15.800 kWh/anno'],
      ['Energia autoconsumata', '35 %'],
      ['Risparmio stimato', '2686 €/anno'],
      ['Costo indicativo dell’impianto', '17.000 €'],
      ['Rientro dell’investimento', '6,3 anni'],
    ],
  },
  {
    // 10,000 kWh of heat. Today: 10000/0.75/10.7·1.25 = 1557.6; condensing 10000/1.04/10.7·1.25 = 1123.3 (saving 434.3);
    // heat pump 10000/3.2·0.30 = 937.5 (saving 620.1, the better one). Cost 2000+6000 – 3500+12000.
    name: 'Caldaie, sostituzione di un impianto di oltre 10 anni: condensazione e pompa di calore',
    service: 'caldaie-clima',
    answers: { userType: 'Privato', interventionType: 'Sostituzione', productType: ['Caldaia a condensazione', 'Pompa di calore'], currentSystemAge: 'Più di 10 anni', location: '59100 - Prato' },
    figures: [
      ['Spesa annua per il riscaldamento oggi', '1558 €/anno'],
      ['Risparmio con caldaia a condensazione', '434 €/anno'],
      ['Risparmio con pompa di calore', '620 €/anno'],
      ['Costo indicativo dei prodotti scelti', '8000 – 15.500 €'],
    ],
  },
  {
    // Compared with a traditional boiler (0.80): 10000/0.8/10.7·1.25 = 1460.3; condensing 1123.3: saving 337.
    name: 'Caldaie, nuova caldaia a condensazione',
    service: 'caldaie-clima',
    answers: { userType: 'Privato', interventionType: 'Nuova installazione', productType: ['Caldaia a condensazione'], location: '59100 - Prato' },
    figures: [
      ['Spesa annua per il riscaldamento oggi', '1460 €/anno'],
      ['Risparmio con caldaia a condensazione', '337 €/anno'],
      ['Costo indicativo dei prodotti scelti', '2000 – 3500 €'],
    ],
  },
  {
    name: 'Clima, 3 climatizzatori: 3·700 – 3·1200',
    service: 'caldaie-clima',
    answers: { userType: 'Privato', interventionType: 'Nuova installazione', productType: ['Climatizzatore'], roomsToCool: 3, location: '59100 - Prato' },
    figures: [['Costo indicativo dei prodotti scelti', '2100 – 3600 €']],
  },
  {
    name: 'Caldaie, manutenzione',
    service: 'caldaie-clima',
    answers: { userType: 'Privato', interventionType: 'Manutenzione o riparazione', productType: ['Caldaia a condensazione'], currentSystemAge: 'Non lo so', location: '59100 - Prato' },
    figures: [['Costo indicativo dell’intervento', '80 – 250 €']],
  },
  {
    name: 'Internet, azienda, cambio con 2-3 linee: 2·25 – 3·45',
    service: 'internet-mobile',
    answers: { userType: 'Azienda / P.IVA', serviceType: 'Cambio fornitore', currentProvider: 'Tim', activeLines: '2-3 linee' },
    figures: [['Canone mensile indicativo', '50 – 135 €/mese']],
  },
  {
    name: 'Internet, privato, nuova linea: 20 – 30',
    service: 'internet-mobile',
    answers: { userType: 'Privato', serviceType: 'Nuova attivazione', lineCount: '1 linea' },
    figures: [['Canone mensile indicativo', '20 – 30 €/mese']],
  },
  {
    name: 'Allarme, casa indipendente con 3-4 telecamere: 1200 + 3·150 – 2500 + 4·300',
    service: 'sistemi-allarme',
    answers: { userType: 'Privato', propertyType: 'Casa indipendente', hasAlarmSystem: 'No', systemFeatures: ['Videosorveglianza'], cameraCount: '3-4', installationTime: 'Entro un mese', location: '59100 - Prato' },
    figures: [['Costo indicativo dell’impianto', '1650 – 3700 €']],
  },
  {
    name: 'Allarme da riparare',
    service: 'sistemi-allarme',
    answers: { userType: 'Privato', propertyType: 'Appartamento', hasAlarmSystem: 'Sì', alarmUpgrade: 'Ripararlo', systemFeatures: ['Controllo da app'], installationTime: 'Entro un mese', location: '59100 - Prato' },
    figures: [['Costo indicativo della riparazione', '100 – 300 €']],
  },
  {
    name: 'Assicurazione casa, 4 stanze, 3 garanzie: 160 + 3·20 – 280 + 3·40',
    service: 'assicurazione-casa',
    answers: { userType: 'Privato', homeOwnership: 'Di proprietà', coverage: ['Incendio e scoppio', 'Furto e rapina', 'Danni da acqua'], houseSize: '4 stanze', location: '59100 - Prato' },
    figures: [['Premio annuo indicativo', '220 – 400 €/anno']],
  },
  {
    name: 'RC moto, classe 1: 0.6·350 – 0.6·600',
    service: 'assicurazione-auto',
    answers: { userType: 'Privato', insuranceType: 'Moto', vehicleModel: 'Honda SH', registrationYear: 'Dal 2021', meritClass: '1', insuranceNeeds: 'RC e furto', location: '59100 - Prato' },
    figures: [['Premio annuo indicativo', '210 – 360 €/anno']],
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
    figures: [['Costo indicativo installato', '2400 – 6000 €']],
  },
  {
    name: 'Depuratore sotto il lavello per una famiglia',
    service: 'depuratori',
    answers: { userType: 'Privato', waterUse: ['Acqua da bere'], purifierType: 'Sotto il lavello', householdSize: 4, location: '59100 - Prato' },
    figures: [['Costo indicativo installato', '400 – 1200 €']],
  },
]

describe('computeEstimate', () => {
  it.each(cases.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    // Every case is an answer set the seeded questionnaire accepts, so the keys are the ones visitors really send.
    expect(validateAnswers(questionnaireFixtures[row.service], row.answers).success).toBe(true)
    expect(shown(row.service, row.answers, row.cap ?? null)).toEqual(row.figures)
  })

  it('marks every estimate with its parameters and only one highlighted figure', () => {
    for (const row of cases) {
      const estimate = computeEstimate({ service: row.service, answers: row.answers, parameters: defaults, cap: row.cap ?? null })
      expect(estimate.figures.filter((figure) => figure.highlight), row.name).toHaveLength(1)
      expect(estimate.parameters.length, row.name).toBeGreaterThan(0)
      for (const key of estimate.parameters) expect(estimateParameterDefaults.some((parameter) => parameter.key === key), key).toBe(true)
    }
  })

  it('uses an edited parameter and ignores unknown keys and values that are not numbers', () => {
    const answers = cases[1]!.answers
    const edited = withDefaultParameters({ 'luce.prezzoAttuale': '0.35', 'luce.inventato': 99, 'luce.quotaFissaAttuale': 'molto' })
    // 1120·0.35 + 120 = 512; saving 512 − 380 = 132.
    expect(shown('luce-gas', answers, null, edited).slice(1, 4)).toEqual([
      ['Spesa annua stimata oggi', '512 €/anno'],
      ['Con l’offerta di riferimento', '380 €/anno'],
      ['Risparmio stimato', '132 €/anno'],
    ])
  })

  it('falls back to a typical household when a questionnaire no longer asks something', () => {
    // 1000 + 600·3 = 2800 kWh; 220·2.5 + 60·3 + 50 = 780 Smc.
    expect(shown('luce-gas', {}).slice(0, 2)).toEqual([
      ['Consumo di luce stimato', '2800 kWh/anno'],
      ['Consumo di gas stimato', '780 Smc/anno'],
    ])
  })

  it('charts the comparison it states', () => {
    const estimate = computeEstimate({ service: 'luce-gas', answers: cases[0]!.answers, parameters: defaults })
    expect(estimate.chart.bars).toEqual([
      { label: 'Oggi', value: 2598 },
      { label: 'Offerta di riferimento', value: 2176 },
    ])
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
