import { formatRomeDateTime, requestedServiceName, type ServiceSlug } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

/** A request as a partner's privacy notice names it: by number, service, CAP and date, never by the person's data. */
type NoticeRequest = { id: number; servizio: ServiceSlug; serviceName?: string; cap: string; createdAt: string }

const noticeValues = (request: NoticeRequest, nomeAzienda: string) => ({
  partner: nomeAzienda,
  numero: String(request.id),
  servizio: requestedServiceName(request),
  cap: request.cap,
  data: formatRomeDateTime(new Date(request.createdAt)),
})

/** To a partner that received a request: its consumer withdrew the consent to be contacted by partners (GDPR art. 7 and 19). */
export function consentWithdrawnPartnerEmail(request: NoticeRequest, nomeAzienda: string): EmailContent {
  return templatedEmail('consent-withdrawn-partner', request.servizio, noticeValues(request, nomeAzienda), { ctaUrl: `${publicUrl()}/area-merchant` })
}

/** To a partner that received a request: its consumer's data were erased on their request (GDPR art. 17 and 19). */
export function dataErasedPartnerEmail(request: NoticeRequest, nomeAzienda: string): EmailContent {
  return templatedEmail('data-erased-partner', request.servizio, noticeValues(request, nomeAzienda), { ctaUrl: `${publicUrl()}/area-merchant` })
}
