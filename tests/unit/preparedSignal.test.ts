import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Writable } from 'node:stream'
import { expect, it } from 'vitest'
import { PREPARED_FD_VARIABLE, PREPARED_WORD, untilPrepared } from '../../server/preparedSignal.ts'

const signal = path.resolve(import.meta.dirname, '../../server/preparedSignal.ts')

/**
 * A process waiting as the web server does under the launcher (fd 3 a pipe from its parent, PREPARED_FD=3): prints
 * `touched` when it goes on, and what it would hand its own children (node:cluster's) as PREPARED_FD.
 */
function waitingProcess() {
  const script = `const { untilPrepared } = await import(${JSON.stringify(signal)}); await untilPrepared(); console.log('touched', process.env.PREPARED_FD ?? 'none')`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, [PREPARED_FD_VARIABLE]: '3' }, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const ended = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { pipe: child.stdio[3] as Writable, ended, output: () => output }
}

it('goes on only once the launcher has written that the database is prepared, and not before', async () => {
  const waiting = waitingProcess()
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(waiting.output()).not.toContain('touched')
  waiting.pipe.end(PREPARED_WORD)
  expect(await waiting.ended).toBe(0)
  expect(waiting.output()).toContain('touched none')
})

it('stops, without touching the database, when the launcher goes away before the word', async () => {
  const waiting = waitingProcess()
  waiting.pipe.end()
  expect(await waiting.ended).not.toBe(0)
  expect(waiting.output()).not.toContain('touched')
  expect(waiting.output()).toContain('the launcher closed the pipe before the database was prepared')
})

it('goes on at once where nothing launched it with a pipe (the image, a node of its own)', async () => {
  await expect(untilPrepared({})).resolves.toBeUndefined()
})
