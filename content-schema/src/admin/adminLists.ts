import { z } from '../z.ts'
import { bookingStateLabels, bookingStates } from '../bookings/bookings.ts'
import { serviceName, type ServiceNames } from '../services/services.ts'
import { merchantStateLabels, merchantStates, toMerchantReview, type MerchantReview, type StoredMerchant } from '../merchants/merchantVetting.ts'
import { contactTopicLabels } from '../forms/contactRequest.ts'
import { toWaitingLead, waitingLeadWhere, type StoredWaitingLead, type WaitingLead } from '../leads/waitingLeads.ts'
import { auditActionLabels, decisionActions, decisionTrailMessages } from './auditTrail.ts'
import { DAY_MS, formatRomeShortDateTime } from '../italyClock.ts'
import { counted } from '../numberFormat.ts'

// The admin area's lists (client requests, contact requests, merchants, bookings, the merchants waiting for an
// approval, the leads waiting for a partner): the fields a row brings, what the search box looks in, the filters
// each has, the sorts it offers, and the CSV columns. The server turns a list's query (AdminListQuerySchema) into
// one `where`/`sort` for both the page the island shows (GET /api/admin/lists/:list) and the CSV download
// (GET /api/admin/export/:list).

export const adminListSlugs = ['client-requests', 'contact-requests', 'merchants', 'bookings', 'approvals', 'waiting-leads', 'decisions'] as const
export type AdminListSlug = (typeof adminListSlugs)[number]

type Doc = Record<string, unknown>
/** A Payload `where` as plain data: the server hands it to Payload as it is. */
export type AdminListWhere = Record<string, unknown>
type Option = { value: string; label: string }
/** A filter value that is not one field's value (an age, a merchant with proposals) says its own `where`. */
type FilterOption = Option & { where?: (now: Date) => AdminListWhere }
/** The query parameters a list's filters are asked with; each list uses some of them. */
export const adminListFilterParams = ['filter', 'servizio', 'attesa'] as const
export type AdminListFilterParam = (typeof adminListFilterParams)[number]
/**
 * `services`: the options are the services of the collection (the server's catalogue, handed to the island), so a
 * service an editor adds is offered at once; `where` when its value is not one field's value.
 */
export type AdminListFilter = {
  param: AdminListFilterParam
  field?: string
  label: string
  all: string
  options: readonly FilterOption[]
  services?: { where?: (slug: string) => AdminListWhere }
}
/** `names`: the services' names from the collection, for the columns that show a service. */
export type AdminCsvColumn<R = Doc> = { header: string; value: (row: R, names: ServiceNames) => string | number | null | undefined }

type ListDefinition<R> = {
  /** The collection the rows come from (default: the list's slug). */
  collection?: string
  /** The rows the list ever shows, before any search or filter (default: every row of the collection). */
  scope?: AdminListWhere
  /** The fields a row brings (the table's, its detail view's and the CSV's). */
  fields: readonly string[]
  /** Fields the search box looks in (name, e-mail, phone, CAP), and what its placeholder says they are. */
  search: readonly string[]
  searchHint: string
  filters: readonly AdminListFilter[]
  /** Fields the list may be sorted by (a table's column headers, or `sortOptions`). */
  sortable: readonly string[]
  /** The order before the admin picks one (default: newest first). */
  defaultSort?: string
  /** The sorts a list drawn as cards offers in its tools, having no column headers to press. */
  sortOptions?: readonly Option[]
  /** The row the island and the CSV read, when it is not the stored record as it is. */
  toRow?: (doc: Doc) => R
  csv: readonly AdminCsvColumn<R>[]
  /** The download's name before the date: richieste-clienti-2026-11-25.csv. */
  fileName: string
  /** Per related collection, the fields a relationship brings along (a merchant's name on its bookings). */
  populate?: Record<string, readonly string[]>
}
export type AdminListDefinition = ListDefinition<Doc>
/** The lists' rows differ; the server reads every definition alike (a record in, a row out), so each is kept as one. */
const asListDefinition = <R,>(definition: ListDefinition<R>) => definition as unknown as AdminListDefinition

const text = (field: string) => (doc: Doc) => (doc[field] as string | null | undefined) ?? ''
const service = (field: string) => (doc: Doc, names: ServiceNames) => serviceName(text(field)(doc), names)
const okNo = (field: string) => (doc: Doc) => (doc[field] ? 'OK' : 'NO')
const serviceFilter = (field: string, param: AdminListFilterParam = 'filter'): AdminListFilter => ({ param, field, label: 'Servizio', all: 'Tutti i servizi', options: [], services: {} })
/** How long a row has been waiting: older than a day, a week, a month. */
const waitingFilter = (field: string): AdminListFilter => ({
  param: 'attesa',
  label: 'Attesa',
  all: 'Qualsiasi attesa',
  options: [1, 7, 30].map((days) => ({
    value: String(days),
    label: `Da più di ${counted(days, 'giorno', 'giorni')}`,
    where: (now: Date) => ({ [field]: { less_than: new Date(now.getTime() - days * DAY_MS).toISOString() } }),
  })),
})
const nameSearchHint = 'Nome, email, telefono o CAP'
/** A date as an Italian admin reads it, in Italy's time whatever the server's zone. */
export const csvDate = (value: unknown) => (typeof value === 'string' && value ? formatRomeShortDateTime(new Date(value)) : '')
const created = { header: 'Data', value: (doc: Doc) => csvDate(doc.createdAt) }

/** A booking's merchant as the list shows it: its name, none yet for a call-form request, or erased. */
export function bookingMerchantLabel(doc: { merchant?: unknown; origine?: unknown }): string {
  const merchant = doc.merchant as { nomeAzienda?: string } | number | null | undefined
  if (merchant && typeof merchant === 'object') return merchant.nomeAzienda ?? ''
  return doc.origine === 'chiamata' ? 'Da assegnare' : 'Merchant eliminato'
}

/** A merchant with services or CAPs it asked for and an admin has not decided yet. */
const withProposal: AdminListWhere = { or: [{ serviziProposti: { exists: true } }, { 'capCopertiProposti.cap': { exists: true } }, { numeroRuiProposto: { exists: true } }, { datiProposti: { exists: true } }] }
const approvalStates: readonly FilterOption[] = [
  { value: 'in_revisione', label: merchantStateLabels.in_revisione, where: () => ({ stato: { equals: 'in_revisione' } }) },
  { value: 'proposte', label: 'Proposte di modifica', where: () => ({ and: [{ stato: { equals: 'attivo' } }, withProposal] }) },
  { value: 'respinto', label: merchantStateLabels.respinto, where: () => ({ stato: { equals: 'respinto' } }) },
  { value: 'sospeso', label: merchantStateLabels.sospeso, where: () => ({ stato: { equals: 'sospeso' } }) },
]
const services = (slugs: readonly string[], names: ServiceNames) => slugs.map((slug) => serviceName(slug, names)).join(', ')

const approvals: ListDefinition<MerchantReview> = {
  collection: 'merchants',
  // In review, refused or suspended, or active with a proposal: what an admin may decide on.
  scope: { or: [{ stato: { in: ['in_revisione', 'respinto', 'sospeso'] } }, { and: [{ stato: { equals: 'attivo' } }, withProposal] }] },
  fields: ['nomeAzienda', 'ragioneSociale', 'partitaIva', 'numeroRui', 'numeroRuiProposto', 'intermediarioRui', 'datiProposti', 'sede', 'cap', 'citta', 'email', 'telefono', 'stato', 'motivoStato', 'servizi', 'serviziProposti', 'capCoperti', 'capCopertiProposti', 'periodiAttivita', 'updatedAt', 'versioneProposta'],
  search: ['nomeAzienda', 'ragioneSociale', 'partitaIva', 'email', 'telefono', 'cap', 'citta', 'capCoperti.cap', 'capCopertiProposti.cap'],
  searchHint: 'Azienda, P.IVA, email, CAP o città',
  filters: [
    { param: 'filter', label: 'Stato', all: 'Tutti gli stati', options: approvalStates },
    {
      param: 'servizio',
      label: 'Servizio',
      all: 'Tutti i servizi',
      options: [],
      services: { where: (slug) => ({ or: [{ servizi: { in: [slug] } }, { serviziProposti: { in: [slug] } }] }) },
    },
    waitingFilter('updatedAt'),
  ],
  sortable: ['updatedAt', 'nomeAzienda', 'cap'],
  defaultSort: '-updatedAt',
  sortOptions: [
    { value: '-updatedAt', label: 'Più recenti' },
    { value: 'updatedAt', label: 'In attesa da più tempo' },
    { value: 'nomeAzienda', label: 'Azienda (A-Z)' },
    { value: '-nomeAzienda', label: 'Azienda (Z-A)' },
    { value: 'cap', label: 'CAP' },
  ],
  toRow: (doc) => toMerchantReview(doc as StoredMerchant),
  fileName: 'approvazioni',
  csv: [
    { header: 'Azienda', value: (row) => row.nomeAzienda },
    { header: 'Ragione sociale', value: (row) => row.ragioneSociale },
    { header: 'Partita IVA', value: (row) => row.partitaIva },
    { header: 'P.IVA valida', value: (row) => (row.partitaIvaValida ? 'OK' : 'NO') },
    { header: 'Sede', value: (row) => row.sede },
    { header: 'CAP', value: (row) => row.cap },
    { header: 'Città', value: (row) => row.citta },
    { header: 'Email', value: (row) => row.email },
    { header: 'Telefono', value: (row) => row.telefono },
    { header: 'Stato', value: (row) => merchantStateLabels[row.stato] },
    { header: 'Servizi approvati', value: (row, names) => services(row.servizi, names) },
    { header: 'Servizi proposti', value: (row, names) => services(row.serviziProposti, names) },
    { header: 'CAP serviti', value: (row) => row.capCoperti.join(' ') },
    { header: 'CAP proposti', value: (row) => row.capCopertiProposti.join(' ') },
    { header: 'Ultima modifica', value: (row) => csvDate(row.updatedAt) },
  ],
}

const waitingLeads: ListDefinition<WaitingLead> = {
  collection: 'client-requests',
  // The rows the "search again" action can still hand out (cms/src/leads/waitingLeads.ts), by the same rule.
  scope: waitingLeadWhere,
  fields: ['nome', 'email', 'servizio', 'cap', 'citta', 'senzaPartnerDal'],
  search: ['nome', 'email', 'cap', 'citta'],
  searchHint: 'Nome, email, CAP o città',
  filters: [serviceFilter('servizio'), waitingFilter('senzaPartnerDal')],
  sortable: ['senzaPartnerDal', 'nome', 'servizio', 'cap'],
  defaultSort: '-senzaPartnerDal',
  sortOptions: [
    { value: '-senzaPartnerDal', label: 'Più recenti' },
    { value: 'senzaPartnerDal', label: 'In attesa da più tempo' },
    { value: 'nome', label: 'Cliente (A-Z)' },
    { value: 'servizio', label: 'Servizio' },
    { value: 'cap', label: 'CAP' },
  ],
  toRow: (doc) => toWaitingLead(doc as StoredWaitingLead),
  fileName: 'senza-partner',
  csv: [
    { header: 'Cliente', value: (row) => row.nome },
    { header: 'Email', value: (row) => row.email },
    { header: 'Servizio', value: (row, names) => serviceName(row.servizio, names) },
    { header: 'CAP', value: (row) => row.cap },
    { header: 'Città', value: (row) => row.citta },
    { header: 'In attesa dal', value: (row) => csvDate(row.waitingSince) },
  ],
}

/** The trail of the admins' decisions on merchants and reviews (the audit log's, nothing about personal data). */
const decisions: AdminListDefinition = {
  collection: 'audit-log',
  scope: { action: { in: [...decisionActions] } },
  fields: ['createdAt', 'action', 'subject', 'motivo', 'user'],
  search: ['subject', 'motivo'],
  searchHint: 'Merchant o motivo',
  filters: [{ param: 'filter', field: 'action', label: 'Decisione', all: 'Tutte le decisioni', options: decisionActions.map((action) => ({ value: action, label: auditActionLabels[action] })) }],
  sortable: ['createdAt', 'action', 'subject'],
  populate: { users: ['email'] },
  fileName: 'registro-decisioni',
  csv: [
    created,
    { header: decisionTrailMessages.what, value: (doc) => auditActionLabels[doc.action as keyof typeof auditActionLabels] ?? text('action')(doc) },
    { header: decisionTrailMessages.subject, value: text('subject') },
    { header: decisionTrailMessages.why, value: text('motivo') },
    { header: decisionTrailMessages.who, value: (doc) => (doc.user as { email?: string } | null | undefined)?.email ?? decisionTrailMessages.accountGone },
  ],
}

export const adminLists: Record<AdminListSlug, AdminListDefinition> = {
  'client-requests': {
    fields: ['nome', 'email', 'telefono', 'servizio', 'cap', 'citta', 'messaggio', 'answers', 'answersText', 'createdAt'],
    search: ['nome', 'email', 'telefono', 'cap'],
    searchHint: nameSearchHint,
    filters: [serviceFilter('servizio')],
    sortable: ['nome', 'servizio', 'cap', 'createdAt'],
    fileName: 'richieste-clienti',
    csv: [
      { header: 'Cliente', value: text('nome') },
      { header: 'Email', value: text('email') },
      { header: 'Telefono', value: text('telefono') },
      { header: 'Servizio', value: service('servizio') },
      { header: 'CAP', value: text('cap') },
      { header: 'Città', value: text('citta') },
      created,
    ],
  },
  'contact-requests': {
    fields: ['nome', 'cognome', 'email', 'telefono', 'cap', 'argomento', 'messaggio', 'privacyAccepted', 'marketingAccepted', 'createdAt'],
    search: ['nome', 'cognome', 'email', 'telefono', 'cap'],
    searchHint: nameSearchHint,
    filters: [{ param: 'filter', field: 'argomento', label: 'Argomento', all: 'Tutti gli argomenti', options: [{ value: 'altro', label: contactTopicLabels.altro }], services: {} }],
    sortable: ['nome', 'email', 'argomento', 'cap', 'createdAt'],
    fileName: 'richieste-contatti',
    csv: [
      { header: 'Nome', value: text('nome') },
      { header: 'Cognome', value: text('cognome') },
      { header: 'Email', value: text('email') },
      { header: 'Telefono', value: text('telefono') },
      { header: 'CAP', value: text('cap') },
      { header: 'Argomento', value: (doc, names) => (doc.argomento === 'altro' ? contactTopicLabels.altro : serviceName(text('argomento')(doc), names)) },
      { header: 'Privacy', value: okNo('privacyAccepted') },
      { header: 'Marketing', value: okNo('marketingAccepted') },
      created,
      { header: 'Messaggio', value: text('messaggio') },
    ],
  },
  merchants: {
    fields: ['nomeAzienda', 'nomeCognome', 'email', 'telefono', 'settoreAttivita', 'zonaGeografica', 'cap', 'citta', 'servizi', 'disponibilitaOraria', 'stato', 'createdAt'],
    search: ['nomeAzienda', 'nomeCognome', 'email', 'telefono', 'cap'],
    searchHint: nameSearchHint,
    filters: [{ param: 'filter', field: 'stato', label: 'Stato', all: 'Tutti gli stati', options: merchantStates.map((state) => ({ value: state, label: merchantStateLabels[state] })) }],
    sortable: ['nomeAzienda', 'nomeCognome', 'cap', 'stato', 'createdAt'],
    fileName: 'merchant',
    csv: [
      { header: 'Azienda', value: text('nomeAzienda') },
      { header: 'Referente', value: text('nomeCognome') },
      { header: 'Email', value: text('email') },
      { header: 'Telefono', value: text('telefono') },
      { header: 'Settore', value: text('settoreAttivita') },
      { header: 'Zona', value: text('zonaGeografica') },
      { header: 'CAP', value: text('cap') },
      { header: 'Servizi', value: (doc, names) => services((doc.servizi as string[] | null) ?? [], names) },
      { header: 'Stato', value: (doc) => merchantStateLabels[doc.stato as keyof typeof merchantStateLabels] ?? text('stato')(doc) },
      created,
    ],
  },
  bookings: {
    fields: ['merchant', 'origine', 'nomeCliente', 'emailCliente', 'telefonoCliente', 'servizioRichiesto', 'capCliente', 'messaggio', 'stato', 'contattoVerificatoIl', 'createdAt'],
    search: ['nomeCliente', 'emailCliente', 'telefonoCliente', 'capCliente'],
    searchHint: nameSearchHint,
    filters: [{ param: 'filter', field: 'stato', label: 'Stato', all: 'Tutti gli stati', options: bookingStates.map((state) => ({ value: state, label: bookingStateLabels[state] })) }],
    sortable: ['nomeCliente', 'servizioRichiesto', 'capCliente', 'stato', 'createdAt'],
    fileName: 'prenotazioni',
    populate: { merchants: ['nomeAzienda'] },
    csv: [
      { header: 'Cliente', value: text('nomeCliente') },
      { header: 'Email', value: text('emailCliente') },
      { header: 'Telefono', value: text('telefonoCliente') },
      { header: 'Servizio', value: service('servizioRichiesto') },
      { header: 'CAP', value: text('capCliente') },
      { header: 'Merchant', value: bookingMerchantLabel },
      { header: 'Stato', value: (doc) => bookingStateLabels[doc.stato as keyof typeof bookingStateLabels] ?? text('stato')(doc) },
      created,
    ],
  },
  approvals: asListDefinition(approvals),
  'waiting-leads': asListDefinition(waitingLeads),
  decisions,
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
export const adminListMessages = {
  invalidQuery: 'Ricerca non valida.',
  unknownList: 'Elenco non trovato.',
  noResults: 'Nessun risultato',
  results: (count: number) => counted(count, 'risultato', 'risultati'),
} as const

const filterValue = z.preprocess(emptyToUndefined, z.string().max(40, adminListMessages.invalidQuery).optional())

/** A list's search, filters, sort and page, as query parameters (empty means none; the list's default order, page 1). */
export const AdminListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, adminListMessages.invalidQuery).optional()),
  filter: filterValue,
  servizio: filterValue,
  attesa: filterValue,
  sort: z.preprocess(emptyToUndefined, z.string().regex(/^-?[A-Za-z]{1,40}$/, adminListMessages.invalidQuery).optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number({ error: adminListMessages.invalidQuery }).int().min(1).max(100_000).optional()),
})
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>

/** One page of a list, as GET /api/admin/lists/:list answers it; `totalAll` counts the list without search or filter. */
export type AdminListPage<T> = { docs: T[]; totalDocs: number; totalPages: number; page: number; totalAll: number }
export const ADMIN_LIST_PAGE_SIZE = 20

/** The query string of a list's search, filter, sort and page (what is unset is left out). */
export function adminListSearch(query: AdminListQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The export's file name, with the day it was taken. */
export function adminListCsvFileName(list: AdminListSlug, now: Date): string {
  return `${adminLists[list].fileName}-${now.toISOString().slice(0, 10)}.csv`
}
