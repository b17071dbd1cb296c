import { requestedServiceName, serviceName, trackerPath, type ServiceSlug } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

/** The review form on a request's own page: its link is the consumer's proof, as for every other action there. */
export function reviewFormUrl(offersToken: string): string {
  return `${publicUrl()}${trackerPath(offersToken)}#recensioni`
}

/** To the consumer, once a partner marked the request contacted: an invitation to rate it from the request's page. */
export function reviewInvitationEmail(request: { nome: string; servizio: ServiceSlug; serviceName?: string; offersToken: string }, nomeAzienda: string): EmailContent {
  const firstName = request.nome.trim().split(/\s+/)[0] ?? ''
  return templatedEmail(
    'review-invitation',
    request.servizio,
    { nome: firstName, servizio: requestedServiceName(request), partner: nomeAzienda },
    { ctaUrl: reviewFormUrl(request.offersToken) },
  )
}

/** To the partner: a consumer it contacted reviewed it; it may reply once from its area. */
export function newReviewMerchantEmail(nomeAzienda: string, voto: number, servizio: ServiceSlug, name = serviceName(servizio)): EmailContent {
  return templatedEmail(
    'review-new-merchant',
    servizio,
    { partner: nomeAzienda, servizio: name, voto: String(voto) },
    {
      details: [
        { label: 'Voto', value: `${voto} su 5` },
        { label: 'Servizio', value: name },
      ],
      ctaUrl: `${publicUrl()}/area-merchant`,
    },
  )
}
