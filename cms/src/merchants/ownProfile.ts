import type { Endpoint } from 'payload'
import { ownMerchant } from './access/merchantProfile.ts'
import { collectionSlugs } from '../slugs.ts'
import { noStore } from '../api/publicWrite.ts'

/**
 * GET /api/merchants/me → { doc: Merchant | null, member: { id, nome } | null } for the signed-in merchant (401
 * otherwise). The area needs its own profile, and `user` cannot be queried by merchants (its read access depends on the
 * document). A team member's own account gets its team's profile as it may read it (an active one) and its member
 * record's name, so the area shows it the leads assigned to it and nothing of the owner's.
 */
export const ownProfile: Endpoint = {
  path: '/me',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Accesso richiesto.' }] }, { status: 401 })
    const own = await ownMerchant(req)
    const doc = own
      ? await req.payload.findByID({ collection: collectionSlugs.merchants, id: own.id, depth: 1, user: req.user, overrideAccess: false, disableErrors: true, req })
      : null
    const member =
      own?.member != null
        ? await req.payload.findByID({ collection: collectionSlugs.teamMembers, id: own.member, select: { nome: true }, depth: 0, overrideAccess: true, req })
        : null
    return Response.json({ doc, member: member ? { id: member.id, nome: member.nome } : null }, { headers: noStore })
  },
}
