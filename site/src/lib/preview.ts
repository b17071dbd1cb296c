import type { AstroGlobal } from 'astro'
import { getStaffPreview, type Preview } from './cms.ts'
import { PREVIEW_PARAM } from '../../../platform/pageQuery.ts'

export type Visit = Pick<AstroGlobal, 'url' | 'cookies' | 'locals'>

export function asksForPreview(Astro: Pick<AstroGlobal, 'url'>): boolean {
  return Astro.url.searchParams.has(PREVIEW_PARAM)
}

/**
 * Whether this request sees the latest drafts: ?anteprima=1 from a signed-in editor or admin, whose own session
 * the CMS checks. Everyone else, the same link included, sees what is published. Asked once per request.
 */
export function previewOf(Astro: Visit): Promise<Preview | null> {
  if (!asksForPreview(Astro)) return Promise.resolve(null)
  Astro.locals.preview ??= getStaffPreview(Astro.cookies.get('payload-token')?.value)
  return Astro.locals.preview
}
