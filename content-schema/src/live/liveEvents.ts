import { z } from '../z.ts'

// The live side of the admin's and the merchants' areas: a record changed, announced by the collections' hooks
// (cms/src/live/publish.ts), carried to every web process by PostgreSQL NOTIFY and to the open areas as server-sent
// `change` events (cms/src/live/stream.ts). One shape, parsed where it is read: the server and the islands.

export const liveCollections = ['client-requests', 'contact-requests', 'merchants', 'bookings', 'lead-statuses', 'lead-objections', 'lead-returns', 'lead-notes', 'consents', 'reviews'] as const
export type LiveCollection = (typeof liveCollections)[number]

/** One change: which record of which collection, and what happened to it. */
export const LiveEventSchema = z.object({
  collection: z.enum(liveCollections),
  id: z.union([z.number(), z.string()]),
  op: z.enum(['create', 'update', 'delete']),
})
export type LiveEvent = z.infer<typeof LiveEventSchema>

/** An event as it arrives (a NOTIFY payload, a server-sent event's data), or null for anything not shaped like one. */
export function parseLiveEvent(text: string | null | undefined): LiveEvent | null {
  try {
    return LiveEventSchema.safeParse(JSON.parse(text ?? '')).data ?? null
  } catch {
    return null
  }
}
