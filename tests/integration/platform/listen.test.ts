import { afterAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { LiveEvent } from '#content-schema'
import { ADMIN_LIVE_CHANNEL } from '../../../cms/src/live/channel.ts'
import { LISTEN_APPLICATION_NAME } from '../../../cms/src/database/listen.ts'
import { listenTo, subscribeLive } from '../../../cms/src/live/listener.ts'
import { SITE_CACHE_CHANNEL } from '../../../platform/cacheTags.ts'
import { payload } from '../support/helpers.ts'

/** The process's LISTEN connections to this test's database. */
async function listenConnections(): Promise<number> {
  const { rows } = await (await payload()).db.drizzle.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`)
  return (rows[0] as { n: number }).n
}

const notify = async (channel: string, text: string) => (await payload()).db.drizzle.execute(sql`select pg_notify(${channel}, ${text})`)

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 20))
}

const stops: (() => unknown)[] = []
afterAll(async () => {
  for (const stop of stops) await stop()
})

describe('one LISTEN connection per process (cms/src/live/listener.ts)', () => {
  it('carries the site cache’s notices and the live events on one connection, and closes it with the last subscriber', async () => {
    const cache: string[] = []
    const live: LiveEvent[] = []
    const cacheListener = listenTo(SITE_CACHE_CHANNEL, (text) => cache.push(text))
    stops.push(cacheListener.stop)
    await cacheListener.ready
    const unsubscribe = await subscribeLive((event) => live.push(event))
    stops.push(unsubscribe)
    expect(await listenConnections()).toBe(1)

    await notify(SITE_CACHE_CHANNEL, JSON.stringify(['page:/']))
    await notify(ADMIN_LIVE_CHANNEL, JSON.stringify({ collection: 'bookings', id: 7, op: 'update' }))
    await until(() => cache.length === 1 && live.length === 1)
    expect(cache).toEqual(['["page:/"]'])
    expect(live).toEqual([{ collection: 'bookings', id: 7, op: 'update' }])

    // The last live stream gone, the cache still listens on the same connection.
    unsubscribe()
    await notify(ADMIN_LIVE_CHANNEL, JSON.stringify({ collection: 'bookings', id: 8, op: 'update' }))
    await notify(SITE_CACHE_CHANNEL, JSON.stringify(['page:/luce-gas']))
    await until(() => cache.length === 2)
    expect(live).toHaveLength(1)
    expect(await listenConnections()).toBe(1)

    await cacheListener.stop()
    await until(async () => (await listenConnections()) === 0)
    expect(await listenConnections()).toBe(0)
  })

  it('passes on only events of the one shape (content-schema LiveEventSchema)', async () => {
    const live: LiveEvent[] = []
    const unsubscribe = await subscribeLive((event) => live.push(event))
    stops.push(unsubscribe)
    await notify(ADMIN_LIVE_CHANNEL, 'non json')
    await notify(ADMIN_LIVE_CHANNEL, JSON.stringify({ collection: 'users', id: 1, op: 'update' }))
    await notify(ADMIN_LIVE_CHANNEL, JSON.stringify({ collection: 'reviews', id: 3, op: 'delete' }))
    await until(() => live.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(live).toEqual([{ collection: 'reviews', id: 3, op: 'delete' }])
    unsubscribe()
  })
})
