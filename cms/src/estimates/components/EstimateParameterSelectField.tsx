'use client'
import { SelectInput, useConfig, useField, useFormFields } from '@payloadcms/ui'
import type { OptionObject, TextFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'
import { useSelectChoice } from '../../components/selectChoice.ts'
import { estimateParameterDefaults, estimateParameterMessages, formatBasisValue, isEstimateModel, parametersOfModel, type EstimateParameterDefinition } from '#content-schema'
import { collectionSlugs } from '../../slugs.ts'

const byLabel = (parameters: readonly EstimateParameterDefinition[]): OptionObject[] =>
  [...parameters].sort((one, other) => one.label.localeCompare(other.label, 'it')).map((parameter) => ({ value: parameter.key, label: `${parameter.label} (${parameter.unit})` }))

/** The parameters the chosen service's model reads (its latest draft, as the server checks it), or every one without a service. */
function useParameters(api: string, service: string): readonly EstimateParameterDefinition[] {
  const [parameters, setParameters] = useState<readonly EstimateParameterDefinition[]>(estimateParameterDefaults)
  useEffect(() => {
    setParameters(estimateParameterDefaults)
    if (!service) return
    const aborted = new AbortController()
    const query = `depth=0&limit=1&draft=true&select[estimateModel]=true&where[slug][equals]=${encodeURIComponent(service)}`
    fetch(`${api}/${collectionSlugs.services}?${query}`, { credentials: 'include', signal: aborted.signal })
      .then(async (response) => {
        if (!response.ok) return
        const { docs } = (await response.json()) as { docs: { estimateModel?: unknown }[] }
        const model = docs[0]?.estimateModel
        if (isEstimateModel(model) && model !== 'none') setParameters(parametersOfModel(model))
      })
      // The whole list stays: the server refuses a parameter the service's model does not read.
      .catch(() => undefined)
    return () => aborted.abort()
  }, [api, service])
  return parameters
}

/**
 * /admin, «Parametri stime» › «Parametro»: Payload's own select of the parameters the estimates read, by their Italian
 * labels and units — for a service's own value, those its model reads — with the default value and its source under
 * it. Stores the parameter's key, as the models read it; a parameter chosen before the service stays listed, and the
 * server refuses it if the model does not read it (collections/EstimateParameters).
 */
export const EstimateParameterSelectField = ({ field, path: pathFromProps, readOnly }: TextFieldClientProps) => {
  const { routes } = useConfig().config
  const { disabled, path, setValue, showError, value } = useField<string | null>({ potentiallyStalePath: pathFromProps ?? field.name })
  const service = useFormFields(([fields]) => fields.servizio?.value)
  const parameters = useParameters(routes.api, typeof service === 'string' ? service : '')
  const chosen = estimateParameterDefaults.find((parameter) => parameter.key === value)
  const { locked, onChange } = useSelectChoice({ field, readOnly, disabled, setValue })
  return (
    <SelectInput
      name={field.name}
      path={path}
      label={field.label}
      required
      isClearable={false}
      isSortable={false}
      options={byLabel(chosen && !parameters.includes(chosen) ? [...parameters, chosen] : parameters)}
      placeholder={estimateParameterMessages.choose}
      readOnly={locked}
      showError={showError}
      value={value ?? undefined}
      onChange={onChange}
      description={field.admin?.description}
      AfterInput={chosen ? <p className="field-description">{estimateParameterMessages.defaultHint(formatBasisValue(chosen), chosen.source)}</p> : undefined}
    />
  )
}
