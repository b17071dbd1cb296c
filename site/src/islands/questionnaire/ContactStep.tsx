import { useId, useMemo, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CapSchema } from '#content-schema/cap.ts'
import { normaliseCapInput } from '#content-schema/capFormat.ts'
import {
  finalContactFormSchemaFor,
  isBusinessAnswers,
  type FinalContactForm,
  type FinalContactFormInput,
} from '#content-schema/forms/finalContactForm.ts'
import { finalContactFormMessages as m, leadMessages } from '#content-schema/messages.ts'
import type { Answers } from '#content-schema/questionnaire/engine.ts'
import type { UiTexts } from '#content-schema/uiTexts.ts'
import { describedBy, inputClass } from '../forms/parts.tsx'
import { LinkedText } from '../LinkedText.tsx'
import { primaryButton } from './StepViews.tsx'

type Values = FinalContactFormInput

/** The one alert shown for a refused form, in this order: privacy, then the required fields, then the company. */
function alertFor(errors: FieldErrors<Values>): string | null {
  if (errors.privacy) return m.privacy
  if (errors.nome || errors.telefono || errors.email) {
    const messages = [errors.nome, errors.telefono, errors.email].map((error) => error?.message)
    return messages.find((message) => message && message !== m.required) ?? m.required
  }
  if (errors.ragioneSociale || errors.partitaIva) return m.business
  const first = Object.values(errors)[0]
  return typeof first?.message === 'string' ? first.message : null
}

/**
 * The final contact form, checked with the shared schema picked from the answers (business visitors
 * also give ragione sociale and partita IVA). `needsCap` asks the CAP when no earlier step gave a location.
 */
export function ContactStep({
  texts,
  answers,
  needsCap,
  serverError,
  submitting,
  onSubmit,
}: {
  /** The editors' wording of the form's labels, consents and button. */
  texts: UiTexts['contactStep']
  answers: Answers
  needsCap: boolean
  serverError: string | null
  submitting: boolean
  onSubmit: (contact: FinalContactForm, cap: string | null) => void
}) {
  const id = useId()
  const business = isBusinessAnswers(answers)
  const schema = useMemo(() => finalContactFormSchemaFor(answers), [answers])
  const [cap, setCap] = useState('')
  const [capError, setCapError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, FinalContactForm>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, FinalContactForm>,
    defaultValues: { nome: '', telefono: '', email: '', messaggio: '', privacy: false as unknown as true, marketing: false, partners: false, group: false },
  })
  const alert = alertFor(errors) ?? capError ?? serverError
  const field = (name: keyof Values) => `${id}-${name}`

  const submit = handleSubmit((contact) => {
    if (needsCap && !CapSchema.safeParse(cap).success) {
      setCapError(leadMessages.locationRequired)
      return
    }
    setCapError(null)
    onSubmit(contact, needsCap ? cap : null)
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-describedby={`${id}-alert`}>
      <div id={`${id}-alert`} role="alert" className={alert ? 'rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800' : 'sr-only'}>
        {alert}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={field('nome')} className="block text-sm font-semibold text-slate-800">
            {texts.name}
          </label>
          <input id={field('nome')} autoComplete="name" className={inputClass} {...describedBy(`${id}-alert`, errors.nome)} {...register('nome')} />
        </div>
        <div>
          <label htmlFor={field('telefono')} className="block text-sm font-semibold text-slate-800">
            {texts.phone}
          </label>
          <input id={field('telefono')} type="tel" autoComplete="tel" className={inputClass} {...describedBy(`${id}-alert`, errors.telefono)} {...register('telefono')} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={field('email')} className="block text-sm font-semibold text-slate-800">
            {texts.email}
          </label>
          <input id={field('email')} type="email" autoComplete="email" className={inputClass} {...describedBy(`${id}-alert`, errors.email)} {...register('email')} />
        </div>
        {needsCap && (
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-cap`} className="block text-sm font-semibold text-slate-800">
              {texts.cap}
            </label>
            <input
              id={`${id}-cap`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={cap}
              onChange={(event) => setCap(normaliseCapInput(event.target.value))}
              aria-invalid={capError ? true : false}
              aria-describedby={`${id}-alert`}
              className={`${inputClass} max-w-40`}
            />
          </div>
        )}
        {business && (
          <>
            <div>
              <label htmlFor={field('ragioneSociale')} className="block text-sm font-semibold text-slate-800">
                {texts.company}
              </label>
              <input id={field('ragioneSociale')} autoComplete="organization" className={inputClass} {...describedBy(`${id}-alert`, errors.ragioneSociale)} {...register('ragioneSociale')} />
            </div>
            <div>
              <label htmlFor={field('partitaIva')} className="block text-sm font-semibold text-slate-800">
                {texts.vatNumber}
              </label>
              <input id={field('partitaIva')} inputMode="numeric" className={inputClass} {...describedBy(`${id}-alert`, errors.partitaIva)} {...register('partitaIva')} />
            </div>
          </>
        )}
        <div className="sm:col-span-2">
          <label htmlFor={field('messaggio')} className="block text-sm font-semibold text-slate-800">
            {texts.message}
          </label>
          <textarea id={field('messaggio')} rows={3} className={inputClass} {...register('messaggio')} />
        </div>
      </div>

      <div className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" aria-invalid={errors.privacy ? true : false} {...register('privacy')} />
          <span>
            <LinkedText text={texts.privacyConsent} />
          </span>
        </label>
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" {...register('marketing')} />
          <span>{texts.marketingConsent}</span>
        </label>
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" {...register('partners')} />
          <span>{texts.partnersConsent}</span>
        </label>
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" {...register('group')} />
          <span>{texts.groupConsent}</span>
        </label>
      </div>

      <div>
        <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={submitting} aria-busy={submitting}>
          {submitting ? texts.submitting : texts.submit}
        </button>
      </div>
    </form>
  )
}
