import { z } from '../z.ts'
import { callFormMessages as m, genericMessages } from '../messages.ts'
import { optionalCallbackSlot } from '../telemarketing.ts'
import {
  consentField,
  emailField,
  MAX_MESSAGE,
  MAX_NAME,
  phoneField,
  privacyField,
  textField,
} from './fields.ts'

/** The services of the call-booking hub, as they appear in /contatti/chiamata/{servizio}. */
export const callServiceValues = [
  'gas-e-luce',
  'internet-mobile',
  'fotovoltaico',
  'caldaie-clima',
  'sistemi-allarme',
  'assicurazione-casa',
  'assicurazione-pet',
  'depuratori',
] as const
export const CallServiceSchema = z.enum(callServiceValues, { error: m.servizio })
export type CallService = z.infer<typeof CallServiceSchema>

export const callServiceLabels: Record<CallService, string> = {
  'gas-e-luce': 'Luce & Gas',
  'internet-mobile': 'Internet & Mobile',
  fotovoltaico: 'Fotovoltaico',
  'caldaie-clima': 'Caldaie & Clima',
  'sistemi-allarme': 'Sistemi di allarme',
  'assicurazione-casa': 'Assicurazione Casa',
  'assicurazione-pet': 'Assicurazione Pet',
  depuratori: 'Depuratori',
}

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
    /** The preferred callback slot's start (ISO), inside the telemarketing hours; empty for "as soon as possible". */
    richiamata: optionalCallbackSlot(),
    privacy: privacyField(m.privacy),
    /** Promotional contact by us. */
    marketing: consentField(),
    /** Promotional contact by commercial partners. */
    partners: consentField(),
    /** Promotional contact by group companies. */
    group: consentField(),
  },
  { error: genericMessages.invalidRequest },
)
export type CallRequest = z.infer<typeof CallRequestSchema>
export type CallRequestInput = z.input<typeof CallRequestSchema>
