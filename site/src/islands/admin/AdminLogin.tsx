import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { adminMessages, AdminLoginSchema, type AdminLogin as AdminLoginValues } from '#content-schema/admin/admin.ts'
import { SessionSchema } from '#content-schema/merchants/areaRecords.ts'
import { api, currentUser, isAdminUser, signOut } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Field } from '../ui/Field.tsx'
import { inputClass } from '../ui/inputClasses.ts'
import { Loading } from '../ui/Loading.tsx'
import { Notice } from '../ui/Notice.tsx'

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

  if (checking) return <Loading />

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div aria-live="assertive">
        {problem && (
          <Notice tone="error" role="alert" title={problem.title}>
            <p className="text-sm">{problem.text}</p>
          </Notice>
        )}
      </div>
      <Field id={emailId} label="Email" error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="username" className={inputClass} {...register('email')} />}
      </Field>
      <Field id={passwordId} label="Password" error={errors.password?.message}>
        {(control) => <input {...control} type="password" autoComplete="current-password" className={inputClass} {...register('password')} />}
      </Field>
      <button type="submit" disabled={isSubmitting} className={`${buttonClass('primary', 'large')} w-full`}>
        {isSubmitting ? 'Accesso in corso...' : adminMessages.loginButton}
      </button>
    </form>
  )
}
