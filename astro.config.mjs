import { defineConfig } from 'astro/config'
import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { SITE_CSP_DIRECTIVES } from './server/securityHeaders.ts'

// The site is rendered on demand from CMS content; the web server's front cache keeps the rendered pages and a
// content change purges the affected tags (server/web.ts, server/frontCache.ts), so no rebuild is needed.
// Vite inlines small bundled scripts into the page; the cookie banner's stays a file served from our origin,
// like the tags it loads after consent (docs/privacy.md, "Secret URLs and analytics").
const keepCookieBannerExternal = (file) => (file.includes('CookieBanner') ? false : undefined)

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  // SITE_DIST_DIR lets two builds coexist on one machine (dev only); the web server reads the same.
  outDir: process.env.SITE_DIST_DIR ?? './site/dist',
  cacheDir: './node_modules/.astro',
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  trailingSlash: 'never',
  // Old addresses (where the call form's privacy links used to point) answer with a permanent redirect.
  redirects: {
    '/termini-e-condizioni': { status: 301, destination: '/termini-condizioni' },
    '/informativa-privacy': { status: 301, destination: '/privacy-policy' },
  },
  build: { format: 'file' },
  devToolbar: { enabled: false },
  // Astro writes script-src and style-src with the hashes of every inline script and style it emits (island
  // bootstrap included) and sends the policy as a header with each on-demand page; the other directives are
  // ours. Style attributes are allowed (style-src-attr): the CMS's rich text carries the editors' formatting
  // in them and the islands render some (the questionnaire's progress bar); <style> elements still need a hash
  // (docs/privacy.md, "Security headers").
  // checkOrigin is off: the site's middleware refuses cross-site form posts itself, and also accepts the same-origin
  // post of a page that sends no referrer, whose Origin the browser sends as "null" (site/src/lib/formOrigin.ts).
  security: {
    checkOrigin: false,
    csp: {
      directives: SITE_CSP_DIRECTIVES,
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  vite: { plugins: [tailwindcss()], build: { assetsInlineLimit: keepCookieBannerExternal } },
})
