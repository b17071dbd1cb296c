/**
 * `npm run bench:tests [-- stage|file …]`: runs `node scripts/test.ts` with those arguments (npm test's stages when
 * none) and prints, once it ends, the CPU seconds each kind of process used meanwhile — Chromium's processes by type,
 * the test runners and their workers, each product's web server and jobs runner, PostgreSQL, tsc, ESLint — against
 * the wall time. On two cores npm test is bound by CPU: this says where it goes. The machine's processes are read
 * from /proc four times a second; one that lives less than that is missed, one that ends loses at most its last
 * quarter of a second.
 */
import { spawn } from 'node:child_process'
import { CLOCK_TICKS, machineTicks, processTicks, stealPercent } from './bench/processCpu.ts'
import { root } from './lib.ts'

const SAMPLE_MS = 250
const byKind = new Map<string, number>()
// What ran before the test run is not counted: its first reading is its starting point.
const last = new Map([...processTicks()].map(([key, { ticks }]) => [key, ticks]))
const kinds = new Map<string, string>()

function sample() {
  for (const [key, { kind, ticks }] of processTicks()) {
    const used = ticks - (last.get(key) ?? 0)
    last.set(key, ticks)
    if (used <= 0) continue
    if (!kinds.has(key)) kinds.set(key, kind())
    const name = kinds.get(key)!
    byKind.set(name, (byKind.get(name) ?? 0) + used)
  }
}

const started = Date.now()
const machineBefore = machineTicks()
const timer = setInterval(sample, SAMPLE_MS)
const child = spawn(process.execPath, ['scripts/test.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })
const code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))))
clearInterval(timer)
sample()

const seconds = (ticks: number) => ticks / CLOCK_TICKS
const rows = [...byKind].sort((a, b) => b[1] - a[1])
const total = rows.reduce((sum, [, ticks]) => sum + ticks, 0)
const wall = (Date.now() - started) / 1000
console.log(`\nCPU by kind of process over ${wall.toFixed(0)} s of wall time: ${seconds(total).toFixed(0)} s of CPU (the host took ${stealPercent(machineBefore, machineTicks())} % of the machine's CPU time meanwhile)`)
for (const [name, ticks] of rows) {
  if (seconds(ticks) >= 1) console.log(`${seconds(ticks).toFixed(1).padStart(8)} s ${((100 * ticks) / total).toFixed(1).padStart(5)} %  ${name}`)
}
process.exit(code)
