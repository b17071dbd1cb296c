import type { CollectionAfterChangeHook } from 'payload'
import type { ClientRequest } from '../../../payload-types.ts'
import { productMetrics } from '../../../../platform/metrics.ts'

/** `casaconfronta_leads_created_total` on /metrics (platform/metrics.ts): one per lead created, none for an update. */
export const countLeadCreated: CollectionAfterChangeHook<ClientRequest> = ({ operation }) => {
  if (operation === 'create') productMetrics().leadsCreated.inc()
}
