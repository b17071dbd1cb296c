/**
 * What this machine charges for plain computing and for entering its kernel, measured in the bench's own process
 * before any load: the figures to set beside a run's when two machines or two hours are compared
 * (docs/performance.md, «The machine is a paravirtualised guest»). A virtual machine can compute as fast as
 * another and still make every system call and every fresh page of memory many times dearer.
 */
import { statFields } from './processCpu.ts'

const ADDITIONS = 3e8
const CALLS = 200_000
const TOUCHED_BYTES = 64 * 2 ** 20
const PAGE_BYTES = 4096

const elapsedNs = (started: bigint) => Number(process.hrtime.bigint() - started)

/** This process's minor page faults so far (the tenth field of its stat, the eighth after the name). */
const minorFaults = () => Number(statFields(process.pid)?.[7])

/** Seconds for 3 × 10⁸ modular additions: the processor alone, no memory beyond registers, no kernel. */
function additionsSeconds(): number {
  const started = process.hrtime.bigint()
  let sum = 0
  for (let i = 0; i < ADDITIONS; i++) sum = (sum + i) % 1_000_003
  if (sum < 0) throw new Error('unreachable: keeps the loop from being optimised away')
  return elapsedNs(started) / 1e9
}

/**
 * Microseconds a system call takes: `process.ppid` asks the kernel each time (getppid), `process.pid` is kept by
 * Node, so the difference of the two loops is the kernel's part.
 */
function systemCallMicroseconds(): number {
  let sum = 0
  let started = process.hrtime.bigint()
  for (let i = 0; i < CALLS; i++) sum += process.ppid
  const withCall = elapsedNs(started)
  started = process.hrtime.bigint()
  for (let i = 0; i < CALLS; i++) sum += process.pid
  const without = elapsedNs(started)
  if (sum < 0) throw new Error('unreachable')
  return (withCall - without) / CALLS / 1000
}

/**
 * Microseconds of the first write to a page of fresh memory, counted by the faults it causes: a 64 MiB buffer, above
 * malloc's mapping threshold, so its pages are the kernel's new ones, each written once.
 */
function pageFaultMicroseconds(): { microseconds: number; faults: number } {
  const buffer = Buffer.allocUnsafeSlow(TOUCHED_BYTES)
  const faultsBefore = minorFaults()
  const started = process.hrtime.bigint()
  for (let offset = 0; offset < buffer.length; offset += PAGE_BYTES) buffer[offset] = 1
  const spent = elapsedNs(started)
  const faults = minorFaults() - faultsBefore
  return { microseconds: spent / Math.max(1, faults) / 1000, faults }
}

/** The middle figure of several runs (the higher of the two middle ones for an even count). */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export type Yardsticks = { additionsSeconds: number; systemCallMicroseconds: number; pageFaultMicroseconds: number }

export function measureYardsticks(): Yardsticks {
  const round = (value: number, places: number) => Number(value.toFixed(places))
  const faults = [0, 1, 2].map(() => pageFaultMicroseconds())
  if (faults.some((run) => run.faults < TOUCHED_BYTES / PAGE_BYTES / 2)) throw new Error('the fresh buffer caused fewer faults than its pages: huge pages or a reused mapping, so no figure per page')
  return {
    additionsSeconds: round(additionsSeconds(), 2),
    systemCallMicroseconds: round(median([0, 1, 2].map(systemCallMicroseconds)), 2),
    pageFaultMicroseconds: round(median(faults.map((run) => run.microseconds)), 1),
  }
}

export const describeYardsticks = (yardsticks: Yardsticks) =>
  `3 × 10⁸ additions in ${yardsticks.additionsSeconds} s, a system call ${yardsticks.systemCallMicroseconds} µs, a page's first write ${yardsticks.pageFaultMicroseconds} µs`
