import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The bench's Next app: only Payload's REST route, on the bench's Payload configuration (./payload.config.ts),
 * built and served by scripts/bench.ts for the lead row's bare create. The same settings as cms/next.config.mjs.
 */
export default withPayload(
  { poweredByHeader: false, compress: false, outputFileTracingRoot: root, turbopack: { root }, typescript: { ignoreBuildErrors: true } },
  { devBundleServerPackages: false },
)
