/**
 * A simulated visitor for the soak run and the fault tests: the requests a browser makes while someone walks a
 * questionnaire, built from the real published definition with the shared engine, so every answer is one the
 * island could have sent and the server accepts.
 */
import { createHash, randomUUID } from 'node:crypto'
import {
  answersToText,
  createProgressSecret,
  createSessionId,
  isBusinessAnswers,
  isInsuranceService,
  nextStep,
  progress,
  StoredQuestionnaireSchema,
  storedQuestionnaireFields,
  visibleFields,
  type AnswerValue,
  type Answers,
  type ChoiceOption,
  type LeadSubmissionBody,
  type PartialSubmissionBody,
  type QuestionnaireDefinition,
  type QuestionnaireSlug,
  type QuestionnaireStep,
} from '../content-schema/src/index.ts'

/** Postcodes the demo merchants serve, so a lead has offers to book. */
export const demoLocations = ['59100 - Prato', '20121 - Milano', '50123 - Firenze', '00184 - Roma', '80133 - Napoli'] as const

/** The API path of a service's published questionnaire, as the site asks for it (site/src/lib/cms.ts). */
export function questionnairePath(service: QuestionnaireSlug): string {
  const params = new URLSearchParams({ depth: '0', limit: '1', 'where[service][equals]': service })
  for (const field of storedQuestionnaireFields) params.append(`select[${field}]`, 'true')
  return `/questionnaires?${params}`
}

/** The definition in a `GET /api/questionnaires` answer, derived from its stored step blocks. */
export function questionnaireFrom(body: unknown): QuestionnaireDefinition {
  return StoredQuestionnaireSchema.parse((body as { docs: unknown[] }).docs[0])
}

export async function fetchQuestionnaire(baseUrl: string, service: QuestionnaireSlug): Promise<QuestionnaireDefinition> {
  const response = await fetch(`${baseUrl}/api${questionnairePath(service)}`)
  if (!response.ok) throw new Error(`questionnaire ${service}: ${response.status}`)
  return questionnaireFrom(await response.json())
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!

/** Numbers in [0, 1) drawn from `seed` (mulberry32): the same walk for the same seed, for runs to be compared. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), state | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296
  }
}

function choose(options: ChoiceOption[], multiple: boolean, random: () => number): AnswerValue {
  if (!multiple) return pick(options, random).value
  const chosen = options.filter(() => random() < 0.4).map((option) => option.value)
  return chosen.length ? chosen : [pick(options, random).value]
}

function answerStep(step: QuestionnaireStep, definition: QuestionnaireDefinition, answers: Answers, index: number, location: string, random: () => number): Answers {
  switch (step.kind) {
    case 'single':
      return { [step.key]: choose(step.options, false, random) }
    case 'multiple':
      return { [step.key]: choose(step.options, true, random) }
    case 'postcode':
      return { [step.key]: location }
    case 'text':
      return { [step.key]: 'Circa 2700 kWh all’anno, due persone in casa'.slice(0, step.maxLength) }
    case 'number':
      // A value on the step's grid, as a person types it when the field starts empty.
      return { [step.key]: step.default ?? Math.min(step.max ?? Number.POSITIVE_INFINITY, step.min + step.step * Math.floor(random() * 40)) }
    case 'group': {
      // Fields can depend on earlier fields of the same step: answer them one at a time, as a person would.
      const given: Answers = {}
      for (let pass = 0; pass < step.fields.length; pass++) {
        for (const field of visibleFields(definition, { ...answers, ...given }, index)) {
          if (field.key in given) continue
          given[field.key] = field.kind === 'text' ? 'Mario Rossi S.r.l.'.slice(0, field.maxLength) : choose(field.options, field.kind === 'multiselect', random)
        }
      }
      return given
    }
    case 'info':
    case 'contact':
      return {}
  }
}

export type Walk = {
  sessionId: string
  progressSecret: string
  location: string
  answers: Answers
  /** The progress the island saves after each step, in order, as POST /api/public/partial-submissions bodies. */
  partials: PartialSubmissionBody[]
}

/** Answers every visible step up to the contact form, recording the progress saves on the way. */
export function walkQuestionnaire(definition: QuestionnaireDefinition, random: () => number = Math.random, location: string = pick(demoLocations, random)): Walk {
  const sessionId = createSessionId()
  const progressSecret = createProgressSecret()
  let answers: Answers = {}
  const partials: PartialSubmissionBody[] = []
  for (let index = nextStep(definition, answers, -1); index !== 'complete'; index = nextStep(definition, answers, index)) {
    const step = definition.steps[index]!
    if (step.kind === 'contact') break
    answers = { ...answers, ...answerStep(step, definition, answers, index, location, random) }
    const { step: position, total } = progress(definition, answers, index)
    partials.push({
      sessionId,
      progressSecret,
      serviceType: definition.service as QuestionnaireSlug,
      questionnaireVersion: definition.version,
      currentStep: position,
      totalSteps: total,
      answers: answersToText(definition, answers),
      lastQuestion: step.question,
    })
  }
  return { sessionId, progressSecret, location, answers, partials }
}

/**
 * The partner a visitor books from the offers page of a request of `service` in `cap`: the first active merchant of
 * that CAP, for an insurance request the first registered on the RUI (the only ones it lists); undefined when none.
 */
export function bookableMerchant(merchants: readonly { id: number; cap: string; numeroRui?: string | null }[], cap: string, service: string): number | undefined {
  return merchants.find((merchant) => merchant.cap === cap && (!isInsuranceService({ slug: service }) || Boolean(merchant.numeroRui)))?.id
}

/**
 * An Italian mobile number of this visitor's own, derived from `seed` (their e-mail): two simulated visitors never
 * share one, since the same number asking again for the same service joins the earlier request.
 */
export function phoneFor(seed: string): string {
  const digits = String(createHash('sha256').update(seed).digest().readUInt32BE(0) % 1_000_000_000).padStart(9, '0')
  // An Italian mobile's range (31x–39x): SMS codes go to mobiles only (cms/src/sms/phone.ts).
  return `3${1 + (Number(digits[0]) % 9)}${digits[1]} ${digits.slice(2, 5)} ${digits.slice(5)}`
}

/**
 * The partners the contact step names for a request of `service` in the walk's CAP (GET /api/public/lead-partners):
 * what a visitor who keeps them all sends as `partnerIds`.
 */
export async function namedPartners(baseUrl: string, service: string, location: string, headers: Record<string, string> = {}): Promise<number[]> {
  const cap = location.slice(0, 5)
  const response = await fetch(`${baseUrl}/api/public/lead-partners?${new URLSearchParams({ service, cap })}`, { headers })
  if (!response.ok) throw new Error(`lead-partners ${service} ${cap}: ${response.status}`)
  return ((await response.json()) as { partners: { id: number }[] }).partners.map((partner) => partner.id)
}

/** The partners named for each service and CAP of a load (namedPartnersOf): a lookup by the walk's location. */
export type NamedPartners = (service: string, location: string) => number[]

/**
 * namedPartners asked once for each of `services` in each of `locations` before a load, and kept for its leads: what
 * every visitor who keeps the partners shown sends, without a request more per lead in the measured or faulted path.
 * Each ask comes from an address of its own (the route allows one visitor 30 a minute; the products of the loads
 * trust X-Forwarded-For). The list holds for the run: no demo CAP has more partners than the operator's number per
 * request (so the rotation does not change it) and no demo partner has a weekly cap. A pair not asked for throws.
 */
export async function namedPartnersOf(baseUrl: string, services: readonly string[], locations: readonly string[] = demoLocations): Promise<NamedPartners> {
  const named = new Map<string, number[]>()
  let n = 0
  for (const service of services) {
    for (const location of locations) {
      n++
      named.set(`${service} ${location.slice(0, 5)}`, await namedPartners(baseUrl, service, location, { 'x-forwarded-for': `198.18.${n >> 8}.${n & 255}` }))
    }
  }
  return (service, location) => {
    const partners = named.get(`${service} ${location.slice(0, 5)}`)
    if (!partners) throw new Error(`no partners asked for ${service} in ${location}`)
    return partners
  }
}

/**
 * The contact form of a private visitor, or of a business when the answers say so, consenting to the partners
 * `partnerIds` (namedPartners; none: the request reaches no partner).
 */
export function leadBody(definition: QuestionnaireDefinition, walk: Walk, email: string, idempotencyKey: string = randomUUID(), partnerIds?: number[]) {
  const business = isBusinessAnswers(walk.answers)
  return {
    service: definition.service as QuestionnaireSlug,
    questionnaireVersion: definition.version,
    sessionId: walk.sessionId,
    progressSecret: walk.progressSecret,
    answers: walk.answers,
    location: walk.location,
    contact: {
      nome: 'Visitatore di prova',
      telefono: phoneFor(email),
      email,
      privacy: true,
      marketing: false,
      partners: true,
      partnerChannels: ['telefono', 'email'],
      ...(partnerIds ? { partnerIds } : {}),
      ...(business ? { ragioneSociale: 'Prova S.r.l.', partitaIva: '01234567890' } : {}),
    },
    idempotencyKey,
  } satisfies LeadSubmissionBody
}

/** The token of a request, from the answer of POST /api/public/leads (its verifyUrl, else its offersUrl). */
export function requestRef(answer: { verifyUrl?: unknown; offersUrl?: unknown }): string {
  return new URL(String(answer.verifyUrl ?? answer.offersUrl), 'http://x').searchParams.get('ref') ?? ''
}

/**
 * The request token and secret of the confirmation link in an e-mail's text (`/conferma-richiesta?ref=…#codice=…`,
 * content-schema's verificationLinkPath), as the consumer opens it where SMS is off: the confirmation page then sends
 * POST /api/public/request/verify { ref, code }.
 */
export function confirmationLinkIn(text: string): { ref: string; code: string } | undefined {
  const link = /\/conferma-richiesta\?ref=([^\s#&)>\]]+)#codice=([^\s)>\]]+)/.exec(text)
  return link ? { ref: decodeURIComponent(link[1]!), code: decodeURIComponent(link[2]!) } : undefined
}

/** The digits of a number as the SMS gateway receives it (+39 and the digits). */
const smsDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^(?:00)?39(?=\d{9,})/, '')

/**
 * The code of the newest SMS an SMS catcher (server/sms-catcher.ts, its inbox at `smsUrl`) received for this phone
 * number, as the consumer reads it on their phone; waits for the jobs runner to send it. `after`: ignore messages
 * caught before this moment (a code asked for again). The consumer then types it on the confirmation page:
 * POST /api/public/request/verify { ref, code }, which each caller sends its own way (retrying a 503, tallying).
 */
export async function smsCodeFrom(smsUrl: string, phone: string, after = 0, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const messages = (await (await fetch(`${smsUrl}/api/messages`)).json()) as { to: string; text: string; date: string }[]
    const message = messages.find((sms) => smsDigits(sms.to) === smsDigits(phone) && Date.parse(sms.date) >= after)
    const code = message ? /è (\d{6})\./.exec(message.text)?.[1] : undefined
    if (code) return code
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

