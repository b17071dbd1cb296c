import type { PayloadRequest } from 'payload'
import type { MerchantState, ServiceSlug } from '#content-schema'
import { hasRole } from './hasRole.ts'

/** What the access rules need of the signed-in merchant: its state and what an admin approved for it. */
export type OwnMerchant = { id: number; stato: MerchantState; capCoperti: string[]; servizi: ServiceSlug[] }

/**
 * The signed-in merchant's own profile, read once per request and remembered on it, because several access
 * rules of one request need it. Null for anyone else or a merchant with no profile.
 */
export async function ownMerchant(req: PayloadRequest): Promise<OwnMerchant | null> {
  if (!req.user || !hasRole(req.user, 'merchant')) return null
  const cached = req.context.ownMerchant as OwnMerchant | null | undefined
  if (cached !== undefined) return cached
  // A system read: the rule itself decides what the merchant may see from this profile.
  const found = await req.payload.find({
    collection: 'merchants',
    where: { user: { equals: req.user.id } },
    select: { stato: true, capCoperti: true, servizi: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const doc = found.docs[0]
  const profile: OwnMerchant | null = doc
    ? {
        id: doc.id,
        stato: doc.stato,
        capCoperti: (doc.capCoperti ?? []).map((row) => row.cap),
        servizi: (doc.servizi ?? []) as ServiceSlug[],
      }
    : null
  req.context.ownMerchant = profile
  return profile
}

/** The signed-in merchant's profile when an admin approved it and it is not suspended; null otherwise. */
export async function activeOwnMerchant(req: PayloadRequest): Promise<OwnMerchant | null> {
  const profile = await ownMerchant(req)
  return profile?.stato === 'attivo' ? profile : null
}
