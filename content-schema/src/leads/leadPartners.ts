// The partners a questionnaire's request would go to, named to the consumer before the contacts leave.
import { z } from '../z.ts'
import { CapSchema } from '../postcodes/cap.ts'
import { leadMessages } from '../messages.ts'
import { ServiceSlugSchema } from '../services/services.ts'

/** GET /api/public/lead-partners?service=&cap= — the request's service and the CAP it is for. */
export const LeadPartnersQuerySchema = z.object({
  service: ServiceSlugSchema,
  cap: CapSchema,
})
export type LeadPartnersQuery = z.infer<typeof LeadPartnersQuerySchema>

/** One partner as the contact step names it: the consumer ticks or unticks it by its id. */
export const LeadPartnerSchema = z.object({ id: z.int().positive(), nomeAzienda: z.string(), citta: z.string().nullable() })
export type LeadPartner = z.infer<typeof LeadPartnerSchema>

/**
 * The answer: the partners the matching rule would choose now for the CAP and service (at most `max`, the operator's
 * «Partner al massimo per richiesta»), in the order it would choose them; none when nobody serves the CAP yet.
 */
export const LeadPartnersResponseSchema = z.object({ partners: z.array(LeadPartnerSchema), max: z.int().positive() })
export type LeadPartnersResponse = z.infer<typeof LeadPartnersResponseSchema>

/** The largest choice a form may send: more partners than the operator could ever set per request is a forged body. */
export const MAX_CHOSEN_PARTNERS = 50

/** The partners the consumer chose among those shown, by id, each once. */
export function partnerChoiceField() {
  return z
    .array(z.int({ error: leadMessages.partnerChoiceInvalid }).positive(leadMessages.partnerChoiceInvalid), { error: leadMessages.partnerChoiceInvalid })
    .max(MAX_CHOSEN_PARTNERS, leadMessages.partnerChoiceInvalid)
    .default([])
    .transform((ids) => [...new Set(ids)])
}
