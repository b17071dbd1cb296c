import { z } from '../z.ts'
import { finalContactFormMessages as m, formMessages, genericMessages } from '../messages.ts'
import type { AnswerValue, Answers } from '../questionnaire/engine.ts'
import { partnerChoiceField } from '../leads/leadPartners.ts'
import {
  consentField,
  emailField,
  MAX_COMPANY,
  MAX_MESSAGE,
  MAX_NAME,
  partnerChannelsField,
  phoneField,
  privacyField,
  requirePartnerChannels,
  textField,
} from './fields.ts'

/** Business fields are asked when the user type contains 'Azienda' ('Azienda / P.IVA', 'Azienda con Partita IVA'). */
export function isBusinessUserType(userType: AnswerValue | undefined): boolean {
  if (Array.isArray(userType)) return userType.some((value) => value.includes('Azienda'))
  return typeof userType === 'string' && userType.includes('Azienda')
}

export function isBusinessAnswers(answers: Answers): boolean {
  return isBusinessUserType(Object.hasOwn(answers, 'userType') ? answers.userType : undefined)
}

const businessText = z
  .string({ error: m.business })
  .trim()
  .max(MAX_COMPANY, formMessages.tooLong(MAX_COMPANY))
  .optional()
  .transform((text) => text || undefined)

const fields = {
  nome: textField(1, MAX_NAME, m.required),
  telefono: phoneField(m.required, m.phone),
  email: emailField(m.required, m.email),
  messaggio: z
    .string({ error: genericMessages.invalidRequest })
    .trim()
    .max(MAX_MESSAGE, formMessages.tooLong(MAX_MESSAGE))
    .optional()
    .transform((text) => text || undefined),
  ragioneSociale: businessText,
  partitaIva: businessText,
  privacy: privacyField(m.privacy),
  /** Promotional contact by us. */
  marketing: consentField(),
  /** Contact by the commercial partners who receive the request, for its service… */
  partners: consentField(),
  /** …by the channels ticked (at least one with the consent). */
  partnerChannels: partnerChannelsField(),
  /** …the partners among those named in the form (GET /api/public/lead-partners) it is given to: only they receive the contacts. */
  partnerIds: partnerChoiceField(),
}

/**
 * The questionnaire's final form. Business visitors (user type containing 'Azienda') must also give
 * ragioneSociale and partitaIva; a private visitor never sees those fields, so whatever arrives for
 * them is dropped rather than stored. Build it from the answers on both sides (`finalContactFormSchemaFor`).
 */
export function finalContactFormSchema({ business }: { business: boolean }) {
  return z
    .object(fields, { error: genericMessages.invalidRequest })
    .superRefine((form, ctx) => {
      requirePartnerChannels(form, ctx)
      if (!business) return
      for (const key of ['ragioneSociale', 'partitaIva'] as const) {
        if (!form[key]) ctx.addIssue({ code: 'custom', path: [key], message: m.business })
      }
    })
    .transform((form) => (business ? form : { ...form, ragioneSociale: undefined, partitaIva: undefined }))
}

/** The schema that fits the questionnaire answers the form is sent with: one of the two built at load, never one per call. */
export function finalContactFormSchemaFor(answers: Answers) {
  return isBusinessAnswers(answers) ? BusinessFinalContactFormSchema : FinalContactFormSchema
}
export type FinalContactForm = z.infer<ReturnType<typeof finalContactFormSchema>>
/** What the island's form holds before parsing (consents may be absent). */
export type FinalContactFormInput = z.input<ReturnType<typeof finalContactFormSchema>>

/** The private visitor's form. A server must not use it blindly: pick the schema from the answers. */
export const FinalContactFormSchema = finalContactFormSchema({ business: false })
/** The business visitor's form: ragioneSociale and partitaIva are required. */
export const BusinessFinalContactFormSchema = finalContactFormSchema({ business: true })
