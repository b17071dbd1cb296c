import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { bin, root } from '../../scripts/lib.ts'
import { errorsReporter, readErrors } from '../errors-reporter.ts'

/**
 * A Vitest run whose one test passes, with an afterAll that throws and a rejection nobody handles: Vitest fails it,
 * and tests/errors-reporter.ts names both for npm test's summary. The throwaway files sit in the project's
 * node_modules/.cache (made when missing, as on a fresh clone), where they find Vitest.
 */
it('names the errors of a run that belong to no test: an unhandled rejection and a failing afterAll', async () => {
  const cache = path.join(root, 'node_modules/.cache')
  fs.mkdirSync(cache, { recursive: true })
  const folder = fs.mkdtempSync(path.join(cache, 'errors-reporter-'))
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
    const errorsFile = path.join(folder, 'errors.json')
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
