import type { ConsentPurpose } from '#content-schema'
import type { Queryable } from './rateLimit.ts'

/**
 * The legal texts a visitor accepts with a form, as an SQL expression: the versions in force ('privacy-policy 3,
 * termini-condizioni 2'), stored with each consent, or 'n/d' before any is published.
 */
export const LEGAL_VERSION_SQL = `(
  select coalesce(string_agg(slug || ' ' || version, ', ' order by slug || ' ' || version collate "C"), 'n/d')
  from legal_pages where slug in ('privacy-policy', 'termini-condizioni'))`

/**
 * The consents' insert, one row per purpose: the purposes and what was granted are the parameters `purposes`
 * (text[]) and `granted` (boolean[]), the other columns the expressions given, `from` the rows it is made for.
 */
export function insertConsentsSql(options: { purposes: number; granted: number; email: string; links: string; ip: string; userAgent: string; from?: string }): string {
  return `insert into consents (email, purpose, granted, legal_version, lead_id, booking_id, contact_request_id, ip_address, user_agent, created_at, updated_at)
    select ${options.email}, c.purpose::enum_consents_purpose, c.granted, ${LEGAL_VERSION_SQL}, ${options.links}, ${options.ip}, ${options.userAgent},
           clock_timestamp(), clock_timestamp()
    from ${options.from ? `${options.from}, ` : ''}unnest($${options.purposes}::text[], $${options.granted}::boolean[]) as c(purpose, granted)`
}

const INSERT_CONSENTS = insertConsentsSql({ purposes: 1, granted: 2, email: '$3', links: '$4::int, $5::int, $6::int', ip: '$7', userAgent: '$8' })

/**
 * One consent record per purpose for a public submission: what was granted, under which legal text, and
 * from where. A system write (the visitor has no account) on `db`, the request's transaction
 * (queryableFor), as one statement: the consents collection has no hooks to run, and a form writes up to four.
 */
export async function recordConsents(
  db: Queryable,
  options: {
    email: string
    granted: Partial<Record<ConsentPurpose, boolean>>
    link: { booking?: number; contactRequest?: number; lead?: number }
    ip: string
    userAgent: string
  },
): Promise<void> {
  const purposes = Object.entries(options.granted) as [ConsentPurpose, boolean][]
  if (purposes.length === 0) return
  await db.query(INSERT_CONSENTS, [
    purposes.map(([purpose]) => purpose),
    purposes.map(([, granted]) => granted),
    options.email,
    options.link.lead ?? null,
    options.link.booking ?? null,
    options.link.contactRequest ?? null,
    options.ip,
    options.userAgent,
  ])
}
