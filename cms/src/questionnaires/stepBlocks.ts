import type { Block, Field } from 'payload'
import { rowTitle } from '../fields/rowTitle.ts'
import { stepKindLabels, type StepKindSlug } from './stepKinds.ts'

/**
 * The editor's form for the steps: one block per kind of step, titled by its question, options as rows titled
 * by their text, a condition picked from earlier questions. The blocks are what is stored (one JSON column, see
 * `blocksAsJSON` in productConfig.ts); the definition the engine runs is derived from them by `stepsFromBlocks`
 * (content-schema), so the fields here carry the definition's own names.
 */
const components = '/src/questionnaires/components'

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

const optionsField: Field = {
  name: 'options',
  label: 'Opzioni',
  labels: { singular: 'Opzione', plural: 'Opzioni' },
  type: 'array',
  admin: { initCollapsed: true, components: rowTitle('title') },
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
        admin: { initCollapsed: true, components: rowTitle('label') },
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
          {
            name: 'default',
            label: 'Valore iniziale',
            type: 'number',
            admin: { description: 'Vuoto: il campo parte vuoto, e il visitatore scrive il suo valore (per i consumi è meglio di un numero inventato).' },
          },
          { name: 'unit', label: 'Unità', type: 'text', required: true, defaultValue: 'kWh/anno' },
        ],
      },
    ]),
  },
  { ...stepBlock('contact'), fields: stepFields([], []) },
]
