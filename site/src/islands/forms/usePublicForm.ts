import { useRef } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { useToast } from '../ui/Toasts.tsx'

/** Sends a form to its public endpoint; the server's field errors come back to be shown under the fields. */
async function submitForm(path: string, body: unknown): Promise<{ ok: true } | { ok: false; issues: { path: string; message: string }[] }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    if (response.ok) return { ok: true }
    const answer = (await response.json().catch(() => ({}))) as { issues?: { path: string; message: string }[] }
    return { ok: false, issues: response.status === 400 ? (answer.issues ?? []) : [] }
  } catch (error) {
    console.error('Invio del modulo non riuscito:', error)
    return { ok: false, issues: [] }
  }
}

/**
 * A public form's whole life: react-hook-form with the shared zod schema, one idempotency key per
 * submission (kept across retries so a resubmission is not a duplicate), the server's field messages put back
 * on their fields, the success or error toast (in the ToastProvider around the form), and a reset after success.
 */
export function usePublicForm<Values extends FieldValues, Output extends FieldValues>(options: {
  schema: z.ZodType<Output>
  empty: Values
  endpoint: string
  success: { title: string; text: string }
  failure: { title: string; text: string }
}) {
  const toast = useToast()
  const idempotencyKey = useRef<string | null>(null)
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
      toast({ tone: 'success', title: options.success.title, description: options.success.text })
      return
    }
    for (const issue of result.issues) {
      if (issue.path in options.empty) form.setError(issue.path as Path<Values>, { message: issue.message })
    }
    toast({ tone: 'error', title: options.failure.title, description: options.failure.text })
  })

  return { form, onSubmit }
}
