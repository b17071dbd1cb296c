import { csvField } from '#content-schema'
import { noStore } from '../api/publicWrite.ts'

type CsvValue = string | number | null | undefined

/**
 * Every admin CSV download: a header, then the rows of each batch as it is read, streamed, so a large export
 * never sits in memory at once. The first batch is read before answering (by the caller), so a database
 * failure is an error status rather than a broken file; `next` is given the previous batch and answers the
 * following one, or [] at the end.
 */
export function csvDownload<T>(fileName: string, header: readonly string[], row: (item: T) => CsvValue[], first: T[], next: (previous: T[]) => Promise<T[]>): Response {
  const encoder = new TextEncoder()
  const line = (values: readonly CsvValue[]) => `${values.map(csvField).join(',')}\r\n`
  let batch = first
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${line(header)}`))
    },
    async pull(controller) {
      if (batch.length === 0) {
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(batch.map((item) => line(row(item))).join('')))
      batch = await next(batch)
    },
  })
  return new Response(stream, {
    headers: { ...noStore, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` },
  })
}
