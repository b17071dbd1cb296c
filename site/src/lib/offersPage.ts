import type { AstroGlobal } from 'astro'
import { offersHeading, verificationPath, type OffersResponse, type OffersScope, type UiTexts } from '#content-schema'
import { getAcceptedLegalVersions, getOffers, getUiTexts } from './cms.ts'
import { previewOf } from './preview.ts'
import { loadChrome, type Chrome } from './pageData.ts'
import { pageRef } from './pageRef.ts'

export type OffersPageData = {
  chrome: Chrome
  ref: string
  /** Null when the offers could not be loaded: the page says so and offers to retry. */
  offers: OffersResponse | null
  texts: UiTexts['offers']
  reviews: UiTexts['reviews']
  /** When the interface texts were published: a booking sends it back with the consent its dialog asks. */
  textsVersion: string | null
  /** The legal texts' versions the booking dialog's consent accepts (getAcceptedLegalVersions). */
  legalVersion: string
  estimate: UiTexts['estimate']
  callbackSlot: UiTexts['callbackSlot']
  title: string
  intro: string | null
}

/**
 * What an offers page (/offerte-cap: the CAP's partners for the lead's service; /offerte-merchant: all of the CAP's)
 * shows for the token in `?ref` (or, once the page took it out of its address, in the page's cookie: pageRef), or the redirect home for a missing or unknown token (to its confirmation page for a
 * request whose contacts are not confirmed yet). Per visitor: the page names
 * the person the token belongs to, so it is never cached or shared.
 */
export async function loadOffersPage(Astro: Pick<AstroGlobal, 'url' | 'cookies' | 'locals' | 'request' | 'response' | 'redirect'>, scope: OffersScope): Promise<OffersPageData | Response> {
  Astro.response.headers.set('Cache-Control', 'private, no-store')
  const ref = pageRef(Astro)
  if (!ref) return Astro.redirect('/')
  const [chrome, result, texts, legalVersion] = await Promise.all([
    loadChrome(),
    getOffers(ref, scope, Astro.request.headers.get('x-real-ip')),
    previewOf(Astro).then(getUiTexts),
    getAcceptedLegalVersions(),
  ])
  if (result.state === 'not-found') return Astro.redirect('/')
  // Nothing of the request reaches a partner before the consumer confirms the contacts: that page comes first.
  if (result.state === 'ok' && !result.data.verified) return Astro.redirect(verificationPath(ref))
  const offers = result.state === 'ok' ? result.data : null
  return { chrome, ref, offers, texts: texts.offers, reviews: texts.reviews, textsVersion: texts.version, legalVersion, estimate: texts.estimate, callbackSlot: texts.callbackSlot, ...offersHeading(texts.offers, scope, offers) }
}
