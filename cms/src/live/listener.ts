import pg from 'pg'
import { ADMIN_LIVE_CHANNEL, type LiveEvent } from './channel.ts'

type Listener = (event: LiveEvent) => void

const listeners = new Set<Listener>()
let client: pg.Client | undefined
let connecting: Promise<void> | undefined

/**
 * One LISTEN connection per process, opened with the first subscriber and shared by every open stream
 * (a connection per admin tab would exhaust the database's connection limit). When it drops, it
 * reconnects while someone is still listening.
 */
function ensureListening(): Promise<void> {
  if (client) return Promise.resolve()
  connecting ??= (async () => {
    const next = new pg.Client({ connectionString: process.env.DATABASE_URL })
    next.on('notification', (message) => {
      let event: LiveEvent
      try {
        event = JSON.parse(message.payload ?? '') as LiveEvent
      } catch {
        return
      }
      for (const listener of listeners) listener(event)
    })
    next.on('error', (error) => {
      console.error('[admin-live] listener lost its connection', error.message)
      if (client === next) client = undefined
      void next.end().catch(() => undefined)
      if (listeners.size > 0) setTimeout(() => void ensureListening().catch(() => undefined), 1000)
    })
    await next.connect()
    await next.query(`LISTEN ${ADMIN_LIVE_CHANNEL}`)
    client = next
  })().finally(() => {
    connecting = undefined
  })
  return connecting
}

/** Registers a listener for every admin live event; returns the function that removes it. */
export async function subscribeLive(listener: Listener): Promise<() => void> {
  listeners.add(listener)
  try {
    await ensureListening()
  } catch (error) {
    listeners.delete(listener)
    throw error
  }
  return () => {
    listeners.delete(listener)
    // The last stream closed: give the connection back instead of holding it idle.
    if (listeners.size === 0 && client) {
      const current = client
      client = undefined
      void current.end().catch(() => undefined)
    }
  }
}
