import { parseLiveEvent, type LiveEvent } from '#content-schema'
import { listenConnection, type ListenConnection } from '../database/listen.ts'
import { ADMIN_LIVE_CHANNEL } from './channel.ts'

type Subscription = { channel: string; message: (payload: string) => void; connected?: () => void }

const subscriptions = new Set<Subscription>()
let client: ListenConnection | undefined
/** The channels `client` listens on. */
let listened = new Set<string>()
let connecting: Promise<ListenConnection> | undefined
let retry: ReturnType<typeof setTimeout> | undefined

const channelsWanted = () => new Set([...subscriptions].map((subscription) => subscription.channel))

/** Drops a connection that failed or ended by itself, and opens another while someone still listens. */
function lost(which: ListenConnection, error?: Error): void {
  if (client !== which) return
  client = undefined
  listened = new Set()
  console.error('[listen] LISTEN connection lost, reconnecting', error?.message ?? '')
  void which.end().catch(() => undefined)
  scheduleRetry()
}

function scheduleRetry(): void {
  if (subscriptions.size === 0 || retry) return
  retry = setTimeout(() => {
    retry = undefined
    connect().catch((error: unknown) => {
      console.error('[listen] cannot connect, retrying', error instanceof Error ? error.message : error)
      scheduleRetry()
    })
  }, 1000)
}

function connect(): Promise<ListenConnection> {
  if (client) return Promise.resolve(client)
  connecting ??= (async () => {
    const next = listenConnection({
      notification: (channel, payload) => {
        for (const subscription of subscriptions) if (subscription.channel === channel) subscription.message(payload)
      },
      lost: (error) => lost(next, error),
    })
    try {
      await next.connect()
      const channels = channelsWanted()
      for (const channel of channels) await next.listen(channel)
      listened = channels
    } catch (error) {
      void next.end().catch(() => undefined)
      throw error
    }
    client = next
    // What was announced while no connection listened is lost: each subscriber catches up in its own way.
    for (const subscription of subscriptions) subscription.connected?.()
    return next
  })().finally(() => {
    connecting = undefined
  })
  return connecting
}

/**
 * Listens to a NOTIFY channel on the process's one LISTEN connection (database/listen.ts), shared by every subscriber
 * of every channel (a connection per admin tab would exhaust the database's connection limit, and the site's cache
 * needs one too): opened with the first subscriber, closed with the last, re-opened a second after it drops while
 * someone listens. `connected` runs after each (re)connection. `ready` settles once the connection listens on the
 * channel (rejected when it cannot be opened now; a retry follows); `stop` ends this subscription.
 */
export function listenTo(channel: string, message: (payload: string) => void, connected?: () => void): { ready: Promise<void>; stop: () => Promise<void> } {
  const subscription: Subscription = { channel, message, connected }
  subscriptions.add(subscription)
  const ready = connect().then(async (current) => {
    if (listened.has(channel) || client !== current) return
    await current.listen(channel)
    listened.add(channel)
  })
  ready.catch(() => scheduleRetry())
  const stop = async () => {
    subscriptions.delete(subscription)
    const current = client
    if (!current) return
    if (subscriptions.size === 0) {
      // The last subscriber left: give the connection back instead of holding it idle.
      client = undefined
      listened = new Set()
      clearTimeout(retry)
      retry = undefined
      await current.end().catch(() => undefined)
    } else if (!channelsWanted().has(channel) && listened.delete(channel)) {
      await current.unlisten(channel).catch(() => undefined)
    }
  }
  return { ready, stop }
}

/** Registers a listener for every admin live event (content-schema's LiveEventSchema; anything else is left out); returns the function that removes it. */
export async function subscribeLive(listener: (event: LiveEvent) => void): Promise<() => void> {
  const subscription = listenTo(ADMIN_LIVE_CHANNEL, (payload) => {
    const event = parseLiveEvent(payload)
    if (event) listener(event)
  })
  try {
    await subscription.ready
  } catch (error) {
    await subscription.stop()
    throw error
  }
  return () => void subscription.stop()
}
