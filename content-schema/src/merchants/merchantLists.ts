// The merchant area's lists (leads, bookings): search, filter, sort and pages, answered by Payload's REST (bookings)
// and GET /api/merchant/leads (leads: their filter and order need the merchant's own status of each).
import { z } from '../z.ts'
import { counted } from '../numberFormat.ts'
import { LeadDocSchema, LeadStatusDocSchema } from './areaRecords.ts'
import { leadStateLabels, leadStates } from '../leads/leadWorkflow.ts'
import { ServiceSlugSchema } from '../services/services.ts'

export const MERCHANT_LIST_PAGE_SIZE = 10

export const merchantListSorts = ['newest', 'oldest', 'name'] as const
/** The leads' orders: "urgent" first puts the leads still waiting for an answer, the longest waiting first. */
export const leadListSorts = ['urgent', ...merchantListSorts] as const
export type MerchantListSort = (typeof leadListSorts)[number]

/** `state`: the merchant's own status of the lead (leads only; empty: all). */
export type MerchantListQuery = { search: string; filter: string; state: string; sort: MerchantListSort; page: number }
export const initialMerchantListQuery: MerchantListQuery = { search: '', filter: '', state: '', sort: 'newest', page: 1 }
export const initialLeadListQuery: MerchantListQuery = { ...initialMerchantListQuery, sort: 'urgent' }

const orEmpty = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]).catch('')

/** GET /api/merchant/leads?search=&servizio=&stato=&sort=&page= — a bad value falls back to the whole list, page 1. */
export const MerchantLeadsQuerySchema = z.object({
  search: z.string().trim().catch('').transform((value) => value.slice(0, 100)),
  servizio: z.union([ServiceSlugSchema, z.literal('')]).catch(''),
  stato: orEmpty(leadStates),
  sort: z.enum(leadListSorts).catch('urgent'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
export type MerchantLeadsQuery = z.infer<typeof MerchantLeadsQuerySchema>

/** Its answer: one page of leads, as the merchant may read them, with the merchant's own status of each (if any). */
export const MerchantLeadsPageSchema = z.object({
  docs: z.array(LeadDocSchema),
  statuses: z.array(LeadStatusDocSchema),
  /** The leads of the page whose consumer withdrew the consent to be contacted by this partner. */
  consentWithdrawn: z.array(z.number().int()),
  totalDocs: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
})
export type MerchantLeadsPage = z.infer<typeof MerchantLeadsPageSchema>

/** The leads list's query string for GET /api/merchant/leads. */
export function merchantLeadsParams(query: MerchantListQuery): string {
  return new URLSearchParams({ search: query.search.trim().slice(0, 100), servizio: query.filter, stato: query.state, sort: query.sort, page: String(Math.max(1, Math.floor(query.page))) }).toString()
}

export const leadStateOptions = leadStates.map((state) => ({ value: state, label: leadStateLabels[state] }))

/** Which fields a list searches (only ones a merchant may query), filters on and sorts by name. */
export type MerchantListSpec = { searchFields: readonly string[]; filterField: string; nameField: string }

export const leadListSpec: MerchantListSpec = { searchFields: ['nome', 'email', 'cap', 'citta'], filterField: 'servizio', nameField: 'nome' }
export const bookingListSpec: MerchantListSpec = { searchFields: ['nomeCliente', 'emailCliente', 'capCliente'], filterField: 'stato', nameField: 'nomeCliente' }

/** The REST query string of a list page: the access rule still scopes it on the server, these only narrow it. */
export function merchantListParams(spec: MerchantListSpec, query: MerchantListQuery): string {
  const params = new URLSearchParams()
  let condition = 0
  const search = query.search.trim().slice(0, 100)
  if (search) {
    spec.searchFields.forEach((field, index) => params.set(`where[and][${condition}][or][${index}][${field}][like]`, search))
    condition += 1
  }
  if (query.filter) params.set(`where[and][${condition}][${spec.filterField}][equals]`, query.filter)
  params.set('sort', query.sort === 'newest' ? '-createdAt' : query.sort === 'oldest' ? 'createdAt' : spec.nameField)
  params.set('limit', String(MERCHANT_LIST_PAGE_SIZE))
  params.set('page', String(Math.max(1, Math.floor(query.page))))
  params.set('depth', '0')
  return params.toString()
}

/** Whether the visitor narrowed the list (an empty answer is then "no result", not "nothing yet"). */
export const isNarrowed = (query: MerchantListQuery) => query.search.trim() !== '' || query.filter !== '' || query.state !== ''

export const merchantListMessages = {
  search: 'Cerca',
  searchLeads: 'Nome, email, CAP o città',
  searchBookings: 'Nome, email o CAP',
  filterService: 'Servizio',
  filterState: 'Stato',
  filterLeadState: 'Filtra per stato',
  all: 'Tutti',
  sort: 'Ordina per',
  sorts: { urgent: 'Da gestire prima', newest: 'Più recenti', oldest: 'Meno recenti', name: 'Nome (A-Z)' } satisfies Record<MerchantListSort, string>,
  noResults: 'Nessun risultato',
  noResultsHint: 'Prova a cambiare la ricerca o i filtri.',
  /** A partner ordering by a contact it may find hidden (leads/hooks/hideObjectedFromQueries.ts). */
  hiddenSort: 'Non puoi ordinare l’elenco per email: ordina per nome o per data.',
  clear: 'Azzera ricerca e filtri',
  total: (count: number) => counted(count, 'risultato', 'risultati'),
  page: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
  previous: 'Precedente',
  next: 'Successiva',
  pagination: 'Pagine',
} as const
