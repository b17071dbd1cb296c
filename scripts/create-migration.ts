/**
 * `npm run migration:create -- <name>`: Payload's migrate:create against the local database, then makes the
 * generated file loadable by Node's own TypeScript support (type-only imports marked as such), because
 * Payload imports migration files natively at run time.
 */
import fs from 'node:fs'
import path from 'node:path'
import { bin, root, run } from './lib.ts'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migration:create -- <name>')
  process.exit(1)
}
const dir = path.join(root, 'cms/migrations')
const before = new Set(fs.readdirSync(dir))
await run(bin('payload'), ['migrate:create', name], {
  label: 'migrate',
  env: { ...process.env, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts' },
})
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
  fixImports(path.join(dir, file))
  if (!before.has(file)) console.log(`created cms/migrations/${file}`)
}

export function fixImports(file: string) {
  const source = fs.readFileSync(file, 'utf8')
  const fixed = source.replace(
    /import \{ MigrateUpArgs, MigrateDownArgs, sql \} from '@payloadcms\/db-postgres'/,
    "import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'",
  )
  if (fixed !== source) fs.writeFileSync(file, fixed)
}
