import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { handleEndpoints, type CollectionSlug, type GlobalSlug, type Payload, type SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSessionId, emailKey, SiteFactsSchema } from '#content-schema'
import configPromise from '../../../cms/payload.config.ts'
import { richText } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { leadBody, walkQuestionnaire } from '../../../scripts/visitor.ts'
import { answerApi, demo, login, loginAs, payload } from '../support/helpers.ts'

/**
 * The access matrix: every collection and global of the running config × every role × every operation,
 * through REST (Payload's own request handling) and the Local API acting for a user (overrideAccess: false).
 * The collection list comes from the sanitised config, Payload's own collections included, so a collection
 * added without a line in `expected` below fails here. Each expectation names which documents a role may
 * read, change or delete, and the test compares what comes back with exactly the set those rules select
 * from the database: nothing missing, nothing more.
 */
const config: SanitizedConfig = await configPromise

/**
 * merchantA and merchantB are the demo's active merchants; the others are made here, one per state an admin
 * can put a merchant in: in review (pending), refused (rejected), suspended, and active with a proposed
 * widening of its CAPs and services that no admin has approved yet (proposing). member is the demo team member of
 * merchantA with an account of its own: it reads only the leads merchantA's owner assigned to it.
 */
const roles = ['visitor', 'merchantA', 'merchantB', 'pending', 'rejected', 'suspended', 'proposing', 'member', 'editor', 'admin'] as const
type Role = (typeof roles)[number]
type Doc = Record<string, unknown> & { id: number | string }
type SessionUser = Doc & { collection: 'users'; roles: string[] }
/** `assigned`: for a team member's account, the leads its owner assigned to it (all it reads of its team's). */
type Actor = { role: Role; token?: string; user?: SessionUser; merchant?: { id: number; stato: string; capCoperti: string[]; servizi: string[] }; assigned?: number[] }

/** Which documents a role may reach: none, all, or those a predicate selects from the stored document. */
type Rule = 'none' | 'all' | ((doc: Doc, actor: Actor) => boolean)
type PerRole<T> = Record<Role, T>
type Sample = { data: Record<string, unknown>; file?: { name: string; mimetype: string; data: Buffer } }

type Expectation = {
  /** Payload gives the collection no REST endpoints at all (only the Local API reaches it). */
  noRest?: true
  /**
   * REST addresses one document by this field of the signed-in user's own documents instead of by id (Payload's
   * preferences: GET, POST and DELETE /api/payload-preferences/:key); there is no count endpoint.
   */
  keyedBy?: string
  read: PerRole<Rule>
  /** The status of a REST create with `sample` (with `{}` when there is none). */
  create: PerRole<number>
  update: PerRole<Rule>
  delete: PerRole<Rule>
  /** A valid new document as the role would send it; also created through the Local API for the delete test. */
  sample?: (tag: string, actor: Actor) => Sample
  /** For collections with drafts: a text field whose draft value must never reach a non-staff reader. */
  draftField?: string
}

const everyone = <T,>(rule: T): PerRole<T> => Object.fromEntries(roles.map((role) => [role, rule])) as PerRole<T>
const only = (allowed: Partial<PerRole<Rule>>): PerRole<Rule> => ({ ...everyone('none'), ...allowed })
const status = (allowed: Partial<PerRole<number>>, otherwise = 403): PerRole<number> => ({ ...everyone(otherwise), ...allowed })

// The rules, written out independently here (not copied from cms/src/access).
const self: Rule = (doc, actor) => doc.id === actor.user?.id
const published: Rule = (doc) => doc._status === 'published'
const ownMerchantRecord: Rule = (doc, actor) => actor.merchant !== undefined && doc.merchant === actor.merchant.id
/**
 * A lead that was delivered to the merchant (it arrived while the merchant served its CAP and service, or the merchant
 * took it from the "Senza partner" queue) and is still of an approved CAP and service.
 */
const leadOfOwnArea: Rule = (doc, actor) => {
  const merchant = actor.merchant
  if (!merchant || merchant.stato !== 'attivo') return false
  const recipients = ((doc.destinatari ?? []) as (number | { id: number })[]).map((recipient) => (typeof recipient === 'number' ? recipient : recipient.id))
  if (actor.assigned && !actor.assigned.includes(doc.id as number)) return false
  return recipients.includes(merchant.id) && merchant.capCoperti.includes(doc.cap as string) && merchant.servizi.includes(doc.servizio as string)
}
/** A team member's account: its team's bookings of the leads assigned to it. */
const assignedBooking: Rule = (doc, actor) => ownMerchantRecord(doc, actor) && actor.assigned !== undefined && actor.assigned.includes(doc.lead as number)
/** A merchant's own record on a lead (its status, an objection to it), while the lead is one it may read (ctx.leads). */
const ownLeadRecord: Rule = (doc, actor) => {
  const lead = ctx.leads.get(doc.clientRequest as number)
  return actor.merchant !== undefined && doc.merchant === actor.merchant.id && lead !== undefined && leadOfOwnArea(lead, actor)
}
const activeOrOwnProfile: Rule = (doc, actor) => doc.stato === 'attivo' || (actor.user !== undefined && doc.user === actor.user.id)
const activeProfile: Rule = (doc) => doc.stato === 'attivo'
const ownProfile: Rule = (doc, actor) => actor.user !== undefined && doc.user === actor.user.id
const ownUpload: Rule = (doc, actor) => actor.user !== undefined && doc.owner === actor.user.id
/** A review the consumer wrote and no admin hid: anyone reads it. */
const publishedReview: Rule = (doc) => Boolean(doc.scrittaIl) && doc.nascosta !== true
/** An active merchant's own written reviews, hidden ones included (it reads the admin's reason, and replies once). */
const ownWrittenReview: Rule = (doc, actor) => actor.merchant?.stato === 'attivo' && doc.merchant === actor.merchant.id && Boolean(doc.scrittaIl)
const ownPreference: Rule = (doc, actor) => actor.user !== undefined && (doc.user as { value?: unknown } | undefined)?.value === actor.user.id

const merchantRoles = ['merchantA', 'merchantB', 'pending', 'rejected', 'suspended', 'proposing'] as const
/** Merchants an admin made active: only they reach leads, bookings and a team. */
const activeMerchantRoles = ['merchantA', 'merchantB', 'proposing'] as const
const merchants = <T,>(value: T) => Object.fromEntries(merchantRoles.map((role) => [role, value])) as Partial<PerRole<T>>
const activeMerchants = <T,>(value: T) => Object.fromEntries(activeMerchantRoles.map((role) => [role, value])) as Partial<PerRole<T>>
const staff = <T,>(value: T) => ({ editor: value, admin: value })
const signedIn = <T,>(value: T) => ({ ...merchants(value), member: value, editor: value, admin: value })

let png: Buffer
const upload = (name: string, data: Record<string, unknown>): Sample => ({ data, file: { name, mimetype: 'image/png', data: png } })

/** Content a visitor reads and staff edit, published, with drafts kept from visitors. */
function content(sample: Expectation['sample'], draftField: string, deleteBy: Partial<PerRole<Rule>> = staff('all')): Expectation {
  return {
    read: { ...everyone(published), ...staff('all') },
    create: status(staff(201)),
    update: only(staff('all')),
    delete: only(deleteBy),
    sample,
    draftField,
  }
}

const ctx = { merchantA: 0, merchantB: 0, mediaId: 0, leadA: 0, leadB: 0, leads: new Map<number, Doc>() }

const expected: Record<string, Expectation> = {
  users: {
    read: only({ ...merchants(self), member: self, editor: self, admin: 'all' }),
    create: status({ admin: 201 }),
    update: only({ ...merchants(self), member: self, editor: self, admin: 'all' }),
    delete: only({ admin: 'all' }),
    sample: (tag) => ({ data: { email: `matrice-${tag}@example.com`, password: 'Matrice!2026prova', roles: ['editor'] } }),
  },
  merchants: {
    read: { ...everyone(activeProfile), ...merchants(activeOrOwnProfile), admin: 'all' },
    // A merchant may create its one profile; every merchant here already has it, so a second is refused.
    create: status({ ...merchants(400), admin: 201 }),
    // A suspended merchant edits nothing; the others their own profile (the refused one to send it again).
    update: only({ ...merchants(ownProfile), suspended: 'none', admin: 'all' }),
    delete: only({ admin: 'all' }),
    sample: (tag) => ({
      data: {
        nomeCognome: 'Mario Matrice',
        nomeAzienda: `Matrice ${tag} S.r.l.`,
        ragioneSociale: `Matrice ${tag} S.r.l.`,
        partitaIva: '00743110157',
        sede: 'Via Roma 1, Prato',
        settoreAttivita: 'Consulenza energetica',
        cap: '59100',
        citta: 'Prato',
        zonaGeografica: 'Prato e provincia',
        servizi: ['luce-gas'],
        capCoperti: [{ cap: '59100' }],
        telefono: '+39 0574 111222',
        email: `matrice-${tag}@example.com`,
        stato: 'in_revisione',
      },
    }),
  },
  'merchant-logos': {
    read: everyone('all'),
    // A suspended merchant changes nothing, its logo included; the others upload while filling in their profile.
    create: status({ ...merchants(201), suspended: 403, admin: 201 }),
    update: only({ ...merchants(ownUpload), suspended: 'none', admin: 'all' }),
    delete: only({ ...merchants(ownUpload), suspended: 'none', admin: 'all' }),
    sample: (tag, actor) => upload(`logo-${tag}.png`, actor.role === 'admin' || !actor.user ? {} : { owner: actor.user.id }),
  },
  'team-members': {
    read: only({ ...activeMerchants(ownMerchantRecord), admin: 'all' }),
    create: status({ ...activeMerchants(201), admin: 201 }),
    update: only({ ...activeMerchants(ownMerchantRecord), admin: 'all' }),
    delete: only({ admin: 'all' }),
    sample: (tag, actor) => ({ data: { nome: `Socio ${tag}`, ruolo: 'Consulente', merchant: actor.merchant?.id ?? ctx.merchantA } }),
  },
  bookings: {
    read: only({ ...activeMerchants(ownMerchantRecord), member: assignedBooking, admin: 'all' }),
    create: status({ admin: 201 }),
    update: only({ ...activeMerchants(ownMerchantRecord), member: assignedBooking, admin: 'all' }),
    delete: only({ admin: 'all' }),
    sample: (tag) => ({
      data: {
        origine: 'chiamata',
        nomeCliente: `Cliente ${tag}`,
        telefonoCliente: '+39 333 000 1111',
        emailCliente: `cliente-${tag}@example.com`,
        servizioRichiesto: 'luce-gas',
        stato: 'in_attesa',
      },
    }),
  },
  'lead-statuses': {
    // A member's account works on the statuses of its assigned leads; only the owner makes one (and assigns it).
    read: only({ ...activeMerchants(ownLeadRecord), member: ownLeadRecord, admin: 'all' }),
    // Active merchants on a lead they can read (a fresh one of 59100/luce-gas is in the proposing merchant's area too).
    create: status({ ...activeMerchants(201), admin: 201 }),
    update: only({ ...activeMerchants(ownLeadRecord), member: ownLeadRecord, admin: 'all' }),
    delete: only({ admin: 'all' }),
    sample: (tag, actor) => ({
      data: {
        clientRequest: actor.role === 'merchantB' || actor.role === 'admin' ? ctx.leadB : ctx.leadA,
        merchant: ctx.merchantA,
        stato: 'contattato',
        messaggioCliente: `Messaggio ${tag}`,
      },
    }),
  },
  // A partner's private notes: an append-only history, written by the active partner on a lead it may read, never
  // changed by anyone; only admins remove one.
  'lead-notes': {
    // A member's account too, on the leads assigned to it.
    read: only({ ...activeMerchants(ownLeadRecord), member: ownLeadRecord, admin: 'all' }),
    create: status({ ...activeMerchants(201), member: 201 }),
    update: only({}),
    delete: only({ admin: 'all' }),
    sample: (tag, actor) => ({
      data: {
        clientRequest: actor.role === 'member' ? actor.assigned![0] : actor.role === 'merchantB' || actor.role === 'admin' ? ctx.leadB : ctx.leadA,
        merchant: actor.merchant?.id ?? ctx.merchantA,
        testo: `Nota ${tag}`,
      },
    }),
  },
  // The consumer's objections: written only by the request page's endpoint, never changed or removed, admins included.
  'lead-objections': {
    read: only({ ...activeMerchants(ownLeadRecord), member: ownLeadRecord, admin: 'all' }),
    create: status({}),
    update: only({}),
    delete: only({}),
  },
  'lead-returns': {
    read: only({ ...activeMerchants(ownMerchantRecord), member: (doc, actor) => ownMerchantRecord(doc, actor) && actor.assigned!.includes(doc.clientRequest as number), admin: 'all' }),
    // An active merchant returns a lead it received (a fresh one of its area, within the window); only an admin decides.
    create: status({ ...activeMerchants(201) }),
    update: only({ admin: 'all' }),
    delete: only({ admin: 'all' }),
    sample: (tag, actor) => ({
      data: {
        clientRequest: actor.role === 'merchantB' || actor.role === 'admin' ? ctx.leadB : ctx.leadA,
        merchant: actor.merchant?.id ?? ctx.merchantA,
        motivo: 'duplicata',
        nota: `Reso ${tag}`,
      },
    }),
  },
  'client-requests': {
    read: only({ ...activeMerchants(leadOfOwnArea), member: leadOfOwnArea, admin: 'all' }),
    create: status({ admin: 201 }),
    update: only({ admin: 'all' }),
    delete: only({ admin: 'all' }),
    sample: (tag) => ({ data: { nome: `Richiesta ${tag}`, email: `richiesta-${tag}@example.com`, telefono: '3330001111', servizio: 'luce-gas', cap: '59100' } }),
  },
  // The consent ledger: append-only. The server's forms and withdrawal links write it, an admin may add a record; no
  // one changes or deletes one through the API, admins included.
  consents: {
    read: only({ admin: 'all' }),
    create: status({ admin: 201 }),
    update: only({}),
    delete: only({}),
    sample: (tag) => ({ data: { email: `consenso-${tag}@example.com`, grants: [{ purpose: 'marketing', granted: false }], legalVersion: 'prova' } }),
  },
  'partial-submissions': {
    read: only({ admin: 'all' }),
    create: status({ admin: 201 }),
    update: only({ admin: 'all' }),
    delete: only({ admin: 'all' }),
    sample: (tag) => ({ data: { sessionId: `m-${tag}`.slice(0, 40), serviceType: 'luce-gas', currentStep: 1, totalSteps: 5, answers: {} } }),
  },
  'contact-requests': {
    read: only({ admin: 'all' }),
    create: status({ admin: 201 }),
    update: only({ admin: 'all' }),
    delete: only({ admin: 'all' }),
    sample: (tag) => ({
      data: {
        nome: 'Mara',
        cognome: `Matrice ${tag}`,
        email: `contatto-${tag}@example.com`,
        telefono: '3330002222',
        cap: '59100',
        argomento: 'fotovoltaico',
        messaggio: 'Messaggio di prova.',
        privacyAccepted: true,
      },
    }),
  },
  media: {
    read: everyone('all'),
    create: status(staff(201)),
    update: only(staff('all')),
    delete: only(staff('all')),
    sample: (tag) => upload(`immagine-${tag}.png`, { alt: `Immagine ${tag}` }),
  },
  services: content(
    (tag) => ({
      data: {
        title: `Servizio ${tag}`,
        slug: `servizio-${tag}`,
        order: 99,
        description: 'Descrizione di prova.',
        variant: 'energy',
        hero: { headline: 'Titolo', text: 'Testo' },
        ctaLabel: 'Scopri',
        callBooking: { group: 'servizi-casa', slug: `chiamata-${tag}`, label: `Servizio ${tag}` },
        _status: 'published',
      },
    }),
    'description',
  ),
  pages: content(
    (tag) => ({ data: { title: `Pagina ${tag}`, slug: `pagina-${tag}`, layout: [{ blockType: 'hero', headline: 'Titolo di prova' }], _status: 'published' } }),
    'title',
  ),
  faqs: content((tag) => ({ data: { question: `Domanda ${tag}?`, answer: 'Risposta di prova.', order: 99, _status: 'published' } }), 'answer'),
  testimonials: content(
    (tag) => ({ data: { name: `Prova ${tag}`, city: 'Prato', service: 'Luce & Gas', text: 'Ottimo servizio.', rating: 5, order: 99, _status: 'published' } }),
    'text',
  ),
  'partner-logos': content((tag) => ({ data: { name: `Partner ${tag}`, logo: ctx.mediaId, order: 99, _status: 'published' } }), 'name'),
  // Legal texts are the proof of what a consent accepted: staff publish new versions, nobody deletes one.
  'legal-pages': content(
    (tag) => ({
      data: {
        title: `Legale ${tag}`,
        slug: `legale-${tag}`,
        version: '0.1',
        updatedOn: '2024-01-01T00:00:00.000Z',
        sections: [{ heading: 'Sezione', body: richText('Testo di prova.') }],
        _status: 'published',
      },
    }),
    'title',
    {},
  ),
  questionnaires: {
    ...content(undefined, 'title', { admin: 'all' }),
    // One questionnaire per service and all eight exist: staff pass the access check and meet the validation.
    create: status({ editor: 400, admin: 400 }),
  },
  'estimate-parameters': {
    read: only(staff('all')),
    create: status({ admin: 201 }),
    update: only(staff('all')),
    delete: only({ admin: 'all' }),
    // A service's own value of a parameter its model reads (an unknown parameter is refused); each is deleted at once.
    sample: (tag) => ({ data: { parametro: 'luce.consumoBase', servizio: 'luce-gas', etichetta: `Parametro di prova ${tag}`, valore: 1, unita: '€', fonte: 'Prova', dataFonte: '2025-01-01T00:00:00.000Z' } }),
  },
  'message-templates': {
    read: only(staff('all')),
    create: status({ editor: 201, admin: 201 }),
    update: only(staff('all')),
    delete: only({ admin: 'all' }),
    // A kind and service no other test writes: one template per kind and service.
    sample: () => ({ data: { tipo: 'lead-partner-found', servizio: 'depuratori', oggetto: 'Oggetto di prova', _status: 'draft' } }),
    draftField: 'oggetto',
  },
  reviews: {
    read: { ...everyone(publishedReview), ...activeMerchants((doc: Doc, actor: Actor) => publishedReview(doc, actor) || ownWrittenReview(doc, actor)), admin: 'all' },
    // Made by the invitation when a partner marks a lead contacted, written by the consumer from the request page.
    create: status({}),
    update: only({ ...activeMerchants(ownWrittenReview), admin: 'all' }),
    delete: only({}),
  },
  // ARERA's offers: written by the importer alone (a price is ARERA's data), read by staff in the admin.
  'arera-catalogues': { read: only(staff('all')), create: status({}), update: only({}), delete: only({}) },
  'arera-offers': { read: only(staff('all')), create: status({}), update: only({}), delete: only({}) },
  // Staff may name a seller the free-market file knows only by its VAT number.
  'arera-suppliers': {
    read: only(staff('all')),
    create: status({ editor: 201, admin: 201 }),
    update: only(staff('all')),
    delete: only({}),
    sample: () => ({ data: { vat: String(Math.floor(Math.random() * 1e11)).padStart(11, '0'), name: 'Venditore di prova' } }),
  },
  'audit-log': {
    read: only({ admin: 'all' }),
    // Written by the server only, so that no one, admins included, can forge or remove an entry.
    create: status({}),
    update: only({}),
    delete: only({}),
  },
  'payload-kv': {
    read: only({}),
    create: status({}),
    update: only({}),
    delete: only({}),
  },
  'payload-jobs': {
    read: only({ admin: 'all' }),
    create: status({}),
    update: only({}),
    delete: only({}),
  },
  'payload-locked-documents': {
    read: only(staff('all')),
    create: status(staff(201)),
    update: only(staff('all')),
    delete: only(staff('all')),
    sample: (_tag, actor) => ({ data: { globalSlug: 'navigation', user: { relationTo: 'users', value: actor.user?.id } } }),
  },
  'payload-preferences': {
    read: only(signedIn(ownPreference)),
    create: status(signedIn(201)),
    update: only(signedIn(ownPreference)),
    delete: only(signedIn(ownPreference)),
    sample: (tag) => ({ data: { key: `matrice-${tag}`, value: { prova: true } } }),
    keyedBy: 'key',
  },
  'payload-migrations': {
    noRest: true,
    read: only({ admin: 'all' }),
    create: status({}),
    update: only({}),
    delete: only({}),
  },
}

const allowedTo = (...allowed: Role[]): PerRole<boolean> =>
  Object.fromEntries(roles.map((role) => [role, allowed.includes(role)])) as PerRole<boolean>

const expectedGlobals: Record<string, { read: PerRole<boolean>; update: PerRole<boolean> }> = {
  'site-settings': { read: allowedTo(...roles), update: allowedTo('editor', 'admin') },
  navigation: { read: allowedTo(...roles), update: allowedTo('editor', 'admin') },
  'ui-texts': { read: allowedTo(...roles), update: allowedTo('editor', 'admin') },
  'offers-ranking': { read: allowedTo('editor', 'admin'), update: allowedTo('editor', 'admin') },
  // Payload's record of when scheduled jobs last ran: it writes it itself, past access control.
  'payload-jobs-stats': { read: allowedTo('admin'), update: allowedTo() },
}

/** Never in any answer to anyone: credentials and the server's own bookkeeping. */
const secretEverywhere = ['hash', 'salt', 'password', 'resetPasswordToken', 'resetPasswordExpiration', '_verificationToken', 'verificaSegreto', 'verificaInviataIl']
/**
 * Only admins see where a request came from, the keys that identify it and its person, whom else it went to, which
 * request it repeats, how and until when its contacts were to be confirmed, and which admin decided a return.
 */
const adminOnlyFields = ['ipAddress', 'userAgent', 'idempotencyKey', 'offersToken', 'destinatari', 'ripeteRichiesta', 'ripetizioni', 'chiaveEmail', 'chiaveTelefono', 'verificaCanale', 'verificaScadeIl', 'decisoDa']

// ---------------------------------------------------------------------------------------------------------

const actors = {} as Record<Role, Actor>
let p: Payload

type Answer = { status: number; text: string; json: (Record<string, unknown> & { docs?: Doc[] }) | undefined; headers: Headers }

/**
 * A REST call exactly as a browser makes it, answered by Payload's request handling; JSON parsed when it is JSON.
 * Whatever the role asks, the answer is never a 5xx and shows no internals.
 */
async function call(actor: Actor | undefined, method: string, path: string, body?: unknown | FormData): Promise<Answer> {
  const answer = await send(actor, method, path, body)
  expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 300)}`).toBeLessThan(500)
  expect(answer.text, `${method} ${path} shows internals`).not.toMatch(/node_modules|\.ts:\d|\bselect "|insert into|syntax error|relation "|Failed query/i)
  return answer
}

async function send(actor: Actor | undefined, method: string, path: string, body?: unknown | FormData): Promise<Answer> {
  const headers = new Headers({ 'x-real-ip': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` })
  if (actor?.token) headers.set('authorization', `JWT ${actor.token}`)
  let payloadBody: BodyInit | undefined
  if (body instanceof FormData) payloadBody = body
  else if (body !== undefined) {
    headers.set('content-type', 'application/json')
    payloadBody = JSON.stringify(body)
  }
  const response = await answerApi(new Request(`http://localhost:3000/api${path}`, { method, headers, body: payloadBody }))
  const text = await response.text()
  let json: Answer['json']
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, text, json, headers: response.headers }
}

/** Every stored document of a collection, as the database holds it. */
async function stored(slug: string): Promise<Doc[]> {
  const result = await p.find({ collection: slug as CollectionSlug, pagination: false, depth: 0, overrideAccess: true, showHiddenFields: true })
  return result.docs as unknown as Doc[]
}

function select(docs: Doc[], rule: Rule, actor: Actor): Doc[] {
  if (rule === 'none') return []
  if (rule === 'all') return docs
  return docs.filter((doc) => rule(doc, actor))
}

/** Payload answers a collection it serves no REST endpoints for with 404 or 501 (Not Implemented). */
const notServed = [404, 501]

const address = (expectation: Expectation, doc: Doc) => String(expectation.keyedBy ? doc[expectation.keyedBy] : doc.id)

const idsOf = (docs: { id: unknown }[]) => docs.map((doc) => String(doc.id)).sort()

/** Some of `docs`, spread over the list, so a by-id check covers old and new documents without calling all. */
function someOf<T>(docs: T[], count = 3): T[] {
  if (docs.length <= count) return docs
  return Array.from({ length: count }, (_, index) => docs[Math.floor((index * (docs.length - 1)) / (count - 1))]!)
}

/** The fields a role must never be shown in a document of this collection. */
function forbiddenFields(slug: string, actor: Actor, doc: Doc): string[] {
  const fields = [...secretEverywhere]
  if (actor.role !== 'admin') fields.push(...adminOnlyFields)
  if (slug === 'merchants' && actor.role !== 'admin' && !(actor.user && doc.user === actor.user.id)) {
    fields.push('user', 'motivoStato', 'serviziProposti', 'capCopertiProposti', 'periodiAttivita')
  }
  // Whose request a review is about, and when they were asked, are the admins' to know.
  if (slug === 'reviews' && actor.role !== 'admin') fields.push('clientRequest', 'invitatoIl')
  return fields
}

function expectNoForbiddenFields(slug: string, actor: Actor, docs: Doc[], storedById: Map<string, Doc>) {
  for (const doc of docs) {
    const raw = storedById.get(String(doc.id)) ?? doc
    const shown = forbiddenFields(slug, actor, raw).filter((field) => field in doc && doc[field] !== undefined)
    expect(shown, `${actor.role} is shown ${shown.join(', ')} of ${slug} ${doc.id}`).toEqual([])
  }
}

/** What a Local API call gave: 'ok' and its value, or the status of the error it threw. */
async function localOutcome<T>(run: () => Promise<T>): Promise<{ status: number | 'ok'; value?: T }> {
  try {
    return { status: 'ok', value: await run() }
  } catch (error) {
    return { status: (error as { status?: number }).status ?? 500 }
  }
}

async function localError(run: () => Promise<unknown>): Promise<number | 'ok'> {
  return (await localOutcome(run)).status
}

/**
 * A bulk change's `where` naming these documents, and one id no document has: the request names something even when
 * the role's rule refuses it nothing, and must change nothing either way.
 */
const bulkWhere = (docs: Doc[]) => [...docs.map((doc) => doc.id), 999999999].map((id, index) => `where[id][in][${index}]=${id}`).join('&')

/**
 * Whom a new record names as its maker, and whom it must name whatever the request said: a merchant's team member and
 * logo are its own (staff may name anyone), and anyone's preference is theirs. Nothing to compare for other records.
 */
function makerOf(slug: string, doc: Doc, actor: Actor): { stored: unknown; expected: unknown } {
  const merchant = actor.role === 'merchantA' || actor.role === 'merchantB'
  if (slug === 'team-members' && merchant) return { stored: doc.merchant, expected: actor.merchant!.id }
  if (slug === 'merchant-logos' && merchant) return { stored: doc.owner, expected: actor.user!.id }
  if (slug === 'payload-preferences') return { stored: (doc.user as { value: unknown }).value, expected: actor.user!.id }
  return { stored: null, expected: null }
}

function formFor(sample: Sample): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(sample.file!.data)], { type: sample.file!.mimetype }), sample.file!.name)
  form.append('_payload', JSON.stringify(sample.data))
  return form
}

/**
 * A new document made by the system (Local API, access overridden) for a role's delete test. Preferences take
 * their owner from the request's user only, so that one is passed along.
 */
async function createStored(slug: string, sample: Sample, owner?: SessionUser): Promise<Doc> {
  const created = await p.create({
    collection: slug as CollectionSlug,
    data: sample.data as never,
    file: sample.file ? { ...sample.file, size: sample.file.data.length } : undefined,
    user: slug === 'payload-preferences' ? (owner as never) : undefined,
    overrideAccess: true,
    draft: false,
    depth: 0,
  })
  return created as unknown as Doc
}

beforeAll(async () => {
  p = await payload()
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f766e' } }).png().toBuffer()
  const users = await stored('users')
  const userOf = (label: string) => ({ ...users.find((user) => user.email === demo(label).email)!, collection: 'users' }) as SessionUser
  const profiles = await stored('merchants')
  const profileOf = (user: SessionUser, profile = profiles.find((candidate) => candidate.user === user.id)!) => ({
    id: profile.id as number,
    stato: profile.stato as string,
    capCoperti: (profile.capCoperti as { cap: string }[]).map((row) => row.cap),
    servizi: profile.servizi as string[],
  })
  const merchantAUser = userOf('Merchant (Prato)')
  const merchantBUser = userOf('Merchant (Milano)')
  actors.visitor = { role: 'visitor' }
  actors.merchantA = { role: 'merchantA', token: await loginAs('Merchant (Prato)'), user: merchantAUser, merchant: profileOf(merchantAUser) }
  actors.merchantB = { role: 'merchantB', token: await loginAs('Merchant (Milano)'), user: merchantBUser, merchant: profileOf(merchantBUser) }
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
  const vetted: Record<'pending' | 'rejected' | 'suspended' | 'proposing', Record<string, unknown>> = {
    pending: { stato: 'in_revisione', serviziProposti: ['luce-gas'], capCopertiProposti: [{ cap: '59100' }], periodiAttivita: [] },
    rejected: { stato: 'respinto', motivoStato: 'Partita IVA di un’altra azienda.', serviziProposti: ['luce-gas'], capCopertiProposti: [{ cap: '59100' }], periodiAttivita: [] },
    // Active for two years until yesterday: the demo leads of its CAP came in while it was active.
    suspended: { stato: 'sospeso', servizi: ['luce-gas'], capCoperti: [{ cap: '59100' }], periodiAttivita: [{ dal: '2024-01-01T00:00:00.000Z', al: new Date(Date.now() - 86_400_000).toISOString() }] },
    // Approved for 59100 since an hour ago; asked for Milan and another service, not approved yet.
    proposing: {
      stato: 'attivo',
      servizi: ['luce-gas'],
      capCoperti: [{ cap: '59100' }],
      serviziProposti: ['internet-mobile'],
      capCopertiProposti: [{ cap: '20121' }],
      periodiAttivita: [{ dal: hourAgo }],
    },
  }
  for (const [role, state] of Object.entries(vetted) as [keyof typeof vetted, Record<string, unknown>][]) {
    const email = `matrice.${role}@example.com`
    const password = 'Matrice!2026prova'
    const created = await p.create({ collection: 'users', data: { email, password, roles: ['merchant'] }, overrideAccess: true })
    const profile = await p.create({
      collection: 'merchants',
      data: {
        user: created.id,
        nomeCognome: `Titolare ${role}`,
        nomeAzienda: `Matrice ${role} S.r.l.`,
        ragioneSociale: `Matrice ${role} S.r.l.`,
        partitaIva: '00905811006',
        sede: 'Via Roma 1, Prato',
        settoreAttivita: 'Energia',
        cap: '59100',
        citta: 'Prato',
        zonaGeografica: 'Prato',
        telefono: '+39 0574 000000',
        email: `info.${role}@example.com`,
        ...state,
      } as never,
      overrideAccess: true,
    })
    const user = { ...(await stored('users')).find((candidate) => candidate.id === created.id)!, collection: 'users' } as SessionUser
    actors[role] = { role, token: await login(email, password), user, merchant: profileOf(user, profile as unknown as Doc) }
  }
  const memberUser = userOf('Collaboratore (Prato)')
  const membership = (await stored('team-members')).find((doc) => doc.utente === memberUser.id)!
  const assigned = (await stored('lead-statuses')).filter((doc) => doc.assegnatoA === membership.id).map((doc) => doc.clientRequest as number)
  expect(assigned.length).toBeGreaterThan(0)
  actors.member = { role: 'member', token: await loginAs('Collaboratore (Prato)'), user: memberUser, merchant: profileOf(merchantAUser), assigned }
  actors.editor = { role: 'editor', token: await loginAs('Editor'), user: userOf('Editor') }
  actors.admin = { role: 'admin', token: await loginAs('Admin'), user: userOf('Admin') }
  ctx.merchantA = actors.merchantA.merchant!.id
  ctx.merchantB = actors.merchantB.merchant!.id
  ctx.mediaId = (await stored('media'))[0]!.id as number
  // Fresh leads for the lead-status samples, with no status of anyone yet.
  const freshLead = async (cap: string, servizio: string) =>
    (await p.create({ collection: 'client-requests', data: { nome: 'Matrice Stato', email: 'stato@example.com', telefono: '3330001111', servizio, cap, verificataIl: new Date().toISOString() } as never, overrideAccess: true })).id
  ctx.leadA = await freshLead('59100', 'luce-gas')
  ctx.leadB = await freshLead('20121', 'internet-mobile')
  // A return of each demo merchant, on leads of their own (the samples return ctx.leadA and ctx.leadB).
  await createStored('lead-returns', { data: { clientRequest: await freshLead('59100', 'luce-gas'), merchant: ctx.merchantA, motivo: 'cap_errato' } })
  await createStored('lead-returns', { data: { clientRequest: await freshLead('20121', 'internet-mobile'), merchant: ctx.merchantB, motivo: 'numero_errato' } })
  // The proposing merchant, active for an hour: a lead of its area delivered to it, its status on that lead, a callback
  // booked with it and a review written of it, so that its rules letting it change its own records have one to change.
  const proposing = actors.proposing.merchant!.id
  const delivered = (
    await p.create({
      collection: 'client-requests',
      data: { nome: 'Matrice Proposta', email: 'proposta@example.com', telefono: '3330002222', servizio: 'luce-gas', cap: '59100', verificataIl: new Date().toISOString(), destinatari: [proposing] } as never,
      overrideAccess: true,
    })
  ).id
  await p.create({ collection: 'lead-statuses', data: { clientRequest: delivered, merchant: proposing, stato: 'contattato' } as never, overrideAccess: true })
  await p.create({
    collection: 'bookings',
    data: { origine: 'chiamata', nomeCliente: 'Cliente Proposta', telefonoCliente: '+39 333 000 2222', emailCliente: 'cliente-proposta@example.com', servizioRichiesto: 'luce-gas', stato: 'in_attesa', merchant: proposing, lead: delivered } as never,
    overrideAccess: true,
  })
  await p.create({
    collection: 'reviews',
    data: { merchant: proposing, clientRequest: delivered, servizio: 'luce-gas', invitatoIl: hourAgo, voto: 5, testo: 'Gentili e puntuali.', scrittaIl: new Date().toISOString() } as never,
    overrideAccess: true,
  })
  ctx.leads = new Map((await stored('client-requests')).map((lead) => [lead.id as number, lead]))
  // An objection to merchant B besides the demo's to merchant A: each reads its own only.
  await p.create({ collection: 'lead-objections', data: { clientRequest: ctx.leadB, merchant: ctx.merchantB }, overrideAccess: true })

  // Records of both merchants that the seed does not make: a team, a logo, preferences; a lock, a queued job, a draft.
  for (const who of merchantRoles) {
    const actor = actors[who]
    await createStored('team-members', { data: { nome: `Collega di ${who}`, ruolo: 'Tecnico', merchant: actor.merchant!.id } })
    await createStored('merchant-logos', upload(`seed-${who}.png`, { owner: actor.user!.id }))
  }
  for (const role of [...merchantRoles, 'member', 'editor', 'admin'] as const) {
    await createStored('payload-preferences', { data: { key: `seed-${role}`, value: { colonne: ['email'] } } }, actors[role].user)
  }
  await createStored('payload-locked-documents', { data: { globalSlug: 'site-settings', user: { relationTo: 'users', value: actors.admin.user!.id } } })
  await p.create({ collection: 'audit-log', data: { action: 'export', subject: 'prova@example.com', counts: { users: 0 } }, overrideAccess: true })
  await p.jobs.queue({ task: 'sendEmail', input: { to: 'coda@example.com', subject: 'Prova', html: '<p>Prova</p>', text: 'Prova' } } as never)
  await p.create({ collection: 'faqs', data: { question: 'Bozza mai pubblicata?', answer: 'Non ancora.', order: 90, _status: 'draft' }, draft: true, overrideAccess: true })
})

const collectionSlugs = config.collections.map((collection) => collection.slug)

describe('the expectation table', () => {
  it.each(collectionSlugs)('has an expectation for collection %s', (slug) => {
    expect(expected[slug], `no expectation for collection ${slug}: add it to tests/integration/platform/access-matrix.test.ts`).toBeDefined()
  })

  it.each(config.globals.map((global) => global.slug))('has an expectation for global %s', (slug) => {
    expect(expectedGlobals[slug], `no expectation for global ${slug}: add it to tests/integration/platform/access-matrix.test.ts`).toBeDefined()
  })

  it('names no collection or global the config does not have', () => {
    expect(Object.keys(expected).filter((slug) => !collectionSlugs.includes(slug as CollectionSlug))).toEqual([])
    expect(Object.keys(expectedGlobals).filter((slug) => !config.globals.some((global) => global.slug === slug))).toEqual([])
  })
})

describe.each(collectionSlugs.filter((slug) => expected[slug]))('%s', (slug) => {
  const expectation = expected[slug]!
  const collectionConfig = config.collections.find((collection) => collection.slug === slug)!
  const hasVersions = Boolean(collectionConfig.versions)
  const { draftField, sample } = expectation

  describe.each(roles)('as %s', (role) => {
    const rule = expectation.read[role]

    /** The role's REST create of the collection's sample (`{}` where it has none). */
    function postSample(actor: Actor): Promise<Answer> {
      const sent = sample?.(`${role}-${randomUUID().slice(0, 8)}`, actor)
      return call(actor, 'POST', `/${slug}?depth=0`, sent ? (sent.file ? formFor(sent) : sent.data) : {})
    }

    /**
     * The stored documents as the role's tests begin, read once for them: a test changes only a record it made (and
     * removes it) or one its rules let the role change, never one another test reads as refused to it.
     */
    let all: Doc[] = []
    beforeAll(async () => {
      all = await stored(slug)
    })

    /** The stored documents, those the role's read rule selects, and those it does not. */
    function readable(actor: Actor) {
      const visible = select(all, rule, actor)
      return { byId: new Map(all.map((doc) => [String(doc.id), doc])), visible, hidden: all.filter((doc) => !visible.includes(doc)) }
    }

    if (expectation.noRest) {
      it('is not served over REST: no list, count, create, change or delete', async () => {
        const actor = actors[role]
        for (const [method, path] of [
          ['GET', `/${slug}`],
          ['GET', `/${slug}/count`],
          ['POST', `/${slug}`],
          ['PATCH', `/${slug}/1`],
          ['DELETE', `/${slug}/1`],
        ] as const) {
          expect(notServed, `${method} ${path}`).toContain((await send(actor, method, path, method === 'POST' || method === 'PATCH' ? {} : undefined)).status)
        }
      })
    } else {
      it('reads over REST exactly the documents its rule selects (list, by id)', async () => {
        const actor = actors[role]
        const { byId, visible, hidden } = readable(actor)
        // A role its rule shuts out is refused the list; any other is given exactly what its rule selects.
        const listed = rule === 'none' ? 403 : 200
        const list = await call(actor, 'GET', `/${slug}?pagination=false&depth=0`)
        expect(list.status, `${role} lists ${slug}: ${list.text.slice(0, 200)}`).toBe(listed)
        expect(idsOf(list.json?.docs ?? []), `${role} lists ${slug}`).toEqual(idsOf(visible))
        expectNoForbiddenFields(slug, actor, list.json?.docs ?? [], byId)
        // depth 2 populates relationships: what a relation points to must not widen what the role sees.
        const deep = await call(actor, 'GET', `/${slug}?pagination=false&depth=2`)
        expect(deep.status).toBe(listed)
        expect(idsOf(deep.json?.docs ?? [])).toEqual(idsOf(visible))
        for (const doc of someOf(visible)) {
          const one = await call(actor, 'GET', `/${slug}/${address(expectation, doc)}?depth=1`)
          expect(one.status, `${role} reads ${slug} ${doc.id}`).toBe(200)
          expect(String(one.json?.id)).toBe(String(doc.id))
          expectNoForbiddenFields(slug, actor, [one.json as Doc], byId)
        }
        for (const doc of someOf(hidden)) {
          const one = await call(actor, 'GET', `/${slug}/${address(expectation, doc)}?depth=0`)
          // Refused or not found. By key, a key names one of the caller's own documents: another user's is simply not
          // there, whatever the status short of a 5xx (which `call` refuses).
          expect(one.json?.id, `${role} reads ${slug} ${doc.id}`).toBeUndefined()
          expect(expectation.keyedBy !== undefined || [403, 404].includes(one.status), `${role} reads ${slug} ${doc.id}: ${one.status} ${one.text.slice(0, 200)}`).toBe(true)
        }
      })

      // Addressed by key, a collection has no count endpoint.
      if (!expectation.keyedBy) {
        it('counts over REST exactly the documents its rule selects', async () => {
          const actor = actors[role]
          const { visible } = readable(actor)
          const count = await call(actor, 'GET', `/${slug}/count`)
          expect(count.status, `${role} counts ${slug}`).toBe(rule === 'none' ? 403 : 200)
          expect(count.json?.totalDocs ?? 0, `${role} counts ${slug}`).toBe(visible.length)
        })
      }

      if (expectation.create[role] === 201) {
        it('creates a record over REST, its own whatever the request said', async () => {
          const actor = actors[role]
          const created = await postSample(actor)
          expect(created.status, created.text.slice(0, 300)).toBe(201)
          const doc = (created.json!.doc ?? created.json) as Doc
          const after = await stored(slug)
          expect(after.length).toBe(all.length + 1)
          const maker = makerOf(slug, after.find((candidate) => String(candidate.id) === String(doc.id))!, actor)
          expect(maker.stored, `the maker of a new ${slug}`).toBe(maker.expected)
          await p.delete({ collection: slug as CollectionSlug, id: doc.id, overrideAccess: true })
        })
      } else {
        it(`is refused a create over REST (${expectation.create[role]}), and nothing is stored`, async () => {
          const created = await postSample(actors[role])
          expect(created.status, created.text.slice(0, 300)).toBe(expectation.create[role])
          expect((await stored(slug)).length).toBe(all.length)
        })
      }

      if (expectation.update[role] !== 'none') {
        it('changes over REST a record its rule selects', async () => {
          const actor = actors[role]
          const allowed = select(all, expectation.update[role], actor)
          // One it can also read: the stored data gives every rule that lets a role change something a record to change.
          const target = allowed.find((doc) => select([doc], rule, actor).length > 0)
          expect(target, `${role} finds none of the ${allowed.length} ${slug} records its rule lets it change`).toBeDefined()
          const changed = await call(actor, 'PATCH', `/${slug}/${target!.id}?depth=0`, {})
          expect(changed.status, `${role} updates ${slug} ${target!.id}: ${changed.text.slice(0, 300)}`).toBe(200)
        })
      }

      it('is refused over REST every change its rule does not allow, alone or in bulk', async () => {
        const actor = actors[role]
        const allowed = select(all, expectation.update[role], actor)
        const denied = all.filter((doc) => !allowed.includes(doc))
        for (const doc of someOf(denied)) {
          const refused = await call(actor, 'PATCH', `/${slug}/${doc.id}`, {})
          expect([403, 404], `${role} updates ${slug} ${doc.id}: ${refused.status}`).toContain(refused.status)
        }
        const bulk = await call(actor, 'PATCH', `/${slug}?${bulkWhere(denied)}`, {})
        expect(bulk.status === 403 || (bulk.json?.docs ?? []).length === 0, `${role} bulk-updates ${slug}: ${bulk.status} ${bulk.text.slice(0, 200)}`).toBe(true)
        const after = new Map((await stored(slug)).map((doc) => [String(doc.id), doc]))
        for (const doc of denied) expect(after.get(String(doc.id))?.updatedAt, `${slug} ${doc.id} was changed by ${role}`).toBe(doc.updatedAt)
      })

      if (expectation.delete[role] !== 'none' && sample) {
        it('deletes over REST a record its rule selects', async () => {
          const actor = actors[role]
          // A document of the role's own the system makes, so an allowed delete removes nothing that was there.
          const fresh = await createStored(slug, sample(`del-${role}-${randomUUID().slice(0, 8)}`, actor), actor.user)
          expect(select([fresh], expectation.delete[role], actor), `${role} may delete its new ${slug}`).toHaveLength(1)
          const removed = await call(actor, 'DELETE', `/${slug}/${address(expectation, fresh)}`)
          expect(removed.status, removed.text.slice(0, 300)).toBe(200)
          expect(idsOf(await stored(slug))).not.toContain(String(fresh.id))
        })
      } else if (expectation.delete[role] !== 'none') {
        it('is told over REST that a record to delete does not exist', async () => {
          expect((await call(actors[role], 'DELETE', `/${slug}/999999999`)).status).toBe(404)
        })
      }

      it('is refused over REST every delete its rule does not allow, alone or in bulk', async () => {
        const actor = actors[role]
        const denied = all.filter((doc) => select([doc], expectation.delete[role], actor).length === 0)
        // By key, the caller can only ever delete its own document of that name: another's is not found.
        const refusedWith = expectation.keyedBy ? [role === 'visitor' ? 401 : 404] : [403, 404]
        for (const doc of someOf(denied)) {
          const refused = await call(actor, 'DELETE', `/${slug}/${address(expectation, doc)}`)
          expect(refusedWith, `${role} deletes ${slug} ${doc.id}: ${refused.status}`).toContain(refused.status)
        }
        const bulk = await call(actor, 'DELETE', `/${slug}?${bulkWhere(denied)}`)
        expect(bulk.status === 403 || (bulk.json?.docs ?? []).length === 0, `${role} bulk-deletes ${slug}: ${bulk.status} ${bulk.text.slice(0, 200)}`).toBe(true)
        const after = new Set(idsOf(await stored(slug)))
        expect(denied.filter((doc) => !after.has(String(doc.id))).map((doc) => doc.id), `${role} deleted from ${slug}`).toEqual([])
      })
    }

    it('reads through the Local API exactly the documents its rule selects (find, count, findByID)', async () => {
      const actor = actors[role]
      const { byId, visible, hidden } = readable(actor)
      const local = { collection: slug as CollectionSlug, user: actor.user as never, overrideAccess: false, depth: 0 } as const
      // A role its rule shuts out is refused (403); any other finds and counts exactly what its rule selects.
      const outcome = rule === 'none' ? 403 : 'ok'
      const found = await localOutcome(() => p.find({ ...local, pagination: false }))
      expect(found.status).toBe(outcome)
      const docs = (found.value?.docs ?? []) as unknown as Doc[]
      expect(idsOf(docs)).toEqual(idsOf(visible))
      expectNoForbiddenFields(slug, actor, docs, byId)
      const counted = await localOutcome(() => p.count(local))
      expect(counted.status).toBe(outcome)
      expect(counted.value?.totalDocs ?? 0).toBe(visible.length)
      for (const doc of someOf(hidden)) {
        expect(await localError(() => p.findByID({ ...local, id: doc.id }))).not.toBe('ok')
      }
    })

    it('is refused through the Local API every change and delete its rules do not allow', async () => {
      const actor = actors[role]
      const notChanged = all.filter((doc) => select([doc], expectation.update[role], actor).length === 0)
      const notDeleted = all.filter((doc) => select([doc], expectation.delete[role], actor).length === 0)
      for (const doc of someOf(notChanged)) {
        expect(await localError(() => p.update({ collection: slug as CollectionSlug, id: doc.id, data: {}, user: actor.user as never, overrideAccess: false }))).not.toBe('ok')
      }
      for (const doc of someOf(notDeleted)) {
        expect(await localError(() => p.delete({ collection: slug as CollectionSlug, id: doc.id, user: actor.user as never, overrideAccess: false }))).not.toBe('ok')
      }
      const after = new Map((await stored(slug)).map((doc) => [String(doc.id), doc]))
      for (const doc of notChanged) expect(after.get(String(doc.id))?.updatedAt, `${slug} ${doc.id} was changed by ${role}`).toBe(doc.updatedAt)
      expect(notDeleted.filter((doc) => !after.has(String(doc.id))).map((doc) => doc.id), `${role} deleted from ${slug}`).toEqual([])
    })

    if (hasVersions) {
      it('reads versions only as staff (REST and Local API)', async () => {
        const actor = actors[role]
        const staffRole = role === 'editor' || role === 'admin'
        const list = await call(actor, 'GET', `/${slug}/versions?depth=0`)
        expect(list.status).toBe(staffRole ? 200 : 403)
        const versions = await p.findVersions({ collection: slug as CollectionSlug, limit: 1, depth: 0, overrideAccess: true })
        const version = versions.docs[0]
        expect(version, `a stored version of ${slug}`).not.toBeUndefined()
        const one = await call(actor, 'GET', `/${slug}/versions/${version!.id}?depth=0`)
        expect(one.status).toBe(staffRole ? 200 : 403)
        const local = await localError(() => p.findVersions({ collection: slug as CollectionSlug, user: actor.user as never, overrideAccess: false, depth: 0 }))
        expect(local).toBe(staffRole ? 'ok' : 403)
      })
    }
  })

  if (draftField && sample) {
    it('keeps a draft change of a published document from everyone but staff', async () => {
      const field = draftField
      const doc = await createStored(slug, sample(`bozza-${randomUUID().slice(0, 8)}`, actors.editor))
      const secret = `Testo in bozza ${randomUUID()}`
      const draft = await call(actors.editor, 'PATCH', `/${slug}/${doc.id}?draft=true`, { [field]: secret, _status: 'draft' })
      expect(draft.status, draft.text.slice(0, 300)).toBe(200)
      for (const role of ['visitor', 'merchantA', 'merchantB'] as const) {
        for (const path of [`/${slug}/${doc.id}?draft=true`, `/${slug}/${doc.id}`, `/${slug}?draft=true&pagination=false`, `/${slug}?pagination=false&depth=2`]) {
          const answer = await call(actors[role], 'GET', path)
          expect(answer.status).toBeLessThan(500)
          expect(answer.text, `${role} GET ${path}`).not.toContain(secret)
        }
      }
      expect((await call(actors.editor, 'GET', `/${slug}/${doc.id}?draft=true`)).text).toContain(secret)
      await p.delete({ collection: slug as CollectionSlug, id: doc.id, overrideAccess: true })
    })
  }
})

describe.each(config.globals.map((global) => global.slug).filter((slug) => expectedGlobals[slug]))('global %s', (slug) => {
  it.each(roles)('as %s: reads and changes it only as the table says (REST and Local API)', async (role) => {
    const actor = actors[role]
    const rules = expectedGlobals[slug]!
    const read = await call(actor, 'GET', `/globals/${slug}?depth=1`)
    expect(read.status).toBe(rules.read[role] ? 200 : 403)
    const before = await p.findGlobal({ slug: slug as GlobalSlug, depth: 0, overrideAccess: true })
    const saved = await call(actor, 'POST', `/globals/${slug}`, {})
    expect(saved.status, saved.text.slice(0, 300)).toBe(rules.update[role] ? 200 : 403)
    const local = await localError(() => p.updateGlobal({ slug: slug as GlobalSlug, data: {}, user: actor.user as never, overrideAccess: false }))
    expect(local).toBe(rules.update[role] ? 'ok' : 403)
    // Saved only where allowed: a refused save leaves it as it was.
    const after = await p.findGlobal({ slug: slug as GlobalSlug, depth: 0, overrideAccess: true })
    expect(after.updatedAt !== before.updatedAt, `${role} saved ${slug}`).toBe(rules.update[role])
  })
})

describe('auth and custom endpoints', () => {
  it.each(roles)('/api/users/me shows %s its own account and nothing secret', async (role) => {
    const actor = actors[role]
    const me = await call(actor, 'GET', '/users/me')
    expect(me.status).toBe(200)
    const user = me.json!.user as Doc | null
    // A visitor is nobody (null).
    expect(user?.id ?? null).toBe(actor.user?.id ?? null)
    expect(secretEverywhere.filter((field) => user && field in user)).toEqual([])
  })

  it.each(roles)('/api/merchants/me shows %s only its own profile', async (role) => {
    const actor = actors[role]
    const me = await call(actor, 'GET', '/merchants/me')
    // A visitor is refused; a signed-in user without a profile gets none.
    expect(me.status).toBe(actor.user ? 200 : 401)
    expect((me.json?.doc as Doc | null | undefined)?.id ?? null).toBe(actor.merchant?.id ?? null)
  })

  it.each(roles)('/api/admin/* answers %s only when an admin', async (role) => {
    const actor = actors[role]
    const leadId = (await stored('client-requests'))[0]!.id
    for (const path of ['/admin/abandoned', '/admin/abandoned.csv', `/admin/client-requests/${leadId}/details`, '/admin/merchants/review', '/admin/lists/waiting-leads', '/admin/lists/approvals', '/admin/lists/decisions', '/admin/lists/bookings', '/admin/export/bookings']) {
      const answer = await call(actor, 'GET', path)
      expect(answer.status, `${role} GET ${path}`).toBe(role === 'admin' ? 200 : 403)
    }
    // The live stream never ends: look at the status and let go.
    const headers = new Headers(actor.token ? { authorization: `JWT ${actor.token}` } : {})
    const controller = new AbortController()
    const live = await handleEndpoints({ config: configPromise, request: new Request('http://localhost:3000/api/admin/live', { headers, signal: controller.signal }) })
    expect(live.status).toBe(role === 'admin' ? 200 : 403)
    await live.body?.cancel()
    controller.abort()
  })

  it.each(roles)('/api/merchant/counts and /api/merchant/leads answer %s only when an active merchant, /api/merchant/live any merchant with a profile', async (role) => {
    const actor = actors[role]
    const expected = !actor.user ? 401 : actor.merchant?.stato === 'attivo' ? 200 : 403
    const counts = await call(actor, 'GET', '/merchant/counts')
    expect(counts.status, `${role} GET /merchant/counts`).toBe(expected)
    expect(Object.keys(counts.json ?? {}).sort()).toEqual(expected === 200 ? ['prenotazioni', 'richieste'] : ['error'])
    const leads = await call(actor, 'GET', '/merchant/leads')
    expect(leads.status, `${role} GET /merchant/leads`).toBe(expected)
    const headers = new Headers(actor.token ? { authorization: `JWT ${actor.token}` } : {})
    const controller = new AbortController()
    const live = await handleEndpoints({ config: configPromise, request: new Request('http://localhost:3000/api/merchant/live', { headers, signal: controller.signal }) })
    // Suspended, refused or in review, its open area still hears its own profile's changes (an admin's decision).
    expect(live.status, `${role} GET /merchant/live`).toBe(!actor.user ? 401 : actor.merchant ? 200 : 403)
    await live.body?.cancel()
    controller.abort()
  })

  it.each(roles)('/api/public/offers gives %s the partners of a token, never the lead’s contacts', async (role) => {
    const lead = (await stored('client-requests')).find((doc) => doc.offersToken)!
    const offers = await call(actors[role], 'GET', `/public/offers?ref=${lead.offersToken}`)
    expect(offers.status).toBe(200)
    expect(offers.text).not.toContain(lead.email as string)
    expect(offers.text).not.toContain(lead.telefono as string)
    expect(offers.headers.get('cache-control')).toBe('private, no-store')
    expect((await call(actors[role], 'GET', '/public/offers?ref=non-esiste-questo-token')).status).toBe(404)
    expect((await call(actors[role], 'GET', '/public/offers')).status).toBe(404)
  })

  it.each(roles)('/api/public/request/objection takes nothing from %s’s session: only a request’s token, for a partner its page lists', async (role) => {
    const lead = (await stored('client-requests')).find((doc) => doc.offersToken && ((doc.destinatari ?? []) as unknown[]).length > 0)!
    const partner = ((lead.destinatari ?? []) as (number | { id: number })[]).map((recipient) => (typeof recipient === 'number' ? recipient : recipient.id))[0]!
    const before = (await stored('lead-objections')).length
    for (const [body, expected] of [
      [{ ref: 'non-esiste-questo-token', merchant: partner }, 404],
      [{ ref: lead.offersToken, merchant: 999_999 }, 404],
      [{ merchant: partner }, 400],
    ] as const) {
      const answer = await call(actors[role], 'POST', '/public/request/objection', body)
      expect(answer.status, `${role} POST /public/request/objection ${JSON.stringify(body)}`).toBe(expected)
    }
    expect((await stored('lead-objections')).length).toBe(before)
  })

  it.each(roles)('/api/public/estimate-sources gives %s the sources, dates and counts of the estimates, nothing else', async (role) => {
    const answer = await call(actors[role], 'GET', '/public/estimate-sources')
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.json!).sort()).toEqual(['parametersUpdatedAt', 'sources'])
    const sources = answer.json!.sources as Record<string, unknown>[]
    expect(sources.length).toBeGreaterThan(0)
    for (const source of sources) expect(Object.keys(source).sort()).toEqual(['parameters', 'source', 'sourceDate'])
    // Who changed a parameter, and its values, are the staff's.
    expect(answer.text).not.toContain('@')
  })

  it.each(roles)('/api/public/site-facts gives %s the site’s own counts and the partners’ rules, nothing else', async (role) => {
    const answer = await call(actors[role], 'GET', '/public/site-facts')
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.json!).sort()).toEqual(Object.keys(SiteFactsSchema.shape).sort())
    // Counts and settings: no partner, no person, no e-mail.
    expect(answer.text).not.toContain('@')
  })

  it.each(roles)('/api/public/reviews gives %s a request’s partners and reviews by its token only, never whose request it is', async (role) => {
    const lead = (await stored('client-requests')).find((doc) => doc.offersToken && doc.email)!
    const answer = await call(actors[role], 'GET', `/public/reviews?ref=${lead.offersToken}`)
    expect(answer.status).toBe(200)
    expect(answer.text).not.toContain(lead.email as string)
    expect(answer.text).not.toContain(lead.nome as string)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect((await call(actors[role], 'GET', '/public/reviews?ref=non-esiste-questo-token')).status).toBe(404)
    // Written only of a partner that contacted them about that request, whoever sends it.
    const before = (await stored('reviews')).filter((doc) => doc.scrittaIl).length
    const write = await call(actors[role], 'POST', '/public/reviews', { ref: lead.offersToken, merchant: 999_999, voto: 5, testo: 'Ottimo servizio, consigliato a tutti.' })
    expect(write.status).toBe(404)
    expect((await stored('reviews')).filter((doc) => doc.scrittaIl)).toHaveLength(before)
  })

  it.each(roles)('a request %s sends with another person’s phone, e-mail or both is its own: nothing of theirs shown, changed or unmasked', async (role) => {
    const luceGas = questionnaireFixtures['luce-gas']
    const send = (email: string, telefono: string, partners = true) => {
      const body = leadBody(luceGas, walkQuestionnaire(luceGas, () => 0.1), email)
      return call(actors[role], 'POST', '/public/leads', { ...body, contact: { ...body.contact, nome: 'Altra Persona', email, telefono, partners } })
    }
    const victimEmail = `vittima.${role}.${randomUUID().slice(0, 6)}@example.com`
    const victimPhone = `347 ${String(Date.now()).slice(-7)}`
    expect((await send(victimEmail, victimPhone, false)).status).toBe(201)
    const [victim] = (await stored('client-requests')).filter((doc) => doc.email === emailKey(victimEmail))
    const seenBy = async (actor: Actor) => (await call(actor, 'GET', `/client-requests/${victim!.id}?depth=0`)).json?.telefono
    const maskedBefore = await seenBy(actors.merchantA)
    // Privacy, marketing and group, and the partners consent once per partner the form named.
    const consentsBefore = (await stored('consents')).filter((doc) => doc.lead === victim!.id).length
    for (const [email, telefono] of [
      [`altro.${randomUUID().slice(0, 6)}@example.com`, `0039 ${victimPhone}`],
      [victimEmail.toUpperCase(), '333 0001112'],
      [victimEmail, victimPhone],
    ]) {
      const answer = await send(email!, telefono!)
      expect(answer.status).toBe(201)
      expect(answer.text).not.toContain(String(victim!.offersToken))
      const page = await call(actors[role], 'GET', `/public/request?ref=${new URLSearchParams(String(answer.json!.offersUrl).split('?')[1]).get('ref')}`)
      expect(page.text).not.toContain(String(victim!.nome))
    }
    // As stored: the list of its repeats (a join, computed on read) is the admins' to see and not part of the record.
    const asStored = ({ ripetizioni: _repeats, ...doc }: Doc) => doc
    const [after] = (await stored('client-requests')).filter((doc) => doc.id === victim!.id)
    expect(asStored(after!)).toEqual(asStored(victim!))
    expect((await stored('consents')).filter((doc) => doc.lead === victim!.id)).toHaveLength(consentsBefore)
    expect(await seenBy(actors.merchantA)).toBe(maskedBefore)
  })

  it.each(roles)('a decision on a merchant proposal changed since it was reviewed is refused to %s', async (role) => {
    const proposing = actors.proposing.merchant!
    const reviewed = (await stored('merchants')).find((doc) => doc.id === proposing.id)!.versioneProposta as number
    const stale = await call(actors[role], 'POST', `/admin/merchants/${proposing.id}/review`, { azione: 'approva-modifiche', versione: reviewed + 1 })
    expect(stale.status).toBe(role === 'admin' ? 409 : 403)
    const now = (await stored('merchants')).find((doc) => doc.id === proposing.id)!
    expect((now.capCoperti as { cap: string }[]).map((row) => row.cap)).toEqual(['59100'])
  })

  it.each(roles)('unlock, first-register and the jobs runner refuse %s unless an admin may', async (role) => {
    const actor = actors[role]
    const unlock = await call(actor, 'POST', '/users/unlock', { email: demo('Merchant (Milano)').email })
    expect(unlock.status).toBe(role === 'admin' ? 200 : 403)
    const register = await call(actor, 'POST', '/users/first-register', { email: `primo-${role}@example.com`, password: 'Primo!2026prova', roles: ['admin'] })
    expect(register.status).toBe(403)
    expect((await stored('users')).some((user) => user.email === `primo-${role}@example.com`)).toBe(false)
  })

  // An admin's call would run the queue: only the others are asked.
  it.each(roles.filter((role) => role !== 'admin'))('the jobs runner refuses %s', async (role) => {
    for (const path of ['/payload-jobs/run?limit=0', '/payload-jobs/handle-schedules']) {
      const run = await call(actors[role], 'GET', path)
      expect([401, 403], `${role} GET ${path}: ${run.status}`).toContain(run.status)
    }
  })

  it.each(roles)('GraphQL answers %s with no data', async (role) => {
    const query = '{ Users { docs { email } } ClientRequests { docs { email telefono } } }'
    for (const answer of [
      await call(actors[role], 'POST', '/graphql', { query }),
      await call(actors[role], 'GET', `/graphql?query=${encodeURIComponent(query)}`),
      await call(actors[role], 'GET', '/graphql-playground'),
    ]) {
      expect(answer.status).toBe(404)
      expect(answer.json?.data).toBeUndefined()
      expect(answer.text).not.toContain('@')
    }
  })
})

describe('hidden fields cannot be used as a query oracle', () => {
  const oracles: [Role, string, string][] = [
    ['merchantA', 'client-requests', 'where[offersToken][exists]=true'],
    ['merchantA', 'client-requests', 'where[ipAddress][like]=1'],
    ['merchantA', 'bookings', 'where[idempotencyKey][exists]=true'],
    ['visitor', 'merchants', 'where[user][exists]=true'],
    ['visitor', 'merchants', 'where[user.email][like]=merchant'],
    ['merchantA', 'merchants', 'where[user.email][like]=milano'],
    ['editor', 'users', 'where[hash][exists]=true'],
    ['visitor', 'merchant-logos', 'where[owner.email][like]=merchant'],
  ]

  it.each(oracles)('%s: %s?%s tells nothing', async (role, slug, where) => {
    const actor = actors[role]
    const filtered = await call(actor, 'GET', `/${slug}?${where}&pagination=false&depth=0`)
    const unfiltered = await call(actor, 'GET', `/${slug}?pagination=false&depth=0`)
    // Either refused outright (a 4xx), or the filter on a field the role cannot read selects nothing it can tell apart:
    // none or all of what the role sees.
    expect(filtered.status === 200 || (filtered.status >= 400 && filtered.status < 500), `${filtered.status}`).toBe(true)
    const visible = idsOf(unfiltered.json?.docs ?? [])
    const matched = filtered.status === 200 ? idsOf(filtered.json?.docs ?? []) : []
    expect(matched.length === 0 || matched.length === visible.length, `${matched.length} of ${visible.length}`).toBe(true)
  })
})

describe('personal data never reaches content', () => {
  const marker = randomUUID().slice(0, 8)
  const fresh = {
    nome: `Ottavio Zanzibar${marker}`,
    email: `ottavio.${marker}@example.com`,
    telefono: '3391234987',
  }

  beforeAll(async () => {
    // Personal data written through the public forms, on top of the seeded leads, bookings and messages.
    const ip = { 'x-real-ip': '10.78.0.1' }
    const post = (path: string, body: unknown) =>
      answerApi(new Request(`http://localhost:3000/api${path}`, { method: 'POST', headers: { ...ip, 'content-type': 'application/json' }, body: JSON.stringify(body) }))
    const lead = await post('/public/leads', {
      service: 'internet-mobile',
      questionnaireVersion: 1,
      sessionId: createSessionId(),
      answers: { userType: 'Privato', serviceType: 'Nuova attivazione', lineCount: '1 linea' },
      location: '20121 - Milano',
      contact: { nome: fresh.nome, telefono: fresh.telefono, email: fresh.email, privacy: true },
      idempotencyKey: randomUUID(),
    })
    expect(lead.status, await lead.clone().text()).toBe(201)
    const contact = await post('/public/contact-requests', {
      nome: 'Ottavio',
      cognome: `Zanzibar${marker}`,
      email: `contatto.${marker}@example.com`,
      telefono: '347 998 1234',
      cap: '59100',
      argomento: 'fotovoltaico',
      messaggio: `Messaggio riservato ${marker}.`,
      privacy: true,
      marketing: false,
    })
    expect(contact.status).toBe(201)
    const callRequest = await post('/public/call-requests', {
      servizio: 'fotovoltaico',
      nome: 'Ottavio',
      cognome: `Zanzibar${marker}`,
      email: `chiamata.${marker}@example.com`,
      cellulare: '3479981235',
      descrizione: `Richiamatemi per favore ${marker}.`,
      cap: '59100',
      privacy: true,
    })
    expect(callRequest.status).toBe(201)
  })

  /** Every personal value the database holds: names, e-mail addresses, phone numbers, addresses of people. */
  async function personalValues(): Promise<string[]> {
    const values = new Set<string>()
    const fields: Record<string, string[]> = {
      'client-requests': ['nome', 'email', 'telefono', 'ipAddress', 'offersToken', 'messaggio'],
      bookings: ['nomeCliente', 'emailCliente', 'telefonoCliente', 'ipAddress'],
      'contact-requests': ['cognome', 'email', 'telefono', 'ipAddress', 'messaggio'],
      'partial-submissions': ['sessionId', 'ipAddress'],
      consents: ['email', 'ipAddress'],
      users: ['email'],
    }
    for (const [slug, names] of Object.entries(fields)) {
      for (const doc of await stored(slug)) {
        for (const name of names) {
          const value = doc[name]
          // Short values ('Prato', a one-word first name) also occur in content by nature; longer ones identify someone.
          if (typeof value === 'string' && value.length >= 8) values.add(value.split('\n')[0]!)
        }
      }
    }
    return [...values]
  }

  it('finds the fresh submissions among the personal values it looks for', async () => {
    const values = await personalValues()
    expect(values).toEqual(expect.arrayContaining([fresh.nome, fresh.email, fresh.telefono, `contatto.${marker}@example.com`, `chiamata.${marker}@example.com`]))
  })

  it.each(roles)('content endpoints answer %s without any of them', async (role) => {
    const values = await personalValues()
    const contentPaths = [
      ...['services', 'pages', 'faqs', 'testimonials', 'partner-logos', 'legal-pages', 'media', 'questionnaires'].flatMap((slug) => [
        `/${slug}?pagination=false&depth=2`,
        `/${slug}?pagination=false&depth=2&draft=true`,
      ]),
      ...Object.keys(expectedGlobals).filter((slug) => expectedGlobals[slug]!.read.visitor).map((slug) => `/globals/${slug}?depth=2`),
      '/cap/20121',
      '/cap/59100',
    ]
    // The partners' public cards and logos, as a visitor reads them (a signed-in owner may see its own account in them).
    if (role === 'visitor') contentPaths.push('/merchants?pagination=false&depth=2', '/merchant-logos?pagination=false&depth=2')
    for (const path of contentPaths) {
      const answer = await call(actors[role], 'GET', path)
      expect(answer.status, `${role} GET ${path}`).toBe(200)
      const leaked = values.filter((value) => answer.text.includes(value))
      expect(leaked, `${role} GET ${path} shows personal data`).toEqual([])
    }
  })
})

describe('team members’ own accounts', () => {
  it('a member reads a lead of its team only when assigned to it, never another merchant’s, and changes nothing of the team’s profile or team', async () => {
    const member = actors.member
    const leads = await stored('client-requests')
    const ofTeam = leads.filter((lead) => leadOfOwnArea(lead, { ...member, assigned: undefined }))
    const notAssigned = ofTeam.find((lead) => !member.assigned!.includes(lead.id as number))!
    const ofB = leads.find((lead) => leadOfOwnArea(lead, actors.merchantB))!
    expect((await call(member, 'GET', `/client-requests/${member.assigned![0]}?depth=0`)).status).toBe(200)
    expect((await call(member, 'GET', `/client-requests/${notAssigned.id}?depth=0`)).status).toBe(404)
    expect((await call(actors.merchantA, 'GET', `/client-requests/${notAssigned.id}?depth=0`)).status).toBe(200)
    expect((await call(member, 'GET', `/client-requests/${ofB.id}?depth=0`)).status).toBe(404)
    const before = (await stored('merchants')).find((doc) => doc.id === ctx.merchantA)!
    expect([403, 404]).toContain((await call(member, 'PATCH', `/merchants/${ctx.merchantA}`, { telefono: '+39 0574 999999' })).status)
    expect((await stored('merchants')).find((doc) => doc.id === ctx.merchantA)!.updatedAt).toBe(before.updatedAt)
    const colleague = (await stored('team-members')).find((doc) => doc.merchant === ctx.merchantA)!
    expect((await call(member, 'POST', `/merchant/team/${colleague.id}/invite`)).status).toBe(403)
  })
})

describe('what waits for a decision or a proof (issue #37)', () => {
  it.each(roles.filter((role) => role !== 'admin'))('%s cannot write a merchant’s proposals nor a team member’s unconfirmed e-mail or account', async (role) => {
    const actor = actors[role]
    const merchantId = actor.merchant?.id ?? ctx.merchantA
    const merchantBefore = (await stored('merchants')).find((doc) => doc.id === merchantId)!
    await call(actor, 'PATCH', `/merchants/${merchantId}`, { datiProposti: { nomeAzienda: `Falso ${role}` }, numeroRuiProposto: 'B000000009' })
    const merchantAfter = (await stored('merchants')).find((doc) => doc.id === merchantId)!
    expect([merchantAfter.datiProposti, merchantAfter.numeroRuiProposto]).toEqual([merchantBefore.datiProposti, merchantBefore.numeroRuiProposto])
    const member = (await stored('team-members')).find((doc) => doc.merchant === merchantId) ?? (await stored('team-members'))[0]!
    await call(actor, 'PATCH', `/team-members/${member.id}`, { emailDaConfermare: `falso.${role}@example.com`, utente: actor.user?.id ?? null })
    const memberAfter = (await stored('team-members')).find((doc) => doc.id === member.id)!
    expect([memberAfter.emailDaConfermare, memberAfter.utente]).toEqual([member.emailDaConfermare, member.utente])
  })
})
