'use client'
import { useFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import type { FormState } from 'payload'

type Row = { id: string; isLoading?: boolean; collapsed?: boolean }

/** How long a new row's first field is waited for once its fields arrive (a loaded admin answers slowly). */
const FOCUS_WAIT_MS = 5000

const rowsOf = (fields: FormState, path: string): Row[] | undefined => fields[path]?.rows as Row[] | undefined

/** Which list's new rows open, and the field of theirs that gets the cursor (`keepRowsAsSetField`). */
export type KeepRowsAsSetProps = { newRowsIn: string; focus: string }

/** Every row of the form's arrays and blocks (a questionnaire's steps and their answers …), by id: its path and whether it is folded. */
function foldsOf(fields: FormState): Map<string, { path: string; collapsed: boolean | undefined }> {
  const folds = new Map<string, { path: string; collapsed: boolean | undefined }>()
  for (const path of Object.keys(fields)) for (const row of rowsOf(fields, path) ?? []) folds.set(row.id, { path, collapsed: row.collapsed })
  return folds
}

/**
 * Rows (a questionnaire's steps and answers, a legal text's sections) stay folded or open as the editor left them.
 * Payload merges each form-state answer from the server into the form with its rows folded as they were when the
 * request left, so a row opened (or folded) while a request was on its way closed (or opened) again a moment later, on a
 * loaded admin. Every fold the editor makes is kept, and put back after any change that undid it along with the rest of
 * the form.
 *
 * A change to the folds alone is the editor's (a row's toggle, «Comprimi tutto», «Mostra tutto»); one that also
 * changed other fields is a server answer. Payload changes the rows it folds in place, so the folds are remembered as
 * values, not as the rows.
 *
 * The list `newRowsIn` is shown folded (initCollapsed), and Payload folds a row just added to it as well once its fields
 * come back: a row the editor adds (or duplicates) there opens, and the cursor goes to its field `focus`.
 */
export const KeepRowsAsSet = ({ newRowsIn: list, focus }: KeepRowsAsSetProps) => {
  const fields = useFormFields(([state]) => state)
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const seen = useRef<{ fields: FormState; folds: ReturnType<typeof foldsOf> } | null>(null)
  /** What the editor made of each row they folded or opened, and of each row they added to `newRowsIn`: folded or not. */
  const wanted = useRef(new Map<string, boolean>())
  const fresh = useRef(new Set<string>())
  const focusTarget = useRef<{ id: string; since: number } | null>(null)
  const latestRows = useRef<Row[]>([])
  const frame = useRef(0)

  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  useEffect(() => {
    const folds = foldsOf(fields)
    const before = seen.current
    seen.current = { fields, folds }
    latestRows.current = rowsOf(fields, list) ?? []
    if (before === null) return

    const flipped = new Map<string, boolean>()
    for (const [id, { path, collapsed }] of folds) {
      const was = before.folds.get(id)
      if (was === undefined) {
        if (path === list) {
          fresh.current.add(id)
          wanted.current.set(id, false)
        }
      } else if (was.collapsed !== collapsed) flipped.set(id, collapsed === true)
    }
    if (flipped.size > 0) {
      const refolded = new Set([...flipped.keys()].map((id) => folds.get(id)!.path))
      const paths = Object.keys(fields)
      const byEditor = paths.length === Object.keys(before.fields).length && paths.every((path) => fields[path] === before.fields[path] || refolded.has(path))
      if (byEditor) for (const [id, collapsed] of flipped) wanted.current.set(id, collapsed)
    }

    const undone = new Set<string>()
    for (const [id, { path, collapsed }] of folds) {
      const want = wanted.current.get(id)
      if (want !== undefined && (collapsed === true) !== want) undone.add(path)
    }
    for (const path of undone) {
      const updatedRows = (rowsOf(fields, path) ?? []).map((row) => {
        const want = wanted.current.get(row.id)
        return want === undefined || (row.collapsed === true) === want ? row : { ...row, collapsed: want }
      })
      dispatch({ type: 'SET_ROW_COLLAPSED', path, updatedRows })
    }
    if (undone.size > 0) return

    const loaded = latestRows.current.filter((row) => fresh.current.has(row.id) && !row.isLoading)
    if (loaded.length === 0) return
    for (const row of loaded) fresh.current.delete(row.id)
    focusTarget.current = { id: loaded[loaded.length - 1]!.id, since: Date.now() }
    const focusNewRow = () => {
      const target = focusTarget.current
      if (!target) return
      const index = latestRows.current.findIndex((row) => row.id === target.id)
      const field = index < 0 ? null : document.getElementById(`field-${list}__${index}__${focus}`)
      if (field) {
        field.focus()
        focusTarget.current = null
      } else if (index >= 0 && Date.now() - target.since < FOCUS_WAIT_MS) {
        frame.current = requestAnimationFrame(focusNewRow)
      }
    }
    cancelAnimationFrame(frame.current)
    focusNewRow()
  }, [fields, dispatch, list, focus])
  return null
}
