import type { CollectionConfig } from 'payload'
import { isStaff, isStaffRequest } from './isStaff.ts'
import { nobody } from './nobody.ts'

/**
 * Data only the server's import writes (ARERA's daily catalogues and their offers): editors and admins open and read it
 * in the admin; no one, admins included, changes it through the API.
 */
export const importedDataAccess = {
  admin: isStaffRequest,
  read: isStaff,
  create: nobody,
  update: nobody,
  delete: nobody,
} satisfies CollectionConfig['access']
