'use client'
import { SelectInput, useField } from '@payloadcms/ui'
import type { OptionObject, TextFieldClientProps } from 'payload'
import { useCallback } from 'react'
import { estimateParameterDefaults, estimateParameterMessages } from '#content-schema'

const options: OptionObject[] = [...estimateParameterDefaults]
  .sort((one, other) => one.label.localeCompare(other.label, 'it'))
  .map((parameter) => ({ value: parameter.key, label: `${parameter.label} (${parameter.unit})` }))

/**
 * /admin, «Parametri stime» › «Parametro»: Payload's own select of the parameters the estimates read, by their Italian
 * labels and units, with the default value and its source under it. Stores the parameter's key, as the models read
 * it; a key the list lacks shows as it is, and the server refuses it (collections/EstimateParameters).
 */
export const EstimateParameterSelectField = ({ field, path: pathFromProps, readOnly }: TextFieldClientProps) => {
  const { disabled, path, setValue, showError, value } = useField<string | null>({ potentiallyStalePath: pathFromProps ?? field.name })
  const chosen = estimateParameterDefaults.find((parameter) => parameter.key === value)
  const locked = Boolean(readOnly || field.admin?.readOnly || disabled)
  const onChange = useCallback(
    (option: unknown) => {
      if (!locked) setValue(option && !Array.isArray(option) ? (option as OptionObject).value : null)
    },
    [locked, setValue],
  )
  return (
    <SelectInput
      name={field.name}
      path={path}
      label={field.label}
      required
      isClearable={false}
      isSortable={false}
      options={options}
      placeholder={estimateParameterMessages.choose}
      readOnly={locked}
      showError={showError}
      value={value ?? undefined}
      onChange={onChange}
      description={field.admin?.description}
      AfterInput={chosen ? <p className="field-description">{estimateParameterMessages.defaultHint(chosen.value.toLocaleString('it-IT'), chosen.unit, chosen.source)}</p> : undefined}
    />
  )
}
