import type { PayloadRequest } from 'payload'
import { leadSettingsDefaults, type LeadSettings } from '#content-schema'
import { globalSlugs } from '../slugs.ts'
import { remembered } from '../content/settingsCache.ts'
import { smsCountriesFrom } from '../sms/phone.ts'

/**
 * The operator's settings of requests and partners (site settings, «Richieste e partner»), each at its default while
 * unset, kept in memory until an admin changes them (content/settingsCache.ts). A system read with `req`, so inside a
 * transaction it takes no second connection.
 */
export function readLeadSettings(req: PayloadRequest): Promise<LeadSettings> {
  return remembered('lead-settings', req, async () => {
    const settings = await req.payload.findGlobal({ slug: globalSlugs.siteSettings, select: { richieste: true }, depth: 0, req })
    const stored = settings.richieste ?? {}
    return {
      smsVerification: stored.verificaSms ?? leadSettingsDefaults.smsVerification,
      smsCountries: stored.paesiSms ? smsCountriesFrom(stored.paesiSms) : leadSettingsDefaults.smsCountries,
      verificationHours: stored.oreVerifica ?? leadSettingsDefaults.verificationHours,
      partnersPerRequest: stored.partnerPerRichiesta ?? leadSettingsDefaults.partnersPerRequest,
      returnWindowDays: stored.giorniReso ?? leadSettingsDefaults.returnWindowDays,
    }
  })
}
