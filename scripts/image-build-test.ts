/**
 * `node scripts/test.ts image` (in `npm run test:full`): the Docker image builds on a fresh host and its container
 * serves. Where a Docker engine answers, `docker build` of a clean clone. Where none does (the project's machines),
 * every instruction of the Dockerfile is interpreted, stage by stage, on a clean clone of the committed tree (the
 * build context, less what .dockerignore leaves out):
 * - each stage gets a temp folder for its filesystem root; the base image (`FROM node:24…`) is stood in for by this
 *   host's Node 24 and its system (the major version must match), a `FROM <earlier stage>` starts from a copy of it;
 * - WORKDIR, ENV, ARG (their defaults), COPY (from the context or `--from=` an earlier stage, `--chown`), RUN (with the
 *   stage's ENV and ARGs, in its WORKDIR, as its USER), USER, EXPOSE, HEALTHCHECK, CMD, as Docker does them; the
 *   image's own folders (`/app`) are mapped into the stage's root in RUN and CMD lines, the rest of the filesystem is
 *   the host's. USER runs commands under the user's uid and gid when this runs as root (the base image's users:
 *   `node` is 1000), and as this user otherwise;
 * - the final stage's CMD is then started as a container would be, with its ENV, its USER and what compose gives it
 *   (DATABASE_URL of a PostgreSQL of its own, PAYLOAD_SECRET, SMTP_URL, PUBLIC_URL; the EXPOSEd port as PORT, a
 *   free one here: no network namespace), until its HEALTHCHECK passes; then a page must answer 200 and SIGTERM
 *   must stop it with exit code 0.
 * An instruction it does not know fails the test (the Dockerfile grew something this must learn).
 * Ports: IMAGE_PG_PORT (54347), IMAGE_WEB_PORT (3147).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres, type RunningPostgres } from '../server/postgres.ts'
import { commandOf, dockerignore, duration, flags, interpretedInstructions, pairs, parseDockerfile, substitute, words } from './image/dockerfile.ts'
import { root, run } from './lib.ts'

const pgPort = Number(process.env.IMAGE_PG_PORT ?? 54347)
const webPort = Number(process.env.IMAGE_WEB_PORT ?? 3147)
const asRoot = process.getuid?.() === 0
/** The users of the base image (node's official images): what USER and `--chown` name. */
const imageUsers: Record<string, { uid: number; gid: number; home: string }> = { root: { uid: 0, gid: 0, home: '/root' }, node: { uid: 1000, gid: 1000, home: '/home/node' } }

type Stage = {
  name?: string
  root: string
  workdir: string
  env: Record<string, string>
  args: Record<string, string>
  user: string
  exposed: string[]
  cmd?: string[]
  healthcheck?: { argv: string[]; intervalMs: number; timeoutMs: number; startPeriodMs: number; retries: number }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`
const log = (line: string) => console.log(`[image] ${line}`)

function userOf(spec: string): { uid: number; gid: number; home: string } {
  const [name, group] = spec.split(':')
  const user = imageUsers[name!] ?? (/^\d+$/.test(name!) ? { uid: Number(name), gid: Number(name), home: '/' } : undefined)
  if (!user) throw new Error(`USER ${spec}: not a user of the base image (${Object.keys(imageUsers).join(', ')})`)
  const gid = group === undefined ? user.gid : (imageUsers[group]?.gid ?? Number(group))
  if (Number.isNaN(gid)) throw new Error(`USER ${spec}: unknown group`)
  return { ...user, gid }
}

/** An absolute path of the image, in the stage's root folder. */
const inRoot = (stage: Stage, image: string) => path.join(stage.root, path.posix.resolve(stage.workdir, image))

/**
 * A RUN or CMD line's absolute paths into the image's own folders (those the stage's root has and the host has not,
 * such as /app) become the stage root's.
 */
function mapPaths(stage: Stage, text: string): string {
  let mapped = text
  for (const entry of fs.readdirSync(stage.root)) {
    if (fs.existsSync(path.join('/', entry))) continue
    mapped = mapped.replace(new RegExp(`(^|[\\s=:'"(])/${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/\\s'";)&|]|$)`, 'g'), `$1${stage.root}/${entry}`)
  }
  return mapped
}

/**
 * The environment a command of the stage runs with: the stage's ENV and ARGs on the stand-in base image's PATH, HOME
 * the user's; `chown` and `chgrp` know the base image's users (a folder of shims first on PATH).
 */
function processEnv(stage: Stage, shims: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const user = userOf(stage.user)
  const passed = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(https?_proxy|no_proxy|npm_config_.*)$/i.test(name))) as Record<string, string>
  // root keeps the host's HOME: the host's npm cache stands in for the network a docker build would fetch from.
  const home = user.uid === 0 ? (process.env.HOME ?? '/root') : path.join(stage.root, user.home)
  const env: Record<string, string> = { ...passed, PATH: `${shims}:${process.env.PATH}`, HOME: home, ...stage.args, ...stage.env, ...extra }
  // Only what the image sets: NODE_ENV is the Dockerfile's, when it sets one.
  return env as NodeJS.ProcessEnv
}

function spawnAs(stage: Stage, argv: string[], env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore' = 'inherit'): ChildProcess {
  const user = userOf(stage.user)
  const ids = asRoot ? { uid: user.uid, gid: user.gid } : {}
  return spawn(argv[0]!, argv.slice(1), { cwd: inRoot(stage, stage.workdir), env, stdio, ...ids })
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve, reject) => (child.once('error', reject), child.once('exit', (code) => resolve(code))))

function copy(from: string, to: string, filter?: (source: string) => boolean) {
  fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true, force: true, filter })
}

function chownAll(target: string, spec: string) {
  if (!asRoot) return
  const { uid, gid } = userOf(spec)
  const walk = (file: string) => {
    fs.lchownSync(file, uid, gid)
    if (fs.lstatSync(file).isDirectory()) for (const entry of fs.readdirSync(file)) walk(path.join(file, entry))
  }
  walk(target)
}

async function interpret(dockerfile: string, context: string, tmp: string): Promise<Stage> {
  const ignored = dockerignore(fs.existsSync(path.join(context, '.dockerignore')) ? fs.readFileSync(path.join(context, '.dockerignore'), 'utf8') : '')
  const shims = path.join(tmp, 'shims')
  fs.mkdirSync(shims)
  // chown/chgrp with the base image's user names, which this host need not have.
  const names = Object.entries(imageUsers)
  const sed = names.map(([name, user]) => `-e 's/^${name}:/${user.uid}:/' -e 's/:${name}$/:${user.gid}/' -e 's/^${name}$/${user.uid}/'`).join(' ')
  for (const tool of ['chown', 'chgrp']) {
    // Not root: nothing can be given away, the files stay this user's (and every USER runs as this user).
    const body = asRoot
      ? `for arg; do shift; case "$arg" in -*) set -- "$@" "$arg";; *) if [ -z "$owner" ]; then owner=1; set -- "$@" "$(printf %s "$arg" | sed ${sed})"; else set -- "$@" "$arg"; fi;; esac; done\nexec /bin/${tool} "$@"`
      : `echo "[image] not root: ${tool} $* left out" >&2`
    fs.writeFileSync(path.join(shims, tool), `#!/bin/sh\n# The base image's users (${names.map(([name, user]) => `${name} ${user.uid}`).join(', ')}) for the host's ${tool}.\n${body}\n`, { mode: 0o755 })
  }

  const instructions = parseDockerfile(dockerfile)
  const globalArgs: Record<string, string> = {}
  const stages: Stage[] = []
  let stage: Stage | undefined
  for (const { keyword, args, line } of instructions) {
    const started = Date.now()
    const where = `line ${line}: ${keyword} ${args.length > 100 ? `${args.slice(0, 100)}…` : args}`
    if (!(interpretedInstructions as readonly string[]).includes(keyword)) throw new Error(`${where}: ${keyword} is not interpreted by scripts/image-build-test.ts`)
    if (keyword === 'ARG' && !stage) {
      for (const [name, value] of pairs(args, globalArgs)) globalArgs[name] = value ?? globalArgs[name] ?? ''
      continue
    }
    if (keyword === 'FROM') {
      const { rest } = flags(args)
      const [image, as, name] = words(substitute(rest, globalArgs))
      const from = stages.find((earlier) => earlier.name === image)
      const stageRoot = path.join(tmp, `stage-${stages.length}`)
      fs.mkdirSync(stageRoot, { mode: 0o755 })
      if (from) {
        copy(from.root, stageRoot)
        stage = { ...structuredClone(from), name: undefined, root: stageRoot }
      } else {
        const node = /^node:(\d+)(?:[.-]|$)/.exec(image ?? '')
        if (!node) throw new Error(`${where}: no stand-in for the base image ${image} (only node:<major>…)`)
        const host = process.versions.node
        if (node[1] !== host.split('.')[0]) throw new Error(`${where}: the host's Node ${host} cannot stand in for ${image}`)
        log(`${where}: the host's Node ${host} and its system stand in for ${image} (no Docker engine, no registry)`)
        for (const user of Object.values(imageUsers)) {
          fs.mkdirSync(path.join(stageRoot, user.home), { recursive: true })
          if (asRoot) fs.chownSync(path.join(stageRoot, user.home), user.uid, user.gid)
        }
        stage = { root: stageRoot, workdir: '/', env: {}, args: {}, user: 'root', exposed: [] }
      }
      if (as?.toUpperCase() === 'AS' && name) stage.name = name
      stages.push(stage)
      continue
    }
    if (!stage) throw new Error(`${where}: before any FROM`)
    const vars = { ...stage.args, ...stage.env }
    switch (keyword) {
      case 'ARG':
        for (const [name, value] of pairs(args, vars)) stage.args[name] = value ?? globalArgs[name] ?? ''
        break
      case 'ENV':
        for (const [name, value] of pairs(args, vars)) stage.env[name] = value ?? ''
        break
      case 'WORKDIR':
        stage.workdir = path.posix.resolve(stage.workdir, substitute(args, vars))
        fs.mkdirSync(inRoot(stage, stage.workdir), { recursive: true })
        break
      case 'USER':
        userOf(substitute(args, vars))
        stage.user = substitute(args, vars)
        break
      case 'EXPOSE':
        stage.exposed.push(...words(substitute(args, vars)))
        break
      case 'LABEL':
        break
      case 'CMD':
        stage.cmd = commandOf(args).argv
        break
      case 'HEALTHCHECK': {
        const { flags: options, rest } = flags(args)
        if (rest === 'NONE') {
          stage.healthcheck = undefined
          break
        }
        if (!rest.startsWith('CMD ')) throw new Error(`${where}: HEALTHCHECK CMD … expected`)
        stage.healthcheck = {
          argv: commandOf(rest.slice(4).trim()).argv,
          intervalMs: duration(options.interval ?? '30s'),
          timeoutMs: duration(options.timeout ?? '30s'),
          startPeriodMs: duration(options['start-period'] ?? '0s'),
          retries: Number(options.retries ?? 3),
        }
        break
      }
      case 'COPY': {
        const { flags: options, rest } = flags(args)
        for (const option of Object.keys(options)) if (!['from', 'chown'].includes(option)) throw new Error(`${where}: COPY --${option} is not interpreted`)
        const list = words(substitute(rest, vars))
        const destination = list.pop()!
        const target = inRoot(stage, destination)
        const from = options.from === undefined ? undefined : stages.find((earlier, index) => earlier.name === options.from || String(index) === options.from)
        if (options.from !== undefined && !from) throw new Error(`${where}: no stage ${options.from} before this one`)
        const sources = list.flatMap((source) => {
          const base = from ? from.root : context
          // A stage's paths are from its root, as Docker reads them (not its WORKDIR).
          const relative = from ? path.posix.resolve('/', source) : path.posix.normalize(source)
          const found = /[*?[]/.test(relative) ? fs.globSync(relative.replace(/^\//, ''), { cwd: base }) : [relative.replace(/^\//, '')]
          return found.map((file) => {
            if (!fs.existsSync(path.join(base, file)) || (!from && file !== '.' && ignored(file))) throw new Error(`${where}: ${source} is not in the ${from ? 'stage' : 'build context'}`)
            return { base, file }
          })
        })
        const intoFolder = destination.endsWith('/') || sources.length > 1 || (fs.existsSync(target) && fs.statSync(target).isDirectory())
        for (const { base, file } of sources) {
          const source = path.join(base, file)
          const directory = fs.statSync(source).isDirectory()
          // A folder's contents go into the destination; a file into it (ending in /) or as it.
          const to = directory ? target : intoFolder ? path.join(target, path.basename(file)) : target
          fs.mkdirSync(directory ? to : path.dirname(to), { recursive: true })
          copy(source, to, from ? undefined : (copied) => copied === context || !ignored(path.relative(context, copied).split(path.sep).join('/')))
          if (options.chown) chownAll(to, substitute(options.chown, vars))
        }
        break
      }
      case 'RUN': {
        const { argv } = commandOf(args)
        const command = argv.map((arg) => mapPaths(stage!, arg))
        const code = await exitOf(spawnAs(stage, command, processEnv(stage, shims)))
        if (code !== 0) throw new Error(`${where}: exit code ${code}`)
        break
      }
    }
    log(`${where} (${seconds(started)}${keyword === 'RUN' && stage.user !== 'root' ? `, as ${stage.user}` : ''})`)
  }
  if (!stage) throw new Error('the Dockerfile has no FROM')
  return stage
}

/** The final stage's CMD as its container: until its HEALTHCHECK passes, then a page, then SIGTERM. */
async function startContainer(stage: Stage, shims: string, tmp: string) {
  if (!stage.cmd) throw new Error('the final stage has no CMD')
  if (!stage.healthcheck) throw new Error('the final stage has no HEALTHCHECK')
  const exposed = stage.exposed.map((port) => Number(port.split('/')[0]))
  if (exposed.length === 0) throw new Error('the final stage EXPOSEs no port')
  let postgres: RunningPostgres | undefined
  let container: ChildProcess | undefined
  try {
    const pgDir = path.join(tmp, 'postgres')
    postgres = await startEmbeddedPostgres({ dataDir: path.join(pgDir, 'data'), port: pgPort, databases: ['image'] })
    // What docker-compose.yml gives the app's containers (its required variables); the port EXPOSEd as PORT.
    const env = processEnv(stage, shims, {
      DATABASE_URL: postgres.url('image'),
      PAYLOAD_SECRET: 'image-test-secret',
      SMTP_URL: 'smtp://127.0.0.1:1',
      PUBLIC_URL: `http://127.0.0.1:${webPort}`,
      PORT: String(webPort),
    })
    log(`CMD ${JSON.stringify(stage.cmd)} as ${stage.user}, EXPOSE ${exposed[0]} as PORT=${webPort}`)
    const started = Date.now()
    container = spawnAs(
      stage,
      stage.cmd.map((arg) => mapPaths(stage, arg)),
      env,
    )
    const exited = exitOf(container)
    const { argv, intervalMs, timeoutMs, startPeriodMs, retries } = stage.healthcheck
    // Docker's schedule, with a shorter first interval (2 s) so the figure says when the container became healthy;
    // this shared machine gets 5 minutes of start period at least.
    const deadline = started + Math.max(startPeriodMs, 300_000) + retries * intervalMs
    let checks = 0
    for (;;) {
      if (container.exitCode !== null) throw new Error(`the container exited with code ${container.exitCode} before its HEALTHCHECK passed`)
      if (Date.now() > deadline) throw new Error(`the HEALTHCHECK did not pass within ${seconds(started)}`)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      checks++
      const check = spawnSync(argv[0]!, argv.slice(1).map((arg) => mapPaths(stage, arg)), {
        cwd: inRoot(stage, stage.workdir),
        env,
        timeout: timeoutMs,
        stdio: 'ignore',
        ...(asRoot ? { uid: userOf(stage.user).uid, gid: userOf(stage.user).gid } : {}),
      })
      if (check.status === 0) break
    }
    log(`HEALTHCHECK passed ${seconds(started)} after the start (try ${checks})`)
    const page = await fetch(`http://127.0.0.1:${webPort}/`, { signal: AbortSignal.timeout(60_000) })
    const html = await page.text()
    if (page.status !== 200 || !html.includes('<html')) throw new Error(`GET / answered ${page.status}`)
    log(`GET / answered 200 (${html.length} bytes)`)
    container.kill('SIGTERM')
    const code = await exited
    if (code !== 0) throw new Error(`SIGTERM: exit code ${code}`)
    log('SIGTERM: exit code 0')
  } finally {
    if (container && container.exitCode === null && container.signalCode === null) {
      container.kill('SIGKILL')
      await exitOf(container).catch(() => undefined)
    }
    await postgres?.stop()
  }
}

const engine = (() => {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 })
    return true
  } catch {
    return false
  }
})()

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-image-'))
// The stages' users (node: 1000) enter their root through it; PostgreSQL (run as `postgres` by root) too.
fs.chmodSync(tmp, 0o755)
const context = path.join(tmp, 'context')
const started = Date.now()
try {
  await run('git', ['clone', '--quiet', '--no-hardlinks', root, context], { label: 'image' })
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  await run('git', ['checkout', '--quiet', head], { label: 'image', cwd: context })
  if (engine) {
    await run('docker', ['build', '--quiet', '-t', 'casaconfronta:image-test', context], { label: 'image' })
    log(`docker build on a clean clone of ${head.slice(0, 8)}: passed in ${seconds(started)}`)
  } else {
    const final = await interpret(fs.readFileSync(path.join(context, 'Dockerfile'), 'utf8'), context, tmp)
    for (const built of ['cms/.next/BUILD_ID', 'site/dist/server/entry.mjs']) {
      if (!fs.existsSync(inRoot(final, built))) throw new Error(`the build left no ${built}`)
    }
    log(`every Dockerfile instruction interpreted on a clean clone of ${head.slice(0, 8)} in ${seconds(started)}`)
    await startContainer(final, path.join(tmp, 'shims'), tmp)
    log(`no Docker engine: the Dockerfile interpreted and its container served, passed in ${seconds(started)}`)
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
