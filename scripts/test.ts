/**
 * `npm test`: every check — lint, type check, generated types up to date, unit tests, then integration tests on a
 * fresh real PostgreSQL side by side with end-to-end tests in Chromium against the built product started exactly as
 * `npm start` starts it (built while the first checks run), and a check that stopping it leaves nothing behind.
 * `npm run test:full` (`node scripts/test.ts full`) adds the long runs: SMTP and runner faults, several runners and
 * 10,000 fuzzed inputs per public endpoint (`integration-long`), the image's install and build in a clean clone (`image`), the fault tests that start products of their own (`faults`), the production shape with its
 * faults (`scale`: two web nodes behind a load balancer, three runners) and the soak (`soak`).
 * Ends with one line 'N passed, N failed'.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '../server/postgres.ts'
import { e2eSeconds, longestFirst } from '../tests/e2e/lanes.ts'
import { errorsReporter, readErrors, stderrTail } from '../tests/errors-reporter.ts'
import { bin, buildNeeded, buildProduct, launchProduct, root, run, tsxNode } from './lib.ts'

// `node scripts/test.ts integration tests/integration/leads/leads.test.ts`: stages by name, test files by path.
const args = process.argv.slice(2)
const files = args.filter((arg) => arg.includes('/'))
const only = args.filter((arg) => !arg.includes('/'))
/** Stages of `npm run test:full` only (or named one by one): each takes minutes. */
const LONG_STAGES = ['integration-long', 'e2e-long', 'image', 'faults', 'scale', 'soak']
const full = only.includes('full')
const wants = (stage: string) => full || (only.length === 0 ? !LONG_STAGES.includes(stage) : only.includes(stage))

let passed = 0
let failed = 0
const failures: string[] = []

async function check(name: string, body: () => Promise<void>) {
  const started = Date.now()
  try {
    await body()
    passed++
    console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  } catch (error) {
    failed++
    failures.push(name)
    console.error(`✘ ${name}: ${error instanceof Error ? error.message : error}`)
  }
}

/** Runs a Vitest project (on `only`: the files named, or all) and adds its test counts to the totals. */
async function vitest(project: string, env: NodeJS.ProcessEnv, only: string[] = files, name = project) {
  const report = path.join(tmp, `vitest-${name}.json`)
  const errorsFile = path.join(tmp, `vitest-${name}-errors.json`)
  const outsideTests = errorsReporter(errorsFile)
  const vitestSaid = stderrTail()
  let runError: unknown
  try {
    await run(bin('vitest'), ['run', '--project', project, ...only, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, outsideTests.arg], {
      label: name,
      env: { ...env, ...outsideTests.env },
      onLine: vitestSaid.hear,
    })
  } catch (error) {
    runError = error
  }
  if (fs.existsSync(report)) {
    const result = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      numTotalTests: number
      testResults: {
        name: string
        startTime: number
        endTime: number
        assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
      }[]
    }
    // npm test has an 8-minute budget: the slowest files say where it goes.
    const slowest = result.testResults.map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 })).sort((a, b) => b.seconds - a.seconds)
    console.log(`${name}: slowest files: ${slowest.slice(0, 6).map(({ file, seconds }) => `${file} ${seconds.toFixed(0)} s`).join(', ')}`)
    passed += result.numPassedTests
    failed += result.numFailedTests
    if (result.numFailedTests > 0) {
      // CI shows only the end of the output: the summary names each failed test and the first line of its error.
      const failedTests = result.testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => `  ${path.relative(root, file.name)} › ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300)}`),
      )
      failures.push(`${name}: ${result.numFailedTests} failed\n${failedTests.join('\n')}`)
    }
    if (result.numTotalTests === 0) {
      failed++
      failures.push(`${name}: ran no test`)
    }
    if (runError && result.numFailedTests === 0) {
      // Every test passed and Vitest still failed: the errors that belong to no test (tests/errors-reporter.ts) say why,
      // or, when it had none to write, the last lines Vitest printed on stderr.
      failed++
      const outside = readErrors(errorsFile)
      const why = outside.length ? outside : vitestSaid.lines.map((line) => `stderr: ${line}`)
      failures.push(`${name}: ${runError instanceof Error ? runError.message : runError}${why.map((line) => `\n  ${line}`).join('')}`)
    }
  } else {
    failed++
    failures.push(`${name}: no report (${runError instanceof Error ? runError.message : runError})`)
  }
}

/**
 * `npm audit --omit=dev --audit-level=high`: no high or critical advisory in what production installs. It needs
 * the registry's advisory service. Where that service cannot be reached (offline, or a registry mirror that
 * refuses the audit POST with 405, as on the project's own machines) there is nothing to check against: the
 * check says so loudly and does not count as passed, but does not fail the run either; a report with a high
 * or critical advisory always fails it.
 */
/** Undefined when audited clean; the reason when the audit could not run. */
async function auditProductionDependencies(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const timeoutMs = 90_000
  const { stdout, timedOut } = await new Promise<{ stdout: string; timedOut: boolean }>((resolve) => {
    execFile('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: root, env, timeout: timeoutMs, maxBuffer: 64 << 20 }, (error, out) =>
      resolve({ stdout: out, timedOut: Boolean(error?.killed) }),
    )
  })
  if (timedOut) return `npm audit had no answer from the registry within ${timeoutMs / 1000} s`
  let report: {
    metadata?: { vulnerabilities?: Record<string, number> }
    vulnerabilities?: Record<string, { name: string; severity: string }>
    message?: string
    error?: { summary?: string }
  }
  try {
    report = JSON.parse(stdout) as typeof report
  } catch {
    throw new Error(`npm audit gave no report: ${stdout.slice(0, 300) || 'no output'}`)
  }
  if (!report.metadata?.vulnerabilities) {
    return `npm audit could not get the advisories from the registry (${report.message ?? report.error?.summary ?? 'no reason given'})`
  }
  const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) => entry.severity === 'high' || entry.severity === 'critical')
  if (serious.length > 0) {
    throw new Error(`high or critical advisories in production dependencies: ${serious.map((entry) => `${entry.name} (${entry.severity})`).join(', ')}; see \`npm audit --omit=dev\``)
  }
  return undefined
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconfronta-test-'))
/**
 * The throwaway PostgreSQL's files in memory (/dev/shm) where the machine has it: each integration file's copy of
 * the seeded template took 0.8 s of disk writes and the kernel's flushing competed with the tests for the two cores
 * (67 ms per copy in memory). Nothing of it outlives the run either way.
 */
const pgRoot = fs.existsSync('/dev/shm') ? fs.mkdtempSync('/dev/shm/casaconfronta-test-') : tmp
// PostgreSQL runs as the unprivileged 'postgres' user when we are root: it must be able to enter the folders.
fs.chmodSync(tmp, 0o755)
fs.chmodSync(pgRoot, 0o755)
// Removed however the script ends — its last line, or an error of its own outside the stages, which are caught —
// and only then: the stages after e2e write their Vitest reports into `tmp` (docs/testing.md).
process.on('exit', () => {
  for (const folder of [tmp, pgRoot]) fs.rmSync(folder, { recursive: true, force: true })
})
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' }
/**
 * For what runs once the e2e product is built: FORCE_BUILD applies to that first build only (e2eBuild). The products
 * the e2e and scale tests start themselves reuse it; building again under the running e2e product would replace the
 * script files its pages point at.
 */
const builtEnv = { ...baseEnv, FORCE_BUILD: '' }
const started = Date.now()
/** The static checks' share of the CPU against the build and the tests beside them (scripts/lib.ts run). */
const STATIC_NICENESS = 10

const needsDatabase = wants('integration') || wants('integration-long') || wants('e2e') || wants('e2e-long')
const testPgPort = Number(process.env.TEST_PG_PORT ?? 54339)

/**
 * The e2e files in lanes, each lane with a product and a database of its own (E2E_LANES, default 2): one Chromium
 * mostly waits on pages, and once the integration tests are done a single lane left a core idle. Files named on the
 * command line run in one lane.
 */
function e2eLanes(): string[][] {
  if (files.length > 0) return [files]
  const all = fs.readdirSync(path.join(root, 'tests/e2e')).filter((file) => file.endsWith('.test.ts')).map((file) => `tests/e2e/${file}`)
  const lanes = Array.from({ length: Math.max(1, Math.min(Number(process.env.E2E_LANES ?? 2), all.length)) }, () => ({ files: [] as string[], seconds: 0 }))
  for (const file of longestFirst(all)) {
    const lane = lanes.reduce((least, next) => (next.seconds < least.seconds ? next : least))
    lane.files.push(file)
    lane.seconds += e2eSeconds(file)
  }
  return lanes.map((lane) => lane.files)
}

const lanes = wants('e2e') ? e2eLanes() : []

/**
 * The long stage `e2e-long`: the editor's repeated saves (tests/e2e/purges.test.ts) with the rounds where a rare lost
 * purge shows, on a product and a database of their own, once everything else has run. `npm test` runs the same
 * file with a few rounds.
 */
const E2E_LONG = { files: ['tests/e2e/purges.test.ts'], database: 'e2elong', env: { PURGE_SAVES: '50', PURGE_PUBLISHES: '20' } }
const postgres = needsDatabase
  ? await startEmbeddedPostgres({
      dataDir: path.join(pgRoot, 'postgres'),
      port: testPgPort,
      databases: ['integration', ...lanes.map((_, lane) => e2eDatabase(lane)), ...(wants('e2e-long') ? [E2E_LONG.database] : [])],
      throwaway: true,
    })
  : undefined

function e2eDatabase(lane: number): string {
  return lane === 0 ? 'e2e' : `e2e${lane + 1}`
}

/**
 * The e2e product is built first (when it has no build yet, or FORCE_BUILD=1), while the static checks and the unit
 * tests run: its build is the longest wait of all and needs neither. Then every lane's product starts on that build at
 * once, each seeding its own database: the last lane's product up as soon as the first's (it waited for the first to be
 * up, 60 s later on two cores). The e2e tests start once their product is up, beside the checks and then the
 * integration tests: they keep the cores busy while Chromium waits on pages. A failed build fails each product's start.
 */
const e2eBuild = postgres && (lanes.length > 0 || wants('e2e-long')) && buildNeeded() ? buildProduct(baseEnv) : Promise.resolve()
e2eBuild.catch(() => {})
const e2eStages: ReturnType<typeof startE2eProduct>[] = []
if (postgres) {
  for (const [lane, laneFiles] of lanes.entries()) e2eStages.push(startE2eProduct(postgres.url(e2eDatabase(lane)), lane, laneFiles, e2eBuild))
}

/**
 * The integration tests' Payload logs warnings and errors only: the refusals they provoke by the thousand are
 * logged at info, and formatting them took a good part of the run.
 */
function integrationEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return { ...baseEnv, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'integration-secret', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }
}

/**
 * Lane `lane`'s product (its ports 5 above the previous lane's), started once `after` (the build) is done;
 * `testEnv` is added to the tests' environment, `stage` names a lane of a stage other than e2e.
 */
function startE2eProduct(databaseUrl: string, lane: number, laneFiles: string[], after?: Promise<unknown>, { testEnv = {}, stage }: { testEnv?: Record<string, string>; stage?: string } = {}) {
  const port = Number(process.env.TEST_WEB_PORT ?? 3100) + 5 * lane
  const mailSmtpPort = Number(process.env.TEST_MAIL_SMTP_PORT ?? 1125) + 5 * lane
  const mailWebPort = Number(process.env.TEST_MAIL_WEB_PORT ?? 8125) + 5 * lane
  const smsWebPort = Number(process.env.TEST_SMS_WEB_PORT ?? 8126) + 5 * lane
  // The first lane keeps the plain names (`e2e`, `start`); the others are numbered (`e2e-2`, `start-2`).
  const suffix = stage ? `-${stage}` : lane === 0 ? '' : `-${lane + 1}`
  const name = stage ?? `e2e${suffix}`
  const whose = stage ? ` (${stage})` : lane === 0 ? '' : ` (lane ${lane + 1})`
  const launched = (async () => {
    await after
    return launchProduct({
      port,
      mailSmtpPort,
      mailWebPort,
      smsWebPort,
      databaseUrl,
      dataDir: path.join(tmp, `data-${name}`),
      label: `start${suffix}`,
      // The end-to-end tests sign in with the demo logins and open the demo leads' offers. Behind a "proxy" (TRUST_PROXY):
      // the requests a test sends as other visitors (tests/e2e/harness.ts sendLead) name their own address, so they
      // do not use up the per-visitor limits of the browser, which has the machine's one address.
      env: { PAYLOAD_SECRET: 'e2e-secret', SEED_DEMO: '1', TRUST_PROXY: '1', FORCE_BUILD: '' },
    })
  })()
  const up = launched.then((product) => product.ready()).then(
    () => true,
    (error: unknown) => error,
  )
  let stopped = false
  return {
    up,
    async run() {
      await check(`npm start brings the product up${whose}`, async () => {
        const ready = await up
        if (ready !== true) throw ready
      })
      // No product when the build failed (the start check above says why): nothing to test or to stop.
      const product = await launched.catch(() => undefined)
      if (!product) return
      if ((await up) === true) {
        await vitest('e2e', { ...builtEnv, ...testEnv, E2E_BASE_URL: product.baseUrl, E2E_MAIL_URL: product.mailUrl, E2E_SMS_URL: product.smsUrl, DATABASE_URL: databaseUrl }, laneFiles, name)
      }
      stopped = true
      await check(`stopping npm start leaves no process and no port behind${whose}`, async () => {
        await product.stop()
        if (product.child.exitCode !== 0) throw new Error(`the launcher exited with ${product.child.exitCode ?? product.child.signalCode}`)
        for (const p of [port, mailSmtpPort, mailWebPort, smsWebPort]) {
          if (!(await portIsFree(p))) throw new Error(`port ${p} is still open`)
        }
      })
    },
    /** After a stage threw before the e2e run ended: the product does not outlive the run. */
    async stop() {
      if (!stopped) await (await launched.catch(() => undefined))?.stop()
    },
  }
}

try {
  // The e2e tests start as soon as the product is built and up: the checks, the unit and the integration tests run
  // beside them, keeping the cores busy while Chromium waits on pages; nothing the e2e tests use depends on them.
  await Promise.all([
    (async () => {
      if (wants('static')) {
        // Both keep what they found of the files that did not change since the last run (node_modules/.cache): ESLint
        // lints only changed files, tsc checks again what a change can reach. A clean clone (CI) checks everything.
        // `npm run typecheck` is TypeScript 7's native tsc (the `typescript-7` alias; `typescript` stays 5.9 for the
        // tools that use its API), on one thread: the cores are the tests', and its checkers in parallel cost half as
        // much CPU again for the same answer.
        await check('lint (eslint)', () => run('npm', ['run', '--silent', 'lint'], { label: 'eslint', env: baseEnv, niceness: STATIC_NICENESS }))
        await check('type check (tsc)', () => run('npm', ['run', '--silent', 'typecheck'], { label: 'tsc', env: baseEnv, niceness: STATIC_NICENESS }))
        // What `npm run generate` would write now (scripts/generated-files.ts: Payload's types and drizzle schema, in
        // one process), against what is committed.
        const generated = [
          { file: 'cms/payload-types.ts', variable: 'PAYLOAD_TYPES_OUT', out: path.join(tmp, 'payload-types.ts') },
          { file: 'cms/src/database/schema.ts', variable: 'PAYLOAD_DB_SCHEMA_OUT', out: path.join(tmp, 'schema.ts') },
        ]
        const generating = run(...tsxNode(path.join(root, 'scripts/generated-files.ts')), {
          label: 'generate',
          niceness: STATIC_NICENESS,
          env: { ...baseEnv, ...Object.fromEntries(generated.map(({ variable, out }) => [variable, out])) },
        })
        for (const { file, out } of generated) {
          await check(`${file} matches the collections`, async () => {
            await generating
            if (fs.readFileSync(out, 'utf8') !== fs.readFileSync(path.join(root, file), 'utf8')) {
              throw new Error(`${file} is out of date: run \`npm run generate\` and commit it`)
            }
          })
        }
        try {
          const notAudited = await auditProductionDependencies(baseEnv)
          if (notAudited) console.warn(`⚠ npm audit NOT RUN (not counted as passed): ${notAudited}`)
          else {
            passed++
            console.log('✔ npm audit: no high or critical advisory in production dependencies')
          }
        } catch (error) {
          failed++
          failures.push('npm audit')
          console.error(`✘ npm audit: ${error instanceof Error ? error.message : error}`)
        }
        await check('docker-compose.yml is valid with only the required variables, and refuses to start without any of them', async () => {
          // No Docker engine here: the file is validated, not run. `docker compose` when the plugin exists,
          // otherwise Debian's docker-compose (which .ci/run installs).
          const required = { POSTGRES_PASSWORD: 'c0ffee', PAYLOAD_SECRET: 'compose-check', MINIO_ROOT_USER: 'root', MINIO_ROOT_PASSWORD: 'compose-check', S3_SECRET_ACCESS_KEY: 'compose-check', SMTP_URL: 'smtp://mail.example.com:587', PUBLIC_URL: 'https://www.example.com' }
          // Only the required variables: none of them, nor anything the file has a default for, from this shell.
          const withOnly = (values: Record<string, string>) => {
            const env: NodeJS.ProcessEnv = { ...baseEnv, ...values }
            for (const name of Object.keys(env)) {
              if (name in values) continue
              if (name in required || name.startsWith('S3_') || ['MAIL_FROM', 'HTTP_PORT', 'APP_IMAGE'].includes(name)) delete env[name]
            }
            return env
          }
          const plugin = await run('docker', ['compose', 'version'], { label: 'compose', env: baseEnv, niceness: STATIC_NICENESS }).then(() => true, () => false)
          const config = (env: NodeJS.ProcessEnv) =>
            plugin ? run('docker', ['compose', 'config', '--quiet'], { label: 'compose', env, niceness: STATIC_NICENESS }) : run('docker-compose', ['config', '--quiet'], { label: 'compose', env, niceness: STATIC_NICENESS })
          await config(withOnly(required))
          for (const name of Object.keys(required)) {
            const { [name]: _missing, ...rest } = required as Record<string, string>
            const refused = await config(withOnly(rest)).then(() => false, () => true)
            if (!refused) throw new Error(`docker-compose.yml starts without ${name}: it must be required`)
          }
        })
      }
    })(),
    // Beside the static checks, not after them: on two cores the checks (tsc alone is a core for a minute and a half)
    // held the integration tests back by three minutes. They run at a lower priority (STATIC_NICENESS): nothing waits
    // for them, while the e2e product's build and the tests do.
    (async () => {
      if (wants('unit')) await vitest('unit', baseEnv)

      if (postgres && wants('integration')) {
        await vitest('integration', integrationEnv(postgres.url('integration')))
      }
      if (postgres && wants('integration-long')) {
        await vitest('integration-long', { ...integrationEnv(postgres.url('integration')), FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000', GRAMMAR_VALUES: process.env.GRAMMAR_VALUES ?? 'all' })
      }
    })(),
    ...e2eStages.map((stage) => stage.run()),
  ])
  if (postgres && wants('e2e-long')) {
    const stage = startE2eProduct(postgres.url(E2E_LONG.database), 0, E2E_LONG.files, e2eBuild, { testEnv: E2E_LONG.env, stage: 'e2e-long' })
    e2eStages.push(stage)
    await stage.run()
  }
} finally {
  for (const stage of e2eStages) await stage.stop()
  await postgres?.stop()
  // The stopped database's files leave the memory (/dev/shm) before the later stages need it; when they sit in `tmp`,
  // they wait for the exit hook with the reports.
  if (pgRoot !== tmp) fs.rmSync(pgRoot, { recursive: true, force: true })
}

// Two web nodes, three jobs runners, one database and object store (scripts/scale-test.ts, also `npm run
// test:scale`): after e2e, which builds the product when no build exists.
if (wants('image')) {
  await check('the image builds: its install and build commands in a clean clone', async () => {
    await run(process.execPath, [path.join(root, 'scripts/image-build-test.ts')], { label: 'image', env: baseEnv })
  })
}

// The fault tests that launch products of their own (tests/faults/), on the e2e stage's build.
if (wants('faults')) await vitest('faults', builtEnv)

// Two web nodes behind a load balancer, three jobs runners, one database and object store, and their faults
// (scripts/scale-test.ts, also `npm run test:scale`): on the e2e stage's build, or one of its own.
if (wants('scale')) {
  await check('scale: the production shape and its faults', async () => {
    await run(process.execPath, [path.join(root, 'scripts/scale-test.ts')], { label: 'scale', env: builtEnv })
  })
}

if (wants('soak')) {
  await check('soak: simulated visitors for SOAK_MINUTES, no error, memory flat', async () => {
    await run(process.execPath, [path.join(root, 'scripts/soak.ts')], { label: 'soak', env: builtEnv })
  })
}

console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s${failures.length ? `; failures:\n${failures.map((failure) => `- ${failure}`).join('\n')}` : ''}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
