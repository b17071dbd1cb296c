import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { LinkedText } from '../LinkedText.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Checkbox, FieldMessage } from '../ui/Field.tsx'

type Props = {
  /** The privacy checkbox's id, for its error line. */
  id: string
  privacy: UseFormRegisterReturn
  privacyText: string
  privacyError?: string
  /** The optional consents, in order: a checkbox with its words, or a consent drawn whole (PartnerConsent). */
  optional: ({ registration: UseFormRegisterReturn; text: string } | { key: string; element: ReactNode })[]
  submitText: string
  submittingText: string
  submitting: boolean
  /** Before hydration the form cannot be sent by the island. */
  hydrated: boolean
}

/** The end of a public form: the required privacy consent with its error, the optional consents, the send button. */
export function ConsentsAndSubmit({ id, privacy, privacyText, privacyError, optional, submitText, submittingText, submitting, hydrated }: Props) {
  return (
    <>
      <div className="text-sm text-slate-700 sm:col-span-2">
        <Checkbox aria-invalid={Boolean(privacyError)} aria-describedby={`${id}-error`} {...privacy}>
          <LinkedText text={privacyText} linkClassName="font-medium text-brand-800 underline" />
        </Checkbox>
        <FieldMessage id={`${id}-error`} error={privacyError} />
        {optional.map((consent) =>
          'element' in consent ? (
            <div key={consent.key} className="mt-2">
              {consent.element}
            </div>
          ) : (
            <Checkbox key={consent.registration.name} className="mt-2" {...consent.registration}>
              {consent.text}
            </Checkbox>
          ),
        )}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={submitting || !hydrated} className={`${buttonClass('primary', 'large')} w-full sm:w-auto`}>
          {submitting ? submittingText : submitText}
        </button>
      </div>
    </>
  )
}
