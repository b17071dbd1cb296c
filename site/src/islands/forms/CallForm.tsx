import { useId } from 'react'
import { normaliseCapInput } from '#content-schema/postcodes/capFormat.ts'
import { callPartnerChoiceMessages } from '#content-schema/messages.ts'
import { consentText, type ContactChannel } from '#content-schema/consents/consents.ts'
import { CallRequestSchema, type CallRequest } from '#content-schema/forms/callRequest.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { useHydrated } from '../useHydrated.ts'
import { CallbackSlotField, type CallbackSlotTexts } from './CallbackSlotField.tsx'
import { Field } from '../ui/Field.tsx'
import { ConsentsAndSubmit } from './ConsentsAndSubmit.tsx'
import { NameAndEmailFields } from './NameAndEmailFields.tsx'
import { PartnerConsent } from './PartnerConsent.tsx'
import { PartnerChoice } from '../questionnaire/PartnerChoice.tsx'
import { inputClass } from '../ui/inputClasses.ts'
import { ToastProvider } from '../ui/Toasts.tsx'
import { usePublicForm } from './usePublicForm.ts'

type Values = {
  /** The call page's address (its service's `callBooking.slug`). */
  servizio: string
  nome: string
  cognome: string
  email: string
  cellulare: string
  descrizione: string
  cap: string
  richiamata: string
  privacy: boolean
  marketing: boolean
  partners: boolean
  partnerChannels: ContactChannel[]
  /** The partners named for the CAP that the consent is given to (all of them at first, as the list says). */
  partnerIds: number[]
  /** When the page's texts were published, sent back so the consents record the words shown. */
  uiTextsVersion: string | undefined
  legalVersion: string | undefined
}

type Props = {
  servizio: string
  /** The service's own slug, which the partners serving the CAP are found by. */
  service: string
  /** The sector the partners consent names. */
  serviceLabel: string
  texts: UiTexts['callBooking']
  textsVersion: string | null
  /** The legal texts' versions the page showed: the consents record them. */
  legalVersion?: string
  slotTexts: CallbackSlotTexts
}

/**
 * A /contatti/chiamata/{servizio} form: validated with the shared schema here and again by the server (whose
 * messages the fields show); its labels, consents and answers in the editors' wording.
 */
function CallFormFields({ servizio, service, serviceLabel, texts: t, textsVersion, legalVersion, slotTexts }: Props) {
  const id = useId()
  const hydrated = useHydrated()
  const empty: Values = {
    servizio,
    nome: '',
    cognome: '',
    email: '',
    cellulare: '',
    descrizione: '',
    cap: '',
    richiamata: '',
    privacy: false,
    marketing: false,
    partners: false,
    partnerChannels: [],
    partnerIds: [],
    uiTextsVersion: textsVersion ?? undefined,
    legalVersion,
  }
  const { form, onSubmit } = usePublicForm<Values, CallRequest>({
    schema: CallRequestSchema,
    empty,
    endpoint: '/api/public/call-requests',
    success: { title: t.successTitle, text: t.successText },
    failure: { title: t.errorTitle, text: t.errorText },
  })
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form

  const f = (name: keyof Values) => `${id}-${name}`
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={t.formName}>
      <NameAndEmailFields register={register} errors={errors} fieldId={f} t={t} />
      <Field id={f('cellulare')} label={t.mobile} error={errors.cellulare?.message}>
        {(control) => (
          <div className="flex items-stretch">
            <span aria-hidden="true" className="inline-flex items-center rounded-l-xl border border-r-0 border-slate-500 bg-slate-100 px-3 font-semibold text-slate-700">
              +39
            </span>
            <input {...control} type="tel" autoComplete="tel-national" aria-label={t.mobileSpoken} className={`${inputClass} rounded-l-none`} {...register('cellulare')} />
          </div>
        )}
      </Field>
      <Field id={f('descrizione')} label={t.request} error={errors.descrizione?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={4} className={inputClass} {...register('descrizione')} />}
      </Field>
      <Field id={f('cap')} label={callPartnerChoiceMessages.capLabel} error={errors.cap?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            className={inputClass}
            {...register('cap', { setValueAs: (value: string) => normaliseCapInput(value) })}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <CallbackSlotField id={f('richiamata')} texts={slotTexts} error={errors.richiamata?.message} {...register('richiamata')} />
      </div>
      <ConsentsAndSubmit
        id={f('privacy')}
        privacy={register('privacy')}
        privacyText={t.privacyConsent}
        privacyError={errors.privacy?.message}
        optional={[
          { registration: register('marketing'), text: t.marketingConsent },
          {
            key: 'partners',
            element: (
              <PartnerConsent
                id={f('partnerChannels')}
                consent={register('partners')}
                text={consentText(t.partnersConsent, serviceLabel)}
                given={watch('partners')}
                channels={register('partnerChannels')}
                channelsQuestion={t.partnersChannels}
                channelsError={errors.partnerChannels?.message}
                linkClassName="font-medium text-brand-800 underline"
              />
            ),
          },
          {
            key: 'partnerIds',
            element: (
              <PartnerChoice
                id={f('partnerIds')}
                service={service}
                cap={watch('cap') || null}
                consentGiven={watch('partners')}
                chosen={watch('partnerIds')}
                onChoice={(ids) => setValue('partnerIds', ids)}
                reloadKey={null}
                messages={callPartnerChoiceMessages}
              />
            ),
          },
        ]}
        submitText={t.submit}
        submittingText={t.submitting}
        submitting={isSubmitting}
        hydrated={hydrated}
      />
    </form>
  )
}

export default function CallForm(props: Props) {
  return (
    <ToastProvider>
      <CallFormFields {...props} />
    </ToastProvider>
  )
}
