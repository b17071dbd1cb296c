import { estimateDetails, maskPhone, maskPhoneInText, phoneMaskMessages, type Estimate, type FinalContactForm, type LabelledDetail, type UiTexts } from '#content-schema'
import type { EmailContent } from '../layout.ts'

/**
 * A partner's notice of a new request in its area, with the client's contact data and answers. The phone
 * number is masked unless the client consented to be contacted by partners.
 */
export function leadMerchantEmail(input: {
  contact: FinalContactForm
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
  const { contact } = input
  const phoneVisible = contact.partners
  const messaggio = contact.messaggio && !phoneVisible ? maskPhoneInText(contact.messaggio, contact.telefono) : contact.messaggio
  const contactRows = [
    { label: 'Nome', value: contact.nome },
    { label: 'Telefono', value: phoneVisible ? contact.telefono : `${maskPhone(contact.telefono)} (${phoneMaskMessages.note})` },
    { label: 'Email', value: contact.email },
    ...(contact.ragioneSociale ? [{ label: 'Ragione sociale', value: contact.ragioneSociale }] : []),
    ...(contact.partitaIva ? [{ label: 'Partita IVA', value: contact.partitaIva }] : []),
    { label: 'Zona', value: input.citta ? `${input.cap} - ${input.citta}` : input.cap },
    ...(messaggio ? [{ label: 'Messaggio', value: messaggio }] : []),
  ]
  return {
    subject: `Nuova richiesta ${input.serviceLabel} - CAP ${input.cap}`,
    heading: `Nuova richiesta per ${input.serviceLabel}`,
    paragraphs: ['Un cliente della tua zona ha chiesto offerte per un servizio che offri. Contattalo al più presto.', ...(input.serviceParagraph ? [input.serviceParagraph] : [])],
    details: [...contactRows, ...input.details.map(({ label, value }) => ({ label, value })), ...(input.estimate ? estimateDetails(input.estimate, input.estimateTexts.chartNote) : [])],
    cta: { label: 'Apri la tua area merchant', url: input.areaUrl },
  }
}
