/**
 * Writes what `payload generate:types` and `payload generate:db-schema` would write now, to PAYLOAD_TYPES_OUT and
 * PAYLOAD_DB_SCHEMA_OUT, in one process: the static checks (scripts/test.ts) compare both with the committed files.
 * Payload's command line loads the config once per command; here it is loaded once for both. No database is
 * reached (the schema is generated from the config alone, as `generate:db-schema` does).
 */
import { getPayload } from 'payload'
import { generateTypes } from 'payload/node'
import config from '../cms/payload.config.ts'

for (const variable of ['PAYLOAD_TYPES_OUT', 'PAYLOAD_DB_SCHEMA_OUT']) {
  if (!process.env[variable]) throw new Error(`${variable} is not set: this writes the generated files elsewhere, to compare`)
}
const sanitized = await config
await generateTypes(sanitized)
const payload = await getPayload({ config: sanitized, disableDBConnect: true, disableOnInit: true })
if (typeof payload.db.generateSchema !== 'function') throw new Error(`${payload.db.packageName} does not generate a schema`)
await payload.db.generateSchema({ log: false, prettify: true })
await payload.destroy()
process.exit(0)
