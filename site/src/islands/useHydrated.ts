import { useEffect, useState } from 'react'

/**
 * False in the server-rendered HTML and until React has taken over the island: buttons stay disabled
 * until then, so an early click is never lost (or, for a form, sent natively with the data in the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
