import type { Answers } from '../questionnaire/engine.ts'
import { stepsFromBlocks } from '../questionnaire/stepBlocks.ts'
import { estimateModelLabels, type EstimateModel } from './models.ts'

/**
 * What each estimate model reads from a questionnaire, in the editor's words: one input per answer it uses, with an
 * Italian label and, for a choice, the answers it understands — taken from the options of the questionnaire the model
 * was written for (content-schema/fixtures/questionnaires, checked by tests/unit/estimateInputs.test.ts). A model
 * reads the answer of the question with its input's key; a service maps its own questions to the inputs in the CMS
 * (Services › «Domande della stima»), so its questionnaire may name them as it likes.
 */
export type EstimateModelInput = {
  /** The key the model reads: the question's key in the model's own questionnaire, stored as it was. */
  key: string
  label: string
  /** One answer among `choices`, several of them, or a number. */
  kind: 'choice' | 'choices' | 'number'
  choices?: readonly string[]
}

export const estimateModelInputs: Record<Exclude<EstimateModel, 'none'>, readonly EstimateModelInput[]> = {
  'luce-gas': [
    { key: 'userType', label: 'Privato o azienda', kind: 'choice', choices: ['Privato', 'Azienda / P.IVA'] },
    { key: 'serviceNeeded', label: 'Fornitura richiesta (luce, gas o entrambe)', kind: 'choice', choices: ['Solo Luce', 'Solo Gas', 'Luce + Gas'] },
    { key: 'residents', label: 'Persone in casa', kind: 'choice', choices: ['1', '2', '3', '4', '5+'] },
    { key: 'houseSize', label: 'Grandezza della casa', kind: 'choice', choices: ['1 stanza', '2-3 stanze', '4 stanze', '+5 stanze'] },
    { key: 'electricityUsage', label: 'Elettrodomestici usati', kind: 'choices', choices: ['Frigorifero', 'Forno elettrico', 'Lavatrice', 'Climatizzatore', 'Lavastoviglie', 'Scaldabagno', 'Asciugatrice', 'Stazione di ricarica'] },
    { key: 'solarPanel', label: 'Pannelli solari già presenti', kind: 'choice', choices: ['Sì', 'No'] },
    { key: 'hasElectricitySupply', label: 'Fornitura di luce già attiva', kind: 'choice', choices: ['Sì', 'No'] },
    { key: 'hasGasSupply', label: 'Fornitura di gas già attiva', kind: 'choice', choices: ['Sì', 'No'] },
    { key: 'gasUsage', label: 'Usi del gas', kind: 'choices', choices: ['Piano cottura', 'Riscaldamento', 'Acqua calda'] },
  ],
  fotovoltaico: [
    { key: 'userType', label: 'Privato o azienda', kind: 'choice', choices: ['Privato', 'Azienda con Partita IVA'] },
    { key: 'propertyType', label: 'Tipo di immobile', kind: 'choice', choices: ['Appartamento', 'Villa a schiera', 'Villetta'] },
    { key: 'propertySize', label: 'Grandezza dell’immobile', kind: 'choice', choices: ['1 stanza', '2-3 stanze', '4 stanze', '+5 stanze'] },
    { key: 'roofOwnership', label: 'Tetto di proprietà', kind: 'choice', choices: ['Sì', 'No'] },
    { key: 'hasExistingSystem', label: 'Impianto fotovoltaico già presente', kind: 'choice', choices: ['Sì', 'No'] },
    { key: 'energyConsumption', label: 'Consumo annuo di energia elettrica', kind: 'number' },
  ],
  'caldaie-clima': [
    { key: 'userType', label: 'Privato o azienda', kind: 'choice', choices: ['Privato', 'Azienda / P.IVA'] },
    { key: 'interventionType', label: 'Tipo di intervento', kind: 'choice', choices: ['Nuova installazione', 'Sostituzione', 'Manutenzione o riparazione'] },
    { key: 'productType', label: 'Impianti richiesti', kind: 'choices', choices: ['Caldaia a condensazione', 'Pompa di calore', 'Climatizzatore', 'Scaldabagno'] },
    { key: 'roomsToCool', label: 'Ambienti da climatizzare', kind: 'number' },
    { key: 'currentSystemAge', label: 'Età dell’impianto attuale', kind: 'choice', choices: ['Meno di 5 anni', '5-10 anni', 'Più di 10 anni', 'Non lo so'] },
  ],
  'internet-mobile': [
    { key: 'userType', label: 'Privato o azienda', kind: 'choice', choices: ['Privato', 'Azienda / P.IVA'] },
    { key: 'activeLines', label: 'Linee già attive', kind: 'choice', choices: ['1 linea', '2-3 linee', '4-5 linee', 'Più di 5 linee'] },
    { key: 'lineCount', label: 'Linee da attivare', kind: 'choice', choices: ['1 linea', '2-3 linee', '4-5 linee', 'Più di 5 linee'] },
  ],
  'sistemi-allarme': [
    { key: 'userType', label: 'Privato o azienda', kind: 'choice', choices: ['Privato', 'Azienda / P.IVA'] },
    { key: 'propertyType', label: 'Tipo di immobile', kind: 'choice', choices: ['Appartamento', 'Casa indipendente', 'Negozio o ufficio', 'Capannone'] },
    { key: 'alarmUpgrade', label: 'Intervento sull’impianto d’allarme attuale', kind: 'choice', choices: ['Ampliarlo', 'Sostituirlo', 'Ripararlo'] },
    { key: 'systemFeatures', label: 'Funzioni dell’impianto d’allarme', kind: 'choices', choices: ['Sensori porte e finestre', 'Videosorveglianza', 'Collegamento alla vigilanza', 'Controllo da app'] },
    { key: 'cameraCount', label: 'Numero di telecamere', kind: 'choice', choices: ['1-2', '3-4', '5 o più', 'Non lo so'] },
  ],
  'assicurazione-casa': [
    { key: 'userType', label: 'Privato o azienda', kind: 'choice', choices: ['Privato', 'Azienda / P.IVA'] },
    { key: 'coverage', label: 'Coperture richieste', kind: 'choices', choices: ['Incendio e scoppio', 'Furto e rapina', 'Danni da acqua', 'Responsabilità civile', 'Eventi atmosferici', 'Terremoto e alluvione'] },
    { key: 'houseSize', label: 'Grandezza della casa', kind: 'choice', choices: ['1 stanza', '2-3 stanze', '4 stanze', '+5 stanze'] },
  ],
  'assicurazione-auto': [
    { key: 'userType', label: 'Privato o azienda', kind: 'choice', choices: ['Privato', 'Azienda / P.IVA'] },
    { key: 'insuranceType', label: 'Cosa assicurare', kind: 'choice', choices: ['Auto', 'Moto', 'Animale domestico'] },
  ],
  depuratori: [
    { key: 'userType', label: 'Privato o azienda', kind: 'choice', choices: ['Privato', 'Azienda / P.IVA'] },
    { key: 'purifierType', label: 'Tipo di depuratore', kind: 'choice', choices: ['Sotto il lavello', 'Erogatore a colonna', 'Addolcitore', 'Non lo so'] },
    { key: 'employees', label: 'Persone che lavorano nell’attività', kind: 'choice', choices: ['Fino a 10', '11-50', 'Oltre 50'] },
    { key: 'householdSize', label: 'Persone che bevono l’acqua di casa', kind: 'number' },
    { key: 'waterUse', label: 'Usi dell’acqua depurata', kind: 'choices', choices: ['Acqua da bere', 'Cucina', 'Tutta la casa', 'Attività commerciale'] },
  ],
}

/** The inputs a model declares: none for «Nessuna stima». */
export const inputsOfModel = (model: EstimateModel): readonly EstimateModelInput[] => (model === 'none' ? [] : estimateModelInputs[model])

/** A service's mapping: which of its questions answers which of its model's inputs (Services › «Domande della stima»). */
export type EstimateQuestionMapping = { input: string; question: string }

/**
 * The answers as the model reads them: each mapped input takes the answer of its question; an input not mapped reads
 * the question with its own key, as before any mapping existed (a service without mapping computes as it did).
 */
export function answersForModel(answers: Answers, mapping: readonly EstimateQuestionMapping[] | undefined): Answers {
  if (!mapping?.length) return answers
  const read: Answers = { ...answers }
  // A mapped input reads its question only: unanswered (a step the visitor did not see), it is missing.
  for (const { input } of mapping) delete read[input]
  for (const { input, question } of mapping) {
    const answer = Object.hasOwn(answers, question) ? answers[question] : undefined
    if (answer !== undefined) read[input] = answer
  }
  return read
}

/** A question of a stored questionnaire as the mapping's select lists it: its key, its words and its answers. */
export type MappableQuestion = { key: string; label: string; kind: string; options: string[] }

const asRows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]) : [])
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The questions of a questionnaire's stored step blocks, a group's fields one by one; none for info and contact steps. */
export function mappableQuestions(stepBlocks: unknown): MappableQuestion[] {
  return stepsFromBlocks(stepBlocks).flatMap((step) => {
    if (step.kind === 'info' || step.kind === 'contact') return []
    const asked: Record<string, unknown>[] = step.kind === 'group' ? asRows(step.fields).map((field) => ({ ...field, question: field.label })) : [step]
    return asked
      .filter((question) => textOf(question.key) !== '')
      .map((question) => ({
        key: textOf(question.key),
        label: textOf(question.question) || textOf(question.key),
        kind: textOf(question.kind),
        options: asRows(question.options).map((option) => textOf(option.value)),
      }))
  })
}

export const estimateMappingMessages = {
  label: 'Domande della stima',
  description:
    'Quale domanda del questionario risponde a ciascun dato del modello di stima. Un dato senza riga legge la domanda con la stessa chiave del questionario per cui il modello è nato. Per una scelta, il modello capisce solo le risposte elencate accanto al dato.',
  input: 'Dato del modello',
  question: 'Domanda del questionario',
  unknownInput: (input: string, model: EstimateModel) => `«${input}» non è un dato del modello «${estimateModelLabels[model]}»: scegli uno dei dati dell’elenco.`,
  noModel: 'Il servizio non ha un modello di stima: togli le domande della stima o scegli un modello.',
  unknownQuestion: (question: string) => `La domanda «${question}» non è nel questionario di questo servizio: scegline una dall’elenco.`,
  notANumber: (label: string, question: string) => `Il dato «${label}» è un numero: la domanda «${question}» deve chiedere un numero.`,
  noSharedChoice: (label: string, question: string, choices: readonly string[]) =>
    `Il dato «${label}» capisce solo le risposte ${choices.map((choice) => `«${choice}»`).join(', ')}: la domanda «${question}» non ne offre nessuna.`,
  repeatedInput: (label: string) => `Il dato «${label}» ha già una domanda: ogni dato ne ha una sola.`,
  choicesHint: (choices: readonly string[]) => `Risposte che il modello capisce: ${choices.join(', ')}.`,
  numberHint: 'Una risposta numerica.',
  /** A row of the admin's list, by its input's label and its question's key while it has one. */
  rowTitle: (input: string, question: string | null) => (question ? `${input} ← domanda «${question}»` : input),
  loading: 'Caricamento…',
  choose: 'Scegli…',
  loadFailed: 'Non riesco a leggere il questionario del servizio: ricarica la pagina.',
} as const

/** Every reason a service's mapping cannot be saved for `model` and the questions of its questionnaire (empty when it can). */
export function estimateMappingProblems(model: EstimateModel, mapping: readonly Partial<EstimateQuestionMapping>[], questions: readonly MappableQuestion[]): string[] {
  if (mapping.length === 0) return []
  if (model === 'none') return [estimateMappingMessages.noModel]
  const inputs = inputsOfModel(model)
  const problems: string[] = []
  const seen = new Set<string>()
  for (const row of mapping) {
    const input = inputs.find((candidate) => candidate.key === row.input)
    if (!input) problems.push(estimateMappingMessages.unknownInput(row.input ?? '', model))
    else if (seen.has(input.key)) problems.push(estimateMappingMessages.repeatedInput(input.label))
    else seen.add(input.key)
    const question = questions.find((candidate) => candidate.key === row.question)
    if (!question) problems.push(estimateMappingMessages.unknownQuestion(row.question ?? ''))
    else if (input?.kind === 'number' && question.kind !== 'number') problems.push(estimateMappingMessages.notANumber(input.label, question.label))
    else if (input?.choices && !input.choices.some((choice) => question.options.includes(choice))) {
      // The model would read none of the answers: the estimate would silently lose the input.
      problems.push(estimateMappingMessages.noSharedChoice(input.label, question.label, input.choices))
    }
  }
  return problems
}
