import type { Queryable } from '../lib/rateLimit.ts'
import type { EmailBrand } from './layout.ts'

export const BRAND_SQL = `select brand_name as "brandName", company_name as "companyName", address, vat_number as "vatNumber", email, phone
  from site_settings order by id limit 1`

/** The site settings that sign every e-mail: one statement, free of Payload (the web server's lead path uses it too). */
export async function readBrand(db: Queryable): Promise<EmailBrand> {
  const { rows } = await db.query(BRAND_SQL, [])
  return (rows[0] ?? {}) as EmailBrand
}
