import type { Endpoint } from 'payload'
import { merchantCountsEndpoint } from './counts.ts'
import { merchantLiveEndpoint } from './live.ts'
import { merchantResponseTimeEndpoint } from './responseTime.ts'

/** The merchant area's endpoints under /api/merchant/*; each answers only the signed-in active merchant. */
export const merchantEndpoints: Endpoint[] = [merchantResponseTimeEndpoint, merchantCountsEndpoint, merchantLiveEndpoint]
