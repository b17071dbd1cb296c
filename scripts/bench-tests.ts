/**
 * `npm run bench:tests [-- stage|file …]`: runs `node scripts/test.ts` with those arguments (npm test's stages when
 * none) and prints, once it ends, the CPU seconds each kind of process used meanwhile — Chromium's processes by type,
 * the test runners and their workers, each product's web server and jobs runner, PostgreSQL, tsc, ESLint — against
 * the wall time. On two cores npm test is bound by CPU: this says where it goes. The machine's processes are read
 * from /proc four times a second; one that lives less than that is missed, one that ends loses at most its last
 * quarter of a second. The e2e files' browsers report their own CPU (E2E_CHROMIUM_CPU_FILE, tests/e2e/harness.ts), printed
 * file by file after it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
const chromiumByFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tests-')), 'chromium.jsonl')
const child = spawn(process.execPath, ['scripts/test.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_CHROMIUM_CPU_FILE: chromiumByFile } })
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
const files = fs.existsSync(chromiumByFile)
  ? fs.readFileSync(chromiumByFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { file: string; seconds: number })
  : []
fs.rmSync(path.dirname(chromiumByFile), { recursive: true, force: true })
if (files.length > 0) {
  console.log(`\nChromium's CPU by e2e file (its browser and every process of it): ${files.reduce((sum, { seconds }) => sum + seconds, 0).toFixed(0)} s`)
  for (const { file, seconds } of files.sort((a, b) => b.seconds - a.seconds)) console.log(`${seconds.toFixed(1).padStart(8)} s  ${file}`)
}
process.exit(code)
