import type { Endpoint } from 'payload'
import { genericMessages } from '#content-schema'
import type { LiveEvent } from '../../lib/liveChannel.ts'
import { subscribeLive } from '../../lib/liveUpdates.ts'
import { rejectNonAdmin } from './requireAdmin.ts'

const HEARTBEAT_MS = 15_000

/**
 * GET /api/admin/live — server-sent events for the admin area: one `change` event with
 * {collection, id, op} for every create, update or delete of client requests, contact requests,
 * merchants and bookings, committed by any web process. A comment line every 15 s keeps proxies from
 * closing an idle stream. Admins only.
 */
export const liveEndpoint: Endpoint = {
  path: '/admin/live',
  method: 'get',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    const encoder = new TextEncoder()
    let send: (text: string) => void = () => undefined
    let unsubscribe: () => void
    try {
      unsubscribe = await subscribeLive((event: LiveEvent) => send(`event: change\ndata: ${JSON.stringify(event)}\n\n`))
    } catch {
      // No LISTEN connection: the island falls back to polling.
      return Response.json({ error: genericMessages.unavailable }, { status: 503, headers: { 'Retry-After': '10' } })
    }
    let heartbeat: ReturnType<typeof setInterval> | undefined
    let closed = false
    const close = () => {
      if (closed) return
      closed = true
      clearInterval(heartbeat)
      unsubscribe()
    }
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => {
          if (closed) return
          try {
            controller.enqueue(encoder.encode(text))
          } catch {
            close()
          }
        }
        send('retry: 3000\n: connesso\n\n')
        heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS)
        req.signal?.addEventListener('abort', () => {
          close()
          try {
            controller.close()
          } catch {
            // Already closed by the client going away.
          }
        })
      },
      cancel: close,
    })
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'private, no-store, no-transform',
        'X-Accel-Buffering': 'no',
      },
    })
  },
}
