import { useEffect, useState } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ResetPasswordSchema, merchantAuthMessages as m, type ResetPassword as ResetPasswordData } from '#content-schema/forms/merchantAuth.ts'
import { api } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Field } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { ToastProvider, useToast } from '../ui/Toasts.tsx'

const REDIRECT_MS = 3000

type Screen = 'form' | 'done' | 'invalid'

function PasswordInput({ id, label, error, show, onToggle, register, hint }: {
  id: string
  label: string
  error?: string
  show: boolean
  onToggle: () => void
  register: UseFormRegisterReturn
  hint?: string
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <input {...control} type={show ? 'text' : 'password'} autoComplete="new-password" className={`${compactInputClass} pr-24`} {...register} />
          <button
            type="button"
            onClick={onToggle}
            aria-pressed={show}
            aria-controls={id}
            className="absolute inset-y-0 right-2 my-auto h-8 rounded px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {show ? m.hidePassword : m.showPassword}
          </button>
        </div>
      )}
    </Field>
  )
}

function ResetScreen() {
  const toast = useToast()
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '')
  const [screen, setScreen] = useState<Screen>(token ? 'form' : 'invalid')
  const [show, setShow] = useState({ password: false, confirm: false })
  const { register, handleSubmit, formState } = useForm<ResetPasswordData>({ resolver: zodResolver(ResetPasswordSchema) })

  useEffect(() => {
    if (screen === 'form') return
    const timer = setTimeout(() => window.location.assign(screen === 'done' ? '/area-merchant' : '/auth-merchant'), REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [screen])

  const submit = handleSubmit(async (data) => {
    const result = await api('POST', '/users/reset-password', { token, password: data.password })
    if (result.ok) {
      toast({ title: m.resetDoneTitle, description: m.resetDone })
      setScreen('done')
      return
    }
    // Payload answers 403 for a token that is unknown, used or expired.
    if (result.status === 403 || result.status === 404) {
      setScreen('invalid')
      return
    }
    // 400: the server's password policy (too short, too common), in words the visitor can act on.
    toast({ tone: 'error', title: m.errorTitle, description: result.status === 400 ? result.message : m.resetFailed })
  })

  if (screen === 'invalid') {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <h2 className="text-xl font-bold text-red-900">{m.invalidLinkTitle}</h2>
        <p className="mt-2 text-red-800">{m.invalidLink}</p>
        <p className="mt-4 text-sm text-slate-600">
          {m.invalidLinkRedirect}{' '}
          <a href="/auth-merchant" className="font-medium text-brand-700 underline">
            {m.invalidLinkRedirectLink}
          </a>
          .
        </p>
      </div>
    )
  }

  if (screen === 'done') {
    return (
      <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center">
        <p aria-hidden="true" className="text-4xl">✓</p>
        <h2 className="mt-2 text-xl font-bold text-ink-900">{m.resetDoneTitle}</h2>
        <p className="mt-2 text-slate-700">{m.resetDone}</p>
        <p className="mt-4 text-sm text-slate-600">{m.resetDoneRedirect}</p>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" aria-label={m.newPasswordLabel}>
      <PasswordInput
        id="reset-password"
        label={m.newPasswordLabel}
        error={formState.errors.password?.message}
        show={show.password}
        onToggle={() => setShow((current) => ({ ...current, password: !current.password }))}
        register={register('password')}
        hint={m.resetHint}
      />
      <PasswordInput
        id="reset-confirm"
        label={m.confirmNewPasswordLabel}
        error={formState.errors.confirmPassword?.message}
        show={show.confirm}
        onToggle={() => setShow((current) => ({ ...current, confirm: !current.confirm }))}
        register={register('confirmPassword')}
      />
      <button type="submit" disabled={formState.isSubmitting} className={`${buttonClass('primary', 'compact')} w-full`}>
        {formState.isSubmitting ? m.resetting : m.resetButton}
      </button>
    </form>
  )
}

export default function ResetPassword() {
  return (
    <ToastProvider>
      <ResetScreen />
    </ToastProvider>
  )
}
