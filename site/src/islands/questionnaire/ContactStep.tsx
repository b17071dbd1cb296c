import { useId, useMemo, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CapSchema } from '#content-schema/postcodes/cap.ts'
import { normaliseCapInput } from '#content-schema/postcodes/capFormat.ts'
import {
  finalContactFormSchemaFor,
  isBusinessAnswers,
  type FinalContactForm,
  type FinalContactFormInput,
} from '#content-schema/forms/finalContactForm.ts'
import { finalContactFormMessages as m, leadMessages } from '#content-schema/messages.ts'
import type { Answers } from '#content-schema/questionnaire/engine.ts'
import { consentText } from '#content-schema/consents/consents.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { PartnerConsent } from '../forms/PartnerConsent.tsx'
import { PartnerChoice } from './PartnerChoice.tsx'
import { LinkedText } from '../LinkedText.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Checkbox, Label } from '../ui/Field.tsx'
import { inputClass } from '../ui/inputClasses.ts'
import { Notice } from '../ui/Notice.tsx'

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
  service,
  serviceLabel,
  knownCap,
  answers,
  needsCap,
  serverError,
  submitting,
  onSubmit,
}: {
  /** The editors' wording of the form's labels, consents and button. */
  texts: UiTexts['contactStep']
  /** The questionnaire's service (its slug, for the partners it would go to) and its name: the partners consent names it. */
  service: string
  serviceLabel: string
  /** The CAP an earlier step gave, if any (else the form asks it: needsCap). */
  knownCap: string | null
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
    watch,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, FinalContactForm>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, FinalContactForm>,
    defaultValues: { nome: '', telefono: '', email: '', messaggio: '', privacy: false as unknown as true, marketing: false, partners: false, partnerChannels: [], partnerIds: [] },
  })
  const alert = alertFor(errors) ?? capError ?? serverError
  const field = (name: keyof Values) => `${id}-${name}`
  // Every field points at the form's one alert, which says what is wrong.
  const pointsAtAlert = (error: unknown) => ({ 'aria-invalid': Boolean(error), 'aria-describedby': `${id}-alert` })

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
      <div id={`${id}-alert`} role="alert">
        {alert && (
          <Notice tone="error" className="font-medium">
            {alert}
          </Notice>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={field('nome')}>{texts.name}</Label>
          <input id={field('nome')} autoComplete="name" className={inputClass} {...pointsAtAlert(errors.nome)} {...register('nome')} />
        </div>
        <div>
          <Label htmlFor={field('telefono')}>{texts.phone}</Label>
          <input id={field('telefono')} type="tel" autoComplete="tel" className={inputClass} {...pointsAtAlert(errors.telefono)} {...register('telefono')} />
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={field('email')}>{texts.email}</Label>
          <input id={field('email')} type="email" autoComplete="email" className={inputClass} {...pointsAtAlert(errors.email)} {...register('email')} />
        </div>
        {needsCap && (
          <div className="sm:col-span-2">
            <Label htmlFor={`${id}-cap`}>{texts.cap}</Label>
            <input
              id={`${id}-cap`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={cap}
              onChange={(event) => setCap(normaliseCapInput(event.target.value))}
              {...pointsAtAlert(capError)}
              className={`${inputClass} max-w-40`}
            />
          </div>
        )}
        {business && (
          <>
            <div>
              <Label htmlFor={field('ragioneSociale')}>{texts.company}</Label>
              <input id={field('ragioneSociale')} autoComplete="organization" className={inputClass} {...pointsAtAlert(errors.ragioneSociale)} {...register('ragioneSociale')} />
            </div>
            <div>
              <Label htmlFor={field('partitaIva')}>{texts.vatNumber}</Label>
              <input id={field('partitaIva')} inputMode="numeric" className={inputClass} {...pointsAtAlert(errors.partitaIva)} {...register('partitaIva')} />
            </div>
          </>
        )}
        <div className="sm:col-span-2">
          <Label htmlFor={field('messaggio')}>{texts.message}</Label>
          <textarea id={field('messaggio')} rows={3} className={inputClass} {...register('messaggio')} />
        </div>
      </div>

      <div className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <Checkbox aria-invalid={Boolean(errors.privacy)} {...register('privacy')}>
          <LinkedText text={texts.privacyConsent} />
        </Checkbox>
        <Checkbox {...register('marketing')}>{texts.marketingConsent}</Checkbox>
        <PartnerConsent
          id={field('partnerChannels')}
          consent={register('partners')}
          text={consentText(texts.partnersConsent, serviceLabel)}
          given={Boolean(watch('partners'))}
          channels={register('partnerChannels')}
          channelsQuestion={texts.partnersChannels}
        />
        <PartnerChoice
          id={field('partnerIds')}
          service={service}
          cap={needsCap ? cap : knownCap}
          consentGiven={Boolean(watch('partners'))}
          chosen={watch('partnerIds') ?? []}
          onChoice={(ids) => setValue('partnerIds', ids)}
          reloadKey={serverError}
        />
      </div>

      <div>
        <button type="submit" className={`${buttonClass('primary', 'large')} w-full sm:w-auto`} disabled={submitting} aria-busy={submitting}>
          {submitting ? texts.submitting : texts.submit}
        </button>
      </div>
    </form>
  )
}
