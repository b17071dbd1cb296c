'use client'
import { useForm, useFormModified, useFormProcessing, useFormSubmitted } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/**
 * Payload marks the form unmodified once a publication comes back refused, which disables "Salva Bozza" until
 * something is typed again; the refused changes are still on screen and not stored, so they stay unsaved and
 * the editor can keep them as a draft at once (flagged with their problems). Once per refusal: discarding the
 * changes afterwards leaves the form unmodified.
 */
export const KeepChangesAfterRefusal = () => {
  const { setModified } = useForm()
  const submitted = useFormSubmitted()
  const modified = useFormModified()
  const processing = useFormProcessing()
  const kept = useRef(false)
  useEffect(() => {
    if (processing || !submitted) {
      kept.current = false
    } else if (!modified && !kept.current) {
      kept.current = true
      setModified(true)
    }
  }, [submitted, modified, processing, setModified])
  return null
}
