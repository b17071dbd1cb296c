/**
 * `node scripts/test.ts image` (in `npm run test:full`): the Docker image builds on a fresh host. Where a Docker
 * engine answers, `docker build` of a clean clone; where none does (the project's machines), the image's own
 * install and build commands — every `RUN npm …` of the Dockerfile, with the Dockerfile's `ENV` — in a clean clone
 * of the committed tree (what a build context holds: no node_modules, no build, no .data). The other RUN lines
 * only make folders and hand them to the image's `node` user.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root, run } from './lib.ts'

const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
const instructions = dockerfile
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
const env: Record<string, string> = {}
for (const line of instructions.filter((line) => line.startsWith('ENV '))) {
  for (const pair of line.slice(4).trim().split(/\s+/)) {
    const [name, ...value] = pair.split('=')
    env[name!] = value.join('=')
  }
}
const commands = instructions.filter((line) => /^RUN npm /.test(line)).map((line) => line.slice(4))
if (commands.length !== 2 || !commands[0]!.startsWith('npm ci') || !commands[1]!.includes('build')) {
  throw new Error(`the Dockerfile should install with \`npm ci\` and then build; its npm steps are: ${commands.join(' | ') || 'none'}`)
}

const engine = (() => {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 })
    return true
  } catch {
    return false
  }
})()

const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-image-'))
const started = Date.now()
try {
  await run('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { label: 'image' })
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  await run('git', ['checkout', '--quiet', head], { label: 'image', cwd: clone })
  if (engine) {
    await run('docker', ['build', '--quiet', '-t', 'casaconfronta:image-test', clone], { label: 'image' })
  } else {
    for (const command of commands) {
      const stepStarted = Date.now()
      await run('sh', ['-c', command], { label: 'image', cwd: clone, env: { ...process.env, ...env } })
      console.log(`[image] \`${command}\` in the clean clone: ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`)
    }
    for (const built of ['cms/.next/BUILD_ID', 'site/dist/server/entry.mjs']) {
      if (!fs.existsSync(path.join(clone, built))) throw new Error(`the build left no ${built}`)
    }
  }
  console.log(`[image] ${engine ? 'docker build' : `no Docker engine: ${commands.join(' && ')}`} on a clean clone of ${head.slice(0, 8)}: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
} finally {
  fs.rmSync(clone, { recursive: true, force: true })
}
