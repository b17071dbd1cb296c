import { EventEmitter } from 'node:events'
import type http from 'node:http'
import { describe, expect, it } from 'vitest'
import { RENDERS_AT_ONCE_PER_ADDRESS, takeRenderSlot } from '../../server/renderLimit.ts'

/** A response as far as the slots see it: something that closes. */
const response = () => new EventEmitter() as unknown as http.ServerResponse

describe('renders in progress per address', () => {
  it('refuses one more than RENDERS_AT_ONCE_PER_ADDRESS at once, frees a slot when a response closes, and keeps addresses apart', () => {
    const open = Array.from({ length: RENDERS_AT_ONCE_PER_ADDRESS }, () => response())
    for (const res of open) expect(takeRenderSlot('203.0.113.7', res)).toBe(true)
    expect(takeRenderSlot('203.0.113.7', response())).toBe(false)
    // Another visitor is not held back by the first.
    const other = response()
    expect(takeRenderSlot('203.0.113.8', other)).toBe(true)
    open[0]!.emit('close')
    const next = response()
    expect(takeRenderSlot('203.0.113.7', next)).toBe(true)
    expect(takeRenderSlot('203.0.113.7', response())).toBe(false)
    for (const res of [...open.slice(1), next, other]) res.emit('close')
    expect(takeRenderSlot('203.0.113.7', response())).toBe(true)
  })
})
