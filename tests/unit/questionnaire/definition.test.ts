import { describe, expect, it } from 'vitest'
import { parseQuestionnaireDefinition, QuestionnaireDefinitionSchema } from '#content-schema'

const options = (...values: string[]) => values.map((value) => ({ value, title: value }))

/** A small valid questionnaire each case breaks in one place. */
function base() {
  return {
    service: 'prova',
    title: 'Prova',
    version: 1,
    steps: [
      { key: 'userType', kind: 'single', question: 'Chi sei?', options: options('Privato', 'Azienda / P.IVA') },
      {
        key: 'supply',
        kind: 'group',
        question: 'La fornitura',
        fields: [
          { key: 'hasSupply', kind: 'radio', label: 'Hai una fornitura?', options: options('Sì', 'No') },
          {
            key: 'provider',
            kind: 'select',
            label: 'Fornitore',
            options: options('Enel Energia', 'Altro'),
            condition: { key: 'hasSupply', in: ['Sì'] },
          },
        ],
      },
      { key: 'notes', kind: 'text', question: 'Qualcosa da aggiungere?' },
      { key: 'contatti', kind: 'contact', question: 'A chi inviamo le offerte?' },
    ] as Array<Record<string, unknown>>,
  }
}
type Definition = ReturnType<typeof base>
const field = (definition: Definition, index: number) => (definition.steps[1].fields as Array<Record<string, unknown>>)[index]

const cases: Array<[string, (definition: Definition) => void, Array<{ path: string; message: string }>]> = [
  [
    'a condition on a key that does not exist',
    (d) => (d.steps[2].condition = { key: 'colore', in: ['rosso'] }),
    [{ path: 'steps.2.condition', message: 'La condizione di «notes» si riferisce a «colore», che non esiste nel questionario.' }],
  ],
  [
    'a condition pointing forward to a later step',
    (d) => (d.steps[0].condition = { key: 'hasSupply', in: ['Sì'] }),
    [
      {
        path: 'steps.0.condition',
        message:
          'La condizione di «userType» si riferisce a «hasSupply», che non viene chiesta prima: una condizione può dipendere solo da domande precedenti.',
      },
    ],
  ],
  [
    'a field depending on a later field of the same group',
    (d) => (field(d, 0).condition = { key: 'provider', in: ['Altro'] }),
    [
      {
        path: 'steps.1.fields.0.condition',
        message:
          'La condizione di «hasSupply» si riferisce a «provider», che non viene chiesta prima: una condizione può dipendere solo da domande precedenti.',
      },
    ],
  ],
  [
    'a field depending on itself',
    (d) => (field(d, 1).condition = { key: 'provider', in: ['Altro'] }),
    [
      {
        path: 'steps.1.fields.1.condition',
        message:
          'La condizione di «provider» si riferisce a «provider», che non viene chiesta prima: una condizione può dipendere solo da domande precedenti.',
      },
    ],
  ],
  [
    'a group depending on one of its own fields',
    (d) => (d.steps[1].condition = { key: 'hasSupply', in: ['Sì'] }),
    [
      {
        path: 'steps.1.condition',
        message:
          'La condizione di «supply» si riferisce a «hasSupply», che non viene chiesta prima: una condizione può dipendere solo da domande precedenti.',
      },
    ],
  ],
  [
    'an unknown key hidden inside all/any',
    (d) => (d.steps[2].condition = { all: [{ key: 'userType', in: ['Privato'] }, { any: [{ key: 'ghost', in: ['x'] }] }] }),
    [{ path: 'steps.2.condition', message: 'La condizione di «notes» si riferisce a «ghost», che non esiste nel questionario.' }],
  ],
  [
    'a condition on a free-text answer',
    (d) => d.steps.splice(3, 0, { key: 'more', kind: 'info', question: 'Grazie', condition: { key: 'notes', in: ['sì'] } }),
    [
      {
        path: 'steps.3.condition',
        message:
          'La condizione di «more» si riferisce a «notes», che non è una domanda a scelta: una condizione può dipendere solo da risposte a scelta.',
      },
    ],
  ],
  [
    'a condition on a group key, which records no answer',
    (d) => (d.steps[2].condition = { key: 'supply', in: ['Sì'] }),
    [
      {
        path: 'steps.2.condition',
        message:
          'La condizione di «notes» si riferisce a «supply», che non è una domanda a scelta: una condizione può dipendere solo da risposte a scelta.',
      },
    ],
  ],
  [
    'a condition accepting a value that is not an option (typo in the accent)',
    (d) => (field(d, 1).condition = { key: 'hasSupply', in: ['Si'] }),
    [
      {
        path: 'steps.1.fields.1.condition',
        message: 'La condizione di «provider» accetta il valore «Si», che non è tra le opzioni di «hasSupply».',
      },
    ],
  ],
  [
    'a step key used twice',
    (d) => (d.steps[2].key = 'userType'),
    [
      {
        path: 'steps.2.key',
        message: 'La chiave «userType» è usata da più di una domanda: ogni domanda e ogni campo devono avere una chiave diversa.',
      },
    ],
  ],
  [
    'a field key equal to a step key',
    (d) => (field(d, 1).key = 'notes'),
    [
      {
        path: 'steps.2.key',
        message: 'La chiave «notes» è usata da più di una domanda: ogni domanda e ogni campo devono avere una chiave diversa.',
      },
    ],
  ],
  [
    'a single choice without options',
    (d) => (d.steps[0].options = []),
    [{ path: 'steps.0.options', message: "La domanda «userType» deve avere almeno un'opzione." }],
  ],
  [
    'a select field without options',
    (d) => (field(d, 1).options = []),
    [{ path: 'steps.1.fields.1.options', message: "La domanda «provider» deve avere almeno un'opzione." }],
  ],
  [
    'a multiple choice without options',
    (d) => d.steps.splice(3, 0, { key: 'uses', kind: 'multiple', question: 'Usi?', options: [] }),
    [{ path: 'steps.3.options', message: "La domanda «uses» deve avere almeno un'opzione." }],
  ],
  [
    'a group without fields',
    (d) => (d.steps[1].fields = []),
    [{ path: 'steps.1.fields', message: 'Il gruppo «supply» deve contenere almeno un campo.' }],
  ],
  [
    'two options with the same value',
    (d) => (d.steps[0].options = options('Privato', 'Privato')),
    [{ path: 'steps.0.options.1.value', message: 'La domanda «userType» ha più opzioni con lo stesso valore «Privato».' }],
  ],
  [
    'the contact form before the last step',
    (d) => d.steps.reverse(),
    [{ path: 'steps.0.kind', message: "Il modulo dei contatti «contatti» deve essere l'ultimo passo del questionario." }],
  ],
  [
    'two contact forms',
    (d) => d.steps.push({ key: 'contatti2', kind: 'contact', question: 'Ancora?' }),
    [{ path: 'steps.4.kind', message: 'Il modulo dei contatti «contatti2» è di troppo: il questionario può averne uno solo.' }],
  ],
  [
    'no contact form',
    (d) => d.steps.pop(),
    [{ path: 'steps', message: 'Il questionario deve terminare con il modulo dei contatti (un passo di tipo contact).' }],
  ],
  [
    'a contact form with a condition',
    (d) => (d.steps[3].condition = { key: 'userType', in: ['Privato'] }),
    [{ path: 'steps.3.condition', message: 'Il modulo dei contatti «contatti» viene sempre mostrato: togli la condizione.' }],
  ],
  [
    'a stepper whose starting value is off the increment',
    (d) => d.steps.splice(3, 0, { key: 'kwh', kind: 'number', question: 'kWh?', min: 1, step: 5, default: 3, unit: 'kWh/anno' }),
    [
      {
        path: 'steps.3.default',
        message:
          "Nella domanda «kwh» il valore iniziale deve essere compreso tra minimo e massimo e rispettare l'incremento.",
      },
    ],
  ],
  [
    'a stepper with a zero increment',
    (d) => d.steps.splice(3, 0, { key: 'kwh', kind: 'number', question: 'kWh?', min: 1, step: 0, default: 1, unit: 'kWh/anno' }),
    [{ path: 'steps.3.step', message: "Nella domanda «kwh» l'incremento deve essere maggiore di zero." }],
  ],
  [
    'a stepper whose maximum is below its minimum',
    (d) => d.steps.splice(3, 0, { key: 'kwh', kind: 'number', question: 'kWh?', min: 10, max: 5, step: 1, default: 10, unit: 'kWh' }),
    [
      { path: 'steps.3.max', message: 'Nella domanda «kwh» il valore massimo non può essere minore del minimo.' },
      {
        path: 'steps.3.default',
        message:
          "Nella domanda «kwh» il valore iniziale deve essere compreso tra minimo e massimo e rispettare l'incremento.",
      },
    ],
  ],
  [
    'a text whose minimum length exceeds its maximum',
    (d) => Object.assign(d.steps[2], { minLength: 50, maxLength: 10 }),
    [{ path: 'steps.2.minLength', message: 'Nella domanda «notes» la lunghezza minima non può superare la lunghezza massima.' }],
  ],
  [
    'an unknown kind of step',
    (d) => (d.steps[2].kind = 'slider'),
    [
      {
        path: 'steps.2.kind',
        message: 'Tipo di passo sconosciuto: usa single, multiple, group, info, postcode, text, number oppure contact.',
      },
    ],
  ],
  [
    'an unknown kind of field',
    (d) => (field(d, 0).kind = 'checkbox'),
    [{ path: 'steps.1.fields.0.kind', message: 'Tipo di campo sconosciuto: usa radio, select, text oppure multiselect.' }],
  ],
  [
    'a key with spaces',
    (d) => (d.steps[2].key = 'le mie note'),
    [
      {
        path: 'steps.2.key',
        message:
          'La chiave di una domanda deve iniziare con una lettera e contenere solo lettere, numeri e trattini bassi (es. serviceNeeded).',
      },
    ],
  ],
  ['a question without text', (d) => (d.steps[2].question = '  '), [{ path: 'steps.2.question', message: 'Scrivi il testo della domanda.' }]],
  ['a field without a label', (d) => delete field(d, 0).label, [{ path: 'steps.1.fields.0.label', message: "Scrivi l'etichetta del campo." }]],
  ['an option without a title', (d) => delete (d.steps[0].options as Array<Record<string, unknown>>)[1].title, [
    { path: 'steps.0.options.1.title', message: 'Ogni opzione deve avere un titolo.' },
  ]],
  [
    'a condition written with "value" instead of "in"',
    (d) => (d.steps[2].condition = { key: 'userType', value: 'Privato' }),
    [
      {
        path: 'steps.2.condition',
        message: 'Condizione non valida: usa { key, in: [valori] }, { all: [condizioni] } oppure { any: [condizioni] }.',
      },
    ],
  ],
  [
    'a condition without accepted values',
    (d) => (d.steps[2].condition = { key: 'userType', in: [] }),
    [{ path: 'steps.2.condition.in', message: 'Una condizione deve indicare almeno un valore accettato.' }],
  ],
  [
    'an empty "any"',
    (d) => (d.steps[2].condition = { any: [] }),
    [{ path: 'steps.2.condition.any', message: 'Una condizione composta (all / any) deve contenere almeno una condizione.' }],
  ],
  ['version zero', (d) => (d.version = 0), [{ path: 'version', message: 'La versione deve essere un numero intero maggiore di zero.' }]],
  [
    'a service slug with capitals and spaces',
    (d) => (d.service = 'Luce Gas'),
    [{ path: 'service', message: 'Il codice del servizio può contenere solo lettere minuscole, numeri e trattini (es. luce-gas).' }],
  ],
  ['no steps at all', (d) => (d.steps = []), [{ path: 'steps', message: 'Il questionario deve avere almeno un passo.' }]],
]

describe('questionnaire definition: structural checks', () => {
  it('accepts the valid base questionnaire and fills in the text defaults', () => {
    const result = QuestionnaireDefinitionSchema.parse(base())
    expect(result.steps[2]).toMatchObject({ kind: 'text', minLength: 3, maxLength: 500 })
    expect(result.steps[1]).toMatchObject({ fields: [{ key: 'hasSupply' }, { key: 'provider' }] })
  })

  it.each(cases)('refuses %s, naming the question', (_, breakIt, expected) => {
    const definition = base()
    breakIt(definition)
    expect(parseQuestionnaireDefinition(definition)).toEqual({ success: false, issues: expected })
    const direct = QuestionnaireDefinitionSchema.safeParse(definition)
    expect(direct.error?.issues.map((issue) => issue.message)).toEqual(expected.map((issue) => issue.message))
  })

  it('words zod type errors in Italian too', () => {
    const definition = base()
    definition.steps.splice(3, 0, { key: 'kwh', kind: 'number', question: 'kWh?', min: 1, step: 1, default: 1 })
    expect(parseQuestionnaireDefinition(definition)).toEqual({
      success: false,
      issues: [{ path: 'steps.3.unit', message: 'Input non valido: atteso string, ricevuto undefined' }],
    })
  })

  it('treats empty optional texts from the CMS (null, "") as absent', () => {
    const definition = base()
    Object.assign(definition.steps[0], { subtitle: null, condition: null })
    Object.assign(field(definition, 0), { subtitle: '', placeholder: null })
    const parsed = QuestionnaireDefinitionSchema.parse(definition)
    expect(parsed.steps[0].subtitle).toBeUndefined()
    expect(parsed.steps[0].condition).toBeUndefined()
    expect(parsed.steps[1].kind === 'group' && parsed.steps[1].fields[0].subtitle).toBeUndefined()
  })

  it('lets a field depend on an earlier field of its own group and on earlier steps', () => {
    const definition = base()
    field(definition, 1).condition = { all: [{ key: 'hasSupply', in: ['Sì'] }, { key: 'userType', in: ['Privato', 'Azienda / P.IVA'] }] }
    expect(parseQuestionnaireDefinition(definition).success).toBe(true)
  })
})
