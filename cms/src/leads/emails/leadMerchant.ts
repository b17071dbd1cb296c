import { estimateDetails, maskPhone, maskPhoneInText, phoneMaskMessages, type Estimate, type FinalContactForm, type LabelledDetail, type UiTexts } from '#content-schema'
import type { EmailContent } from '../../email/layout.ts'
import { templatedEmail } from '../../email/messageTemplates.ts'
import type { PartnerContactScope } from '../../consents/given.ts'

/**
 * A partner's notice of a new request in its area, with the answers and what the consumer consented to give this
 * partner (consents/given.ts): name, e-mail and phone (`phone`); the same with the phone masked (`email`: no phone
 * channel allowed); or no contact at all (`none`: the consumer did not choose this partner), without «Contattalo».
 */
export function leadMerchantEmail(input: {
  contact: FinalContactForm
  share: PartnerContactScope
  /** The service's slug: its own template, where an editor wrote one. */
  service?: string
  serviceLabel: string
  cap: string
  citta: string | null
  details: LabelledDetail[]
  /** What the client was shown as an indicative estimate: context for the call (none on a lead stored without one). */
  estimate: Estimate | null
  /** The estimate's words as the client read them (the ui-texts global, readBrandAndTexts). */
  estimateTexts: UiTexts['estimate']
  /** The merchant area, where the lead waits with the others. */
  areaUrl: string
  /** The service's own paragraph for its partners (Services › «Testi delle e-mail»), when its editor wrote one. */
  serviceParagraph: string | null
}): EmailContent {
  const { contact, share } = input
  const zone = { label: 'Zona', value: input.citta ? `${input.cap} - ${input.citta}` : input.cap }
  const phoneVisible = share === 'phone'
  const messaggio = contact.messaggio && !phoneVisible ? maskPhoneInText(contact.messaggio, contact.telefono) : contact.messaggio
  const contactRows =
    share === 'none'
      ? [zone]
      : [
          { label: 'Nome', value: contact.nome },
          { label: 'Telefono', value: phoneVisible ? contact.telefono : `${maskPhone(contact.telefono)} (${phoneMaskMessages.note})` },
          { label: 'Email', value: contact.email },
          ...(contact.ragioneSociale ? [{ label: 'Ragione sociale', value: contact.ragioneSociale }] : []),
          ...(contact.partitaIva ? [{ label: 'Partita IVA', value: contact.partitaIva }] : []),
          zone,
          ...(messaggio ? [{ label: 'Messaggio', value: messaggio }] : []),
        ]
  return templatedEmail(
    share === 'none' ? 'lead-merchant-not-shared' : 'lead-merchant',
    input.service ?? null,
    { servizio: input.serviceLabel, cap: input.cap, paragrafoServizio: input.serviceParagraph || null },
    {
      details: [...contactRows, ...input.details.map(({ label, value }) => ({ label, value })), ...(input.estimate ? estimateDetails(input.estimate, input.estimateTexts.chartNote) : [])],
      ctaUrl: input.areaUrl,
    },
  )
}
