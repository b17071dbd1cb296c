import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { RatingSchema, REVIEW_HIDE_REASON_MIN, ReviewReplySchema, reviewMessages, ReviewTextSchema } from '#content-schema'

const refuse = (message: string, status = 400) => new APIError(message, status, undefined, true)

/**
 * Every write of a review, whoever makes it. The consumer's rating and text are written once (a system write from the
 * request page: the fields' access keeps everyone else off them) and stamp `scrittaIl`; the partner's reply is
 * written once, to a review already written, and stamps `rispostaIl`; hiding needs the admin's reason and stamps
 * `nascostaIl`, showing it again clears both. Refused in Italian: 400 for bad input, 409 for a second time.
 */
export const enforceReviewRules: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const next = { ...data }
  const now = new Date().toISOString()
  const previous = operation === 'update' ? originalDoc : undefined

  // On an update Payload hands every field over, the stored values included: only a changed one is a write.
  const changed = (field: 'voto' | 'testo' | 'risposta') => data[field] !== undefined && (data[field] ?? null) !== (previous?.[field] ?? null)
  if (changed('voto') || changed('testo')) {
    if (previous?.scrittaIl) throw refuse(reviewMessages.alreadyWritten, 409)
    const voto = RatingSchema.safeParse(data.voto)
    if (!voto.success) throw refuse(reviewMessages.ratingRequired)
    const testo = ReviewTextSchema.safeParse(data.testo)
    if (!testo.success) throw refuse(testo.error.issues[0]?.message ?? reviewMessages.textTooShort)
    next.voto = voto.data
    next.testo = testo.data
    next.scrittaIl = data.scrittaIl ?? now
  }

  if (changed('risposta')) {
    if (!(previous?.scrittaIl ?? next.scrittaIl)) throw refuse(reviewMessages.replyNotWritten)
    if (previous?.risposta) throw refuse(reviewMessages.replyOnce, 409)
    const reply = ReviewReplySchema.safeParse({ risposta: data.risposta })
    if (!reply.success) throw refuse(reply.error.issues[0]?.message ?? reviewMessages.replyRequired)
    next.risposta = reply.data.risposta
    next.rispostaIl = data.rispostaIl ?? now
  }

  const wasHidden = Boolean(previous?.nascosta)
  const hidden = Boolean(data.nascosta ?? wasHidden)
  if (hidden && !wasHidden) {
    const reason = String(data.motivoNascosta ?? previous?.motivoNascosta ?? '').trim()
    if (reason.length < REVIEW_HIDE_REASON_MIN) throw refuse(reviewMessages.hideReasonRequired)
    next.motivoNascosta = reason
    next.nascostaIl = now
  } else if (!hidden && wasHidden) {
    next.nascostaIl = null
    next.motivoNascosta = null
  }
  return next
}
