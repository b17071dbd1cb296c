import { publicUrl } from '../../../platform/env.ts'

/** The site's routes of the pages that do not sit at /{slug}. */
const pagePaths: Record<string, string> = { home: '/', 'prenota-chiamata': '/contatti/chiamata' }

/** Where the site shows a page of the `pages` collection. */
export function pagePath(slug: string): string {
  return pagePaths[slug] ?? `/${slug}`
}

/**
 * The admin's "Anteprima" link: the public route with ?anteprima=1, which the site renders from the latest
 * draft for a signed-in editor or admin (site/src/lib/preview.ts) and never caches.
 */
export function previewUrl(path: string, hash = ''): string {
  return `${publicUrl()}${path}?anteprima=1${hash}`
}
