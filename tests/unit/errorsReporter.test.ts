import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { bin, root, run } from '../../scripts/lib.ts'
import { errorsReporter, readErrors, stderrTail } from '../errors-reporter.ts'

/** A throwaway folder in the project's node_modules/.cache (made when missing, as on a fresh clone), where it finds Vitest. */
function throwaway(): string {
  const cache = path.join(root, 'node_modules/.cache')
  fs.mkdirSync(cache, { recursive: true })
  return fs.mkdtempSync(path.join(cache, 'errors-reporter-'))
}

/**
 * A Vitest run whose one test passes, with an afterAll that throws and a rejection nobody handles: Vitest fails it,
 * and tests/errors-reporter.ts names both for npm test's summary.
 */
it('names the errors of a run that belong to no test: an unhandled rejection and a failing afterAll, in a folder it makes', async () => {
  const folder = throwaway()
  try {
    fs.writeFileSync(path.join(folder, 'vitest.config.mjs'), "export default { test: { include: ['*.check.ts'] } }\n")
    fs.writeFileSync(
      path.join(folder, 'late.check.ts'),
      [
        "import { afterAll, describe, expect, it } from 'vitest'",
        "describe('outer', () => {",
        "  afterAll(() => { throw new Error('afterAll broke') })",
        "  it('passes', async () => {",
        "    setTimeout(() => Promise.reject(new Error('late rejection')), 1)",
        '    await new Promise((resolve) => setTimeout(resolve, 30))',
        '    expect(1).toBe(1)',
        '  })',
        '})',
        '',
      ].join('\n'),
    )
    // In a folder that is not there (yet, or any more): the reporter makes it rather than fail the run.
    const errorsFile = path.join(folder, 'gone', 'errors.json')
    const reporter = errorsReporter(errorsFile)
    const code = await new Promise<number | null>((resolve) => {
      const child = execFile(bin('vitest'), ['run', '--root', folder, '--reporter=dot', reporter.arg], { env: { ...process.env, ...reporter.env } })
      child.on('exit', resolve)
    })
    expect(code).toBe(1)
    const lines = readErrors(errorsFile)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^unhandled Error: late rejection at .*late\.check\.ts:5/)
    expect(lines[1]).toMatch(/^late\.check\.ts › outer: Error: afterAll broke at .*late\.check\.ts:3/)
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
})

/**
 * A Vitest run whose one test passes and whose global teardown throws: Vitest ends with 1 after its reporters wrote
 * everything, so tests/errors-reporter.ts has nothing to name; the last lines Vitest printed on stderr (without the
 * lines of the processes a test starts, which come prefixed) say why for npm test's summary.
 */
it('keeps what Vitest printed last on stderr when a run fails after its reporters: an error during close', async () => {
  const folder = throwaway()
  try {
    fs.writeFileSync(path.join(folder, 'vitest.config.mjs'), "export default { test: { include: ['*.check.ts'], globalSetup: ['./teardown.mjs'] } }\n")
    fs.writeFileSync(path.join(folder, 'teardown.mjs'), "export default () => () => { throw new Error('teardown broke') }\n")
    fs.writeFileSync(
      path.join(folder, 'passes.check.ts'),
      ["import { expect, it } from 'vitest'", "it('passes', () => {", "  console.error('web     | a line of a process the test started')", '  expect(1).toBe(1)', '})', ''].join('\n'),
    )
    const errorsFile = path.join(folder, 'errors.json')
    const reporter = errorsReporter(errorsFile)
    const said = stderrTail(4)
    const ended = await run(bin('vitest'), ['run', '--root', folder, '--reporter=dot', reporter.arg], {
      label: 'teardown',
      env: { ...process.env, ...reporter.env },
      onLine: said.hear,
    }).then(
      () => 'exit code 0',
      (error: Error) => error.message,
    )
    expect(ended).toBe('teardown ended with exit code 1')
    expect(readErrors(errorsFile)).toEqual([])
    expect(said.lines).toHaveLength(4)
    expect(said.lines[0]).toBe('error during close Error: teardown broke')
    expect(said.lines[1]).toMatch(/^ {4}at .*teardown\.mjs:1/)
    expect(said.lines.join('\n')).not.toContain('a line of a process')
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
})
