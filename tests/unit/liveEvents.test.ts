import { describe, expect, it } from 'vitest'
import { liveCollections, parseLiveEvent } from '#content-schema'

describe('a live event (content-schema LiveEventSchema), as the server and the islands parse it', () => {
  it('reads a change of a live collection', () => {
    for (const collection of liveCollections) expect(parseLiveEvent(JSON.stringify({ collection, id: 4, op: 'create' }))).toEqual({ collection, id: 4, op: 'create' })
  })

  it('leaves out anything else: not JSON, another collection, another operation, no id', () => {
    for (const text of ['', 'null', '{', '[]', JSON.stringify({ collection: 'users', id: 1, op: 'update' }), JSON.stringify({ collection: 'bookings', id: 1, op: 'read' }), JSON.stringify({ collection: 'bookings', op: 'update' })]) {
      expect(parseLiveEvent(text)).toBeNull()
    }
    expect(parseLiveEvent(undefined)).toBeNull()
  })
})
