import { defaultLoggerOptions } from 'payload'

/**
 * Collects the lines Payload's logger writes from now until `stop()` (they are still written, unless `quiet`). The
 * in-process Payload of the integration tests writes through `defaultLoggerOptions.write`.
 */
export function capturePayloadLog({ quiet = false }: { quiet?: boolean } = {}): { lines: string[]; stop: () => void } {
  const lines: string[] = []
  const write = defaultLoggerOptions.write.bind(defaultLoggerOptions)
  defaultLoggerOptions.write = ((chunk: unknown, ...rest: unknown[]) => {
    lines.push(String(chunk))
    return quiet ? true : (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  }) as typeof defaultLoggerOptions.write
  return { lines, stop: () => void (defaultLoggerOptions.write = write) }
}

/** The statements PostgreSQL refused among `lines` (Payload logs each as «Failed query: …»), shortened. */
export const failedStatements = (lines: readonly string[]) => lines.filter((line) => line.includes('Failed query')).map((line) => line.slice(0, 300))
