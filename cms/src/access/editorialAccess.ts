import type { CollectionConfig } from 'payload'
import { isStaff, isStaffRequest } from './isStaff.ts'
import { publishedOrStaff } from './publishedOrStaff.ts'

/**
 * The site's editorial content (pages, services, legal pages, FAQs, testimonials, partner logos): everyone reads
 * what is published, editors and admins open it in the admin, read its drafts and versions, and change it.
 */
export const editorialAccess = {
  admin: isStaffRequest,
  read: publishedOrStaff,
  readVersions: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
} satisfies CollectionConfig['access']
