import { APIError } from 'payload'
import { merchantAuthMessages, PASSWORD_MAX, PASSWORD_MIN } from '#content-schema'

let common: Promise<Set<string>> | undefined

/**
 * The 49,000 most common passwords of zxcvbn-ts' maintained list (lower case), loaded on the first check: it is
 * server-only, so the browser bundle never carries it.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']))
  return common
}

/** Why a new password is refused, in Italian, or null when it may be used. */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return merchantAuthMessages.passwordShort
  if (password.length > PASSWORD_MAX) return merchantAuthMessages.passwordLong
  if ((await commonPasswords()).has(password.toLowerCase())) return merchantAuthMessages.passwordCommon
  return null
}

/** Refuses a password the policy does not allow with a 400 whose message the forms show as it is. */
export async function assertPasswordAllowed(password: unknown): Promise<void> {
  if (typeof password !== 'string' || password === '') return
  const problem = await passwordProblem(password)
  if (problem) throw new APIError(problem, 400, { field: 'password' }, true)
}
