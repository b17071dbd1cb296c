'use client'
import { useFormFields, useRowLabel } from '@payloadcms/ui'
import type { ArrayFieldClient } from 'payload'
import { estimateMappingMessages, inputsOfModel, isEstimateModel, type EstimateQuestionMapping } from '#content-schema'
import { TitledRow } from '../../components/RowTitle.tsx'

/**
 * /admin, Services › «Domande della stima»: a row titled by what it maps — the model's input by its Italian label and
 * the question by its key («Persone in casa ← domanda «residents»») — rather than «Domanda della stima 03».
 */
export const EstimateMappingRowTitle = ({ field }: { field: ArrayFieldClient }) => {
  const { data } = useRowLabel<Partial<EstimateQuestionMapping>>()
  const model = useFormFields(([fields]) => fields.estimateModel?.value)
  const inputs = isEstimateModel(model) ? inputsOfModel(model) : []
  // An input the model does not know shows as its key, as the select shows it.
  const input = data?.input ? (inputs.find((each) => each.key === data.input)?.label ?? data.input) : null
  return <TitledRow text={input ? estimateMappingMessages.rowTitle(input, data?.question || null) : null} field={field} />
}
