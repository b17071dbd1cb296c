import { expect, it } from 'vitest'
import { cpuSeconds, machineTicks, processTree, stealPercent } from '../../scripts/bench/processCpu.ts'

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
