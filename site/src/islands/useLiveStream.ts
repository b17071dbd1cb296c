import { useEffect, useRef, useState } from 'react'
import { parseLiveEvent, type LiveCollection } from '#content-schema/live/liveEvents.ts'

export type LiveState = 'connecting' | 'live' | 'polling'

/**
 * The live side of a signed-in area (the admin's, a merchant's): the server's event stream at `url` says which
 * collection changed (`onChange`); while the stream is down, `onPoll` runs every `pollMs` until it comes back
 * (EventSource reconnects by itself). The handlers may change between renders: the latest ones are called.
 */
export function useLiveStream({ url, enabled, pollMs, onChange, onPoll }: { url: string; enabled: boolean; pollMs: number; onChange: (collection: LiveCollection) => void; onPoll: () => void }): LiveState {
  const [live, setLive] = useState<LiveState>('connecting')
  const handlers = useRef({ onChange, onPoll })
  useEffect(() => {
    handlers.current = { onChange, onPoll }
  }, [onChange, onPoll])
  useEffect(() => {
    if (!enabled) return
    let poll: ReturnType<typeof setInterval> | undefined
    const startPolling = () => {
      setLive('polling')
      poll ??= setInterval(() => handlers.current.onPoll(), pollMs)
    }
    const stopPolling = () => {
      clearInterval(poll)
      poll = undefined
    }
    const source = new EventSource(url)
    source.addEventListener('open', () => {
      stopPolling()
      setLive('live')
    })
    source.addEventListener('change', (event) => {
      const collection = parseLiveEvent((event as MessageEvent<string>).data)?.collection
      if (collection) handlers.current.onChange(collection)
    })
    source.addEventListener('error', startPolling)
    return () => {
      source.close()
      stopPolling()
    }
  }, [enabled, url, pollMs])
  return live
}
