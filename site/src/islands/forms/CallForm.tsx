import { useId } from 'react'
import { CallRequestSchema, type CallRequest, type CallService } from '#content-schema/forms/callRequest.ts'
import { callFormMessages as m, contactFormMessages } from '#content-schema/messages.ts'
import { useHydrated } from '../useHydrated.ts'
import { CallbackSlotField } from './CallbackSlotField.tsx'
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

const consents = [
  { name: 'marketing', label: 'Acconsento a essere contattato/a per offerte e promozioni da CasaConfronta (facoltativo)' },
  { name: 'partners', label: 'Acconsento a essere contattato/a dai partner commerciali per offerte e promozioni (facoltativo)' },
  { name: 'group', label: 'Acconsento a essere contattato/a dalle società del gruppo per offerte e promozioni (facoltativo)' },
] as const

/** A /contatti/chiamata/{servizio} form: validated with the shared schema here and again by the server. */
export default function CallForm({ servizio }: { servizio: CallService }) {
  const id = useId()
  const hydrated = useHydrated()
  const empty: Values = { servizio, nome: '', cognome: '', email: '', cellulare: '', descrizione: '', richiamata: '', privacy: false, marketing: false, partners: false, group: false }
  const { form, onSubmit, toast, closeToast } = usePublicForm<Values, CallRequest>({
    schema: CallRequestSchema,
    empty,
    endpoint: '/api/public/call-requests',
    success: { title: m.successTitle, text: m.successText },
    failure: { title: contactFormMessages.errorTitle, text: contactFormMessages.errorText },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  const f = (name: keyof Values) => `${id}-${name}`
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Prenota una chiamata">
        <Field id={f('nome')} label="Nome" error={errors.nome}>
          <input id={f('nome')} type="text" autoComplete="given-name" className={inputClass} {...describedBy(f('nome'), errors.nome)} {...register('nome')} />
        </Field>
        <Field id={f('cognome')} label="Cognome" error={errors.cognome}>
          <input id={f('cognome')} type="text" autoComplete="family-name" className={inputClass} {...describedBy(f('cognome'), errors.cognome)} {...register('cognome')} />
        </Field>
        <Field id={f('email')} label="Email" error={errors.email}>
          <input id={f('email')} type="email" autoComplete="email" className={inputClass} {...describedBy(f('email'), errors.email)} {...register('email')} />
        </Field>
        <Field id={f('cellulare')} label="Cellulare" error={errors.cellulare}>
          <div className="flex items-stretch">
            <span aria-hidden="true" className="mt-1 inline-flex items-center rounded-l-xl border border-r-0 border-slate-300 bg-slate-100 px-3 font-semibold text-slate-700">
              +39
            </span>
            <input
              id={f('cellulare')}
              type="tel"
              autoComplete="tel-national"
              aria-label="Cellulare (prefisso +39)"
              className={`${inputClass} rounded-l-none`}
              {...describedBy(f('cellulare'), errors.cellulare)}
              {...register('cellulare')}
            />
          </div>
        </Field>
        <div className="sm:col-span-2">
          <Field id={f('descrizione')} label="Descrivi la tua richiesta" error={errors.descrizione}>
            <textarea id={f('descrizione')} rows={4} className={inputClass} {...describedBy(f('descrizione'), errors.descrizione)} {...register('descrizione')} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <CallbackSlotField id={f('richiamata')} error={errors.richiamata} {...register('richiamata')} />
        </div>
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...describedBy(f('privacy'), errors.privacy)} {...register('privacy')} />
            <span>
              Accetto i{' '}
              <a href="/termini-condizioni" target="_blank" className="font-medium text-brand-800 underline">
                Termini e Condizioni
              </a>{' '}
              e l’
              <a href="/privacy-policy" target="_blank" className="font-medium text-brand-800 underline">
                Informativa Privacy
              </a>{' '}
              (obbligatorio)
            </span>
          </label>
          <FieldMessage id={`${f('privacy')}-error`} error={errors.privacy} />
          {consents.map((consent) => (
            <label key={consent.name} className="mt-2 flex items-start gap-3 text-sm text-slate-700">
              <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...register(consent.name)} />
              <span>{consent.label}</span>
            </label>
          ))}
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={isSubmitting || !hydrated}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
          >
            {isSubmitting ? contactFormMessages.submitting : m.submit}
          </button>
        </div>
      </form>
      <ToastRegion toast={toast} onClose={closeToast} />
    </>
  )
}
