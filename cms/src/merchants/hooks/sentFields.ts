import type { PayloadRequest } from 'payload'

/**
 * Whether the request itself carried this field. By the time collection hooks run, Payload has filled every
 * field the request left out with the stored value, so `data` cannot tell "asked for these services" from
 * "did not mention them"; the body (req.data) can. Without a body (Local API) everything in `data` counts.
 */
export function sentField(req: PayloadRequest, data: Record<string, unknown>, field: string): boolean {
  const body = req.data
  if (body && typeof body === 'object') return field in body
  return data[field] !== undefined
}
