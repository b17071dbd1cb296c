import type { UseFormRegisterReturn } from 'react-hook-form'
import { contactChannelLabels, contactChannels } from '#content-schema/consents/consents.ts'
import { LinkedText } from '../LinkedText.tsx'
import { Checkbox, FieldMessage } from '../ui/Field.tsx'

type Props = {
  id: string
  /** The consent's checkbox, and its words with the service named (consentText). */
  consent: UseFormRegisterReturn
  text: string
  /** Whether the consent is ticked: only then are the channels asked. */
  given: boolean
  /** One registration for the group of channel checkboxes (react-hook-form collects the ticked values). */
  channels: UseFormRegisterReturn
  channelsQuestion: string
  channelsError?: string
  linkClassName?: string
}

/**
 * The consent to be contacted by the partners, for the service its words name, and, once it is ticked, the channels
 * the person allows them (telefono, SMS, e-mail, WhatsApp), none ticked at first. It comes after the privacy notice
 * the form shows first; the shared schema asks at least one channel with the consent (requirePartnerChannels).
 */
export function PartnerConsent({ id, consent, text, given, channels, channelsQuestion, channelsError, linkClassName }: Props) {
  return (
    <div>
      <Checkbox {...consent}>
        <LinkedText text={text} linkClassName={linkClassName} />
      </Checkbox>
      {given && (
        <fieldset className="mt-2 ml-8" aria-describedby={`${id}-error`} aria-invalid={Boolean(channelsError)}>
          <legend className="text-sm font-medium text-slate-800">{channelsQuestion}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
            {contactChannels.map((channel) => (
              <Checkbox key={channel} value={channel} {...channels}>
                {contactChannelLabels[channel]}
              </Checkbox>
            ))}
          </div>
          <FieldMessage id={`${id}-error`} error={channelsError} />
        </fieldset>
      )}
    </div>
  )
}
