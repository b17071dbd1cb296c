/**
 * Interface texts whose default an earlier version gave, by group and key. A text still holding one of these words
 * (nobody reworded it) is brought to today's default by the seed (cms/src/seed/siteContent.ts); the earlier words stay
 * in the texts' published versions, which consents name.
 */
export const earlierUiTextDefaults: Record<string, Record<string, readonly string[]>> = {
  callBooking: {
    // Before a call request waited for the link in its email (issue #37), the notice promised the call at once.
    successTitle: ['Chiamata prenotata!'],
    successText: ['I nostri consulenti ti ricontatteranno il prima possibile.'],
  },
}
