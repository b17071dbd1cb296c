'use client'
import { SelectInput, useConfig, useField } from '@payloadcms/ui'
import type { OptionObject, TextFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'
import { useSelectChoice } from '../../components/selectChoice.ts'
import { serviceChoiceMessages } from '#content-schema'
import type { Service } from '../../../payload-types.ts'
import { collectionSlugs } from '../../slugs.ts'

type ListedService = Pick<Service, 'slug' | 'title' | 'active'>
type Props = TextFieldClientProps & {
  /** Choices besides the services, after them (a contact request's «Altro»). */
  readonly otherChoices?: OptionObject[]
}

/**
 * The published services, in the collection's order: the ones the server accepts (fields/serviceField.ts). Asked of
 * the admin's own origin (not the configured public URL), where the staff member's session cookie is.
 */
const query = 'depth=0&limit=200&sort=order&where[_status][equals]=published&select[slug]=true&select[title]=true&select[active]=true'

/**
 * /admin, every field naming a service (fields/serviceField.ts): Payload's own select (a multi-select where the field
 * holds several), its options the published services of the collection by title, retired ones marked, read with the
 * signed-in editor's or admin's session. It stores the slug, as the text box did; a slug the list lacks shows as it is.
 */
export const ServiceSelectField = ({ field, path: pathFromProps, readOnly, otherChoices }: Props) => {
  const { routes } = useConfig().config
  const { disabled, path, setValue, showError, value } = useField<string | string[] | null>({ potentiallyStalePath: pathFromProps ?? field.name })
  const [services, setServices] = useState<ListedService[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const aborted = new AbortController()
    fetch(`${routes.api}/${collectionSlugs.services}?${query}`, { credentials: 'include', signal: aborted.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        setServices(((await response.json()) as { docs: ListedService[] }).docs)
      })
      .catch(() => {
        if (!aborted.signal.aborted) setFailed(true)
      })
    return () => aborted.abort()
  }, [routes.api])

  const options: OptionObject[] = [
    ...(services ?? []).map((service) => ({
      value: service.slug,
      label: service.active === false ? serviceChoiceMessages.retired(service.title) : service.title,
    })),
    ...(otherChoices ?? []),
  ]
  const hasMany = Boolean(field.hasMany)
  const { locked, onChange } = useSelectChoice({ field, readOnly, disabled, setValue, hasMany })

  return (
    <SelectInput
      name={field.name}
      path={path}
      label={field.label}
      description={field.admin?.description}
      localized={field.localized}
      required={field.required}
      hasMany={hasMany}
      isClearable={!field.required || hasMany}
      isSortable={false}
      options={options}
      placeholder={services || failed ? serviceChoiceMessages.choose : serviceChoiceMessages.loading}
      readOnly={locked}
      showError={showError}
      value={value ?? (hasMany ? [] : undefined)}
      onChange={onChange}
      AfterInput={
        failed ? (
          <p role="alert" className="field-description">
            {serviceChoiceMessages.loadFailed}
          </p>
        ) : undefined
      }
    />
  )
}
