import type { PayloadRequest } from 'payload'
import { genericMessages, type LiveEvent } from '#content-schema'
import { subscribeLive } from './listener.ts'

const HEARTBEAT_MS = 15_000

/** What a stream does with one event: pass it on, leave it out, or end the stream (its reader lost the right to it). */
export type LiveDecision = 'send' | 'skip' | 'close'

/**
 * A server-sent events answer carrying the process's live events (live/listener.ts, one LISTEN
 * connection for every stream) as `change` events of {collection, id, op}. `decide`, when given, is asked about
 * each event in turn (one at a time, so they keep their order); an event it fails on is left out. A comment
 * line every 15 s keeps proxies from closing an idle stream. 503 when no LISTEN connection can be opened: the
 * islands fall back to polling.
 */
export async function liveEventStream(req: PayloadRequest, decide?: (event: LiveEvent) => Promise<LiveDecision>): Promise<Response> {
  const encoder = new TextEncoder()
  let send: (text: string) => void = () => undefined
  let end: () => void = () => undefined
  let pending = Promise.resolve()
  const deliver = (event: LiveEvent) => send(`event: change\ndata: ${JSON.stringify(event)}\n\n`)
  let unsubscribe: () => void
  try {
    unsubscribe = await subscribeLive((event) => {
      if (!decide) return deliver(event)
      pending = pending.then(async () => {
        const decision = await decide(event).catch((error: unknown) => {
          console.error('[live] could not check an event for a stream', error instanceof Error ? error.message : error)
          return 'skip' as const
        })
        if (decision === 'send') deliver(event)
        else if (decision === 'close') end()
      })
    })
  } catch {
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
      end = () => {
        close()
        try {
          controller.close()
        } catch {
          // Already closed by the client going away.
        }
      }
      send('retry: 3000\n: connesso\n\n')
      heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS)
      req.signal?.addEventListener('abort', end)
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
}
