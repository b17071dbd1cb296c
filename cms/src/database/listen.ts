import pg from 'pg'

/** How the process's LISTEN connection names itself to PostgreSQL (pg_stat_activity). */
export const LISTEN_APPLICATION_NAME = 'casaconfronta-listen'

/** A connection of its own that LISTENs: live/listener.ts shares one per process among its subscribers. */
export type ListenConnection = {
  connect: () => Promise<void>
  listen: (channel: string) => Promise<void>
  unlisten: (channel: string) => Promise<void>
  end: () => Promise<void>
}

/**
 * A LISTEN connection, not connected yet: `notification` gets each NOTIFY of a channel it listens on, `lost` its error
 * or its end. Outside Payload's pool: Payload has no call for LISTEN, and a pooled connection goes back to serve other
 * statements, where a listening one must stay open and idle for as long as someone listens.
 */
export function listenConnection(events: { notification: (channel: string, payload: string) => void; lost: (error?: Error) => void }): ListenConnection {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: LISTEN_APPLICATION_NAME })
  client.on('notification', (message) => events.notification(message.channel, message.payload ?? ''))
  client.on('error', (error) => events.lost(error))
  client.on('end', () => events.lost())
  return {
    connect: async () => {
      await client.connect()
    },
    // LISTEN and UNLISTEN: the channels are the product's constants (never a visitor's text), and they take no parameter.
    listen: async (channel) => {
      await client.query(`LISTEN ${channel}`)
    },
    unlisten: async (channel) => {
      await client.query(`UNLISTEN ${channel}`)
    },
    end: () => client.end(),
  }
}
