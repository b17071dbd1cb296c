'use client'
import { useFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

type Row = { id: string; isLoading?: boolean; collapsed?: boolean }

const PATH = 'stepBlocks'
/** How long a new step's question field is waited for once its fields arrive (a loaded admin answers slowly). */
const FOCUS_WAIT_MS = 5000

/**
 * The steps are listed folded (initCollapsed), and Payload folds a step just added as well once its fields come back
 * from the server, a second later or more under load: the editor had to reopen it to type its question. A step the
 * editor adds (or duplicates) stays open instead, marked open before its fields arrive and opened again if the answer
 * folded it anyway, and the cursor goes to its question. Steps folded or unfolded by hand afterwards stay as set.
 */
export const KeepNewStepOpen = () => {
  const rows = useFormFields(([fields]) => fields[PATH]?.rows as Row[] | undefined)
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const known = useRef<Set<string> | null>(null)
  const fresh = useRef(new Set<string>())
  const latest = useRef<Row[]>([])
  const focusTarget = useRef<{ id: string; since: number } | null>(null)
  const frame = useRef(0)

  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  useEffect(() => {
    const current = rows ?? []
    latest.current = current
    if (known.current === null) {
      known.current = new Set(current.map((row) => row.id))
      return
    }
    for (const row of current) {
      if (!known.current.has(row.id)) fresh.current.add(row.id)
      known.current.add(row.id)
    }
    const folded = current.filter((row) => fresh.current.has(row.id) && row.collapsed !== false)
    if (folded.length > 0) {
      const open = new Set(folded.map((row) => row.id))
      dispatch({ type: 'SET_ROW_COLLAPSED', path: PATH, updatedRows: current.map((row) => (open.has(row.id) ? { ...row, collapsed: false } : row)) })
      return
    }
    const loaded = current.filter((row) => fresh.current.has(row.id) && !row.isLoading)
    if (loaded.length === 0) return
    for (const row of loaded) fresh.current.delete(row.id)
    focusTarget.current = { id: loaded[loaded.length - 1]!.id, since: Date.now() }
    const focusQuestion = () => {
      const target = focusTarget.current
      if (!target) return
      const index = latest.current.findIndex((row) => row.id === target.id)
      const question = index < 0 ? null : document.getElementById(`field-${PATH}__${index}__question`)
      if (question) {
        question.focus()
        focusTarget.current = null
      } else if (index >= 0 && Date.now() - target.since < FOCUS_WAIT_MS) {
        frame.current = requestAnimationFrame(focusQuestion)
      }
    }
    cancelAnimationFrame(frame.current)
    focusQuestion()
  }, [rows, dispatch])
  return null
}
