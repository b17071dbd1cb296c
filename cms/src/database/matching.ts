import type { PayloadRequest } from 'payload'
import { and, asc, eq, exists, inArray, isNotNull, sql, type Placeholder } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { ServiceSlug } from '#content-schema'
import { merchant_logos, merchants, merchants_cap_coperti, merchants_texts } from './schema.ts'
import { preparedRead } from './session.ts'

/** Payload keeps a merchant's service lists (text, hasMany) in merchants_texts, told apart by the field's path. */
const APPROVED_SERVICES = 'servizi'

/**
 * The statement of the one merchant-matching rule (leads/matching.ts) on a drizzle handle (the request's transaction;
 * `npm run bench` explains it on its own), with the CAP and the service as values or as placeholders of a prepared
 * statement; `rui` as matchMerchants decided it. A read whose plan matters (1M leads, 10,000 merchants: `npm run
 * bench`): one statement on the (cap) index of the approved CAPs and the (text) index of the services, with the logo's
 * file name joined in.
 */
export function matchMerchantsQuery(db: Pick<NodePgDatabase, 'select'>, criteria: { cap: string | Placeholder; servizio?: ServiceSlug | Placeholder; rui?: boolean }) {
  // A read whose plan matters: the (cap) index of the approved CAPs, the (parent, path, text) index of the services.
  const servedCap = inArray(merchants.id, db.select({ id: merchants_cap_coperti._parentID }).from(merchants_cap_coperti).where(eq(merchants_cap_coperti.cap, criteria.cap)))
  const offersService = criteria.servizio
    ? exists(
        db
          .select({ one: sql`1` })
          .from(merchants_texts)
          .where(and(eq(merchants_texts.parent, merchants.id), eq(merchants_texts.path, APPROVED_SERVICES), eq(merchants_texts.text, criteria.servizio))),
      )
    : undefined
  const registered = criteria.rui ? isNotNull(merchants.numeroRui) : undefined
  return db
    .select({
      id: merchants.id,
      nomeAzienda: merchants.nomeAzienda,
      nomeCognome: merchants.nomeCognome,
      zonaGeografica: merchants.zonaGeografica,
      cap: merchants.cap,
      citta: merchants.citta,
      telefono: merchants.telefono,
      email: merchants.email,
      disponibilitaOraria: merchants.disponibilitaOraria,
      numeroRui: merchants.numeroRui,
      logoFilename: merchant_logos.filename,
      servizi: sql<string[]>`coalesce((select array_agg(${merchants_texts.text} order by ${merchants_texts.order}) from ${merchants_texts} where ${merchants_texts.parent} = ${merchants.id} and ${merchants_texts.path} = ${APPROVED_SERVICES}), '{}')`.as('servizi'),
    })
    .from(merchants)
    .leftJoin(merchant_logos, eq(merchant_logos.id, merchants.logo))
    .where(and(eq(merchants.stato, 'attivo'), servedCap, offersService, registered))
    .orderBy(asc(merchants.nomeAzienda), asc(merchants.id))
    .limit(50)
}

/** Which of the rule's four statements a request needs: by service or not, RUI-registered only or not. */
export type MatchShape = { byService: boolean; rui: boolean }

/** The rule's statement of a shape with the CAP and the service as placeholders (`cap`, `servizio`), and its name when prepared. */
export const matchStatement = (db: NodePgDatabase, shape: MatchShape) =>
  matchMerchantsQuery(db, { cap: sql.placeholder('cap'), servizio: shape.byService ? sql.placeholder('servizio') : undefined, rui: shape.rui })

/** The ids the matching rule's statement of that shape finds, as an int[] for reads about the found merchants. */
export function matchedIds(db: NodePgDatabase, shape: MatchShape) {
  const matched = matchStatement(db, shape).as('matched_ids')
  return sql`array(select ${matched.id} from ${matched})`
}

export const matchStatementName = (shape: MatchShape) => `match_merchants${shape.byService ? '_by_service' : ''}${shape.rui ? '_rui' : ''}`

/**
 * The matching rule's rows for a CAP (and a service when given; only RUI-registered merchants when `rui`), prepared once
 * for each of its four shapes (preparedRead): every offers page asks it, and building the statement cost the web
 * process more than running it (docs/performance.md); tests/integration/platform/prepared-reads.test.ts compares it with
 * Payload's read of the same merchants. In the request's transaction when it has one.
 */
export async function matchedMerchantRows(req: PayloadRequest, criteria: { cap: string; servizio?: ServiceSlug; rui: boolean }) {
  const shape = { byService: criteria.servizio !== undefined, rui: criteria.rui }
  // Prepared read of every offers page, one per shape: building the statement cost more than running it (parity-tested).
  return preparedRead(req, matchStatementName(shape), (db) => matchStatement(db, shape), { cap: criteria.cap, servizio: criteria.servizio })
}
