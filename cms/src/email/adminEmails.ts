import type { PayloadRequest } from 'payload'
import { collectionSlugs } from '../slugs.ts'

/** Every admin's address, for the notices the whole team must see. */
export async function adminEmails(req: PayloadRequest): Promise<string[]> {
  const admins = await req.payload.find({
    collection: collectionSlugs.users,
    where: { roles: { contains: 'admin' } },
    select: { email: true },
    depth: 0,
    limit: 50,
    pagination: false,
    // A system read: the notice goes to every admin, whoever caused it.
    overrideAccess: true,
    req,
  })
  return admins.docs.map((admin) => admin.email)
}
