import { useEffect, useRef, useState } from 'react'
import { Label } from './Field.tsx'
import { compactInputClass } from './inputClasses.ts'

/** How long typing pauses before the search is asked of the server. */
const SEARCH_DELAY_MS = 300

type Props = { id: string; label: string; placeholder: string; value: string; onSearch: (text: string) => void; className?: string }

/** A list's search box: it keeps what is typed and hands the trimmed text on once typing pauses. */
export function SearchField({ id, label, placeholder, value, onSearch, className }: Props) {
  const [text, setText] = useState(value)
  const latest = useRef(onSearch)
  latest.current = onSearch
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, value])
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <input id={id} type="search" value={text} placeholder={placeholder} maxLength={100} onChange={(event) => setText(event.target.value)} className={compactInputClass} />
    </div>
  )
}
