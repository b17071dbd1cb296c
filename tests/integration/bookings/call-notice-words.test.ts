import { describe, expect, it } from 'vitest'
import { uiTextCatalogue } from '#content-schema'
import { earlierUiTextDefaults } from '../../../cms/src/seed/content/uiTexts.ts'
import { seedSiteContent } from '../../../cms/src/seed/siteContent.ts'
import { globalSlugs } from '../../../cms/src/slugs.ts'
import { payload } from '../support/helpers.ts'

/**
 * The call form's notice asks the visitor to confirm from the email (issue #37: the call request goes on only once
 * its link is opened, bookings/callConfirmation.ts). A database holding the earlier default, «Chiamata prenotata!»,
 * nobody reworded, gets today's words from the seed; an editor's own words stay.
 */
const today = uiTextCatalogue.callBooking.texts
const earlier = { successTitle: earlierUiTextDefaults.callBooking!.successTitle![0]!, successText: earlierUiTextDefaults.callBooking!.successText![0]! }

async function setCallNotice(words: { successTitle: string; successText: string }) {
  const p = await payload()
  const current = await p.findGlobal({ slug: globalSlugs.uiTexts, depth: 0, overrideAccess: true })
  await p.updateGlobal({ slug: globalSlugs.uiTexts, data: { callBooking: { ...current.callBooking, ...words }, _status: 'published' }, overrideAccess: true, context: { seeding: true } })
}

const stored = async () => (await (await payload()).findGlobal({ slug: globalSlugs.uiTexts, depth: 0, overrideAccess: true })).callBooking

describe('the seed on a database holding the earlier call notice', () => {
  it('starts with today’s words, which ask to open the link in the email', async () => {
    expect(await stored()).toMatchObject({ successTitle: today.successTitle.default, successText: today.successText.default })
    expect(today.successText.default).toContain('apri il link nell’email')
  })

  it('brings the earlier default nobody reworded to today’s, once', async () => {
    await setCallNotice(earlier)
    expect(await seedSiteContent(await payload())).toEqual(['ui-texts: today\'s defaults for callBooking'])
    expect(await stored()).toMatchObject({ successTitle: today.successTitle.default, successText: today.successText.default })
    expect(await seedSiteContent(await payload())).toEqual([])
  })

  it('keeps what an editor wrote, and brings only the text still at the earlier default', async () => {
    await setCallNotice({ successTitle: 'Grazie della richiesta!', successText: earlier.successText })
    expect(await seedSiteContent(await payload())).toEqual(['ui-texts: today\'s defaults for callBooking'])
    expect(await stored()).toMatchObject({ successTitle: 'Grazie della richiesta!', successText: today.successText.default })
  })
})
