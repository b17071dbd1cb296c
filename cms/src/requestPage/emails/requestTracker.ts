import { callbackOnDay, callbackWhen, formatRomeDateTime, requestedServiceName, telemarketingMessages, type ServiceSlug } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

type Request = { id: number; nome: string; servizio: ServiceSlug; serviceName?: string; cap: string; createdAt?: string }

const areaUrl = () => `${publicUrl()}/area-merchant`

/** To a partner with a callback still to make: the consumer cancelled the request, so no call is wanted. */
export function requestCancelledMerchantEmail(request: Request, nomeAzienda: string): EmailContent {
  return templatedEmail(
    'request-cancelled-merchant',
    request.servizio,
    { partner: nomeAzienda, nome: request.nome, servizio: requestedServiceName(request), cap: request.cap },
    { ctaUrl: areaUrl() },
  )
}

/** To the partner of a callback still to make: the consumer chose another slot from the tracker. */
export function callbackRescheduledMerchantEmail(request: Request, nomeAzienda: string, slot: Date | null): EmailContent {
  const service = requestedServiceName(request)
  return templatedEmail(
    'callback-rescheduled-merchant',
    request.servizio,
    { partner: nomeAzienda, nome: request.nome, servizio: service, cap: request.cap, quando: callbackOnDay(slot) },
    {
      details: [
        { label: 'Cliente', value: request.nome },
        { label: telemarketingMessages.preferredLabel, value: callbackWhen(slot) },
        { label: 'Servizio', value: service },
        { label: 'CAP', value: request.cap },
      ],
      ctaUrl: areaUrl(),
    },
  )
}

/** To every admin: a consumer asked, from their tracker, for their data to be erased. */
export function erasureRequestAdminEmail(request: Request & { email: string }): EmailContent {
  return templatedEmail(
    'erasure-request-admin',
    request.servizio,
    { nome: request.nome, email: request.email },
    {
      details: [
        { label: 'Cliente', value: request.nome },
        { label: 'Email', value: request.email },
        { label: 'Servizio', value: requestedServiceName(request) },
        { label: 'CAP', value: request.cap },
      ],
      ctaUrl: `${publicUrl()}/admin/privacy`,
    },
  )
}

/**
 * To a partner that received a request: its consumer objected, from the request page, to the partner processing the
 * data (GDPR art. 21). Only what identifies the request, none of the contacts.
 */
export function objectionMerchantEmail(request: Request, nomeAzienda: string): EmailContent {
  return templatedEmail(
    'objection-merchant',
    request.servizio,
    {
      partner: nomeAzienda,
      nome: request.nome,
      servizio: requestedServiceName(request),
      cap: request.cap,
      data: request.createdAt ? formatRomeDateTime(new Date(request.createdAt)) : '',
    },
    { ctaUrl: areaUrl() },
  )
}
