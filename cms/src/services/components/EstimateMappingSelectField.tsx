'use client'
import { SelectInput, useConfig, useField, useFormFields } from '@payloadcms/ui'
import type { OptionObject, TextFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'
import { useSelectChoice } from '../../components/selectChoice.ts'
import { estimateMappingMessages, inputsOfModel, isEstimateModel, mappableQuestions, type MappableQuestion } from '#content-schema'
import { collectionSlugs } from '../../slugs.ts'

type Props = TextFieldClientProps & {
  /** Which side of the mapping: an input of the service's model, or a question of its questionnaire. */
  readonly source: 'input' | 'question'
}

/** The service's questionnaire's latest draft, as the server checks the mapping against (Services/fields/estimateQuestions.ts). */
function useQuestions(api: string, slug: string, wanted: boolean): { questions: MappableQuestion[] | null; failed: boolean } {
  const [questions, setQuestions] = useState<MappableQuestion[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!wanted || !slug) return
    const aborted = new AbortController()
    const query = `depth=0&limit=1&draft=true&select[stepBlocks]=true&where[service][equals]=${encodeURIComponent(slug)}`
    fetch(`${api}/${collectionSlugs.questionnaires}?${query}`, { credentials: 'include', signal: aborted.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const { docs } = (await response.json()) as { docs: { stepBlocks?: unknown }[] }
        setQuestions(mappableQuestions(docs[0]?.stepBlocks))
      })
      .catch(() => {
        if (!aborted.signal.aborted) setFailed(true)
      })
    return () => aborted.abort()
  }, [api, slug, wanted])
  return { questions, failed }
}

/**
 * /admin, Services › «Domande della stima»: Payload's own select for one side of a row — the model's inputs by their
 * Italian labels, with the answers each understands under the select, or the service's questions by their words with
 * their key. Stores the key, as the models read it; a key the list lacks shows as it is, and the server refuses it.
 */
export const EstimateMappingSelectField = ({ field, path: pathFromProps, readOnly, source }: Props) => {
  const { routes } = useConfig().config
  const { disabled, path, setValue, showError, value } = useField<string | null>({ potentiallyStalePath: pathFromProps ?? field.name })
  const model = useFormFields(([fields]) => fields.estimateModel?.value)
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const { questions, failed } = useQuestions(routes.api, typeof slug === 'string' ? slug : '', source === 'question')

  const inputs = isEstimateModel(model) ? inputsOfModel(model) : []
  const options: OptionObject[] =
    source === 'input'
      ? inputs.map((input) => ({ value: input.key, label: input.label }))
      : (questions ?? []).map((question) => ({ value: question.key, label: `${question.label} (${question.key})` }))
  const chosenInput = source === 'input' ? inputs.find((input) => input.key === value) : undefined
  const hint = chosenInput ? (chosenInput.choices ? estimateMappingMessages.choicesHint(chosenInput.choices) : estimateMappingMessages.numberHint) : undefined
  const loading = source === 'question' && questions === null && !failed
  const { locked, onChange } = useSelectChoice({ field, readOnly, disabled, setValue })

  return (
    <SelectInput
      name={field.name}
      path={path}
      label={field.label}
      required={field.required}
      isClearable={false}
      isSortable={false}
      options={options}
      placeholder={loading ? estimateMappingMessages.loading : estimateMappingMessages.choose}
      readOnly={locked}
      showError={showError}
      value={value ?? undefined}
      onChange={onChange}
      AfterInput={
        failed ? (
          <p role="alert" className="field-description">
            {estimateMappingMessages.loadFailed}
          </p>
        ) : hint ? (
          <p className="field-description">{hint}</p>
        ) : undefined
      }
    />
  )
}
