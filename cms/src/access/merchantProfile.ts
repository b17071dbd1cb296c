import type { PayloadRequest } from 'payload'
import type { ServiceSlug } from '#content-schema'
import { hasRole } from './hasRole.ts'

export type OwnMerchant = { id: number; cap: string; servizi: ServiceSlug[] }

/**
 * The signed-in merchant's own profile (id, CAP, services), read once per request and remembered on it,
 * because several access rules of one request need it. Null for anyone else or a merchant with no profile.
 */
export async function ownMerchant(req: PayloadRequest): Promise<OwnMerchant | null> {
  if (!req.user || !hasRole(req.user, 'merchant')) return null
  const cached = req.context.ownMerchant as OwnMerchant | null | undefined
  if (cached !== undefined) return cached
  // A system read: the rule itself decides what the merchant may see from this profile.
  const found = await req.payload.find({
    collection: 'merchants',
    where: { user: { equals: req.user.id } },
    select: { cap: true, servizi: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const doc = found.docs[0]
  const profile = doc ? { id: doc.id, cap: doc.cap, servizi: (doc.servizi ?? []) as ServiceSlug[] } : null
  req.context.ownMerchant = profile
  return profile
}
