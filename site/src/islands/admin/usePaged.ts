import { useCallback, useEffect, useRef, useState } from 'react'
import type { ZodType } from 'zod'
import { adminListSearch, type AdminListPage, type AdminListQuery, type AdminListSlug } from '#content-schema/admin/adminLists.ts'
import { adminListPageOf } from '#content-schema/merchants/areaRecords.ts'
import { api } from '../sessionApi.ts'

/** The CSV of a list's current search, filter and sort (GET /api/admin/export/:list, streamed by the server). */
export function exportUrl(list: AdminListSlug, query: AdminListQuery): string {
  return `/api/admin/export/${list}${adminListSearch({ ...query, page: undefined })}`
}

export type PagedState<T> = {
  list: AdminListSlug
  data: AdminListPage<T> | null
  failed: boolean
  page: number
  setPage: (page: number) => void
  /** The search, filter and sort the list shows; a new one starts again from the first page. */
  query: Omit<AdminListQuery, 'page'>
  setQuery: (query: Omit<AdminListQuery, 'page'>) => void
  reload: () => void
}

/**
 * One page of an admin list (GET /api/admin/lists/:list), searched, filtered and sorted by the server with
 * the list's own definition (content-schema/adminLists.ts), newest first unless a column says otherwise.
 * `refreshKey` changes when a live event or the polling fallback says the collection changed: the section
 * goes back to its first page, where the news is. Nothing is read until `enabled` (the section first opened).
 */
export function usePaged<T>(list: AdminListSlug, row: ZodType<T>, refreshKey: number, enabled: boolean): PagedState<T> {
  const [page, setPage] = useState(1)
  const [query, setQueryState] = useState<Omit<AdminListQuery, 'page'>>({})
  const [data, setData] = useState<AdminListPage<T> | null>(null)
  const [failed, setFailed] = useState(false)
  const [nonce, setNonce] = useState(0)
  const firstRefresh = useRef(refreshKey)

  useEffect(() => {
    if (refreshKey === firstRefresh.current) return
    firstRefresh.current = refreshKey
    setPage(1)
    setNonce((value) => value + 1)
  }, [refreshKey])

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const schema = adminListPageOf(row) as unknown as ZodType<AdminListPage<T>>
    void api('GET', `/admin/lists/${list}${adminListSearch({ ...query, page })}`, undefined, { signal: controller.signal, schema }).then((result) => {
      if (controller.signal.aborted) return
      setFailed(!result.ok)
      if (result.ok) setData(result.data)
    })
    return () => controller.abort()
  }, [list, row, query, page, nonce, enabled])

  const reload = useCallback(() => setNonce((value) => value + 1), [])
  const setQuery = useCallback((next: Omit<AdminListQuery, 'page'>) => {
    setPage(1)
    setQueryState(next)
  }, [])
  return { list, data, failed, page, setPage, query, setQuery, reload }
}

/** A list's sort, for its table's headers. */
export const sortingOf = <T,>(state: PagedState<T>) => ({ sort: state.query.sort ?? '-createdAt', onSort: (sort: string) => state.setQuery({ ...state.query, sort }) })
