import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { adminMessages, AdminLoginSchema, type AdminLogin as AdminLoginValues } from '#content-schema/admin.ts'
import { SessionSchema } from '#content-schema/areaRecords.ts'
import { api, currentUser, isAdminUser, signOut } from '../sessionApi.ts'

type Problem = { title: string; text: string }

const AREA = '/area-admin'

/** /auth-admin: e-mail and password; only an account with the admin role gets in. */
export default function AdminLogin() {
  const [checking, setChecking] = useState(true)
  const [problem, setProblem] = useState<Problem | null>(null)
  const emailId = useId()
  const passwordId = useId()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginValues>({ resolver: zodResolver(AdminLoginSchema) })

  useEffect(() => {
    void currentUser().then((user) => {
      if (isAdminUser(user)) window.location.replace(AREA)
      else setChecking(false)
    })
  }, [])

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    const result = await api('POST', '/users/login', values, { schema: SessionSchema })
    if (!result.ok) {
      const text = result.status === 401 ? adminMessages.invalidCredentials : result.status >= 400 && result.status < 500 ? result.message : adminMessages.genericLoginError
      setProblem({ title: adminMessages.loginErrorTitle, text })
      return
    }
    if (!isAdminUser(result.data.user)) {
      // A merchant or editor must not keep a session opened from the admin door.
      await signOut()
      setProblem({ title: adminMessages.notAdminTitle, text: adminMessages.notAdminText })
      return
    }
    window.location.assign(AREA)
  })

  if (checking) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Caricamento...
      </p>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div aria-live="assertive">
        {problem && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            <p className="font-semibold">{problem.title}</p>
            <p className="text-sm">{problem.text}</p>
          </div>
        )}
      </div>
      <div>
        <label htmlFor={emailId} className="mb-1 block font-medium text-slate-800">
          Email
        </label>
        <input
          id={emailId}
          type="email"
          autoComplete="username"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          {...register('email')}
          className="w-full rounded-xl border border-slate-300 px-4 py-3 outline-none focus:border-brand-600"
        />
        {errors.email && (
          <p id={`${emailId}-error`} className="mt-1 text-sm text-red-700">
            {errors.email.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={passwordId} className="mb-1 block font-medium text-slate-800">
          Password
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${passwordId}-error` : undefined}
          {...register('password')}
          className="w-full rounded-xl border border-slate-300 px-4 py-3 outline-none focus:border-brand-600"
        />
        {errors.password && (
          <p id={`${passwordId}-error`} className="mt-1 text-sm text-red-700">
            {errors.password.message}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {isSubmitting ? 'Accesso in corso...' : adminMessages.loginButton}
      </button>
    </form>
  )
}
