import type { CollectionConfig } from 'payload'
import { serverTrailAccess } from '../access/adminOnlyAccess.ts'
import { hiddenFromNonAdmins } from '../access/isAdmin.ts'

/**
 * The jobs queue, visible read-only to admins in /admin: an e-mail that keeps failing stays here with its
 * error, attempt count and next retry, so an admin sees what did not go out. Only the runner writes to it.
 */
export function jobsCollection({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  return {
    ...defaultJobsCollection,
    labels: { singular: 'Invio in coda', plural: 'Coda invii (email)' },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Sistema',
      hidden: hiddenFromNonAdmins,
      defaultColumns: ['taskSlug', 'hasError', 'totalTried', 'completedAt', 'waitUntil', 'createdAt'],
      description: 'Email in invio. Un invio fallito viene ritentato con attese crescenti; dopo l’ultimo tentativo resta qui con l’errore.',
    },
    access: serverTrailAccess,
  }
}
