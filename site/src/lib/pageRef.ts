import type { AstroGlobal } from 'astro'
import { OFFERS_REF_PARAM, REF_PAGE_COOKIE } from '../../../platform/requestPage.ts'
import { secureCookies } from '../../../platform/env.ts'

/**
 * The request's token of an offers page or of the contacts' confirmation page: the one in its address (`?ref=`), kept
 * in an HttpOnly, SameSite=Strict cookie scoped to the page's own path, since the page's script then takes it out of
 * the address (RefOutOfAddress.astro); without one in the address, the cookie's (a reload, the way back). Empty when
 * neither has one.
 */
export function pageRef(Astro: Pick<AstroGlobal, 'url' | 'cookies'>): string {
  const fromAddress = Astro.url.searchParams.get(OFFERS_REF_PARAM)
  if (fromAddress) {
    const path = Astro.url.pathname.length > 1 ? Astro.url.pathname.replace(/\/+$/, '') : Astro.url.pathname
    Astro.cookies.set(REF_PAGE_COOKIE, fromAddress, { path, httpOnly: true, sameSite: 'strict', secure: secureCookies() })
    return fromAddress
  }
  return Astro.cookies.get(REF_PAGE_COOKIE)?.value ?? ''
}
