import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { Reporter, TestModule } from 'vitest/node'
import type { LineListener } from '../scripts/lib.ts'

type ReportedError = { message?: string; name?: string; stack?: string }

const FILE_VARIABLE = 'VITEST_ERRORS_FILE'

/**
 * The errors of a run that belong to no test, written to a file as a JSON list of lines: an unhandled rejection or
 * exception (a test's work going on after it ended), a failing beforeAll or afterAll hook, a file that does not load.
 * Each makes Vitest exit with 1 while every test passed, and the JSON report (scripts/test.ts) names tests only; CI
 * shows the end of the output, far below where the default reporter printed them.
 */
export default class ErrorsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<ReportedError>) {
    const file = process.env[FILE_VARIABLE]
    if (!file) return
    const firstLines = (error: ReportedError) =>
      `${error.name ?? 'Error'}: ${error.message ?? ''}${(error.stack ?? '')
        .split('\n')
        .filter((line) => line.trim().startsWith('at '))
        .slice(0, 4)
        .map((line) => ` ${line.trim()}`)
        .join('')}`.slice(0, 600)
    const lines = unhandledErrors.map((error) => `unhandled ${firstLines(error)}`)
    for (const module of testModules) {
      for (const error of module.errors()) lines.push(`${module.relativeModuleId}: ${firstLines(error)}`)
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) lines.push(`${module.relativeModuleId} › ${suite.fullName}: ${firstLines(error)}`)
      }
    }
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(lines))
  }
}

/** What a `vitest run` is given to add this reporter, writing to `file`: its argument and its environment. */
export function errorsReporter(file: string): { arg: string; env: Record<string, string> } {
  return { arg: `--reporter=${import.meta.filename}`, env: { [FILE_VARIABLE]: file } }
}

/** The lines the reporter wrote to `file`; none when the run ended before it could write them. */
export function readErrors(file: string): string[] {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : []
}

/**
 * The last lines Vitest itself prints on stderr, for a run that ends with 1 after the reporters wrote everything (an
 * error during close, such as a global teardown's, or an unhandled rejection in Vitest's own process): `hear` takes
 * each line of the run's output (scripts/lib.ts run's onLine) and keeps the last `keep` that are neither empty nor a
 * line of a process a test started (those come prefixed with their label: `web     | …`).
 */
export function stderrTail(keep = 12): { hear: LineListener; lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    hear(line, stream) {
      const plain = stripVTControlCharacters(line).trimEnd()
      if (stream !== 'stderr' || !plain.trim() || /^[\w-]+\s*\| /.test(plain)) return
      lines.push(plain.slice(0, 300))
      if (lines.length > keep) lines.shift()
    },
  }
}
