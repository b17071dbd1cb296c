import { getPayload } from 'payload'
import config from '../../cms/payload.config.ts'
import { seed } from '../../cms/src/seed/index.ts'

/** The test database is fresh for each run (scripts/test.ts creates it): migrate it and add the demo data. */
export default async function setup() {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  await seed(payload)
  await payload.destroy()
}
