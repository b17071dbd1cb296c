import { useId } from 'react'
import { ContactRequestSchema, contactTopics, type ContactRequest } from '#content-schema/forms/contactRequest.ts'
import type { UiTexts } from '#content-schema/uiTexts.ts'
import { LinkedText } from '../LinkedText.tsx'
import { useHydrated } from '../useHydrated.ts'
import { describedBy, Field, FieldMessage, inputClass, ToastRegion } from './parts.tsx'
import { usePublicForm } from './usePublicForm.ts'

/** What the form holds while the visitor types: the schema decides what is valid. */
type Values = {
  nome: string
  cognome: string
  email: string
  telefono: string
  cap: string
  argomento: string
  messaggio: string
  privacy: boolean
  marketing: boolean
}

const empty: Values = { nome: '', cognome: '', email: '', telefono: '', cap: '', argomento: '', messaggio: '', privacy: false, marketing: false }

/**
 * The /contatti message form: validated with the shared schema here and again by the server (whose messages the
 * fields show); its labels, consents and answers in the editors' wording.
 */
export default function ContactForm({ texts: t }: { texts: UiTexts['contactForm'] }) {
  const id = useId()
  const hydrated = useHydrated()
  const { form, onSubmit, toast, closeToast } = usePublicForm<Values, ContactRequest>({
    schema: ContactRequestSchema,
    empty,
    endpoint: '/api/public/contact-requests',
    success: { title: t.successTitle, text: t.successText },
    failure: { title: t.errorTitle, text: t.errorText },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  const f = (name: keyof Values) => `${id}-${name}`
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={t.formName}>
        <Field id={f('nome')} label={t.firstName} error={errors.nome}>
          <input id={f('nome')} type="text" autoComplete="given-name" className={inputClass} {...describedBy(f('nome'), errors.nome)} {...register('nome')} />
        </Field>
        <Field id={f('cognome')} label={t.lastName} error={errors.cognome}>
          <input id={f('cognome')} type="text" autoComplete="family-name" className={inputClass} {...describedBy(f('cognome'), errors.cognome)} {...register('cognome')} />
        </Field>
        <Field id={f('email')} label={t.email} error={errors.email}>
          <input id={f('email')} type="email" autoComplete="email" className={inputClass} {...describedBy(f('email'), errors.email)} {...register('email')} />
        </Field>
        <Field id={f('telefono')} label={t.phone} error={errors.telefono}>
          <input id={f('telefono')} type="tel" autoComplete="tel" className={inputClass} {...describedBy(f('telefono'), errors.telefono)} {...register('telefono')} />
        </Field>
        <Field id={f('cap')} label={t.cap} error={errors.cap}>
          <input id={f('cap')} type="text" inputMode="numeric" autoComplete="postal-code" className={inputClass} {...describedBy(f('cap'), errors.cap)} {...register('cap')} />
        </Field>
        <Field id={f('argomento')} label={t.topic} error={errors.argomento}>
          <select id={f('argomento')} className={inputClass} {...describedBy(f('argomento'), errors.argomento)} {...register('argomento')}>
            <option value="">{t.topicPlaceholder}</option>
            {contactTopics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field id={f('messaggio')} label={t.message} error={errors.messaggio}>
            <textarea id={f('messaggio')} rows={5} className={inputClass} {...describedBy(f('messaggio'), errors.messaggio)} {...register('messaggio')} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...describedBy(f('privacy'), errors.privacy)} {...register('privacy')} />
            <span>
              <LinkedText text={t.privacyConsent} linkClassName="font-medium text-brand-800 underline" />
            </span>
          </label>
          <FieldMessage id={`${f('privacy')}-error`} error={errors.privacy} />
          <label className="mt-2 flex items-start gap-3 text-sm text-slate-700">
            <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...register('marketing')} />
            <span>{t.marketingConsent}</span>
          </label>
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={isSubmitting || !hydrated}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
          >
            {isSubmitting ? t.submitting : t.submit}
          </button>
        </div>
      </form>
      <ToastRegion toast={toast} onClose={closeToast} />
    </>
  )
}
