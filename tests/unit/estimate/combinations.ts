import { pruneHiddenAnswers, validateAnswers, type Answers, type AnswerValue, type ServiceSlug } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'

/**
 * The answers each table row varies, per service: every product of these values is tried, the answers to questions
 * the others hide are dropped (as the questionnaire does), and only sets the seeded questionnaire accepts are kept —
 * so every row is something a visitor can really send.
 */
const axes: Record<ServiceSlug, Record<string, AnswerValue[]>> = {
  'luce-gas': {
    serviceNeeded: ['Solo Luce', 'Solo Gas', 'Luce + Gas'],
    userType: ['Privato', 'Azienda / P.IVA'],
    hasElectricitySupply: ['Sì', 'No'],
    electricityActivationType: ['Voltura'],
    currentElectricityProvider: ['Enel Energia'],
    electricityUsage: [['Frigorifero'], ['Frigorifero', 'Climatizzatore', 'Scaldabagno', 'Asciugatrice', 'Stazione di ricarica']],
    hasGasSupply: ['Sì', 'No'],
    gasActivationType: ['Prima attivazione'],
    currentGasProvider: ['Eni Plenitude'],
    gasUsage: [['Piano cottura'], ['Piano cottura', 'Riscaldamento', 'Acqua calda']],
    residents: ['1', '3', '5+'],
    houseSize: ['1 stanza', '+5 stanze'],
    solarPanel: ['Sì', 'No'],
  },
  fotovoltaico: {
    userType: ['Privato', 'Azienda con Partita IVA'],
    propertyType: ['Appartamento', 'Villetta'],
    roofOwnership: ['Sì', 'No'],
    propertySize: ['1 stanza', '2-3 stanze', '4 stanze', '+5 stanze'],
    knowsConsumption: ['Sì, lo conosco', 'No, non lo so'],
    energyConsumption: [500, 1500, 3200, 6000, 12000, 14000, 30000, 200000],
    hasExistingSystem: ['Sì', 'No'],
    location: ['59100 - Prato', '20121 - Milano', '90133 - Palermo'],
  },
  'caldaie-clima': {
    userType: ['Privato', 'Azienda / P.IVA'],
    interventionType: ['Nuova installazione', 'Sostituzione', 'Manutenzione o riparazione'],
    productType: [['Caldaia a condensazione'], ['Pompa di calore'], ['Climatizzatore'], ['Scaldabagno'], ['Caldaia a condensazione', 'Pompa di calore'], ['Caldaia a condensazione', 'Pompa di calore', 'Climatizzatore', 'Scaldabagno']],
    currentSystemAge: ['Meno di 5 anni', '5-10 anni', 'Più di 10 anni', 'Non lo so'],
    roomsToCool: [1, 4, 20],
    location: ['59100 - Prato'],
  },
  'internet-mobile': {
    userType: ['Privato', 'Azienda / P.IVA'],
    serviceType: ['Nuova attivazione', 'Cambio fornitore'],
    lineCount: ['1 linea', '2-3 linee', '4-5 linee', 'Più di 5 linee'],
    currentProvider: ['Tim', 'Vodafone', 'Fastweb', 'Windtre', 'Tre', 'Altro'],
    activeLines: ['1 linea', '2-3 linee', '4-5 linee', 'Più di 5 linee'],
  },
  'sistemi-allarme': {
    userType: ['Privato', 'Azienda / P.IVA'],
    propertyType: ['Appartamento', 'Casa indipendente', 'Negozio o ufficio', 'Capannone'],
    hasAlarmSystem: ['Sì', 'No'],
    alarmUpgrade: ['Ampliarlo', 'Sostituirlo', 'Ripararlo'],
    systemFeatures: [['Sensori porte e finestre'], ['Videosorveglianza', 'Controllo da app']],
    cameraCount: ['1-2', '5 o più', 'Non lo so'],
    installationTime: ['Entro un mese'],
    location: ['59100 - Prato'],
  },
  'assicurazione-casa': {
    userType: ['Privato', 'Azienda / P.IVA'],
    homeOwnership: ['Di proprietà', 'In affitto'],
    coverage: [
      ['Incendio e scoppio'],
      ['Furto e rapina'],
      ['Terremoto e alluvione'],
      ['Incendio e scoppio', 'Responsabilità civile'],
      ['Incendio e scoppio', 'Furto e rapina', 'Danni da acqua', 'Responsabilità civile', 'Eventi atmosferici', 'Terremoto e alluvione'],
    ],
    houseSize: ['1 stanza', '2-3 stanze', '4 stanze', '+5 stanze'],
    location: ['59100 - Prato'],
  },
  'assicurazione-auto': {
    userType: ['Privato', 'Azienda / P.IVA'],
    insuranceType: ['Auto', 'Moto', 'Animale domestico'],
    vehicleModel: ['Fiat Panda'],
    registrationYear: ['Prima del 2010', 'Dal 2021'],
    meritClass: ['1', '10-14', 'Non lo so'],
    petType: ['Cane', 'Gatto', 'Altro'],
    petAge: ['Meno di 1 anno', '10 anni o più'],
    petCoverage: [['Spese veterinarie'], ['Spese veterinarie', 'Interventi chirurgici', 'Responsabilità civile']],
    insuranceNeeds: ['Copertura base'],
    location: ['59100 - Prato', '90133 - Palermo'],
  },
  depuratori: {
    userType: ['Privato', 'Azienda / P.IVA'],
    waterUse: [['Acqua da bere'], ['Tutta la casa', 'Cucina'], ['Attività commerciale']],
    purifierType: ['Sotto il lavello', 'Erogatore a colonna', 'Addolcitore', 'Non lo so'],
    householdSize: [1, 6, 12],
    employees: ['Fino a 10', '11-50', 'Oltre 50'],
    location: ['59100 - Prato'],
  },
}

function* product(entries: Array<[string, AnswerValue[]]>, chosen: Answers = {}): Generator<Answers> {
  if (entries.length === 0) {
    yield chosen
    return
  }
  const [[key, values], ...rest] = entries as [[string, AnswerValue[]], ...Array<[string, AnswerValue[]]>]
  for (const value of values) yield* product(rest, { ...chosen, [key]: value })
}

/** Every distinct answer set of the service that its questionnaire accepts, with the CAP the estimate is given. */
export function answerCombinations(service: ServiceSlug): Array<{ answers: Answers; cap: string | null }> {
  const definition = questionnaireFixtures[service]
  const seen = new Map<string, { answers: Answers; cap: string | null }>()
  for (const raw of product(Object.entries(axes[service]))) {
    const answers = pruneHiddenAnswers(definition, raw)
    if (!validateAnswers(definition, answers).success) continue
    const location = typeof answers.location === 'string' ? answers.location : null
    seen.set(JSON.stringify(answers), { answers, cap: location ? location.slice(0, 5) : null })
  }
  return [...seen.values()]
}
