// The merchant area's lists (leads, bookings): search, filter, sort and pages, answered by Payload's REST.

export const MERCHANT_LIST_PAGE_SIZE = 10

export const merchantListSorts = ['newest', 'oldest', 'name'] as const
export type MerchantListSort = (typeof merchantListSorts)[number]

export type MerchantListQuery = { search: string; filter: string; sort: MerchantListSort; page: number }
export const initialMerchantListQuery: MerchantListQuery = { search: '', filter: '', sort: 'newest', page: 1 }

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
export const isNarrowed = (query: MerchantListQuery) => query.search.trim() !== '' || query.filter !== ''

export const merchantListMessages = {
  search: 'Cerca',
  searchLeads: 'Nome, email, CAP o città',
  searchBookings: 'Nome, email o CAP',
  filterService: 'Servizio',
  filterState: 'Stato',
  all: 'Tutti',
  sort: 'Ordina per',
  sorts: { newest: 'Più recenti', oldest: 'Meno recenti', name: 'Nome (A-Z)' } satisfies Record<MerchantListSort, string>,
  noResults: 'Nessun risultato',
  noResultsHint: 'Prova a cambiare la ricerca o i filtri.',
  clear: 'Azzera ricerca e filtri',
  total: (count: number) => (count === 1 ? '1 risultato' : `${count} risultati`),
  page: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
  previous: 'Precedente',
  next: 'Successiva',
  pagination: 'Pagine',
} as const
