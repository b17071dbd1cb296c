import type { SanitizedConfig } from 'payload'
import { forEveryField } from './everyField.ts'

/** Dates in lists, titles and versions of Payload's admin: «28 novembre 2026, 16:57» (Payload's own is American). */
export const ADMIN_DATE_FORMAT = 'd MMMM yyyy, HH:mm'

/** What a date field's picker shows, by its appearance: day first, a 24-hour clock. */
const pickerFormats = {
  default: 'dd/MM/yyyy',
  dayOnly: 'dd/MM/yyyy',
  dayAndTime: 'dd/MM/yyyy HH:mm',
  timeOnly: 'HH:mm',
  monthOnly: 'MMMM yyyy',
} as const

/**
 * Every date field of every collection and global, Payload's own included (createdAt, updatedAt, the jobs queue),
 * is shown and picked the Italian way, unless it says otherwise: Payload's pickers default to «MM/dd/yyyy» and
 * «h:mm aa». A date field added later needs nothing of its own.
 */
export function italianDates(config: SanitizedConfig): SanitizedConfig {
  return forEveryField(config, (field) => {
    if (field.type !== 'date') return
    const date = field.admin?.date ?? {}
    const appearance = (date.pickerAppearance ?? 'default') as keyof typeof pickerFormats
    // Every appearance takes these two (Payload's types name timeFormat only where a time is picked).
    const set = date as { displayFormat?: string; timeFormat?: string }
    field.admin = { ...field.admin, date: { ...date, displayFormat: set.displayFormat ?? pickerFormats[appearance], timeFormat: set.timeFormat ?? 'HH:mm' } as typeof date }
  })
}
