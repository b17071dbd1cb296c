/**
 * The launcher (`npm start`, scripts/start.ts) starts the web server beside the database's preparation (migrations,
 * seed: server/prepare.ts), so that both load their modules at once, and tells it on a pipe (PREPARED_FD) when the
 * database is ready. The web server waits for that word before it touches the database. Started any other way (the
 * Docker image, a node of its own), it has no such pipe and goes on at once.
 */
import net from 'node:net'

export const PREPARED_FD_VARIABLE = 'PREPARED_FD'
export const PREPARED_WORD = 'prepared\n'

export async function untilPrepared(env: Record<string, string | undefined> = process.env): Promise<void> {
  const fd = env[PREPARED_FD_VARIABLE]
  if (!fd) return
  // Not for the processes this one starts (node:cluster's): they come after the word.
  delete env[PREPARED_FD_VARIABLE]
  const pipe = new net.Socket({ fd: Number(fd), readable: true, writable: false })
  try {
    await new Promise<void>((resolve, reject) => {
      let received = ''
      pipe.setEncoding('utf8')
      pipe.on('data', (chunk: string) => {
        received += chunk
        if (received.includes(PREPARED_WORD)) resolve()
      })
      pipe.once('end', () => reject(new Error('the launcher closed the pipe before the database was prepared')))
      pipe.once('error', reject)
    })
  } finally {
    pipe.destroy()
  }
}
