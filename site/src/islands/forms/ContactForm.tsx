import { useId } from 'react'
import { ContactRequestSchema, type ContactRequest } from '#content-schema/forms/contactRequest.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { useHydrated } from '../useHydrated.ts'
import { Field } from '../ui/Field.tsx'
import { ConsentsAndSubmit } from './ConsentsAndSubmit.tsx'
import { NameAndEmailFields } from './NameAndEmailFields.tsx'
import { inputClass } from '../ui/inputClasses.ts'
import { ToastProvider } from '../ui/Toasts.tsx'
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
  /** When the page's texts were published, sent back so the consents record the words shown. */
  uiTextsVersion: string | undefined
  legalVersion: string | undefined
}

/** `topics`: the form's subjects, the services of the collection and 'Altro', as the page read them. */
type Props = { texts: UiTexts['contactForm']; textsVersion: string | null; legalVersion?: string; topics: readonly { value: string; label: string }[] }

/**
 * The /contatti message form: validated with the shared schema here and again by the server (whose messages the
 * fields show); its labels, consents and answers in the editors' wording.
 */
function ContactFormFields({ texts: t, textsVersion, legalVersion, topics }: Props) {
  const id = useId()
  const hydrated = useHydrated()
  const empty: Values = {
    nome: '',
    cognome: '',
    email: '',
    telefono: '',
    cap: '',
    argomento: '',
    messaggio: '',
    privacy: false,
    marketing: false,
    uiTextsVersion: textsVersion ?? undefined,
    legalVersion,
  }
  const { form, onSubmit } = usePublicForm<Values, ContactRequest>({
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
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={t.formName}>
      <NameAndEmailFields register={register} errors={errors} fieldId={f} t={t} />
      <Field id={f('telefono')} label={t.phone} error={errors.telefono?.message}>
        {(control) => <input {...control} type="tel" autoComplete="tel" className={inputClass} {...register('telefono')} />}
      </Field>
      <Field id={f('cap')} label={t.cap} error={errors.cap?.message}>
        {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="postal-code" className={inputClass} {...register('cap')} />}
      </Field>
      <Field id={f('argomento')} label={t.topic} error={errors.argomento?.message}>
        {(control) => (
          <select {...control} className={inputClass} {...register('argomento')}>
            <option value="">{t.topicPlaceholder}</option>
            {topics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={f('messaggio')} label={t.message} error={errors.messaggio?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={5} className={inputClass} {...register('messaggio')} />}
      </Field>
      <ConsentsAndSubmit
        id={f('privacy')}
        privacy={register('privacy')}
        privacyText={t.privacyConsent}
        privacyError={errors.privacy?.message}
        optional={[{ registration: register('marketing'), text: t.marketingConsent }]}
        submitText={t.submit}
        submittingText={t.submitting}
        submitting={isSubmitting}
        hydrated={hydrated}
      />
    </form>
  )
}

export default function ContactForm(props: Props) {
  return (
    <ToastProvider>
      <ContactFormFields {...props} />
    </ToastProvider>
  )
}
