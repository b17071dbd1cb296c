import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { bookingStates, openBookingStates, UiTextsSchema, type BookingState, type RequestTracker as Tracker } from '#content-schema'
import RequestTracker from '../../../site/src/islands/tracker/RequestTracker.tsx'

const texts = UiTextsSchema.parse({})

/** A cancelled request with one partner whose callback is in `stato`, as the request page renders it. */
function renderCancelledWith(stato: BookingState): string {
  const tracker: Tracker = {
    service: { slug: 'luce-gas', label: 'Luce e gas' },
    cap: '59100',
    citta: 'Prato',
    firstName: 'Laura',
    createdAt: '2026-11-20T09:00:00.000Z',
    verifiedAt: '2026-11-20T09:05:00.000Z',
    estimate: null,
    cancelledAt: '2026-11-21T10:00:00.000Z',
    erasureRequestedAt: null,
    partners: [
      {
        id: 7,
        nomeAzienda: 'Prato Energia',
        logoUrl: null,
        events: [],
        booking: { id: 3, stato, richiamata: '2026-11-22T10:00:00.000Z', propostaRichiamata: null },
        controller: { ragioneSociale: 'Prato Energia srl', partitaIva: null, sede: null, email: 'info@example.com' },
        objectedAt: null,
      },
    ],
    consents: [],
    offersPath: '/offerte-cap?ref=abcdefgh',
    acceptedTexts: { legal: [], wordings: [] },
  }
  return renderToStaticMarkup(
    createElement(RequestTracker, {
      requestRef: 'abcdefgh',
      initial: tracker,
      reviews: { partners: [] },
      texts: { tracker: texts.tracker, estimate: texts.estimate, callbackSlot: texts.callbackSlot, reviews: texts.reviews },
    }),
  )
}

describe('the request page: a callback of a cancelled request', () => {
  // The open states come from content-schema (bookings.ts): a partner still calls back a consumer who did not answer
  // (non_risponde), so once the request is cancelled that callback too must say it will not be made.
  it.each(bookingStates)('in state %s says it will not be made exactly when the state is open', (stato) => {
    const html = renderCancelledWith(stato)
    expect(html.includes(texts.tracker.callbackCancelled)).toBe(openBookingStates.includes(stato))
  })

  it('counts a non_risponde callback as open', () => {
    expect(renderCancelledWith('non_risponde')).toContain(texts.tracker.callbackCancelled)
  })
})
