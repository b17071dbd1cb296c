import type { PayloadRequest } from 'payload'
import { and, asc, eq, exists, inArray, isNotNull, sql, type Placeholder } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { ServiceSlug } from '#content-schema'
import { isInsurance } from '../services/catalogue.ts'
import { preparedRead } from '../database/session.ts'
import { merchant_logos, merchants, merchants_cap_coperti, merchants_texts } from '../database/schema.ts'
import { collectionSlugs } from '../slugs.ts'
import { uploadFileUrl } from '../storage/uploadUrl.ts'

/** A merchant as the matching rule returns it: its public card fields, and the address its notices go to. */
export type MatchedMerchant = {
  id: number
  nomeAzienda: string
  nomeCognome: string
  zonaGeografica: string
  cap: string
  citta: string | null
  telefono: string
  email: string
  disponibilitaOraria: string | null
  /** The logo's public address, as Payload's upload `url` gives it. */
  logoUrl: string | null
  servizi: ServiceSlug[]
  numeroRui: string | null
}

/**
 * The one merchant-matching rule: merchants an admin made active ('attivo') whose approved CAPs include the
 * CAP, offering the service among their approved services when one is given (proposed CAPs and services never
 * match), by company name, at most 50; for an insurance request only intermediaries with their RUI registration
 * (IVASS's register: insurance distribution is reserved to them). A lead is delivered to the merchants it finds when
 * it arrives (leads/delivery.ts), and from then on its `destinatari` decide who reads it; the offers pages, the bookings'
 * check and the hand-out of waiting leads ask the same rule.
 *
 * A read whose plan matters (1M leads, 10,000 merchants: `npm run bench`), so it is one statement on the (cap)
 * index of the approved CAPs and the (text) index of the services, with the logo's file name joined in, written
 * against Payload's generated drizzle schema, prepared once for each of its four shapes (database/session.ts); in the
 * request's transaction when it has one.
 */
export async function matchMerchants(req: PayloadRequest, criteria: MatchCriteria): Promise<MatchedMerchant[]> {
  const byService = criteria.servizio !== undefined
  const rui = criteria.rui ?? (criteria.servizio !== undefined && (await isInsurance(req, criteria.servizio)))
  const rows = await preparedRead(
    req,
    `match_merchants${byService ? '_by_service' : ''}${rui ? '_rui' : ''}`,
    (db) => matchMerchantsQuery(db, { cap: sql.placeholder('cap'), servizio: byService ? sql.placeholder('servizio') : undefined, rui }),
    { cap: criteria.cap, servizio: criteria.servizio },
  )
  return rows.map(({ logoFilename, ...merchant }) => ({
    ...merchant,
    servizi: merchant.servizi as ServiceSlug[],
    logoUrl: logoFilename ? uploadFileUrl(req.payload.config, collectionSlugs.merchantLogos, logoFilename) : null,
  }))
}

/** Payload keeps a merchant's service lists (text, hasMany) in merchants_texts, told apart by the field's path. */
const APPROVED_SERVICES = 'servizi'

/**
 * `rui`: only merchants registered on the RUI, for a request of an insurance service even when all the CAP's merchants
 * are asked (an offers page's scope=cap, its bookings); by default, when `servizio` is an insurance service (its record's
 * «Servizio assicurativo», services/catalogue.ts).
 */
export type MatchCriteria = { cap: string; servizio?: ServiceSlug; rui?: boolean }

/**
 * The rule's statement on a drizzle handle (the request's transaction; `npm run bench` explains it on its own), with the
 * CAP and the service as values or as placeholders of a prepared statement; `rui` as matchMerchants decided it.
 */
export function matchMerchantsQuery(db: Pick<NodePgDatabase, 'select'>, criteria: { cap: string | Placeholder; servizio?: ServiceSlug | Placeholder; rui?: boolean }) {
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
      servizi: sql<string[]>`coalesce((select array_agg(${merchants_texts.text} order by ${merchants_texts.order}) from ${merchants_texts} where ${merchants_texts.parent} = ${merchants.id} and ${merchants_texts.path} = ${APPROVED_SERVICES}), '{}')`,
    })
    .from(merchants)
    .leftJoin(merchant_logos, eq(merchant_logos.id, merchants.logo))
    .where(and(eq(merchants.stato, 'attivo'), servedCap, offersService, registered))
    .orderBy(asc(merchants.nomeAzienda), asc(merchants.id))
    .limit(50)
}
