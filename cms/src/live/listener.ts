import pg from 'pg'
import { parseLiveEvent, type LiveEvent } from '#content-schema'
import { ADMIN_LIVE_CHANNEL } from './channel.ts'

/** How the process's LISTEN connection names itself to PostgreSQL (pg_stat_activity). */
export const LISTEN_APPLICATION_NAME = 'casaconfronta-listen'

type Subscription = { channel: string; message: (payload: string) => void; connected?: () => void }

const subscriptions = new Set<Subscription>()
let client: pg.Client | undefined
/** The channels `client` listens on. */
let listened = new Set<string>()
let connecting: Promise<pg.Client> | undefined
let retry: ReturnType<typeof setTimeout> | undefined

const channelsWanted = () => new Set([...subscriptions].map((subscription) => subscription.channel))

/** Drops a connection that failed or ended by itself, and opens another while someone still listens. */
function lost(which: pg.Client, error?: Error): void {
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

function connect(): Promise<pg.Client> {
  if (client) return Promise.resolve(client)
  connecting ??= (async () => {
    const next = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: LISTEN_APPLICATION_NAME })
    next.on('notification', (message) => {
      for (const subscription of subscriptions) if (subscription.channel === message.channel) subscription.message(message.payload ?? '')
    })
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next))
    try {
      await next.connect()
      const channels = channelsWanted()
      // The channels are the product's constants (never a visitor's text): LISTEN takes no parameter.
      for (const channel of channels) await next.query(`LISTEN ${channel}`)
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
 * Listens to a NOTIFY channel on the process's one LISTEN connection, shared by every subscriber of every channel
 * (a connection per admin tab would exhaust the database's connection limit, and the site's cache needs one too):
 * opened with the first subscriber, closed with the last, re-opened a second after it drops while someone listens.
 * `connected` runs after each (re)connection. `ready` settles once the connection listens on the channel (rejected
 * when it cannot be opened now; a retry follows); `stop` ends this subscription.
 */
export function listenTo(channel: string, message: (payload: string) => void, connected?: () => void): { ready: Promise<void>; stop: () => Promise<void> } {
  const subscription: Subscription = { channel, message, connected }
  subscriptions.add(subscription)
  const ready = connect().then(async (current) => {
    if (listened.has(channel) || client !== current) return
    await current.query(`LISTEN ${channel}`)
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
      await current.query(`UNLISTEN ${channel}`).catch(() => undefined)
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
