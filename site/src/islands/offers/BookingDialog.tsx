import { useId, useState, type FormEvent } from 'react'
import { CallbackSlotField, type CallbackSlotTexts } from '../forms/CallbackSlotField.tsx'
import { LinkedText } from '../LinkedText.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Checkbox, FieldMessage } from '../ui/Field.tsx'
import { ModalDialog } from '../ui/ModalDialog.tsx'
import { Notice } from '../ui/Notice.tsx'

export type BookingChoice = { richiamata: string; partners?: true }

/** The dialog's words: the offers page's (editable in the CMS), or the request tracker's when it changes a booked slot. */
export type BookingDialogTexts = { title: string; intro: string; confirm: string; sending: string; cancel: string }

/** The words asking for the consent to partner contact, the reason first; the label names the service, with its links. */
export type ConsentTexts = { why: string; label: string; required: string }

type Props = {
  texts: BookingDialogTexts
  slotTexts: CallbackSlotTexts
  /** Given when the visitor sent the request without letting partners contact them: the dialog asks for it. */
  askConsent?: ConsentTexts
  /** The slot chosen before (an option's value), preselected. */
  initialSlot?: string
  sending: boolean
  error: string | null
  onConfirm: (choice: BookingChoice) => void
  onClose: () => void
}

/**
 * The booking dialog of an offers page: when to be called (the telemarketing hours, as on the call forms) and,
 * when the request was sent without it, the consent to partner contact, with the reason it is needed. The server
 * checks both again (BookingRequestSchema, and the consent rule of the bookings endpoint). The request tracker
 * opens it with its own `texts` to change a booked callback's slot (RescheduleRequestSchema, the same slot rule).
 */
export function BookingDialog({ texts, slotTexts, askConsent, initialSlot = '', sending, error, onConfirm, onClose }: Props) {
  const id = useId()
  const [richiamata, setRichiamata] = useState(initialSlot)
  const [consent, setConsent] = useState(false)
  const [consentError, setConsentError] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (askConsent && !consent) {
      setConsentError(true)
      return
    }
    onConfirm({ richiamata, ...(askConsent ? { partners: true as const } : {}) })
  }

  return (
    <ModalDialog open onClose={onClose} busy={sending} labelledBy={`${id}-title`}>
      <form onSubmit={submit} noValidate className="space-y-5 p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink-900">
          {texts.title}
        </h2>
        <p className="text-slate-700">{texts.intro}</p>
        <CallbackSlotField id={`${id}-slot`} texts={slotTexts} value={richiamata} onChange={(event) => setRichiamata(event.target.value)} />
        {askConsent && (
          <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
            <p id={`${id}-why`} className="text-sm text-amber-950">
              {askConsent.why}
            </p>
            <Checkbox
              className="mt-3 text-sm font-medium text-slate-800"
              checked={consent}
              aria-invalid={consentError && !consent}
              aria-describedby={`${id}-why ${id}-consent-error`}
              onChange={(event) => {
                setConsent(event.target.checked)
                setConsentError(false)
              }}
            >
              <LinkedText text={askConsent.label} linkClassName="font-medium text-brand-800 underline" />
            </Checkbox>
            <FieldMessage id={`${id}-consent-error`} error={consentError ? askConsent.required : undefined} />
          </div>
        )}
        {error && (
          <Notice tone="error" role="alert" className="text-sm font-medium">
            {error}
          </Notice>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={sending} className={buttonClass('secondary', 'large')}>
            {texts.cancel}
          </button>
          <button type="submit" disabled={sending} className={buttonClass('primary', 'large')}>
            {sending ? texts.sending : texts.confirm}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
