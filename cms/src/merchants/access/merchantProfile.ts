import type { PayloadRequest } from 'payload'
import type { MerchantState, ServiceSlug } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'
import { relationId } from '../../fields/relationId.ts'

/**
 * What the access rules need of the signed-in partner: its state and what an admin approved for it. `member` is the
 * team member record of a member's own account (role `member`, invited by the owner): null for the owner.
 */
export type OwnMerchant = {
  id: number
  stato: MerchantState
  capCoperti: string[]
  servizi: ServiceSlug[]
  member: number | null
}

/** A user acting for a partner: its owner (role `merchant`) or a team member with an account of its own (`member`). */
export function actsForPartner(user: unknown): boolean {
  return hasRole(user, 'merchant', 'member') && !hasRole(user, 'admin')
}

/**
 * The signed-in partner's profile — its own for an owner, its team's for a member still active on that team — read
 * once per request and remembered on it, because several access rules of one request need it. Null for anyone else,
 * a merchant with no profile, or a member removed from the team.
 */
export async function ownMerchant(req: PayloadRequest): Promise<OwnMerchant | null> {
  if (!req.user || !hasRole(req.user, 'merchant', 'member')) return null
  const cached = req.context.ownMerchant as OwnMerchant | null | undefined
  if (cached !== undefined) return cached
  // System reads: the rule itself decides what the partner may see from this profile.
  let merchantId: number | null = null
  let member: number | null = null
  if (hasRole(req.user, 'merchant')) {
    const owned = await req.payload.find({
      collection: 'merchants',
      where: { user: { equals: req.user.id } },
      select: {},
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      req,
    })
    merchantId = owned.docs[0]?.id ?? null
  } else {
    const membership = await req.payload.find({
      collection: 'team-members',
      where: {
        and: [{ utente: { equals: req.user.id } }, { attivo: { equals: true } }],
      },
      select: { merchant: true },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const doc = membership.docs[0]
    if (doc) {
      member = doc.id
      merchantId = relationId(doc.merchant)
    }
  }
  const doc =
    merchantId === null
      ? undefined
      : (
          await req.payload.find({
            collection: 'merchants',
            where: { id: { equals: merchantId } },
            select: { stato: true, capCoperti: true, servizi: true },
            depth: 0,
            limit: 1,
            pagination: false,
            overrideAccess: true,
            req,
          })
        ).docs[0]
  const profile: OwnMerchant | null = doc
    ? {
        id: doc.id,
        stato: doc.stato,
        capCoperti: (doc.capCoperti ?? []).map((row) => row.cap),
        servizi: (doc.servizi ?? []) as ServiceSlug[],
        member,
      }
    : null
  req.context.ownMerchant = profile
  return profile
}

/**
 * The signed-in partner's profile when an admin approved it and it is not suspended; null otherwise. Its owner's
 * only, unless `members` lets a team member's account in too (the rules of the leads assigned to it).
 */
export async function activeOwnMerchant(req: PayloadRequest, { members = false }: { members?: boolean } = {}): Promise<OwnMerchant | null> {
  const profile = await ownMerchant(req)
  if (profile?.stato !== 'attivo') return null
  return profile.member === null || members ? profile : null
}

/**
 * The leads an owner assigned to a team member (its lead statuses' `assegnatoA`), read once per request; what a
 * member's account reads of its team's leads, bookings and notes.
 */
export async function assignedLeads(req: PayloadRequest, profile: OwnMerchant): Promise<number[]> {
  if (profile.member === null) return []
  const cached = req.context.assignedLeads as number[] | undefined
  if (cached) return cached
  const found = await req.payload.find({
    collection: 'lead-statuses',
    where: {
      and: [{ merchant: { equals: profile.id } }, { assegnatoA: { equals: profile.member } }],
    },
    select: { clientRequest: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = found.docs.map((doc) => relationId(doc.clientRequest))
  req.context.assignedLeads = ids
  return ids
}
