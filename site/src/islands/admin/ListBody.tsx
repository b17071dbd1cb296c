import type { ReactNode } from 'react'
import { adminMessages } from '#content-schema/admin/admin.ts'
import { adminListFilterParams, adminListMessages, adminLists, type AdminListSlug } from '#content-schema/admin/adminLists.ts'
import { exportUrl, type PagedState } from './usePaged.ts'
import { EmptyList } from '../ui/EmptyList.tsx'
import { ListPages } from '../ui/ListPages.tsx'
import { LoadFailed, Loading } from '../ui/Loading.tsx'
import { ListTools } from './ListTools.tsx'
import { serviceOptions } from '../serviceNames.ts'

const sectionOf: Record<AdminListSlug, keyof typeof adminMessages.sections> = {
  'client-requests': 'clientRequests',
  'contact-requests': 'contactRequests',
  merchants: 'merchants',
  bookings: 'bookings',
  approvals: 'approvals',
  'waiting-leads': 'waiting',
  decisions: 'decisions',
}

/** A list's search tools, then its rows (or why there are none) and its pages: every admin list, table or cards. */
export function Body<T>({ state, empty, children }: { state: PagedState<T>; empty: string; children: (docs: T[]) => ReactNode }) {
  const definition = adminLists[state.list]
  const searching = Boolean(state.query.q) || adminListFilterParams.some((param) => state.query[param] !== undefined)
  return (
    <>
      <ListTools
        label={adminMessages.sections[sectionOf[state.list]]}
        searchHint={definition.searchHint}
        filters={definition.filters.map((filter) => (filter.services ? { ...filter, options: [...serviceOptions(), ...filter.options] } : filter))}
        sortOptions={definition.sortOptions}
        defaultSort={definition.defaultSort}
        query={state.query}
        onQuery={state.setQuery}
        csvHref={exportUrl(state.list, state.query)}
      />
      {state.failed && !state.data ? (
        <LoadFailed onRetry={state.reload} />
      ) : !state.data ? (
        <Loading />
      ) : state.data.docs.length === 0 ? (
        <EmptyList text={searching ? adminListMessages.noResults : empty} />
      ) : (
        <>
          {searching && (
            <p role="status" className="mb-3 text-sm text-slate-600" data-testid="list-results">
              {adminListMessages.results(state.data.totalDocs)}
            </p>
          )}
          {children(state.data.docs)}
          <ListPages page={state.data.page} pages={state.data.totalPages} onPage={state.setPage} />
        </>
      )}
    </>
  )
}
