import { useEffect, useState } from 'react'

/** Whether a media query matches now, following its changes (true while rendered on the server). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window === 'undefined' || window.matchMedia(query).matches)
  useEffect(() => {
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}
