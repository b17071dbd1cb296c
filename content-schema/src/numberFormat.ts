/**
 * Numbers as an Italian reader writes them: "8.000", "15.500", "0,35". `useGrouping: 'always'` because the Italian
 * locale's default leaves four-digit numbers ungrouped ("8000" beside "15.500"), two formats side by side.
 */
const formats = new Map<string, Intl.NumberFormat>()

export function formatItalianNumber(value: number, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('it-IT', { minimumFractionDigits, maximumFractionDigits, useGrouping: 'always' })
    formats.set(key, format)
  }
  return format.format(value)
}

/** A unit price as it is written: "0,30 €/kWh", "1,05 €/Smc", "0,2875 €/kWh"; whole amounts without decimals. */
export function formatItalianPrice(value: number): string {
  return Number.isInteger(value) ? formatItalianNumber(value) : formatItalianNumber(value, 4, 2)
}

/**
 * A number as a person types it in Italian: "3.200", "3200", "3 200" or "2,5". Dots are thousands separators when
 * each group after them has three digits; a comma is the decimal mark. NaN when it is not a number.
 */
export function parseItalianNumber(text: string): number {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '')
  if (compact === '') return Number.NaN
  const grouped = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)
  const plain = grouped ? compact.replaceAll('.', '') : compact
  if (!/^-?\d+([.,]\d+)?$/.test(plain)) return Number.NaN
  return Number(plain.replace(',', '.'))
}

/** "1 garanzia", "3 garanzie", "8.000 risultati": the count with the noun that agrees with it. */
export function counted(count: number, one: string, many: string): string {
  return `${formatItalianNumber(count)} ${count === 1 ? one : many}`
}
