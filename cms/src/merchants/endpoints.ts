import type { Endpoint } from 'payload'
import { merchantCountsEndpoint } from './countsEndpoint.ts'
import { merchantLiveEndpoint } from './liveEndpoint.ts'
import { merchantLeadsEndpoint } from './leadsEndpoint.ts'
import { merchantCallbacksIcsEndpoint } from './callbacksIcsEndpoint.ts'
import { merchantResponseTimeEndpoint } from './responseTimeEndpoint.ts'
import { teamInviteEndpoint } from './teamInvite.ts'

/** The merchant area's endpoints under /api/merchant/*; each answers only the signed-in active merchant (its owner, or a team member's account where it reads leads). */
export const merchantEndpoints: Endpoint[] = [merchantResponseTimeEndpoint, merchantCountsEndpoint, merchantLiveEndpoint, merchantLeadsEndpoint, merchantCallbacksIcsEndpoint, teamInviteEndpoint]
