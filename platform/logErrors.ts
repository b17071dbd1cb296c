/**
 * How Payload's logger writes an error (`logger.error({ err })`, every failed REST request included) without the
 * values it carries. Drizzle's DrizzleQueryError puts a failed statement's parameters — a visitor's name, e-mail,
 * phone, answers — in its message (`Failed query: … \nparams: …`), its stack and its `params`; PostgreSQL's own
 * error beneath it repeats a refused value in quotes (data exceptions, SQLSTATE class 22) and a row's values in
 * `detail`. The statement itself, its SQLSTATE and the stack stay: they are what explains the failure.
 */

import { isPersonalField, redactLogArgs, redactText, redactValue } from './redact.ts'

type ErrorLike = Error & { params?: unknown; code?: unknown; detail?: unknown; cause?: unknown }

const MAX_CAUSES = 5

/** Properties never written: the values themselves, and what the message and stack already say. */
const DROPPED = new Set(['params', 'detail', 'cause', 'message', 'stack', 'name'])

function hidden(error: ErrorLike): (text: string) => string {
  return (text) => {
    // The parameters first, as the driver wrote them: once an address among them is masked they no longer match.
    let shown = Array.isArray(error.params) ? text.replace(`\nparams: ${String(error.params)}`, `\nparams: (${error.params.length} values hidden)`) : text
    // A data exception quotes the value PostgreSQL refused; the quotes of other errors name columns and types.
    if (typeof error.code === 'string' && error.code.startsWith('22')) shown = shown.replace(/"[^"]*"/g, '"…"')
    return redactText(shown)
  }
}

function causes(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = []
  for (let current: unknown = error.cause; current instanceof Error && chain.length < MAX_CAUSES; current = (current as ErrorLike).cause) chain.push(current as ErrorLike)
  return chain
}

/**
 * pino's `err` serializer: the shape of pino's own (type, message and stack with their causes, own properties).
 * Also what to hand `console.error` outside Payload's logger.
 */
export function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value
  const error = value as ErrorLike
  const chain = causes(error)
  const redact = hidden(error)
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name || error.name,
    message: [redact(error.message), ...chain.map((cause) => `${hidden(cause)(cause.message)}${typeof cause.code === 'string' ? ` [${cause.code}]` : ''}`)].join(': '),
    stack: [redact(error.stack ?? ''), ...chain.map((cause) => `caused by: ${hidden(cause)(cause.stack ?? cause.message)}`)].join('\n'),
  }
  for (const [key, property] of Object.entries(error)) {
    if (DROPPED.has(key) || isPersonalField(key)) continue
    // nodemailer's errors carry the envelope and the refused recipients.
    serialized[key] = typeof property === 'string' ? redact(property) : redactValue(property)
  }
  return serialized
}

type LogMethod = (this: unknown, ...args: unknown[]) => void

/**
 * pino takes a log line's headline from the error's own message when none is given (`logger.error(error)`,
 * `logger.error({ err })`, as Payload logs every failed request), before any serializer runs: it is given here.
 */
function headlineWithoutValues(this: unknown, given: unknown[], method: LogMethod): void {
  const args = redactLogArgs(given)
  const [first, ...rest] = args
  if (first instanceof Error && rest.length === 0) return method.call(this, { err: first }, hidden(first)(first.message))
  const err = (first as { err?: unknown } | null | undefined)?.err
  if (err instanceof Error && rest.length === 0 && !('msg' in (first as object))) return method.call(this, first, hidden(err)(err.message))
  return method.apply(this, args)
}

/** The logger's options for errors and personal data (platform/redact.ts): Payload's pretty logger (cms/src/productConfig.ts) and the JSON one (logging.ts). */
export const loggerOptions = { serializers: { err: serializeError }, hooks: { logMethod: headlineWithoutValues } }
