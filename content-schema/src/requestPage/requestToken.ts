import { z } from '../z.ts'

/**
 * A request's token, the `ref` of its offers and request pages and the consumer's proof the request is theirs: made by
 * the server, so anything not shaped like one is refused before it reaches the database (cms/src/leads/leadByToken.ts).
 */
export const requestTokenPattern = /^[A-Za-z0-9_-]{8,100}$/

const notFound = 'Richiesta non trovata.'

/** A request's token in a body the consumer sends: a bad one reads as a request not found. */
export const RequestTokenSchema = z.string({ error: notFound }).regex(requestTokenPattern, notFound)
