import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ForgotPasswordSchema,
  MerchantLoginSchema,
  MerchantSignupSchema,
  merchantAuthMessages as m,
  signupErrorTitle,
  type ForgotPassword,
  type MerchantLogin,
  type MerchantSignup,
} from '#content-schema/forms/merchantAuth.ts'
import { api, currentUser } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Field } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { Loading } from '../ui/Loading.tsx'
import { ModalDialog } from '../ui/ModalDialog.tsx'
import { Notice } from '../ui/Notice.tsx'
import { TOAST_DEFAULT, TOAST_LONG, ToastProvider, carryToast, useToast } from '../ui/Toasts.tsx'

type Tab = 'login' | 'register'
const AREA = '/area-merchant'

const loginTitles: Record<string, string> = {
  invalid_credentials: m.loginErrorTitle,
  throttled: m.throttledTitle,
  unverified: m.unverifiedTitle,
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const toast = useToast()
  const { register, handleSubmit, formState } = useForm<MerchantLogin>({ resolver: zodResolver(MerchantLoginSchema) })
  const errors = formState.errors

  const submit = handleSubmit(async (data) => {
    const result = await api('POST', '/users/login', data)
    if (result.ok) {
      carryToast({ title: m.loginSuccessTitle, description: m.loginSuccess })
      window.location.assign(AREA)
      return
    }
    toast({ tone: 'error', title: (result.code && loginTitles[result.code]) ?? m.loginErrorTitle, description: result.message })
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.login}>
      <Field id="login-email" label={m.emailLabel} error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="email" className={compactInputClass} {...register('email')} />}
      </Field>
      <Field id="login-password" label={m.passwordLabel} error={errors.password?.message}>
        {(control) => <input {...control} type="password" autoComplete="current-password" className={compactInputClass} {...register('password')} />}
      </Field>
      <div className="flex justify-end">
        <button type="button" onClick={onForgot} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {m.forgotLink}
        </button>
      </div>
      <button type="submit" disabled={formState.isSubmitting} className={`${buttonClass('primary', 'compact')} w-full`}>
        {formState.isSubmitting ? m.loggingIn : m.login}
      </button>
    </form>
  )
}

function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const toast = useToast()
  const { register, handleSubmit, formState, reset } = useForm<MerchantSignup>({ resolver: zodResolver(MerchantSignupSchema) })
  const errors = formState.errors

  const submit = handleSubmit(
    async (data) => {
      const result = await api('POST', '/merchant-signup', data)
      if (result.ok) {
        toast({ title: m.confirmEmailTitle, description: m.confirmEmail, durationMs: TOAST_LONG })
        reset()
        onRegistered()
        return
      }
      toast({ tone: 'error', title: signupErrorTitle(result.message), description: result.message })
    },
    (invalid) => {
      const first = invalid.password?.message ?? invalid.confirmPassword?.message ?? invalid.email?.message
      if (first) toast({ tone: 'error', title: signupErrorTitle(first), description: first })
    },
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.register}>
      <Field id="register-email" label={m.emailLabel} error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="email" className={compactInputClass} {...register('email')} />}
      </Field>
      <Field id="register-password" label={m.passwordLabel} error={errors.password?.message} hint={m.passwordHint}>
        {(control) => <input {...control} type="password" autoComplete="new-password" className={compactInputClass} {...register('password')} />}
      </Field>
      <Field id="register-confirm" label={m.confirmPasswordLabel} error={errors.confirmPassword?.message}>
        {(control) => <input {...control} type="password" autoComplete="new-password" className={compactInputClass} {...register('confirmPassword')} />}
      </Field>
      <Notice tone="info" className="text-sm">
        {m.registerNotice}
      </Notice>
      <button type="submit" disabled={formState.isSubmitting} className={`${buttonClass('primary', 'compact')} w-full`}>
        {formState.isSubmitting ? m.registering : m.register}
      </button>
    </form>
  )
}

function ForgotDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast()
  const { register, handleSubmit, formState, reset } = useForm<ForgotPassword>({ resolver: zodResolver(ForgotPasswordSchema) })

  const submit = handleSubmit(
    async (data) => {
      const result = await api('POST', '/users/forgot-password', data)
      if (result.ok) {
        toast({ title: m.forgotSentTitle, description: m.forgotSent, durationMs: TOAST_DEFAULT })
        reset()
        onClose()
        return
      }
      toast({ tone: 'error', title: m.errorTitle, description: result.message })
    },
    (invalid) => {
      const message = invalid.email?.message ?? m.forgotRequired
      toast({ tone: 'error', title: message === m.forgotRequired ? m.forgotRequiredTitle : m.errorTitle, description: message })
    },
  )

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="forgot-title" width="md">
      <form onSubmit={submit} noValidate className="space-y-4 p-6">
        <h2 id="forgot-title" className="text-xl font-bold text-ink-900">
          {m.forgotTitle}
        </h2>
        <p className="text-sm text-slate-600">{m.forgotIntro}</p>
        <Field id="forgot-email" label={m.emailLabel} error={formState.errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="email" className={compactInputClass} {...register('email')} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'compact')}>
            {m.forgotCancel}
          </button>
          <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary', 'compact')}>
            {formState.isSubmitting ? m.forgotSending : m.forgotButton}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}

function AuthScreen() {
  const toast = useToast()
  const [checking, setChecking] = useState(true)
  const [tab, setTab] = useState<Tab>('login')
  const [forgotOpen, setForgotOpen] = useState(false)
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null })

  useEffect(() => {
    let cancelled = false
    async function start() {
      const url = new URL(window.location.href)
      const verifyToken = url.searchParams.get('verifica')
      if (verifyToken) {
        url.searchParams.delete('verifica')
        window.history.replaceState(null, '', url.pathname + url.search)
        const verified = await api('POST', `/users/verify/${encodeURIComponent(verifyToken)}`)
        if (verified.ok) toast({ title: m.verifiedTitle, description: m.verified, durationMs: TOAST_DEFAULT })
        else toast({ tone: 'error', title: m.verifyFailedTitle, description: m.verifyFailed, durationMs: TOAST_DEFAULT })
      }
      const emailChangeToken = url.searchParams.get('nuova-email')
      if (emailChangeToken) {
        url.searchParams.delete('nuova-email')
        window.history.replaceState(null, '', url.pathname + url.search)
        const changed = await api('POST', '/users/confirm-email-change', { token: emailChangeToken })
        if (changed.ok) toast({ title: m.emailChangedTitle, description: m.emailChanged, durationMs: TOAST_DEFAULT })
        else toast({ tone: 'error', title: m.emailChangeFailedTitle, description: m.emailChangeFailed, durationMs: TOAST_DEFAULT })
      }
      if (await currentUser()) {
        window.location.replace(AREA)
        return
      }
      if (!cancelled) setChecking(false)
    }
    void start()
    return () => {
      cancelled = true
    }
  }, [toast])

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const next: Tab = tab === 'login' ? 'register' : 'login'
    setTab(next)
    tabs.current[next]?.focus()
  }

  if (checking) return <Loading />

  const tabButton = (value: Tab, label: string) => (
    <button
      ref={(element) => {
        tabs.current[value] = element
      }}
      type="button"
      role="tab"
      id={`tab-${value}`}
      aria-selected={tab === value}
      aria-controls={`panel-${value}`}
      tabIndex={tab === value ? 0 : -1}
      onClick={() => setTab(value)}
      onKeyDown={onTabKey}
      className={`flex-1 rounded-lg px-4 py-2 font-semibold ${tab === value ? 'bg-white text-ink-900 shadow' : 'text-slate-600 hover:text-ink-900'}`}
    >
      {label}
    </button>
  )

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div role="tablist" aria-label={m.tabsLabel} className="mb-6 flex gap-1 rounded-xl bg-slate-100 p-1">
        {tabButton('login', m.login)}
        {tabButton('register', m.register)}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'login' ? <LoginForm onForgot={() => setForgotOpen(true)} /> : <RegisterForm onRegistered={() => setTab('login')} />}
      </div>
      <ForgotDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  )
}

export default function AuthMerchant() {
  return (
    <ToastProvider>
      <AuthScreen />
    </ToastProvider>
  )
}
