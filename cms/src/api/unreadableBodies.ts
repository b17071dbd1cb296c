import { addDataAndFileToRequest, type Endpoint, type PayloadRequest, type SanitizedConfig } from 'payload'
import { genericMessages } from '#content-schema'

/**
 * Payload reads a multipart body inside each of its endpoints and reports a body it cannot read (a form cut
 * short, no boundary, a `_payload` field that is not JSON) as a 500, even on the sign-in, password and
 * verification endpoints anyone may call. Here every endpoint first reads a copy of such a body the same way
 * and answers 400 when that fails; the endpoint then reads the original as before.
 */
async function unreadable(req: PayloadRequest): Promise<boolean> {
  const [type] = (req.headers.get('content-type') ?? '').split(';', 1)
  if (!type?.includes('multipart/') || !req.body || typeof req.clone !== 'function') return false
  const copy = Object.assign(req.clone(), { payload: req.payload, routeParams: req.routeParams }) as PayloadRequest
  try {
    await addDataAndFileToRequest(copy)
    return false
  } catch (error) {
    return (error as { status?: number }).status === undefined || (error as { status: number }).status >= 500
  }
}

function guarded<E extends Endpoint>(endpoint: E): E {
  return {
    ...endpoint,
    handler: async (req: PayloadRequest) => {
      if (await unreadable(req)) return Response.json({ errors: [{ message: genericMessages.invalidRequest }] }, { status: 400 })
      return endpoint.handler(req)
    },
  }
}

export function refuseUnreadableBodies(config: SanitizedConfig): SanitizedConfig {
  if (Array.isArray(config.endpoints)) config.endpoints = config.endpoints.map(guarded) as typeof config.endpoints
  for (const collection of config.collections) {
    if (Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.map(guarded)
  }
  for (const global of config.globals) {
    if (Array.isArray(global.endpoints)) global.endpoints = global.endpoints.map(guarded)
  }
  return config
}
