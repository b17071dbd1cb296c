/** `npm run build`: the Next/Payload app (admin + API) and the Astro site. Needs no database. */
import { bin, root, run } from './lib.ts'

const env = {
  ...process.env,
  // A production build whatever the caller's NODE_ENV: a build started from a Vitest process (the fault tests build
  // when no build exists) inherited 'test', and the islands were compiled for React's development runtime (jsxDEV),
  // which the production server does not load: every page with an island answered 500.
  NODE_ENV: 'production' as const,
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  // The Payload config is evaluated while building but never connects; placeholders keep it satisfied.
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'build-time-placeholder',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://build:build@127.0.0.1:1/build',
}

const started = Date.now()
await run(bin('next'), ['build', 'cms'], { label: 'next', env, cwd: root })
await run(bin('astro'), ['build'], { label: 'astro', env, cwd: root })
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
