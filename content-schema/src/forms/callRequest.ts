import { z } from '../z.ts'
import { legalVersionField } from '../privacy/privacy.ts'
import { callFormMessages as m, genericMessages } from '../messages.ts'
import { optionalCallbackSlot } from '../bookings/telemarketing.ts'
import { CAP_PATTERN } from '../postcodes/capFormat.ts'
import { SLUG_PATTERN } from '../questionnaire/slugs.ts'
import { partnerChoiceField } from '../leads/leadPartners.ts'
import { callConfirmationMessages } from '../bookings/callConfirmation.ts'
import {
  consentField,
  emailField,
  MAX_MESSAGE,
  MAX_NAME,
  partnerChannelsField,
  phoneField,
  privacyField,
  requirePartnerChannels,
  textField,
  uiTextsVersionField,
} from './fields.ts'

/**
 * A call page's address, /contatti/chiamata/{servizio}: the `callBooking.slug` editors give each service in the CMS,
 * which also makes the hub's link, so the two cannot disagree. The server finds the service by it.
 */
export const CallServiceSchema = z.string({ error: m.servizio }).trim().max(80, m.servizio).regex(SLUG_PATTERN, m.servizio)

/** POST /api/public/call-requests/confirm: the code of the e-mail's link. */
export const CallConfirmationSchema = z.object({ codice: z.string({ error: callConfirmationMessages.invalid }).regex(/^[0-9a-f]{64}$/, callConfirmationMessages.invalid) })

/** The call-booking form of /contatti/chiamata/{servizio}. */
export const CallRequestSchema = z.object(
  {
    servizio: CallServiceSchema,
    nome: textField(2, MAX_NAME, m.nome),
    cognome: textField(2, MAX_NAME, m.cognome),
    email: emailField(m.email, m.email),
    /** Without the +39 the form shows in front of it. */
    cellulare: phoneField(m.cellulare, m.cellulare),
    descrizione: textField(10, MAX_MESSAGE, m.descrizione),
    /** Where the consumer lives: the partners the form names are those serving it (GET /api/public/lead-partners). */
    cap: z.string({ error: m.cap }).trim().regex(CAP_PATTERN, m.cap),
    /** The preferred callback slot's start (ISO), inside the telemarketing hours; empty for "as soon as possible". */
    richiamata: optionalCallbackSlot(),
    privacy: privacyField(m.privacy),
    /** Promotional contact by us. */
    marketing: consentField(),
    /** Contact by commercial partners for the page's service… */
    partners: consentField(),
    /** …by the channels ticked (at least one with the consent). */
    partnerChannels: partnerChannelsField(),
    /** …the partners among those named in the form it is given to: only they may call back. */
    partnerIds: partnerChoiceField(),
    uiTextsVersion: uiTextsVersionField(),
    /** The legal texts' versions the form showed (legalVersionField). */
    legalVersion: legalVersionField(),
  },
  { error: genericMessages.invalidRequest },
).superRefine(requirePartnerChannels)
export type CallRequest = z.infer<typeof CallRequestSchema>
export type CallRequestInput = z.input<typeof CallRequestSchema>
