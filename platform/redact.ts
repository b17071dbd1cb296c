/**
 * What a log line may carry: never a person. Every logger of every process (web, jobs runner, migrations, the
 * launcher's own lines) passes what it writes through `redactLogArgs` (platform/logErrors.ts, pino's `logMethod`
 * hook), so a value reaches no log whichever code logged it:
 * - the fields that hold a person's data or a whole message are dropped (a job's input, an e-mail's recipients and
 *   bodies, a form's body, contacts), whatever their depth;
 * - a job's failure (Payload logs the whole job, its input and its history of tries, growing with every retry)
 *   becomes its id, task, try and error class;
 * - what is left of every string (messages included) has its e-mail addresses and phone numbers masked.
 */

/** Fields whose values are a person's data or a message's content, dropped wherever they appear. */
const PERSONAL_FIELDS = new Set([
  'input',
  'html',
  'text',
  'to',
  'cc',
  'bcc',
  'replyTo',
  'body',
  'email',
  'phone',
  'telefono',
  'nome',
  'cognome',
  'contatto',
  'indirizzo',
  'answers',
  'risposte',
  'log',
  'envelope',
  'rejected',
  'accepted',
])

export function isPersonalField(key: string): boolean {
  return PERSONAL_FIELDS.has(key)
}

export const EMAIL_MASK = '[email]'
export const PHONE_MASK = '[telefono]'

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g
/**
 * A phone number: 9 to 15 digits, an optional + or 00 first, groups split by one space, dot, dash or slash. Not
 * a piece of a longer token (a UUID's groups, an IP address, a hash), and not a date (2026-11-28 17:40).
 */
const PHONE = /(?<![\w+.\-/])(?:\+|00)?\d(?:[ .\-/]?\d){8,14}(?![\w\-/]|\.\d)/g
const DATE = /^\d{4}-\d\d-\d\d/

export function redactText(text: string): string {
  return text.replace(EMAIL, EMAIL_MASK).replace(PHONE, (match) => (DATE.test(match) ? match : PHONE_MASK))
}

const MAX_DEPTH = 6

/** A copy of `value` without personal fields, its strings masked. Errors are left to the `err` serializer. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value === null || typeof value !== 'object' || value instanceof Error) return value
  if (depth >= MAX_DEPTH) return '[…]'
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1))
  if (value instanceof Date) return value
  const copy: Record<string, unknown> = {}
  for (const [key, property] of Object.entries(value)) {
    if (isPersonalField(key)) continue
    copy[key] = redactValue(property, depth + 1)
  }
  return copy
}

type JobLike = { id?: unknown; taskSlug?: unknown; workflowSlug?: unknown; totalTried?: unknown }

/**
 * The class of an error, and its code when it has one (ECONNREFUSED, EENVELOPE, a SQLSTATE). Payload's queue wraps
 * a task's error in a TaskError of its message alone: the code is then read from the message (a system error's
 * E…, an SMTP server's reply code), never the rest of it.
 */
export function errorClass(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const own = (error as { code?: unknown }).code
  const code = typeof own === 'string' || typeof own === 'number' ? own : (/\b(E[A-Z][A-Z_]{2,})\b/.exec(error.message) ?? /\b([45]\d\d)[ -]\d\.\d{1,3}\.\d{1,3}\b/.exec(error.message))?.[1]
  const name = error.constructor?.name || error.name
  return code === undefined ? name : `${name} ${code}`
}

/**
 * Payload's log of a failed job (`{ err, job, msg, taskSlug }`, from its queue's error handlers): the job's id,
 * task and try and the error's class. Its message and stack are left out too: an SMTP server's refusal quotes
 * the recipient, and the stack says nothing a class does not about a send that failed.
 */
function jobFailure(entry: Record<string, unknown>): Record<string, unknown> | undefined {
  const job = entry.job as JobLike | undefined
  if (!job || typeof job !== 'object') return undefined
  const tried = typeof job.totalTried === 'number' ? job.totalTried : 0
  return {
    jobId: job.id,
    task: entry.taskSlug ?? job.taskSlug ?? job.workflowSlug,
    try: tried + 1,
    ...(entry.err === undefined ? {} : { errorClass: errorClass(entry.err) }),
  }
}

/** The arguments of one logger call (pino's: an object or error, then a message and its format arguments), redacted. */
export function redactLogArgs(args: unknown[]): unknown[] {
  const [first, ...rest] = args
  if (first !== null && typeof first === 'object' && !(first instanceof Error) && !Array.isArray(first)) {
    const entry = first as Record<string, unknown>
    const failure = jobFailure(entry)
    if (failure) {
      const message = typeof entry.msg === 'string' ? entry.msg : typeof rest[0] === 'string' ? rest[0] : 'job failed'
      return [failure, redactText(message)]
    }
    return [redactValue(entry), ...rest.map((arg) => redactValue(arg))]
  }
  return [redactValue(first), ...rest.map((arg) => redactValue(arg))]
}
