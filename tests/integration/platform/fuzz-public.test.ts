import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consentPurposes, createProgressSecret, createSessionId } from '#content-schema'
import { consentWithdrawalToken } from '../../../cms/src/consents/withdrawalLink.ts'
import { answerApi, demo, payload } from '../support/helpers.ts'
import { capturePayloadLog, failedStatements } from '../support/payloadLog.ts'

/**
 * FUZZ_RUNS inputs to every public endpoint (a tenth of them to sign-in and sign-up, see SLOW_ON_PURPOSE; the routes of
 * cms/src/api/publicRoutes.ts and Payload's own sign-in, password and verification endpoints), answered in process
 * as the web server dispatches them (answerApi):
 * random JSON, the endpoint's own body with a field replaced (wrong types, huge or strange strings, prototype
 * keys), fields removed, invalid JSON, wrong content types, oversized bodies, and valid bodies, so the handler
 * itself runs and not only the schema that refuses. Every answer must be a 2xx or a 4xx and must show no stack
 * trace, SQL or internal error name, and no statement may fail on what an input carried (Payload logs each as an
 * ERROR). Each input comes from its own address, so the rate limits (per address) let it reach the validation; a 429
 * would still be a 4xx.
 */
/**
 * `npm test` sends 200 inputs per endpoint, drawn from a fresh seed each run (printed, so a failure can be replayed
 * with FUZZ_SEED); `npm run test:full` sends 10,000 (FUZZ_RUNS).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
console.log(`Fuzzing with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`)
// A few at a time: the handlers wait on PostgreSQL, and fewer than the pool's connections keeps transactions moving.
const CONCURRENCY = 4

type Input = { method: 'GET' | 'POST'; path: string; body?: string; contentType?: string }
/**
 * `reached`: answers that only the endpoint's own work gives (past parsing and validation); any 2xx when unset.
 * `runs`, `concurrency`: for the endpoints that are slow on purpose (a refused sign-in hashes a password and answers
 * no sooner than a second, a sign-up no sooner than 1.5 s, so their timing tells nothing about the address), fewer
 * inputs sent more at a time keep the run within minutes.
 */
type Endpoint = { name: string; inputs: fc.Arbitrary<Input>; reached?: number[]; runs?: number; concurrency?: number }
const SLOW_ON_PURPOSE = { runs: Math.max(50, Math.round(RUNS / 10)), concurrency: 32 }

// ------------------------------------------------------------------------------------------- building blocks

const hugeText = 'à'.repeat(40_000)
const strange = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  '👩‍👩‍👧‍👦'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  "'; drop table users; --",
  '../../../etc/passwd',
  '%00%ff',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '1e309',
  '__proto__',
  'constructor',
  '59100',
  '20121 - Milano',
  'x'.repeat(5_000),
)
const anything = fc.oneof(
  fc.anything({ maxDepth: 3, maxKeys: 6 }),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  strange,
  fc.constantFrom(true, false, 0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -0, null, [], {}),
  fc.integer(),
)

const contentTypes = fc.constantFrom(
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----casaconfronta',
  'application/xml',
  'application/json; charset=utf-16',
  'image/png',
  '',
)

/** Prototype keys written into the JSON text itself: JSON.stringify would never send an own `__proto__`. */
function withPrototypeKeys(json: string, value: string): string {
  return json.replace(/^\{/, `{"__proto__":{"roles":["admin"],"polluted":${value}},"constructor":{"prototype":{"polluted":${value}}},`)
}

/**
 * The inputs for a JSON endpoint, from its valid body: mostly broken copies of it, a few valid ones (weights in
 * percent, roughly: valid bodies cost a write each, refusals almost nothing). `nested` names objects inside the
 * body whose keys are broken one at a time too.
 */
function jsonInputs(path: string, valid: () => Record<string, unknown>, options: { nested?: Record<string, string[]>; validWeight?: number } = {}): fc.Arbitrary<Input> {
  const keys = Object.keys(valid())
  const text = (body: string | undefined, contentType = 'application/json'): Input => ({ method: 'POST', path, body, contentType })
  const json = (body: unknown, contentType?: string) => text(JSON.stringify(body), contentType)
  const broken: fc.WeightedArbitrary<Input>[] = [
    { weight: options.validWeight ?? 3, arbitrary: fc.constant(null).map(() => json(valid())) },
    { weight: 40, arbitrary: fc.record({ key: fc.constantFrom(...keys), value: anything }).map(({ key, value }) => json({ ...valid(), [key]: value })) },
    // Keys the schema does not know, the honeypot among them.
    { weight: 2, arbitrary: fc.record({ key: fc.constantFrom('website', 'id', 'roles', 'user', 'createdAt'), value: anything }).map(({ key, value }) => json({ ...valid(), [key]: value })) },
    { weight: 10, arbitrary: fc.constantFrom(...keys).map((key) => json(Object.fromEntries(Object.entries(valid()).filter(([name]) => name !== key)))) },
    { weight: 10, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => json(value)) },
    { weight: 5, arbitrary: anything.map((value) => json(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 1 }).map((value) => text(withPrototypeKeys(JSON.stringify(valid()), JSON.stringify(value ?? null)))) },
    { weight: 5, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }).map((body) => text(body)) },
    { weight: 5, arbitrary: fc.nat({ max: 60 }).map((cut) => text(JSON.stringify(valid()).slice(0, cut))) },
    { weight: 2, arbitrary: contentTypes.map((contentType) => json(valid(), contentType)) },
    { weight: 5, arbitrary: contentTypes.map((contentType) => text(new URLSearchParams(Object.entries(valid()).map(([k, v]) => [k, String(v)])).toString(), contentType)) },
    { weight: 2, arbitrary: contentTypes.map((contentType) => text(undefined, contentType)) },
    // Oversized: one field of 40,000 two-byte characters (80 KB, over the 64 KB limit).
    { weight: 2, arbitrary: fc.constantFrom(...keys).map((key) => json({ ...valid(), [key]: hugeText })) },
  ]
  for (const [parent, childKeys] of Object.entries(options.nested ?? {})) {
    broken.push({
      weight: 10,
      arbitrary: fc.record({ key: fc.constantFrom(...childKeys, '__proto__', 'constructor', 'x'), value: anything }).map(({ key, value }) => {
        const body = valid()
        return json({ ...body, [parent]: { ...(body[parent] as object), [key]: value } })
      }),
    })
  }
  return fc.oneof(...broken)
}

/**
 * The inputs for a value carried in the URL: anything, encoded as a browser would (a lone surrogate cannot be,
 * so it goes as U+FFFD), raw text with broken percent escapes, and some valid values.
 */
function urlInputs(build: (value: string) => string, valid: fc.Arbitrary<string>): fc.Arbitrary<Input> {
  const encoded = fc
    .oneof(
      { weight: 2, arbitrary: valid },
      { weight: 3, arbitrary: fc.string({ maxLength: 120 }) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
      { weight: 1, arbitrary: strange },
      { weight: 1, arbitrary: fc.constant('x'.repeat(8_000)) },
    )
    .map((value) => encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD')))
  const raw = fc.string({ unit: fc.constantFrom('0', '5', '9', '%', 'e', 'F', 'z', '.', '/', '-', '_', '+', '&', '='), maxLength: 20 })
  return fc.oneof({ weight: 8, arbitrary: encoded }, { weight: 1, arbitrary: raw }).map((value) => ({ method: 'GET' as const, path: build(value) }))
}

// ------------------------------------------------------------------------------------------------ fixtures

const fixtures = { offersToken: '', merchantId: 0, otherMerchantId: 0, questionnaireVersion: 1, consentIds: [] as number[] }

beforeAll(async () => {
  const p = await payload()
  const lead = await p.find({ collection: 'client-requests', where: { offersToken: { exists: true }, cap: { equals: '59100' } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })
  fixtures.offersToken = lead.docs[0]!.offersToken as string
  const prato = await p.find({ collection: 'merchants', where: { cap: { equals: '59100' }, stato: { equals: 'attivo' } }, limit: 1, depth: 0, overrideAccess: true })
  fixtures.merchantId = prato.docs[0]!.id
  const milano = await p.find({ collection: 'merchants', where: { cap: { equals: '20121' } }, limit: 1, depth: 0, overrideAccess: true })
  fixtures.otherMerchantId = milano.docs[0]!.id
  const questionnaire = await p.find({ collection: 'questionnaires', where: { service: { equals: 'internet-mobile' } }, limit: 1, depth: 0, overrideAccess: true })
  fixtures.questionnaireVersion = questionnaire.docs[0]!.version ?? 1
  const consents = await p.find({ collection: 'consents', limit: 50, depth: 0, overrideAccess: true })
  fixtures.consentIds = consents.docs.map((consent) => consent.id)
  expect(fixtures.consentIds.length).toBeGreaterThan(0)
})

/** A withdrawal link's token as the server signs it: mostly for a stored consent record, sometimes for one that is not. */
const withdrawalToken = () => {
  const stored = fixtures.consentIds[Math.floor(Math.random() * fixtures.consentIds.length)]!
  const consentId = Math.random() < 0.8 ? stored : 100_000 + Math.floor(Math.random() * 1000)
  return consentWithdrawalToken(consentId, Math.random() < 0.5 ? 'address' : 'submission', Math.random() < 0.2 ? undefined : consentPurposes[Math.floor(Math.random() * consentPurposes.length)])
}

const email = () => `fuzz.${randomUUID().slice(0, 12)}@example.com`
/**
 * Mostly one of a few earlier values, sometimes a new one. A valid body with a repeated idempotency key (or a
 * taken address) passes every check and is then answered from what is stored, without a write; a new one is
 * stored. Both paths run, and 10,000 inputs stay within minutes.
 */
function mostlyRepeated(make: () => string): () => string {
  const pool = Array.from({ length: 8 }, make)
  return () => (Math.random() < 0.95 ? pool[Math.floor(Math.random() * pool.length)]! : make())
}
const leadKey = mostlyRepeated(randomUUID)
const contactKey = mostlyRepeated(randomUUID)
const callKey = mostlyRepeated(randomUUID)
const signupEmail = mostlyRepeated(email)

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/public/leads',
    inputs: jsonInputs(
      '/public/leads',
      () => ({
        service: 'internet-mobile',
        questionnaireVersion: fixtures.questionnaireVersion,
        sessionId: createSessionId(),
        answers: { userType: 'Privato', serviceType: 'Nuova attivazione', lineCount: '1 linea' },
        location: '20121 - Milano',
        contact: { nome: 'Luca Verdi', telefono: '3331234567', email: email(), privacy: true },
        idempotencyKey: leadKey(),
        utm: { source: 'fuzz' },
      }),
      {
        nested: {
          answers: ['userType', 'serviceType', 'lineCount', 'currentProvider', 'activeLines'],
          contact: ['nome', 'telefono', 'email', 'privacy', 'ragioneSociale', 'partitaIva', 'marketing', 'partners', 'partnerChannels', 'partnerIds', 'messaggio'],
          utm: ['source', 'medium', 'campaign', 'term', 'content'],
        },
      },
    ),
  },
  {
    name: 'POST /api/public/estimate',
    inputs: jsonInputs(
      '/public/estimate',
      () => ({
        service: 'internet-mobile',
        questionnaireVersion: fixtures.questionnaireVersion,
        answers: { userType: 'Privato', serviceType: 'Nuova attivazione', lineCount: '1 linea' },
        location: '20121 - Milano',
      }),
      { nested: { answers: ['userType', 'serviceType', 'lineCount', 'currentProvider', 'activeLines'] } },
    ),
  },
  {
    name: 'POST /api/public/partial-submissions',
    inputs: jsonInputs(
      '/public/partial-submissions',
      () => ({
        sessionId: createSessionId(),
        progressSecret: createProgressSecret(),
        serviceType: 'luce-gas',
        questionnaireVersion: 1,
        currentStep: 2,
        totalSteps: 6,
        answers: { tipoUtenza: 'Casa', fornitura: 'Luce e gas' },
        lastQuestion: 'Che fornitura ti serve?',
        completed: false,
      }),
      { nested: { answers: ['tipoUtenza', 'fornitura'] }, validWeight: 10 },
    ),
  },
  {
    name: 'POST /api/public/bookings',
    // The lead's own CAP partner (201, then 200 for the same booking again) or a partner of another CAP (409).
    inputs: jsonInputs(
      '/public/bookings',
      () => ({ ref: fixtures.offersToken, merchantId: Math.random() < 0.5 ? fixtures.merchantId : fixtures.otherMerchantId, idempotencyKey: randomUUID(), partners: true }),
      { validWeight: 3 },
    ),
  },
  {
    name: 'POST /api/public/contact-requests',
    inputs: jsonInputs('/public/contact-requests', () => ({
      nome: 'Giulia',
      cognome: 'Neri',
      email: email(),
      telefono: '347 123 4567',
      cap: '59100',
      argomento: 'fotovoltaico',
      messaggio: 'Vorrei informazioni su un impianto.',
      privacy: true,
      marketing: false,
      idempotencyKey: contactKey(),
    })),
  },
  {
    name: 'POST /api/public/call-requests',
    inputs: jsonInputs('/public/call-requests', () => ({
      servizio: 'fotovoltaico',
      nome: 'Marco',
      cognome: 'Bianchi',
      email: email(),
      cellulare: '3471234567',
      descrizione: 'Vorrei essere richiamato per un preventivo.',
      cap: '59100',
      privacy: true,
      marketing: false,
      partners: false,
      idempotencyKey: callKey(),
    })),
  },
  {
    // The proof of a call request's e-mail address: only a code its e-mail carried confirms anything.
    name: 'POST /api/public/call-requests/confirm',
    inputs: jsonInputs('/public/call-requests/confirm', () => ({ codice: randomUUID().replace(/-/g, '').repeat(2) })),
    reached: [400],
  },
  {
    name: 'POST /api/merchant-signup',
    inputs: jsonInputs('/merchant-signup', () => ({ email: signupEmail(), password: 'Fuzz!2026prova', confirmPassword: 'Fuzz!2026prova' })),
    ...SLOW_ON_PURPOSE,
  },
  {
    name: 'POST /api/users/login',
    // A known address too, so the password check itself runs (and the failure counts toward the throttling).
    inputs: jsonInputs('/users/login', () => ({ email: Math.random() < 0.3 ? demo('Merchant (Milano)').email : email(), password: 'sbagliata' })),
    reached: [401],
    ...SLOW_ON_PURPOSE,
  },
  {
    name: 'POST /api/users/forgot-password',
    inputs: jsonInputs('/users/forgot-password', () => ({ email: email() })),
  },
  {
    name: 'POST /api/users/reset-password',
    inputs: jsonInputs('/users/reset-password', () => ({ token: randomUUID().replace(/-/g, ''), password: 'Nuova!2026prova' })),
    reached: [403],
  },
  {
    // A new address of an account (its own change, or a team member's its owner typed) becomes its address only here.
    name: 'POST /api/users/confirm-email-change',
    inputs: jsonInputs('/users/confirm-email-change', () => ({ token: randomUUID().replace(/-/g, '').repeat(2) })),
    reached: [400],
  },
  {
    name: 'POST /api/users/verify/:token',
    inputs: urlInputs((token) => `/users/verify/${token}`, fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 40, maxLength: 40 })).map((input) => ({ ...input, method: 'POST' as const })),
    reached: [403],
  },
  {
    name: 'GET /api/cap/:cap',
    inputs: urlInputs((cap) => `/cap/${cap}`, fc.integer({ min: 0, max: 99_999 }).map((cap) => String(cap).padStart(5, '0'))),
  },
  {
    name: 'GET /api/public/offers',
    inputs: fc
      .tuple(
        urlInputs((ref) => ref, fc.constantFrom('valid', 'a'.repeat(43))),
        fc.constantFrom('service', 'cap', '', 'tutti', '__proto__', 'service&scope=cap', null),
      )
      .map(([input, scope]) => {
        // The seeded lead's token is known only once the database is read, so it is filled in when sent.
        const ref = input.path === 'valid' ? fixtures.offersToken : input.path
        return { method: 'GET' as const, path: `/public/offers?ref=${ref}${scope === null ? '' : `&scope=${scope}`}` }
      }),
  },
  {
    name: 'GET /api/public/reviews',
    inputs: urlInputs((ref) => ref, fc.constantFrom('valid', 'a'.repeat(43))).map((input) => ({
      method: 'GET' as const,
      path: `/public/reviews?ref=${input.path === 'valid' ? fixtures.offersToken : input.path}`,
    })),
  },
  {
    name: 'POST /api/public/reviews',
    // A valid body names the Milan partner, which never contacted a Prato consumer: the whole path runs, nothing is written.
    inputs: jsonInputs('/public/reviews', () => ({ ref: fixtures.offersToken, merchant: fixtures.otherMerchantId, voto: 1 + Math.floor(Math.random() * 5), testo: 'Servizio puntuale e gentile, consigliato.' })),
    // Past the validation, the valid body is refused as not invited (404): the answer its whole path gives.
    reached: [404],
  },
  {
    name: 'GET /api/public/consents/withdrawal',
    inputs: urlInputs(
      (token) => `/public/consents/withdrawal?token=${token}`,
      // Correctly signed tokens (the server signs only stored consents' ids), for records that exist and that do not,
      // naming a purpose or none (the links sent while a record held one consent).
      fc.oneof(fc.constantFrom('a.b', 'abc', '0.x'), fc.constant(null).map(() => withdrawalToken())),
    ),
  },
  {
    name: 'POST /api/public/consents/withdrawal',
    inputs: jsonInputs('/public/consents/withdrawal', () => ({ token: withdrawalToken() }), { validWeight: 6 }),
  },
  {
    name: 'POST /api/public/request/export',
    // The seeded lead's token: its consumer's data as JSON or CSV (200), or past the rate limit (429).
    inputs: jsonInputs('/public/request/export', () => ({ ref: fixtures.offersToken, format: Math.random() < 0.5 ? 'json' : 'csv' }), { validWeight: 3 }),
  },
  {
    name: 'GET /api/public/legal-version',
    inputs: urlInputs((version) => `/public/legal-version?slug=privacy-policy&version=${version}`, fc.constantFrom('1.0', '2.0', '9.9')),
  },
  {
    name: 'POST /api/public/request/objection',
    // The seeded lead's token with a partner of its CAP or of another CAP: an objection (200, then 200 again) or a
    // partner its page does not list (404), both past the validation.
    inputs: jsonInputs('/public/request/objection', () => ({ ref: fixtures.offersToken, merchant: Math.random() < 0.5 ? fixtures.merchantId : fixtures.otherMerchantId }), { validWeight: 3 }),
    reached: [200, 404],
  },
  {
    name: 'GET /api/public/request/verification',
    inputs: urlInputs((ref) => ref, fc.constantFrom('valid', 'a'.repeat(43))).map((input) => ({
      method: 'GET' as const,
      path: `/public/request/verification?ref=${input.path === 'valid' ? fixtures.offersToken : input.path}`,
    })),
  },
  {
    name: 'POST /api/public/request/verify',
    // The seeded lead was confirmed by its consumer: a code of the right shape answers 200 with its offers, past every check.
    inputs: jsonInputs('/public/request/verify', () => ({ ref: fixtures.offersToken, code: String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0') }), { validWeight: 3 }),
  },
  {
    name: 'POST /api/public/request/verify/resend',
    // Confirmed already: 200 with no wait and nothing sent.
    inputs: jsonInputs('/public/request/verify/resend', () => ({ ref: fixtures.offersToken }), { validWeight: 3 }),
  },
  {
    name: 'POST /api/public/request/proposal',
    // The seeded lead's token with a booking id that is not its own or has no proposal: 404 or 409, past the validation.
    inputs: jsonInputs('/public/request/proposal', () => ({ ref: fixtures.offersToken, booking: 1 + Math.floor(Math.random() * 50), accetta: Math.random() < 0.5 }), { validWeight: 3 }),
    reached: [404, 409],
  },
  {
    name: 'GET /api/public/lead-partners',
    inputs: urlInputs((cap) => `/public/lead-partners?service=luce-gas&cap=${cap}`, fc.constantFrom('59100', '20121', '00000')),
  },
  {
    name: 'GET /api/public/estimate-sources',
    inputs: urlInputs((query) => `/public/estimate-sources?${query}`, fc.constantFrom('', 'service=luce-gas')),
  },
  {
    name: 'GET /api/public/site-facts',
    inputs: urlInputs((query) => `/public/site-facts?${query}`, fc.constantFrom('', 'metric=partnerAttivi')),
  },
  {
    name: 'GET /api/offerte-luce/classifica',
    // Each part of a profile fuzzed in turn, the others valid: 200 with a ranking, or an Italian 400.
    inputs: fc.oneof(
      urlInputs((kwh) => `/offerte-luce/classifica?kwh=${kwh}&kw=3&residente=si`, fc.constantFrom('2700', '1500')),
      urlInputs((kw) => `/offerte-luce/classifica?kwh=2700&kw=${kw}&residente=no`, fc.constantFrom('3', '4.5')),
      urlInputs((code) => `/offerte-luce/classifica?kwh=2700&kw=3&residente=si&codice=${code}`, fc.constantFrom('000142ESFML01XXResECAn0000118811', 'ABCDEF123')),
      urlInputs((cap) => `/offerte-luce/classifica?kwh=2700&kw=3&residente=si&cap=${cap}`, fc.constantFrom('20121', '59100')),
      // Parameters the ranking does not read (the API cache strips them from its key, platform/apiQuery.ts): the same answer.
      urlInputs((name) => `/offerte-luce/classifica?kwh=2700&kw=3&residente=si&${name}=1`, fc.stringMatching(/^[a-z_]{1,12}$/)),
    ),
  },
]

// ------------------------------------------------------------------------------------------------ the run

/** What an answer must never contain: a stack trace, a file path, SQL, a driver's or runtime's error name. */
const internals: [string, RegExp][] = [
  ['stack trace', /\bat [\w.<>]+ \(|\bat (file:|\/|node:)/],
  ['file path', /node_modules|\/work\/|\.ts:\d+|\.js:\d+/],
  ['SQL', /\bselect [\w"*]|insert into|syntax error|relation "|violates|duplicate key|Failed query/i],
  ['error class', /\b(TypeError|ReferenceError|RangeError|SyntaxError|DrizzleQueryError|DatabaseError|ZodError|PostgresError)\b/],
]

type Tally = { requests: number; statuses: Record<number, number>; ms: number }
const tallies = new Map<string, Tally>()

afterAll(() => {
  const rows = [...tallies].map(([name, tally]) => {
    const statuses = Object.entries(tally.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ')
    return `${name.padEnd(40)} ${String(tally.requests).padStart(6)} requests in ${(tally.ms / 1000).toFixed(1).padStart(5)} s  ${statuses}`
  })
  console.log(`\nFuzzing of the public endpoints\n${rows.join('\n')}\n`)
})

let counter = 0
async function send(input: Input): Promise<{ status: number; text: string }> {
  counter++
  const headers = new Headers({ 'x-real-ip': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`, 'user-agent': 'fuzz' })
  if (input.contentType !== undefined) headers.set('content-type', input.contentType)
  const request = new Request(`http://localhost:3000/api${input.path}`, { method: input.method, headers, body: input.body })
  const response = await answerApi(request)
  return { status: response.status, text: await response.text() }
}

describe('fuzzing every public endpoint', () => {
  it.each(endpoints.map((endpoint) => [`${endpoint.name}: ${(endpoint.runs ?? RUNS).toLocaleString('en')} inputs`, endpoint] as const))('%s, only 2xx and 4xx, no internals', { timeout: 900_000 }, async (name, endpoint) => {
    await payload()
    const runs = endpoint.runs ?? RUNS
    const concurrency = endpoint.concurrency ?? CONCURRENCY
    const inputs = fc.sample(endpoint.inputs, { numRuns: runs, seed: SEED })
    const tally: Tally = { requests: 0, statuses: {}, ms: 0 }
    tallies.set(name, tally)
    const failures: { input: Input; status: number; problem: string; answer: string }[] = []
    const log = capturePayloadLog()
    const started = Date.now()
    for (let start = 0; start < inputs.length; start += concurrency) {
      await Promise.all(
        inputs.slice(start, start + concurrency).map(async (input) => {
          const { status, text } = await send(input)
          tally.requests++
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1
          const problem = status < 200 || status >= 500 ? `status ${status}` : internals.find(([, pattern]) => pattern.test(text))?.[0]
          if (problem) failures.push({ input: { ...input, body: input.body?.slice(0, 300) }, status, problem, answer: text.slice(0, 300) })
        }),
      )
    }
    tally.ms = Date.now() - started
    log.stop()
    expect(tally.requests).toBe(runs)
    expect(failures.slice(0, 3)).toEqual([])
    // Refused before PostgreSQL was asked: no statement failed on a value the input carried.
    expect(failedStatements(log.lines).slice(0, 3)).toEqual([])
    // The valid inputs reached the endpoint's own work, not only the checks that refuse.
    const reached = (code: number) => (endpoint.reached ? endpoint.reached.includes(code) : code < 300)
    expect(Object.keys(tally.statuses).some((code) => reached(Number(code))), `${name} never got past the validation`).toBe(true)
  })
})
