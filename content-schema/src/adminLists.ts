import { z } from './z.ts'
import { bookingStateLabels, bookingStates, serviceLabels, serviceSlugs, type ServiceSlug } from './services.ts'
import { merchantStateLabels, merchantStates } from './merchantVetting.ts'
import { contactTopics } from './forms/contactRequest.ts'

// The admin area's lists (client requests, contact requests, merchants, bookings): the fields a row brings,
// what the search box looks in, the one filter each has, the columns that sort, and the CSV columns. The
// server turns a list's query (AdminListQuerySchema) into one `where`/`sort` for both the page the island
// shows (GET /api/admin/lists/:list) and the CSV download (GET /api/admin/export/:list).

export const adminListSlugs = ['client-requests', 'contact-requests', 'merchants', 'bookings'] as const
export type AdminListSlug = (typeof adminListSlugs)[number]

type Doc = Record<string, unknown>
type Option = { value: string; label: string }
export type AdminListFilter = { field: string; label: string; all: string; options: readonly Option[] }
export type AdminCsvColumn = { header: string; value: (doc: Doc) => string | number | null | undefined }

export type AdminListDefinition = {
  /** The fields a row brings (the table's, its detail view's and the CSV's). */
  fields: readonly string[]
  /** Fields the search box looks in (name, e-mail, phone, CAP). */
  search: readonly string[]
  filter: AdminListFilter
  /** Fields a column header may sort by. */
  sortable: readonly string[]
  csv: readonly AdminCsvColumn[]
  /** The download's name before the date: richieste-clienti-2026-11-25.csv. */
  fileName: string
  /** Per related collection, the fields a relationship brings along (a merchant's name on its bookings). */
  populate?: Record<string, readonly string[]>
}

const text = (field: string) => (doc: Doc) => (doc[field] as string | null | undefined) ?? ''
const service = (field: string) => (doc: Doc) => serviceLabels[doc[field] as ServiceSlug] ?? text(field)(doc)
const okNo = (field: string) => (doc: Doc) => (doc[field] ? 'OK' : 'NO')
const serviceOptions = serviceSlugs.map((slug) => ({ value: slug, label: serviceLabels[slug] }))
const serviceFilter = (field: string): AdminListFilter => ({ field, label: 'Servizio', all: 'Tutti i servizi', options: serviceOptions })
const csvDateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' })
/** A date as an Italian admin reads it, in Italy's time whatever the server's zone. */
export const csvDate = (value: unknown) => (typeof value === 'string' && value ? csvDateTime.format(new Date(value)) : '')
const created = { header: 'Data', value: (doc: Doc) => csvDate(doc.createdAt) }

/** A booking's merchant as the list shows it: its name, none yet for a call-form request, or erased. */
export function bookingMerchantLabel(doc: { merchant?: unknown; origine?: unknown }): string {
  const merchant = doc.merchant as { nomeAzienda?: string } | number | null | undefined
  if (merchant && typeof merchant === 'object') return merchant.nomeAzienda ?? ''
  return doc.origine === 'chiamata' ? 'Da assegnare' : 'Merchant eliminato'
}

export const adminLists: Record<AdminListSlug, AdminListDefinition> = {
  'client-requests': {
    fields: ['nome', 'email', 'telefono', 'servizio', 'cap', 'citta', 'messaggio', 'answers', 'answersText', 'createdAt'],
    search: ['nome', 'email', 'telefono', 'cap'],
    filter: serviceFilter('servizio'),
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
    filter: { field: 'argomento', label: 'Argomento', all: 'Tutti gli argomenti', options: contactTopics },
    sortable: ['nome', 'email', 'argomento', 'cap', 'createdAt'],
    fileName: 'richieste-contatti',
    csv: [
      { header: 'Nome', value: text('nome') },
      { header: 'Cognome', value: text('cognome') },
      { header: 'Email', value: text('email') },
      { header: 'Telefono', value: text('telefono') },
      { header: 'CAP', value: text('cap') },
      { header: 'Argomento', value: (doc) => contactTopics.find((topic) => topic.value === doc.argomento)?.label ?? text('argomento')(doc) },
      { header: 'Privacy', value: okNo('privacyAccepted') },
      { header: 'Marketing', value: okNo('marketingAccepted') },
      created,
      { header: 'Messaggio', value: text('messaggio') },
    ],
  },
  merchants: {
    fields: ['nomeAzienda', 'nomeCognome', 'email', 'telefono', 'settoreAttivita', 'zonaGeografica', 'cap', 'citta', 'servizi', 'disponibilitaOraria', 'stato', 'createdAt'],
    search: ['nomeAzienda', 'nomeCognome', 'email', 'telefono', 'cap'],
    filter: { field: 'stato', label: 'Stato', all: 'Tutti gli stati', options: merchantStates.map((state) => ({ value: state, label: merchantStateLabels[state] })) },
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
      { header: 'Servizi', value: (doc) => ((doc.servizi as string[] | null) ?? []).map((slug) => serviceLabels[slug as ServiceSlug] ?? slug).join(', ') },
      { header: 'Stato', value: (doc) => merchantStateLabels[doc.stato as keyof typeof merchantStateLabels] ?? text('stato')(doc) },
      created,
    ],
  },
  bookings: {
    fields: ['merchant', 'origine', 'nomeCliente', 'emailCliente', 'telefonoCliente', 'servizioRichiesto', 'capCliente', 'messaggio', 'stato', 'createdAt'],
    search: ['nomeCliente', 'emailCliente', 'telefonoCliente', 'capCliente'],
    filter: { field: 'stato', label: 'Stato', all: 'Tutti gli stati', options: bookingStates.map((state) => ({ value: state, label: bookingStateLabels[state] })) },
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
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
export const adminListMessages = {
  invalidQuery: 'Ricerca non valida.',
  unknownList: 'Elenco non trovato.',
  noResults: 'Nessun risultato',
  results: (count: number) => (count === 1 ? '1 risultato' : `${count.toLocaleString('it-IT')} risultati`),
} as const

/** A list's search, filter, sort and page, as query parameters (empty means none; newest first, page 1). */
export const AdminListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, adminListMessages.invalidQuery).optional()),
  filter: z.preprocess(emptyToUndefined, z.string().max(40, adminListMessages.invalidQuery).optional()),
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
