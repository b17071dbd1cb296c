import type { Endpoint } from 'payload'
import { ownMerchant } from '../../../access/merchantProfile.ts'
import { collectionSlugs } from '../../../slugs.ts'

/**
 * GET /api/merchants/me → { doc: Merchant | null } for the signed-in merchant (401 otherwise). The area needs
 * its own profile, and `user` cannot be queried by merchants (its read access depends on the document).
 */
export const ownProfile: Endpoint = {
  path: '/me',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Accesso richiesto.' }] }, { status: 401 })
    const own = await ownMerchant(req)
    const doc = own
      ? await req.payload.findByID({ collection: collectionSlugs.merchants, id: own.id, depth: 1, user: req.user, overrideAccess: false, req })
      : null
    return Response.json({ doc }, { headers: { 'Cache-Control': 'private, no-store' } })
  },
}
