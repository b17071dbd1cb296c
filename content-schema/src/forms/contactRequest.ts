import { z } from '../z.ts'
import { legalVersionField } from '../privacy/privacy.ts'
import { contactFormMessages as m, genericMessages } from '../messages.ts'
import { questionnaireSlugs, SLUG_PATTERN } from '../questionnaire/slugs.ts'
import { serviceLabels } from '../services/services.ts'
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

/** The subjects of the /contatti form: a service (of the collection, checked by the server) or 'altro'. */
export const contactTopicValues = [...questionnaireSlugs, 'altro'] as const
export const ContactTopicSchema = z.string({ error: m.argomento }).max(60, m.argomento).regex(SLUG_PATTERN, m.argomento)
/** A service's slug or 'altro'. */
export type ContactTopic = z.infer<typeof ContactTopicSchema>

/** The topics' names: the services' names, and 'Altro'. */
export const contactTopicLabels: Record<ContactTopic, string> = { ...serviceLabels, altro: 'Altro' }

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
    /** The legal texts' versions the form showed (legalVersionField). */
    legalVersion: legalVersionField(),
  },
  { error: genericMessages.invalidRequest },
)
export type ContactRequest = z.infer<typeof ContactRequestSchema>
export type ContactRequestInput = z.input<typeof ContactRequestSchema>
