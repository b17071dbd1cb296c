import type { PayloadHandler, SanitizedConfig } from 'payload'
import { isAdmin } from './isAdmin.ts'
import { isStaff } from './isStaff.ts'
import { nobody } from './nobody.ts'

/**
 * DELETE /api/payload-preferences/:key for the signed-in user. Payload's own handler deletes with a query on the
 * polymorphic `user` relationship that the PostgreSQL adapter turns into invalid SQL (a 500 for every call);
 * finding the document first with the same query, which the adapter gets right, and deleting it by id does not.
 */
const deleteOwnPreference: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
  const found = await req.payload.db.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: String(req.routeParams?.key ?? '') } },
        { 'user.value': { equals: req.user.id } },
        { 'user.relationTo': { equals: req.user.collection } },
      ],
    },
    limit: 1,
    pagination: false,
    req,
  })
  const own = found.docs[0]
  if (!own) return Response.json({ errors: [{ message: req.t('general:notFound') }] }, { status: 404 })
  await req.payload.db.deleteOne({ collection: 'payload-preferences', where: { id: { equals: own.id } }, req })
  return Response.json({ ...own, message: req.t('general:deletedSuccessfully') }, { status: 200 })
}

/**
 * Payload adds some collections and globals of its own while it sanitises the config (after plugins run) and
 * gives those without rules its default: any signed-in user. Here that let a merchant list, forge and clear the
 * staff's edit locks (which admin is editing which lead), read the migrations, and rewrite the jobs runner's
 * schedule record (`payload-jobs-stats`). Payload itself reaches all three through the database adapter, past
 * access control, so these rules only shut out people.
 */
export function restrictPayloadInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, read: isStaff, create: isStaff, update: isStaff, delete: isStaff }
    }
    if (collection.slug === 'payload-migrations') {
      collection.access = { ...collection.access, read: isAdmin, create: nobody, update: nobody, delete: nobody }
    }
    if (collection.slug === 'payload-preferences' && Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((endpoint) =>
        endpoint.method === 'delete' && endpoint.path === '/:key' ? { ...endpoint, handler: deleteOwnPreference } : endpoint,
      )
    }
  }
  for (const global of config.globals) {
    if (global.slug === 'payload-jobs-stats') global.access = { ...global.access, read: isAdmin, update: nobody }
  }
  return config
}
