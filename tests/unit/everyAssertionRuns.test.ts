import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * eslint.config.js refuses, in every test file, an assertion behind an `if`, a ternary, a `&&` or a `catch` (it passes
 * unseen when its branch never runs), a test that asserts nothing, one left focused or skipped, and an assertion that
 * waits without being awaited. Linted as `npm run lint` lints, with the project's own configuration.
 */
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function reported(code: string, file: string, rule: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === rule).length
}

const conditionalAssertions = (code: string, file: string) => reported(code, file, 'vitest/no-conditional-expect')

const head = `import { expect, it } from 'vitest'\nconst answer = { status: 200, docs: [1] as number[] }\n`
const refused = {
  'an if': `it('reads', () => {\n  if (answer.status === 200) expect(answer.docs).toHaveLength(1)\n})\n`,
  'an else': `it('reads', () => {\n  if (answer.status !== 200) return\n  else expect(answer.docs).toHaveLength(1)\n})\n`,
  'a ternary': `it('reads', () => {\n  answer.status === 200 ? expect(answer.docs).toHaveLength(1) : undefined\n})\n`,
  'a &&': `it('reads', () => {\n  answer.status === 200 && expect(answer.docs).toHaveLength(1)\n})\n`,
  'a catch': `it('reads', async () => {\n  await Promise.resolve(answer).catch(() => expect(answer.docs).toHaveLength(0))\n})\n`,
}

describe('every assertion of a test runs (eslint.config.js)', () => {
  it.each(Object.entries(refused))('refuses one behind %s, in every kind of test', async (_, code) => {
    for (const file of ['tests/unit/assertSnippet.test.ts', 'tests/integration/assertSnippet.test.ts', 'tests/e2e/assertSnippet.test.ts', 'content-schema/src/assertSnippet.test.ts']) {
      expect(await conditionalAssertions(head + code, file), file).toBe(1)
    }
  })

  it('allows the same checks made whatever the case: the expected value from the case, a loop over the records of a kind', async () => {
    const code = `it('reads', () => {\n  expect(answer.docs.length > 0).toBe(answer.status === 200)\n  const listed = answer.status === 200 ? answer.docs : []\n  expect(listed.length).toBeGreaterThan(0)\n  for (const doc of listed) expect(doc).toBeGreaterThan(0)\n})\n`
    expect(await conditionalAssertions(head + code, 'tests/integration/assertSnippet.test.ts')).toBe(0)
  })

  it('refuses a test that asserts nothing, and counts an `expect…` or `assert…` helper as asserting', async () => {
    const file = 'tests/integration/assertSnippet.test.ts'
    expect(await reported(`${head}it('reads', async () => {\n  await Promise.resolve(answer)\n})\n`, file, 'vitest/expect-expect')).toBe(1)
    const helper = `const expectListed = (docs: number[]) => expect(docs.length).toBeGreaterThan(0)\n`
    expect(await reported(`${head}${helper}it('reads', () => {\n  expectListed(answer.docs)\n})\n`, file, 'vitest/expect-expect')).toBe(0)
  })

  it('refuses an assertion that waits and is not awaited: the test would end before it could fail', async () => {
    const file = 'tests/e2e/assertSnippet.test.ts'
    expect(await reported(`${head}it('reads', () => {\n  expect.poll(() => answer.status).toBe(200)\n})\n`, file, 'vitest/require-awaited-expect-poll')).toBe(1)
    expect(await reported(`${head}it('reads', () => {\n  expect(Promise.resolve(answer.status)).resolves.toBe(200)\n})\n`, file, 'vitest/valid-expect')).toBe(1)
    const awaited = `${head}it('reads', async () => {\n  await expect.poll(() => answer.status, { timeout: 100 }).toBe(200)\n  await expect(Promise.resolve(answer.status)).resolves.toBe(200)\n})\n`
    expect((await reported(awaited, file, 'vitest/require-awaited-expect-poll')) + (await reported(awaited, file, 'vitest/valid-expect'))).toBe(0)
  })

  it('refuses a test left focused or skipped: the others, or that one, would pass unseen', async () => {
    const file = 'tests/e2e/assertSnippet.test.ts'
    expect(await reported(`${head}it.only('reads', () => {\n  expect(answer.status).toBe(200)\n})\n`, file, 'vitest/no-focused-tests')).toBe(1)
    expect(await reported(`${head}it.skip('reads', () => {\n  expect(answer.status).toBe(200)\n})\n`, file, 'vitest/no-disabled-tests')).toBe(1)
  })
})
