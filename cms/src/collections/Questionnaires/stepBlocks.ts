import type { Block, Field } from 'payload'
import type { Condition } from '#content-schema'

/**
 * The editor's form for the steps: one block per kind of step, options as rows, conditions as rows of
 * "earlier key + accepted values" (all rows must hold). A `beforeValidate` hook turns the blocks into the
 * definition JSON the engine runs (`steps`), and the JSON back into blocks when only the JSON is sent
 * (seed, REST), so both always describe the same questionnaire.
 */

type Row = Record<string, unknown>
type ConditionRow = { key?: string | null; values?: Array<{ value?: string | null }> | null }

const conditionFields: Field[] = [
  {
    name: 'conditions',
    label: 'Mostra solo se (tutte le condizioni)',
    type: 'array',
    admin: {
      initCollapsed: true,
      description: 'Lascia vuoto per mostrarla sempre. Ogni riga: la chiave di una domanda precedente e i valori che la fanno apparire.',
    },
    fields: [
      { name: 'key', label: 'Chiave di una domanda precedente', type: 'text', required: true },
      {
        name: 'values',
        label: 'Valori accettati (uno basta)',
        type: 'array',
        minRows: 1,
        fields: [{ name: 'value', label: 'Valore', type: 'text', required: true }],
      },
    ],
  },
  {
    name: 'advancedCondition',
    label: 'Condizione avanzata (JSON, facoltativa)',
    type: 'json',
    admin: { description: 'Solo per condizioni "any" (almeno una). Se presente sostituisce le righe qui sopra.' },
  },
]

const optionsField: Field = {
  name: 'options',
  label: 'Opzioni',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'value', label: 'Valore salvato', type: 'text', required: true },
        { name: 'title', label: 'Testo del pulsante', type: 'text', required: true },
      ],
    },
    { name: 'description', label: 'Descrizione', type: 'text' },
  ],
}

const stepFields = (extra: Field[]): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'key', label: 'Chiave della risposta', type: 'text', required: true, admin: { description: 'Es. serviceNeeded' } },
      { name: 'question', label: 'Domanda', type: 'text', required: true },
    ],
  },
  { name: 'subtitle', label: 'Sottotitolo', type: 'textarea' },
  ...extra,
  ...conditionFields,
]

const lengthFields = (minDefault: number, maxDefault: number): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'minLength', label: 'Caratteri minimi', type: 'number', min: 1, defaultValue: minDefault },
      { name: 'maxLength', label: 'Caratteri massimi', type: 'number', min: 1, defaultValue: maxDefault },
    ],
  },
]

export const stepBlocks: Block[] = [
  { slug: 'single', labels: { singular: 'Scelta singola', plural: 'Scelte singole' }, fields: stepFields([optionsField]) },
  { slug: 'multiple', labels: { singular: 'Scelta multipla', plural: 'Scelte multiple' }, fields: stepFields([optionsField]) },
  {
    slug: 'group',
    labels: { singular: 'Gruppo di campi', plural: 'Gruppi di campi' },
    fields: stepFields([
      {
        name: 'fields',
        label: 'Campi',
        type: 'array',
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'kind',
                label: 'Tipo',
                type: 'select',
                required: true,
                defaultValue: 'radio',
                options: [
                  { label: 'Scelta singola (pulsanti)', value: 'radio' },
                  { label: 'Menu a tendina', value: 'select' },
                  { label: 'Scelta multipla', value: 'multiselect' },
                  { label: 'Testo libero', value: 'text' },
                ],
              },
              { name: 'key', label: 'Chiave della risposta', type: 'text', required: true },
            ],
          },
          { name: 'label', label: 'Etichetta', type: 'text', required: true },
          {
            type: 'row',
            fields: [
              { name: 'subtitle', label: 'Sottotitolo', type: 'text' },
              { name: 'placeholder', label: 'Segnaposto', type: 'text' },
            ],
          },
          { ...optionsField, admin: { condition: (_, sibling) => sibling?.kind !== 'text' } } as Field,
          {
            type: 'row',
            admin: { condition: (_, sibling) => sibling?.kind === 'text' },
            fields: [
              { name: 'minLength', label: 'Caratteri minimi', type: 'number', min: 1, defaultValue: 1 },
              { name: 'maxLength', label: 'Caratteri massimi', type: 'number', min: 1, defaultValue: 200 },
            ],
          },
          ...conditionFields,
        ],
      },
    ]),
  },
  { slug: 'info', labels: { singular: 'Informazione', plural: 'Informazioni' }, fields: stepFields([]) },
  {
    slug: 'postcode',
    labels: { singular: 'CAP', plural: 'CAP' },
    fields: stepFields([{ name: 'placeholder', label: 'Segnaposto', type: 'text' }]),
  },
  {
    slug: 'text',
    labels: { singular: 'Testo', plural: 'Testi' },
    fields: stepFields([{ name: 'placeholder', label: 'Segnaposto', type: 'text' }, ...lengthFields(3, 500)]),
  },
  {
    slug: 'number',
    labels: { singular: 'Numero (contatore)', plural: 'Numeri (contatore)' },
    fields: stepFields([
      {
        type: 'row',
        fields: [
          { name: 'min', label: 'Minimo', type: 'number', required: true, defaultValue: 1 },
          { name: 'max', label: 'Massimo', type: 'number' },
          { name: 'step', label: 'Incremento', type: 'number', required: true, defaultValue: 1 },
          { name: 'default', label: 'Valore iniziale', type: 'number', required: true, defaultValue: 1 },
          { name: 'unit', label: 'Unità', type: 'text', required: true, defaultValue: 'kWh/anno' },
        ],
      },
    ]),
  },
  { slug: 'contact', labels: { singular: 'Modulo contatti', plural: 'Moduli contatti' }, fields: stepFields([]) },
]

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

function conditionFromRow(row: Row): Condition | undefined {
  if (row.advancedCondition != null && row.advancedCondition !== '') return row.advancedCondition as Condition
  const leaves = ((row.conditions as ConditionRow[] | null | undefined) ?? []).map((leaf) => ({
    key: leaf.key ?? '',
    in: (leaf.values ?? []).map((item) => item.value ?? ''),
  }))
  if (leaves.length === 0) return undefined
  return leaves.length === 1 ? leaves[0] : { all: leaves }
}

function conditionToRow(condition: unknown): Row {
  if (!condition || typeof condition !== 'object') return { conditions: [], advancedCondition: null }
  const leafRow = (leaf: { key: string; in: string[] }) => ({ key: leaf.key, values: leaf.in.map((value) => ({ value })) })
  const c = condition as Condition
  if ('key' in c) return { conditions: [leafRow(c)], advancedCondition: null }
  if ('all' in c && c.all.every((part) => 'key' in part)) {
    return { conditions: (c.all as Array<{ key: string; in: string[] }>).map(leafRow), advancedCondition: null }
  }
  return { conditions: [], advancedCondition: condition }
}

const optionsFromRows = (rows: unknown) =>
  ((rows as Row[] | null | undefined) ?? []).map((option) => ({
    value: option.value,
    title: option.title,
    ...(text(option.description) ? { description: option.description } : {}),
  }))

const optionsToRows = (options: unknown) =>
  ((options as Row[] | undefined) ?? []).map((option) => ({ value: option.value, title: option.title, description: option.description ?? null }))

/** The editor's blocks as definition steps (the schema then checks them). */
export function blocksToSteps(blocks: Row[]): Row[] {
  return blocks.map((block) => {
    const step: Row = { key: block.key, kind: block.blockType, question: block.question }
    if (text(block.subtitle)) step.subtitle = block.subtitle
    const condition = conditionFromRow(block)
    if (condition) step.condition = condition
    switch (block.blockType) {
      case 'single':
      case 'multiple':
        step.options = optionsFromRows(block.options)
        break
      case 'group':
        step.fields = ((block.fields as Row[] | null | undefined) ?? []).map((field) => {
          const out: Row = { key: field.key, kind: field.kind, label: field.label }
          if (text(field.subtitle)) out.subtitle = field.subtitle
          if (text(field.placeholder)) out.placeholder = field.placeholder
          const fieldCondition = conditionFromRow(field)
          if (fieldCondition) out.condition = fieldCondition
          if (field.kind !== 'text') out.options = optionsFromRows(field.options)
          if (field.kind === 'text' && num(field.minLength) !== undefined) out.minLength = field.minLength
          if (field.kind === 'text' && num(field.maxLength) !== undefined) out.maxLength = field.maxLength
          return out
        })
        break
      case 'postcode':
        if (text(block.placeholder)) step.placeholder = block.placeholder
        break
      case 'text':
        if (text(block.placeholder)) step.placeholder = block.placeholder
        if (num(block.minLength) !== undefined) step.minLength = block.minLength
        if (num(block.maxLength) !== undefined) step.maxLength = block.maxLength
        break
      case 'number':
        Object.assign(step, { min: block.min, step: block.step, default: block.default, unit: block.unit })
        if (num(block.max) !== undefined) step.max = block.max
        break
    }
    return step
  })
}

/** Definition steps as the editor's blocks. */
export function stepsToBlocks(steps: Row[]): Row[] {
  return steps.map((step) => {
    const block: Row = {
      blockType: step.kind,
      key: step.key,
      question: step.question,
      subtitle: step.subtitle ?? null,
      ...conditionToRow(step.condition),
    }
    switch (step.kind) {
      case 'single':
      case 'multiple':
        block.options = optionsToRows(step.options)
        break
      case 'group':
        block.fields = ((step.fields as Row[] | undefined) ?? []).map((field) => ({
          kind: field.kind,
          key: field.key,
          label: field.label,
          subtitle: field.subtitle ?? null,
          placeholder: field.placeholder ?? null,
          options: field.kind === 'text' ? [] : optionsToRows(field.options),
          minLength: field.kind === 'text' ? (field.minLength ?? 1) : null,
          maxLength: field.kind === 'text' ? (field.maxLength ?? 200) : null,
          ...conditionToRow(field.condition),
        }))
        break
      case 'postcode':
        block.placeholder = step.placeholder ?? null
        break
      case 'text':
        Object.assign(block, { placeholder: step.placeholder ?? null, minLength: step.minLength ?? 3, maxLength: step.maxLength ?? 500 })
        break
      case 'number':
        Object.assign(block, { min: step.min, max: step.max ?? null, step: step.step, default: step.default, unit: step.unit })
        break
    }
    return block
  })
}
