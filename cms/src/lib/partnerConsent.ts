import type { PayloadRequest } from 'payload'
import { givenConsentId } from '../consents/givenConsent.ts'

/** The submission a consent was given with: a lead from a questionnaire, or a booking from a call form. */
export type ConsentSubject = { lead: number } | { booking: number }

/** Whether the person consented, with that submission (so for that service), to be contacted by partners. */
export async function hasPartnerConsent(req: PayloadRequest, subject: ConsentSubject): Promise<boolean> {
  return (await givenConsentId(req, subject, 'partners')) !== null
}
