import { z } from '../z.ts'
import { recordId } from '../forms/fields.ts'
import { counted, formatItalianNumber } from '../numberFormat.ts'
import { RequestTokenSchema } from '../requestPage/requestToken.ts'
import { ServiceSlugSchema } from '../services/services.ts'
import type { BookingState } from '../bookings/bookings.ts'
import type { LeadState } from '../leads/leadWorkflow.ts'

// Reviews from consumers a partner put in touch with: who may write one (the request's own page is the proof),
// what is shown of them, the partner's one reply and an admin hiding one with a reason.

export const REVIEW_TEXT_MIN = 10
export const REVIEW_TEXT_MAX = 2000
export const REVIEW_REPLY_MAX = 2000
export const REVIEW_HIDE_REASON_MIN = 5
/** How many of a partner's latest reviews its card shows under the average. */
export const RECENT_REVIEWS = 3

/** The partner's own status of a lead that means it reached the consumer (the request page's "Ti ha contattato"). */
export const contactedLeadStates: readonly LeadState[] = ['contattato', 'appuntamento', 'preventivo_inviato', 'vinto']
/** A callback booking's states once the partner called. */
export const contactedBookingStates: readonly BookingState[] = ['contattato', 'convertito', 'non_interessato']

export const reviewMessages = {
  ratingRequired: 'Scegli un voto da 1 a 5 stelle.',
  textTooShort: `Scrivi almeno ${REVIEW_TEXT_MIN} caratteri sulla tua esperienza.`,
  textTooLong: `La recensione non può superare ${REVIEW_TEXT_MAX} caratteri.`,
  partnerInvalid: 'Partner non trovato.',
  notInvited: 'Puoi recensire solo i partner che ti hanno contattato per questa richiesta.',
  alreadyWritten: 'Hai già recensito questo partner per questa richiesta.',
  anonymised: 'I dati di questa richiesta sono stati cancellati: non è più possibile scrivere una recensione.',
  replyRequired: 'Scrivi la tua risposta.',
  replyTooLong: `La risposta non può superare ${REVIEW_REPLY_MAX} caratteri.`,
  replyOnce: 'Hai già risposto a questa recensione: la risposta si può scrivere una volta sola.',
  replyNotWritten: 'Il cliente non ha ancora scritto questa recensione.',
  replyOnly: 'Puoi solo rispondere alla recensione.',
  hideReasonRequired: `Per nascondere una recensione scrivi il motivo (almeno ${REVIEW_HIDE_REASON_MIN} caratteri).`,
  consumerOnly: 'Voto e testo li scrive solo il cliente, dalla pagina della sua richiesta.',
} as const

/** A 1–5 star rating. */
export const RatingSchema = z.int({ error: reviewMessages.ratingRequired }).min(1, reviewMessages.ratingRequired).max(5, reviewMessages.ratingRequired)

export const ReviewTextSchema = z.string({ error: reviewMessages.textTooShort }).trim().min(REVIEW_TEXT_MIN, reviewMessages.textTooShort).max(REVIEW_TEXT_MAX, reviewMessages.textTooLong)

/** POST /api/public/reviews: the consumer's review of one partner of their request; the request's token is the proof. */
export const ReviewSubmissionSchema = z.object({
  ref: RequestTokenSchema,
  merchant: recordId(reviewMessages.partnerInvalid),
  voto: RatingSchema,
  testo: ReviewTextSchema,
})
export type ReviewSubmission = z.infer<typeof ReviewSubmissionSchema>

/** PATCH /api/reviews/:id by the partner: its one reply. */
export const ReviewReplySchema = z.object({
  risposta: z.string({ error: reviewMessages.replyRequired }).trim().min(1, reviewMessages.replyRequired).max(REVIEW_REPLY_MAX, reviewMessages.replyTooLong),
})
export type ReviewReply = z.infer<typeof ReviewReplySchema>

/** A review as anyone may read it: no name, no contact, the service and when. */
export const PublicReviewSchema = z.object({
  id: z.number(),
  voto: z.number().int().min(1).max(5),
  testo: z.string(),
  servizio: ServiceSlugSchema,
  scrittaIl: z.string(),
  risposta: z.string().nullable(),
  rispostaIl: z.string().nullable(),
})
export type PublicReview = z.infer<typeof PublicReviewSchema>

/** A partner's reviews on its card: the average of the visible ones (one decimal), how many, the latest few. */
export const ReviewSummarySchema = z.object({
  media: z.number().min(1).max(5).nullable(),
  numero: z.number().int().nonnegative(),
  recenti: z.array(PublicReviewSchema),
})
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>

export const emptyReviewSummary: ReviewSummary = { media: null, numero: 0, recenti: [] }

/** GET /api/public/reviews?ref=…: the partners of a request who contacted the consumer, and the review of each if written. */
export const RequestReviewsSchema = z.object({
  partners: z.array(
    z.object({
      merchantId: z.number(),
      nomeAzienda: z.string(),
      review: PublicReviewSchema.extend({ nascosta: z.boolean() }).nullable(),
    }),
  ),
})
export type RequestReviews = z.infer<typeof RequestReviewsSchema>

/** A review as the partner's area reads it (its own, hidden ones included, with the admin's reason). */
export const ReviewDocSchema = PublicReviewSchema.extend({
  risposta: z.string().nullish(),
  rispostaIl: z.string().nullish(),
  nascosta: z.boolean().nullish(),
  motivoNascosta: z.string().nullish(),
})
export type ReviewDoc = z.infer<typeof ReviewDocSchema>

/** An average as Italians write it: 4,3. */
export function formatRating(value: number): string {
  return formatItalianNumber(value, 1, 1)
}

/** The average of a partner's visible ratings, to one decimal; null without any. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10
}

/** The partner area's reviews tab. */
export const merchantReviewTexts = {
  tab: 'Recensioni',
  title: 'Le recensioni dei tuoi clienti',
  intro: 'Le scrivono solo i clienti che hai contattato, dalla pagina della loro richiesta. Puoi rispondere una volta a ciascuna: la risposta è pubblica, sotto la recensione.',
  empty: 'Nessuna recensione ancora',
  average: (media: number, numero: number) => `${formatRating(media)} su 5 · ${counted(numero, 'recensione', 'recensioni')}`,
  replyLabel: 'La tua risposta (pubblica)',
  replyHint: 'Puoi rispondere una sola volta: rileggi prima di pubblicare.',
  reply: 'Pubblica la risposta',
  replying: 'Pubblicazione…',
  replied: 'Risposta pubblicata',
  yourReply: 'La tua risposta',
  hidden: 'Nascosta da un amministratore',
  hiddenReason: 'Motivo:',
  stars: (voto: number) => `${voto} su 5 stelle`,
} as const

/** The admin area's «Recensioni»: every written review, to hide one with a reason (it leaves the offers) or show it again. */
export const adminReviewTexts = {
  intro: 'Le recensioni scritte dai clienti. Nascondine una solo se viola le regole di pubblicazione (offese, dati personali, contenuti estranei al servizio), scrivendo il motivo: esce dalle offerte e dalla media, il partner la vede con il motivo e il registro decisioni annota chi e perché.',
  empty: 'Nessuna recensione scritta',
  visible: 'Pubblicata',
  hidden: 'Nascosta',
  reasonLabel: `Motivo per nasconderla (almeno ${REVIEW_HIDE_REASON_MIN} caratteri)`,
  hide: 'Nascondi la recensione',
  show: 'Mostra di nuovo',
  hiddenReason: 'Motivo:',
  hiddenDone: 'Recensione nascosta',
  shownDone: 'Recensione di nuovo visibile',
  reply: 'Risposta del partner',
} as const
