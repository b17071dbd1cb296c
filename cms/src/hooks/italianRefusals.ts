import { APIError, type AfterErrorHook } from 'payload'
import { genericMessages, merchantAuthMessages } from '#content-schema'

/**
 * What Payload's `formatErrors` answers for an error without `data` whose `name` is empty. Next's production build
 * emits Payload's `APIError` as an anonymous class, so every plain `APIError` (ours, all in Italian, and Payload's
 * own) has the empty name there and its message was lost behind this English sentence; the in-process API of the
 * tests keeps the name, which is why only the built product showed it.
 */
const NAMELESS_ERROR = 'An unknown error occurred.'

/** The refusals Payload words in English itself, whatever the request's language, that a person can meet. */
const payloadEnglish: Record<string, string> = {
  'Token is either invalid or has expired.': merchantAuthMessages.invalidLink,
  'Verification token is invalid.': merchantAuthMessages.verifyFailed,
  'Missing email.': merchantAuthMessages.emailRequired,
  'Missing required data.': genericMessages.invalidRequest,
  'Invalid JSON': genericMessages.invalidRequest,
  'No User': genericMessages.invalidRequest,
}

/** Payload's English refusals that repeat what was sent. */
const payloadEnglishPatterns: [RegExp, string][] = [[/ is not allowed as a JSON query value$/, genericMessages.invalidQuery]]

/**
 * Every refusal (a public 4xx) reaches the person in Italian with its own message: Payload's English ones are
 * translated, and an error whose message the production build hid is answered with it. Answers an earlier hook
 * shaped (the sign-in's codes, the query errors) and errors that carry `data` (field errors, which Payload formats
 * whatever the class's name) are left as they are.
 */
export const italianRefusals: AfterErrorHook = ({ error, result }) => {
  if (!(error instanceof APIError) || !error.isPublic || error.status >= 500) return undefined
  const translated = payloadEnglish[error.message] ?? payloadEnglishPatterns.find(([pattern]) => pattern.test(error.message))?.[1]
  if (!translated && result?.errors?.[0]?.message !== NAMELESS_ERROR) return undefined
  return { response: { errors: [{ message: translated ?? error.message }] } }
}
