'use client'
import { useForm, useFormModified, useFormProcessing, useFormSubmitted } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload marks the form unmodified once a publication comes back refused, which disables "Salva Bozza" until
 * something is typed again; the refused changes are still on screen and not stored, so they stay unsaved and
 * the editor can keep them as a draft at once (flagged with their problems).
 */
export const KeepChangesAfterRefusal = () => {
  const { setModified } = useForm()
  const submitted = useFormSubmitted()
  const modified = useFormModified()
  const processing = useFormProcessing()
  useEffect(() => {
    if (submitted && !modified && !processing) setModified(true)
  }, [submitted, modified, processing, setModified])
  return null
}
