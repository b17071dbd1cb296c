import type { Block, Field } from 'payload'
import { stepKindLabels, type StepKindSlug } from './stepKinds.ts'

/**
 * The editor's form for the steps: one block per kind of step, titled by its question, options as rows titled
 * by their text, a condition picked from earlier questions. A `beforeValidate` hook turns the blocks into the
 * definition JSON the engine runs (`steps`), and the JSON back into blocks when only the JSON is sent
 * (seed, REST), so both always describe the same questionnaire.
 */

type Row = Record<string, unknown>
const components = '/src/components/questionnaire'

/**
 * When a step or a group field is shown: picked from dropdowns of the earlier choice questions and their
 * options ("tutte" or "almeno una"), stored as the definition's condition. Payload's JSON editor is replaced
 * by that picker, so no key and no JSON is typed, and nothing is loaded from a CDN.
 */
const conditionField: Field = {
  name: 'condition',
  label: 'Quando mostrarlo',
  type: 'json',
  admin: { components: { Field: `${components}/ConditionField.tsx#ConditionField` } },
}

/** Array rows titled by one of their own fields ("Opzione 01" until it is written). */
const rowTitle = (textField: string, fallback: string) => ({
  RowLabel: { path: `${components}/RowTitle.tsx#RowTitle`, clientProps: { textField, fallback } },
})

const optionsField: Field = {
  name: 'options',
  label: 'Opzioni',
  labels: { singular: 'Opzione', plural: 'Opzioni' },
  type: 'array',
  admin: { initCollapsed: true, components: rowTitle('title', 'Opzione') },
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

const stepFields = (extra: Field[], condition: Field[] = [conditionField]): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'key', label: 'Chiave della risposta', type: 'text', required: true, admin: { description: 'Es. serviceNeeded' } },
      { name: 'question', label: 'Domanda', type: 'text', required: true },
    ],
  },
  { name: 'subtitle', label: 'Sottotitolo', type: 'textarea' },
  ...extra,
  ...condition,
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

/** The block of one kind of step, its label from the shared list and the question as its row title. */
const stepBlock = (slug: StepKindSlug) => ({
  slug,
  labels: stepKindLabels[slug],
  admin: { components: { Label: `${components}/StepRowLabel.tsx#StepRowLabel` } },
})

export const stepBlocks: Block[] = [
  { ...stepBlock('single'), fields: stepFields([optionsField]) },
  { ...stepBlock('multiple'), fields: stepFields([optionsField]) },
  {
    ...stepBlock('group'),
    fields: stepFields([
      {
        name: 'fields',
        label: 'Campi',
        labels: { singular: 'Campo', plural: 'Campi' },
        type: 'array',
        admin: { initCollapsed: true, components: rowTitle('label', 'Campo') },
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
          conditionField,
        ],
      },
    ]),
  },
  { ...stepBlock('info'), fields: stepFields([]) },
  {
    ...stepBlock('postcode'),
    fields: stepFields([{ name: 'placeholder', label: 'Segnaposto', type: 'text' }]),
  },
  {
    ...stepBlock('text'),
    fields: stepFields([{ name: 'placeholder', label: 'Segnaposto', type: 'text' }, ...lengthFields(3, 500)]),
  },
  {
    ...stepBlock('number'),
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
  { ...stepBlock('contact'), fields: stepFields([], []) },
]

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

// The picker stores the definition's own condition; an empty one means "always".
const conditionOf = (row: Row): unknown => (row.condition && typeof row.condition === 'object' ? row.condition : undefined)

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
    const condition = conditionOf(block)
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
          const fieldCondition = conditionOf(field)
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
      condition: step.condition ?? null,
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
          condition: field.condition ?? null,
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
