import { useId } from 'react'
import { CallRequestSchema, type CallRequest, type CallService } from '#content-schema/forms/callRequest.ts'
import type { UiTexts } from '#content-schema/uiTexts.ts'
import { LinkedText } from '../LinkedText.tsx'
import { useHydrated } from '../useHydrated.ts'
import { CallbackSlotField, type CallbackSlotTexts } from './CallbackSlotField.tsx'
import { describedBy, Field, FieldMessage, inputClass, ToastRegion } from './parts.tsx'
import { usePublicForm } from './usePublicForm.ts'

type Values = {
  servizio: CallService
  nome: string
  cognome: string
  email: string
  cellulare: string
  descrizione: string
  richiamata: string
  privacy: boolean
  marketing: boolean
  partners: boolean
  group: boolean
}

/** The optional consents, each with the field of the editors' texts that words it. */
const consents = [
  { name: 'marketing', text: 'marketingConsent' },
  { name: 'partners', text: 'partnersConsent' },
  { name: 'group', text: 'groupConsent' },
] as const

/**
 * A /contatti/chiamata/{servizio} form: validated with the shared schema here and again by the server (whose
 * messages the fields show); its labels, consents and answers in the editors' wording.
 */
export default function CallForm({ servizio, texts: t, slotTexts }: { servizio: CallService; texts: UiTexts['callBooking']; slotTexts: CallbackSlotTexts }) {
  const id = useId()
  const hydrated = useHydrated()
  const empty: Values = { servizio, nome: '', cognome: '', email: '', cellulare: '', descrizione: '', richiamata: '', privacy: false, marketing: false, partners: false, group: false }
  const { form, onSubmit, toast, closeToast } = usePublicForm<Values, CallRequest>({
    schema: CallRequestSchema,
    empty,
    endpoint: '/api/public/call-requests',
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
        <Field id={f('cellulare')} label={t.mobile} error={errors.cellulare}>
          <div className="flex items-stretch">
            <span aria-hidden="true" className="mt-1 inline-flex items-center rounded-l-xl border border-r-0 border-slate-300 bg-slate-100 px-3 font-semibold text-slate-700">
              +39
            </span>
            <input
              id={f('cellulare')}
              type="tel"
              autoComplete="tel-national"
              aria-label={t.mobileSpoken}
              className={`${inputClass} rounded-l-none`}
              {...describedBy(f('cellulare'), errors.cellulare)}
              {...register('cellulare')}
            />
          </div>
        </Field>
        <div className="sm:col-span-2">
          <Field id={f('descrizione')} label={t.request} error={errors.descrizione}>
            <textarea id={f('descrizione')} rows={4} className={inputClass} {...describedBy(f('descrizione'), errors.descrizione)} {...register('descrizione')} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <CallbackSlotField id={f('richiamata')} texts={slotTexts} error={errors.richiamata} {...register('richiamata')} />
        </div>
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...describedBy(f('privacy'), errors.privacy)} {...register('privacy')} />
            <span>
              <LinkedText text={t.privacyConsent} linkClassName="font-medium text-brand-800 underline" />
            </span>
          </label>
          <FieldMessage id={`${f('privacy')}-error`} error={errors.privacy} />
          {consents.map((consent) => (
            <label key={consent.name} className="mt-2 flex items-start gap-3 text-sm text-slate-700">
              <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...register(consent.name)} />
              <span>{t[consent.text]}</span>
            </label>
          ))}
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
