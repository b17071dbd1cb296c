import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The fence of eslint.config.js: raw SQL, the database drivers, the generated drizzle schema and casts of `payload.db`
 * only in cms/src/database/, and calls of the adapter's own methods only there and where a file says why. Linted as
 * `npm run lint` lints, with the project's own configuration, the same snippet placed once outside the folder and once
 * inside.
 */
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function fenceErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports' || message.ruleId === 'no-restricted-syntax').map((message) => message.message)
}

const snippets = {
  'the PostgreSQL adapter': `import { sql } from '@payloadcms/db-postgres'\nexport const one = sql\`select 1\`\n`,
  "the adapter's drizzle": `import { eq } from '@payloadcms/db-postgres/drizzle'\nexport const same = eq\n`,
  'drizzle-orm': `import { sql } from 'drizzle-orm'\nexport const one = sql\`select 1\`\n`,
  'node-postgres': `import pg from 'pg'\nexport const client = new pg.Client()\n`,
  'the generated schema': `import { client_requests } from '../database/schema.ts'\nexport const leads = client_requests\n`,
  'a cast of payload.db': `import type { Payload } from 'payload'\nexport const pool = (payload: Payload) => (payload.db as unknown as { pool: unknown }).pool\n`,
}

describe('raw SQL only in cms/src/database/ (eslint.config.js)', () => {
  it.each(Object.entries(snippets))('refuses %s outside the folder, with the reason', async (_, code) => {
    for (const file of ['cms/src/leads/sqlFenceSnippet.ts', 'server/sqlFenceSnippet.ts', 'site/src/lib/sqlFenceSnippet.ts']) {
      const errors = await fenceErrors(code, file)
      expect(errors, file).toHaveLength(1)
      expect(errors[0]).toContain('cms/src/database/')
    }
  })

  it.each(Object.entries(snippets))('allows %s inside the folder', async (_, code) => {
    expect(await fenceErrors(code.replace('../database/schema.ts', './schema.ts'), 'cms/src/database/sqlFenceSnippet.ts')).toEqual([])
  })

  it('leaves scripts and tests their own SQL (not the product at run time)', async () => {
    expect(await fenceErrors(snippets['node-postgres'], 'scripts/sqlFenceSnippet.ts')).toEqual([])
    expect(await fenceErrors(snippets['node-postgres'], 'tests/integration/sqlFenceSnippet.ts')).toEqual([])
  })
})

describe("the adapter's own methods only where no Local API call does the work (eslint.config.js's adapterCallers)", () => {
  const call = `import type { PayloadRequest } from 'payload'\nexport const user = (req: PayloadRequest) => req.payload.db.findOne({ collection: 'users', where: {}, req })\n`

  it('refuses a call of payload.db elsewhere in the product, with the reason', async () => {
    for (const file of ['cms/src/accounts/adapterSnippet.ts', 'server/adapterSnippet.ts']) {
      expect(await fenceErrors(call, file), file).toEqual([expect.stringContaining('Local API')])
    }
  })

  it('allows it in cms/src/database/ and in a file that says why', async () => {
    expect(await fenceErrors(call, 'cms/src/database/adapterSnippet.ts')).toEqual([])
    expect(await fenceErrors(call, 'cms/src/jobs/runner.ts')).toEqual([])
  })
})

/**
 * The product's own source, where the fence applies: every TypeScript file but the folder's, server/postgres.ts's
 * (before Payload) and Payload's generated types.
 */
function productFiles(): string[] {
  const files = fs.globSync(['cms/*.ts', 'cms/app/**/*.{ts,tsx}', 'cms/src/**/*.{ts,tsx}', 'server/**/*.ts', 'site/src/**/*.{ts,tsx}', 'platform/**/*.ts', 'content-schema/**/*.ts'], { cwd: root })
  return files.filter((file) => !file.startsWith('cms/src/database/') && !['server/postgres.ts', 'cms/payload-types.ts'].includes(file) && !file.endsWith('.d.ts'))
}

describe('no product file is exempted from the fence by name', () => {
  it('every file of cms/, server/, site/, platform/ and content-schema/ outside the folder has the rule on', async () => {
    const files = productFiles()
    expect(files.length).toBeGreaterThan(300)
    const unfenced: string[] = []
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as { rules?: Record<string, unknown> } | undefined
      if (!config?.rules?.['@typescript-eslint/no-restricted-imports']) unfenced.push(file)
    }
    expect(unfenced).toEqual([])
  })
})

describe("docs/architecture.md's table of the folder's modules", () => {
  it('names every module of cms/src/database/, and no other', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
    const section = doc.slice(doc.indexOf('### Where raw SQL remains'), doc.indexOf('\n## ', doc.indexOf('### Where raw SQL remains')))
    const documented = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]).sort()
    const modules = fs.readdirSync(path.join(root, 'cms/src/database')).filter((name) => name.endsWith('.ts')).sort()
    expect(documented).toEqual(modules)
  })
})

