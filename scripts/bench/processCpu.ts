/**
 * CPU time of a process tree, read from /proc (Linux): the bench's figure of a lead's cost that does not depend on how
 * busy the shared machine is, where latency does.
 */
import fs from 'node:fs'

/** Clock ticks a second of /proc/<pid>/stat's times (`getconf CLK_TCK`: 100 on every Linux the bench runs on). */
export const CLOCK_TICKS = 100

/** The fields of /proc/<pid>/stat after the command's name, which may itself hold spaces and parentheses. */
export function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/** The database a process was given (the last part of DATABASE_URL in its environment), or ''. */
function databaseOf(pid: number): string {
  try {
    const url = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').find((entry) => entry.startsWith('DATABASE_URL='))
    return url ? new URL(url.slice('DATABASE_URL='.length)).pathname.slice(1) : ''
  } catch {
    return ''
  }
}

/**
 * What a process of a test run is, from its command line and the database it was given: Chromium's processes by
 * type, the test runners by project (their workers by database: one per e2e lane), each product's web server and
 * jobs runner by database, PostgreSQL, the static checks.
 */
export function processKind(command: string, database: string): string {
  const on = database ? ` (${database})` : ''
  if (/chrom/.test(command)) {
    const utility = /--utility-sub-type=(\S+)/.exec(command)?.[1]
    return `chromium ${/--type=(\S+)/.exec(command)?.[1] ?? 'browser'}${utility ? ` ${utility}` : ''}`
  }
  if (/(^|\/)postgres(:| |$)/.test(command)) return 'postgres'
  if (/\/tsc |\btypescript\/bin\/tsc/.test(command)) return 'tsc'
  if (/eslint/.test(command)) return 'eslint'
  if (/vitest\.mjs run|\/\.bin\/vitest run/.test(command)) return `vitest ${/--project (\S+)/.exec(command)?.[1] ?? ''} (main)`
  if (/vitest/.test(command)) return `vitest worker${on}`
  if (/server\/web\.ts/.test(command)) return `web${on}`
  if (/server\/worker\.ts/.test(command)) return `jobs runner${on}`
  if (/scripts\/start\.ts/.test(command)) return `launcher${on}`
  const words = command.trim().split(' ')
  const program = words[0]?.split('/').pop() ?? ''
  const script = words.slice(1).find((word) => /\.(ts|js|mjs|cjs)$/.test(word))
  return program === 'node' && script ? `node ${script.split('/').slice(-2).join('/')}` : program
}

/**
 * Every live process with its kind and its CPU ticks so far (utime + stime), keyed by its id and start time (an
 * id may be given again to a new process).
 */
export function processTicks(): Map<string, { kind: () => string; ticks: number }> {
  const found = new Map<string, { kind: () => string; ticks: number }>()
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    const fields = statFields(pid)
    // Field 22, the start time, is the twentieth after the name.
    if (fields) found.set(`${pid}@${fields[19]}`, { kind: () => processKind(commandLine(pid), databaseOf(pid)), ticks: Number(fields[11]) + Number(fields[12]) })
  }
  return found
}

/** Every live process below `pid` (children, their children …). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    const child = Number(entry)
    if (!Number.isInteger(child)) continue
    // Field 4 of stat, the parent's id, is the second after the name.
    const parent = Number(statFields(child)?.[1])
    if (!parents.has(parent)) parents.set(parent, [])
    parents.get(parent)!.push(child)
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length) {
    for (const child of parents.get(queue.shift()!) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

/**
 * The processes below `ancestor` whose command line names `script`, with their own children (node:cluster's
 * workers when WEB_CONCURRENCY > 1): e.g. the web server below the product's `scripts/start.ts`.
 */
export function processTree(ancestor: number, script: string): number[] {
  const roots = descendants(ancestor).filter((pid) => commandLine(pid).includes(script))
  return [...new Set(roots.flatMap((pid) => [pid, ...descendants(pid)]))]
}

/**
 * User + system CPU seconds the processes have used so far, with their children that have ended (utime, stime,
 * cutime, cstime: fields 14 to 17 of stat; a child still running is counted by its own entry, as `processTree` lists it).
 */
export function cpuSeconds(pids: readonly number[]): number {
  let ticks = 0
  for (const pid of pids) {
    const fields = statFields(pid)
    if (fields) ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0)
  }
  return ticks / CLOCK_TICKS
}

/**
 * The machine's CPU time so far, all CPUs together, and how much of it the hypervisor gave to other guests (steal, the
 * eighth figure of /proc/stat's `cpu` line): on a virtual machine whose host is busy, the same code costs more CPU
 * per request, and this says when that was so.
 */
export function machineTicks(): { total: number; steal: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!
  // `cpu  user nice system idle iowait irq softirq steal guest guest_nice` (guest time is already within user).
  const figures = line.trim().split(/\s+/).slice(1, 9).map(Number)
  return { total: figures.reduce((sum, figure) => sum + figure, 0), steal: figures[7] ?? 0 }
}

/** The share of the machine's CPU time the hypervisor stole between two readings of `machineTicks`, in per cent. */
export function stealPercent(before: { total: number; steal: number }, after: { total: number; steal: number }): number {
  const total = after.total - before.total
  return total > 0 ? Math.round((1000 * (after.steal - before.steal)) / total) / 10 : 0
}
