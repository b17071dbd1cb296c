import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { longestFirst } from './tests/e2e/lanes.ts'

/**
 * A lane's e2e files in the order its lanes were made (tests/e2e/lanes.ts), the same on every machine; the other
 * projects' files as Vitest orders them.
 */
class LaneOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    if (files.length > 0 && files.every((file) => file.project.name === 'e2e')) return longestFirst(files, (file) => file.moduleId)
    return super.sort(files)
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LaneOrder },
    projects: [
      {
        test: {
          name: 'unit',
          // One worker's modules serve all its files (not isolated): the unit files change no module state, and the
          // files that set environment variables put them back. Loading each file's imports afresh took 40 s of CPU
          // for 13 s of tests.
          isolate: false,
          include: ['content-schema/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['tests/integration/**/*.long.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/globalSetup.ts'],
          setupFiles: ['tests/integration/support/setup.ts'],
          // Each file works on its own copy of the seeded database (setup.ts), so files run side by side. A worker
          // loads the product's modules once for all its files (not isolated): loading Payload and its config took
          // seconds of CPU per file, a good part of npm test's time on two cores.
          fileParallelism: true,
          isolate: false,
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 3),
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The long integration runs (`npm run test:full`, stage integration-long): SMTP and runner faults, several
          // runners at once, and the fuzzing again at full strength: FUZZ_RUNS inputs per endpoint, every value shape of
          // the REST grammar (GRAMMAR_VALUES).
          name: 'integration-long',
          include: ['tests/integration/**/*.long.test.ts', 'tests/integration/platform/fuzz-public.test.ts', 'tests/integration/platform/rest-grammar-fuzz.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/globalSetup.ts'],
          setupFiles: ['tests/integration/support/setup.ts'],
          fileParallelism: true,
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 3),
          testTimeout: 900_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Fault tests that launch products of their own (`npm run test:full`, stage faults).
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // A lane's files run one after the other in one worker that loads Playwright, the harness and the shared
          // schemas once (not isolated): loading them again for each file cost the lane's test process seconds of CPU
          // per file. Each file still opens its own browser (useBrowser).
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A page a browser renders (the Payload admin above all) can take seconds on a busy CI machine: polls wait
          // up to 10 s unless a test says otherwise (Vitest's default is 1 s).
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
})
