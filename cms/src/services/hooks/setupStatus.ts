import type { FieldHook } from 'payload'
import { serviceSetupMessages } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'
import { collectionSlugs } from '../../slugs.ts'

/**
 * What a service still lacks before it takes requests end to end, as its editor reads it in the admin: a published
 * questionnaire, a partner approved for it. Computed for staff only (the site's reads of services never pay for it).
 */
export const setupStatus: FieldHook = async ({ data, req }) => {
  const slug = typeof data?.slug === 'string' ? data.slug : ''
  if (!slug || !hasRole(req.user, 'admin', 'editor')) return null
  const [questionnaires, partners] = await Promise.all([
    req.payload.count({ collection: collectionSlugs.questionnaires, where: { and: [{ service: { equals: slug } }, { _status: { equals: 'published' } }] }, overrideAccess: true, req }),
    req.payload.count({ collection: collectionSlugs.merchants, where: { and: [{ stato: { equals: 'attivo' } }, { servizi: { in: [slug] } }] }, overrideAccess: true, req }),
  ])
  return [
    ...(data?.active === false ? [serviceSetupMessages.retired] : []),
    questionnaires.totalDocs > 0 ? serviceSetupMessages.questionnaire : serviceSetupMessages.noQuestionnaire,
    partners.totalDocs > 0 ? serviceSetupMessages.partners(partners.totalDocs) : serviceSetupMessages.noPartner,
  ].join('\n')
}
