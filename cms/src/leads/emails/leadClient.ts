import { estimateDetails, partnersPhrase, type Estimate, type FinalContactForm, type LabelledDetail, type ServiceEmailTexts, type UiTexts } from '#content-schema'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

type LeadClientInput = {
  contact: FinalContactForm
  /** The service's slug: its own template, where an editor wrote one. */
  service: string
  serviceLabel: string
  cap: string
  details: LabelledDetail[]
  estimate: Estimate
  /** The estimate's words as the site shows them (the ui-texts global, readBrandAndTexts). */
  estimateTexts: UiTexts['estimate']
  /** The request's tracker page (content-schema trackerPath), absolute. */
  trackerUrl: string
  /** What the service adds (Services › «Testi delle e-mail»): its own paragraph. */
  serviceTexts: Pick<ServiceEmailTexts, 'clientParagraph'>
  /** How soon partners answer, measured (responseTimeSentence), or null while too few are measured. */
  responseTime: string | null
}

/** What the e-mail says about the estimate: the figures are indicative, or why there is none. */
const estimateParagraph = (input: LeadClientInput) =>
  `${input.estimateTexts.title}: ${input.estimate.figures.length === 0 && input.estimate.notice ? input.estimate.notice : input.estimateTexts.disclaimer}`

/** The placeholders of the three confirmations, and the answers and estimate as the details under the words. */
function confirmation(kind: 'lead-client' | 'lead-client-no-partner' | 'lead-client-no-partner-chosen', input: LeadClientInput): EmailContent {
  return templatedEmail(
    kind,
    input.service,
    {
      nome: input.contact.nome,
      servizio: input.serviceLabel,
      cap: input.cap,
      tempoDiRisposta: input.responseTime,
      paragrafoServizio: input.serviceTexts.clientParagraph || null,
      stima: estimateParagraph(input),
    },
    {
      details: [...estimateDetails(input.estimate, input.estimateTexts.chartNote), ...input.details.map(({ label, value }) => ({ label, value }))],
      ctaUrl: input.trackerUrl,
    },
  )
}

/**
 * The visitor's confirmation that the request arrived, with the answers as they read them. How soon partners answer
 * is the measured median with its source, or not said at all: no delay nobody measured is promised.
 */
export const leadClientEmail = (input: LeadClientInput) => confirmation('lead-client', input)

/**
 * The same confirmation when no active partner serves the visitor's CAP for the service: it promises no call,
 * it says we look for a partner and write again when one is assigned.
 */
export const leadClientNoPartnerEmail = (input: LeadClientInput) => confirmation('lead-client-no-partner', input)

/**
 * The same confirmation when the visitor chose none of the partners the form named (or refused the partners consent):
 * their data went to nobody and nobody will call; a partner can still be chosen from the offers page.
 */
export const leadClientNoPartnerChosenEmail = (input: LeadClientInput) => confirmation('lead-client-no-partner-chosen', input)

/**
 * Someone sent a new request for a service with the e-mail or phone of an open request: its link goes to the address
 * stored on that request, and only there, with nothing of the new submission in it (it may not come from this person).
 */
export function leadOpenRequestReminderEmail(input: { nome: string; service: string; serviceLabel: string; trackerUrl: string }): EmailContent {
  return templatedEmail('lead-open-request-reminder', input.service, { nome: input.nome, servizio: input.serviceLabel }, { ctaUrl: input.trackerUrl })
}

/** A request that waited for a partner was taken: who has it (without the contacts), and the tracker to choose one. */
export function leadPartnerFoundEmail(input: { nome: string; service: string; serviceLabel: string; cap: string; partners: string[]; trackerUrl: string }): EmailContent {
  return templatedEmail(
    'lead-partner-found',
    input.service,
    { nome: input.nome, servizio: input.serviceLabel, cap: input.cap, partner: partnersPhrase(input.partners) },
    { details: input.partners.map((name) => ({ label: 'Partner', value: name })), ctaUrl: input.trackerUrl },
  )
}
