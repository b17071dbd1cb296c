import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The public origin is served by server/web.ts; Next answers only /admin, /api and /_next.
  poweredByHeader: false,
  // NEXT_DIST_DIR lets two checkouts' builds coexist on one machine (dev only); the web server reads the same.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  compress: false,
  outputFileTracingRoot: root,
  turbopack: { root },
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
