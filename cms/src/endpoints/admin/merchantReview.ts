import type { Endpoint, PayloadRequest } from 'payload'
import {
  genericMessages,
  isValidPartitaIva,
  MerchantReviewActionSchema,
  merchantReviewFrom,
  merchantVettingMessages,
  type MerchantReview,
  type MerchantReviewAction,
  type MerchantReviewList,
  type ServiceSlug,
} from '#content-schema'
import type { Merchant } from '../../../payload-types.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { collectionSlugs } from '../../slugs.ts'
import { MERCHANT_DECISION_CONTEXT } from '../../collections/Merchants/hooks/validateProfile.ts'
import { adminError, noStore, readAdminJson, rejectNonAdmin } from './requireAdmin.ts'



const caps = (rows: Merchant['capCoperti']) => (rows ?? []).map((row) => row.cap)

function toReview(doc: Merchant): MerchantReview {
  return {
    id: doc.id,
    nomeAzienda: doc.nomeAzienda,
    ragioneSociale: doc.ragioneSociale ?? null,
    partitaIva: doc.partitaIva ?? null,
    partitaIvaValida: isValidPartitaIva(doc.partitaIva ?? ''),
    sede: doc.sede ?? null,
    cap: doc.cap,
    citta: doc.citta ?? null,
    email: doc.email,
    telefono: doc.telefono,
    stato: doc.stato,
    motivoRifiuto: doc.motivoRifiuto ?? null,
    servizi: (doc.servizi ?? []) as ServiceSlug[],
    serviziProposti: (doc.serviziProposti ?? []) as ServiceSlug[],
    capCoperti: caps(doc.capCoperti),
    capCopertiProposti: caps(doc.capCopertiProposti),
    attivoDal: doc.periodiAttivita?.[0]?.dal ?? null,
    updatedAt: doc.updatedAt,
  }
}

const hasProposal = (doc: Merchant) => (doc.serviziProposti?.length ?? 0) > 0 || (doc.capCopertiProposti?.length ?? 0) > 0

/** What a decision writes; the Merchants hooks add the activity periods, the e-mails and the end of sessions. */
function decisionData(action: MerchantReviewAction, doc: Merchant): Partial<Merchant> {
  switch (action.azione) {
    case 'approva':
    case 'riattiva':
      return { stato: 'attivo' }
    case 'respingi':
      return { stato: 'respinto', motivoRifiuto: action.motivo }
    case 'sospendi':
      return { stato: 'sospeso' }
    case 'approva-modifiche':
      return {
        servizi: [...new Set([...(doc.servizi ?? []), ...(doc.serviziProposti ?? [])])],
        capCoperti: [...new Set([...caps(doc.capCoperti), ...caps(doc.capCopertiProposti)])].map((cap) => ({ cap })),
        serviziProposti: [],
        capCopertiProposti: [],
      }
    case 'respingi-modifiche':
      return { serviziProposti: [], capCopertiProposti: [] }
  }
}

const asAdmin = (req: PayloadRequest) => ({ user: req.user, overrideAccess: false, depth: 0, req }) as const

/**
 * GET /api/admin/merchants/review → MerchantReviewList: the merchants that wait for an admin (in review, or
 * active with proposed services or CAPs) and those refused or suspended, with the counts the section's tabs
 * show. Admins only.
 */
export const merchantReviewListEndpoint: Endpoint = {
  path: '/admin/merchants/review',
  method: 'get',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    const found = await req.payload.find({
      collection: collectionSlugs.merchants,
      where: { stato: { in: ['in_revisione', 'attivo', 'respinto', 'sospeso'] } },
      sort: '-updatedAt',
      limit: 0,
      pagination: false,
      ...asAdmin(req),
    })
    const docs = found.docs.filter((doc) => doc.stato !== 'attivo' || hasProposal(doc))
    const body: MerchantReviewList = {
      counts: {
        inRevisione: docs.filter((doc) => doc.stato === 'in_revisione').length,
        proposte: docs.filter((doc) => doc.stato === 'attivo' && hasProposal(doc)).length,
      },
      docs: docs.map(toReview),
    }
    return Response.json(body, { headers: noStore })
  },
}

/**
 * POST /api/admin/merchants/:id/review { azione, motivo? } → MerchantReview: approve, refuse (with the reason
 * e-mailed to the merchant), suspend, re-activate, or approve / refuse its proposed services and CAPs. 400 for
 * an action its state does not allow, 404 for an unknown merchant. Admins only; one transaction.
 */
export const merchantReviewEndpoint: Endpoint = {
  path: '/admin/merchants/:id/review',
  method: 'post',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return adminError(400, genericMessages.invalidRequest)
    const read = await readAdminJson(req)
    if ('refused' in read) return read.refused
    const parsed = MerchantReviewActionSchema.safeParse(read.body)
    if (!parsed.success) return adminError(400, parsed.error.issues[0]?.message ?? merchantVettingMessages.invalidAction)
    const action = parsed.data
    try {
      return await inTransaction(req, async () => {
        const found = await req.payload.find({ collection: collectionSlugs.merchants, where: { id: { equals: id } }, limit: 1, ...asAdmin(req) })
        const doc = found.docs[0]
        if (!doc) return adminError(404, merchantVettingMessages.notFound)
        if (!merchantReviewFrom[action.azione].includes(doc.stato)) return adminError(400, merchantVettingMessages.notAllowed(doc.stato))
        if (action.azione === 'approva-modifiche' && !hasProposal(doc)) return adminError(400, merchantVettingMessages.noProposal)
        const updated = await req.payload.update({ collection: collectionSlugs.merchants, id, data: decisionData(action, doc), context: { [MERCHANT_DECISION_CONTEXT]: true }, ...asAdmin(req) })
        return Response.json(toReview(updated), { headers: noStore })
      })
    } catch (cause) {
      req.payload.logger.error({ err: cause, msg: 'admin endpoint /admin/merchants/:id/review failed' })
      return adminError(503, genericMessages.unavailable)
    }
  },
}
