import type { OptionObject, TextFieldClientProps } from 'payload'
import { useCallback } from 'react'

/**
 * What the admin's own selects (a service, an estimate input or question, an estimate parameter) share: whether the
 * field may be changed, and the change that stores the chosen option's value (or the values, for `hasMany`), never
 * while locked.
 */
export function useSelectChoice({
  field,
  readOnly,
  disabled,
  setValue,
  hasMany = false,
}: {
  field: TextFieldClientProps['field']
  readOnly?: boolean
  disabled: boolean
  setValue: (value: unknown) => void
  hasMany?: boolean
}): { locked: boolean; onChange: (chosen: unknown) => void } {
  const locked = Boolean(readOnly || field.admin?.readOnly || disabled)
  const onChange = useCallback(
    (chosen: unknown) => {
      if (locked) return
      if (hasMany) setValue(Array.isArray(chosen) ? chosen.map((option: OptionObject) => option.value) : [])
      else setValue(chosen && !Array.isArray(chosen) ? (chosen as OptionObject).value : null)
    },
    [hasMany, locked, setValue],
  )
  return { locked, onChange }
}
