import { z } from '../z.ts'
import { contactFormMessages as m, genericMessages } from '../messages.ts'
import { questionnaireSlugs } from '../questionnaire/slugs.ts'
import {
  consentField,
  emailField,
  MAX_MESSAGE,
  MAX_NAME,
  phoneField,
  privacyField,
  textField,
  uiTextsVersionField,
} from './fields.ts'

/** The subjects of the /contatti form: the eight services and 'altro'. */
export const contactTopicValues = [...questionnaireSlugs, 'altro'] as const
export const ContactTopicSchema = z.enum(contactTopicValues, { error: m.argomento })
export type ContactTopic = z.infer<typeof ContactTopicSchema>

export const contactTopicLabels: Record<ContactTopic, string> = {
  'luce-gas': 'Luce & Gas',
  'internet-mobile': 'Internet & Mobile',
  fotovoltaico: 'Fotovoltaico',
  'caldaie-clima': 'Caldaie & Clima',
  'sistemi-allarme': 'Sistemi di Allarme',
  'assicurazione-casa': 'Assicurazione Casa',
  'assicurazione-auto': 'Assicurazione Auto',
  depuratori: 'Depuratori',
  altro: 'Altro',
}

/** The select's choices in display order. */
export const contactTopics = contactTopicValues.map((value) => ({ value, label: contactTopicLabels[value] }))

/** The message form of /contatti, stored as a contact request. */
export const ContactRequestSchema = z.object(
  {
    nome: textField(2, MAX_NAME, m.nome),
    cognome: textField(2, MAX_NAME, m.cognome),
    email: emailField(m.email, m.email),
    telefono: phoneField(m.telefono, m.telefono),
    // The CAP has two messages: too short reads 'Inserisci un CAP valido', too long 'Il CAP deve essere di 5 cifre'.
    cap: z
      .string({ error: m.capShort })
      .trim()
      .min(5, m.capShort)
      .max(5, m.capLong)
      .regex(/^\d*$/, m.capShort),
    argomento: ContactTopicSchema,
    messaggio: textField(10, MAX_MESSAGE, m.messaggio),
    privacy: privacyField(m.privacy),
    marketing: consentField(),
    uiTextsVersion: uiTextsVersionField(),
  },
  { error: genericMessages.invalidRequest },
)
export type ContactRequest = z.infer<typeof ContactRequestSchema>
export type ContactRequestInput = z.input<typeof ContactRequestSchema>
