import { useCallback, useEffect, useRef, useState } from 'react'
import { apiJson, listQuery, type Paginated } from './api.ts'

export const PAGE_SIZE = 20

export type PagedState<T> = {
  data: Paginated<T> | null
  failed: boolean
  page: number
  setPage: (page: number) => void
  reload: () => void
}

/**
 * One page of a collection through Payload REST (access-controlled), newest first. `refreshKey` changes
 * when a live event or the polling fallback says the collection changed: the section goes back to its
 * first page, where the news is.
 */
export function usePaged<T>(collection: string, select: string[], refreshKey: number, populate?: Record<string, string[]>): PagedState<T> {
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Paginated<T> | null>(null)
  const [failed, setFailed] = useState(false)
  const [nonce, setNonce] = useState(0)
  const selectKey = select.join(',')
  const populateKey = JSON.stringify(populate ?? {})
  const firstRefresh = useRef(refreshKey)

  useEffect(() => {
    if (refreshKey === firstRefresh.current) return
    firstRefresh.current = refreshKey
    setPage(1)
    setNonce((value) => value + 1)
  }, [refreshKey])

  useEffect(() => {
    const controller = new AbortController()
    apiJson<Paginated<T>>(`/${collection}?${listQuery(selectKey.split(','), page, PAGE_SIZE, JSON.parse(populateKey) as Record<string, string[]>)}`, { signal: controller.signal })
      .then((result) => {
        setData(result)
        setFailed(false)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error(`Errore nel caricare ${collection}:`, error)
        setFailed(true)
      })
    return () => controller.abort()
  }, [collection, selectKey, populateKey, page, nonce])

  const reload = useCallback(() => setNonce((value) => value + 1), [])
  return { data, failed, page, setPage, reload }
}
