import { useCallback, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { submitForm, type Toast } from './parts.tsx'

/**
 * A public form's whole life: react-hook-form with the shared zod schema, one idempotency key per
 * submission (kept across retries so a resubmission is not a duplicate), the server's field messages put back
 * on their fields, the success or error toast, and a reset after success.
 */
export function usePublicForm<Values extends FieldValues, Output extends FieldValues>(options: {
  schema: z.ZodType<Output>
  empty: Values
  endpoint: string
  success: { title: string; text: string }
  failure: { title: string; text: string }
}) {
  const [toast, setToast] = useState<Toast | null>(null)
  const idempotencyKey = useRef<string | null>(null)
  const closeToast = useCallback(() => setToast(null), [])
  const form = useForm<Values, unknown, Output>({
    defaultValues: options.empty as DefaultValues<Values>,
    resolver: zodResolver(options.schema as never) as unknown as Resolver<Values, unknown, Output>,
  })

  const onSubmit = form.handleSubmit(async (data: Output) => {
    idempotencyKey.current ??= crypto.randomUUID()
    const result = await submitForm(options.endpoint, { ...data, idempotencyKey: idempotencyKey.current })
    if (result.ok) {
      idempotencyKey.current = null
      form.reset(options.empty)
      setToast({ kind: 'success', ...options.success })
      return
    }
    for (const issue of result.issues) {
      if (issue.path in options.empty) form.setError(issue.path as Path<Values>, { message: issue.message })
    }
    setToast({ kind: 'error', ...options.failure })
  })

  return { form, onSubmit, toast, closeToast }
}
