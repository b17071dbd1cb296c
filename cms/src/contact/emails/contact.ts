import { contactTopicLabels, serviceName, type ContactRequest } from '#content-schema'
import { consentWithdrawalUrl } from '../../consents/withdrawalLink.ts'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'

/**
 * The acknowledgement a visitor receives after writing through /contatti; the withdrawal link with a marketing consent
 * (its record). A fixed text: the address was typed by the sender and nobody proved it theirs, so nothing the sender
 * wrote (name, message, links) goes into it — the form cannot relay a message to a stranger (issue #37 item 6). The
 * topic is one of the site's own names; a service's own template, where an editor wrote one, for a topic that is a service.
 */
export function contactAcknowledgementEmail(
  request: Pick<ContactRequest, 'argomento'>,
  marketingConsent: number | null,
  topic = request.argomento === 'altro' ? contactTopicLabels.altro : serviceName(request.argomento),
): EmailContent {
  return templatedEmail('contact-acknowledgement', request.argomento === 'altro' ? null : request.argomento, { argomento: topic }, {
    details: [{ label: 'Argomento', value: topic }],
    unsubscribeUrl: marketingConsent === null ? undefined : consentWithdrawalUrl(marketingConsent, 'marketing', 'address'),
  })
}
