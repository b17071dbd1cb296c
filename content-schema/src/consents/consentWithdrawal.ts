import { z } from '../z.ts'
import { consentPurposes, type ConsentPurpose } from './consents.ts'

/**
 * Withdrawing a consent from its link (the e-mails' "Revoca il consenso…", the request page's "Revoca"): the link
 * opens this page, which says what would be withdrawn and withdraws it only when its button is pressed (a POST),
 * so a mail scanner following links changes nothing.
 */
export const CONSENT_WITHDRAWAL_PATH = '/consensi/revoca'

/**
 * The link's token: its scope, the consent record's id, the purpose (`-marketing`; a record holds every consent of its
 * submission) and their HMAC signature (cms/src/consents/withdrawalLink.ts), nothing about the person. Links sent
 * while a record held one consent name no purpose: their record's one grant is it. Scope `a` (sent only to the
 * mailbox, in e-mails) reaches every consent of that address for the purpose; scope `s` (shown on a request's page,
 * which its sender sees without proving the address is theirs) reaches only the consents given with that one
 * submission. It works while the consent is kept: the retention purge blanks its e-mail with the request's.
 */
export const CONSENT_WITHDRAWAL_TOKEN = new RegExp(`^[as][1-9][0-9]{0,9}(?:-(?:${consentPurposes.join('|')}))?\\.[A-Za-z0-9_-]{43}$`)

/** What each purpose stops, as the page says it (its texts' {finalita}, «Testi dell'interfaccia»). */
export const consentPurposePhrases: Record<ConsentPurpose, string> = {
  privacy: 'il trattamento dei dati per la gestione delle richieste',
  marketing: 'le comunicazioni promozionali',
  partners: 'le comunicazioni dei partner commerciali',
  group: 'le comunicazioni delle società del gruppo',
}

/** What the withdrawal endpoints answer; the page's own words are the editors' (uiTexts.ts, consentWithdrawal). */
export const consentWithdrawalMessages = {
  invalidLink: 'Il link per revocare il consenso non è valido o è scaduto. Scrivici dalla pagina Contatti e lo faremo per te.',
} as const

/** POST /api/public/consents/withdrawal { token } */
export const ConsentWithdrawalRequestSchema = z.object(
  { token: z.string({ error: consentWithdrawalMessages.invalidLink }).regex(CONSENT_WITHDRAWAL_TOKEN, consentWithdrawalMessages.invalidLink) },
  { error: consentWithdrawalMessages.invalidLink },
)
export type ConsentWithdrawalRequest = z.infer<typeof ConsentWithdrawalRequestSchema>

/** GET /api/public/consents/withdrawal?token= and the POST's answer: the consent's purpose and whether it is withdrawn. */
export const ConsentWithdrawalSchema = z.object({ purpose: z.enum(consentPurposes), withdrawn: z.boolean() })
export type ConsentWithdrawal = z.infer<typeof ConsentWithdrawalSchema>
