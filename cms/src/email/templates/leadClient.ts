import { estimateDetails, type Estimate, type FinalContactForm, type LabelledDetail, type ServiceEmailTexts, type UiTexts } from '#content-schema'
import type { EmailContent } from '../layout.ts'

type LeadClientInput = {
  contact: FinalContactForm
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

/** The service's own paragraph, when its editor wrote one. */
const serviceParagraph = (input: LeadClientInput) => (input.serviceTexts.clientParagraph ? [input.serviceTexts.clientParagraph] : [])

/** What the e-mail says about the estimate: the figures are indicative, or why there is none. */
const estimateParagraph = (input: LeadClientInput) =>
  `${input.estimateTexts.title}: ${input.estimate.figures.length === 0 && input.estimate.notice ? input.estimate.notice : input.estimateTexts.disclaimer}`

/**
 * The visitor's confirmation that the request arrived, with the answers as they read them. How soon partners answer
 * is the measured median with its source, or not said at all: no delay nobody measured is promised.
 */
export function leadClientEmail(input: LeadClientInput): EmailContent {
  return {
    subject: `Abbiamo ricevuto la tua richiesta per ${input.serviceLabel}`,
    heading: `Grazie ${input.contact.nome}, la tua richiesta è arrivata`,
    paragraphs: [
      `Abbiamo ricevuto la tua richiesta di offerte per ${input.serviceLabel}.`,
      'I professionisti che hai scelto ti contatteranno con offerte personalizzate.',
      ...(input.responseTime ? [input.responseTime] : []),
      ...serviceParagraph(input),
      'Dalla pagina della tua richiesta scegli chi ti richiama e quando, vedi cosa ha fatto ogni partner e gestisci i tuoi consensi.',
      estimateParagraph(input),
    ],
    details: [...estimateDetails(input.estimate, input.estimateTexts.chartNote), ...input.details.map(({ label, value }) => ({ label, value }))],
    cta: { label: 'Segui la tua richiesta', url: input.trackerUrl },
  }
}

/**
 * The same confirmation when no active partner serves the visitor's CAP for the service: it promises no call,
 * it says we look for a partner and write again when one is assigned.
 */
export function leadClientNoPartnerEmail(input: LeadClientInput): EmailContent {
  return {
    subject: `Abbiamo ricevuto la tua richiesta per ${input.serviceLabel}`,
    heading: `Grazie ${input.contact.nome}, la tua richiesta è arrivata`,
    paragraphs: [
      `Abbiamo ricevuto la tua richiesta per ${input.serviceLabel}, ma al momento nessun partner verificato copre il CAP ${input.cap} per questo servizio.`,
      'Cerchiamo noi un professionista della tua zona: ti scriviamo appena un partner prende in carico la tua richiesta. Nel frattempo nessuno ti chiamerà.',
      ...serviceParagraph(input),
      estimateParagraph(input),
    ],
    details: [...estimateDetails(input.estimate, input.estimateTexts.chartNote), ...input.details.map(({ label, value }) => ({ label, value }))],
    cta: { label: 'Segui la tua richiesta', url: input.trackerUrl },
  }
}

/**
 * The same confirmation when the visitor chose none of the partners the form named (or refused the partners consent):
 * their data went to nobody and nobody will call; a partner can still be chosen from the offers page.
 */
export function leadClientNoPartnerChosenEmail(input: LeadClientInput): EmailContent {
  return {
    subject: `Abbiamo ricevuto la tua richiesta per ${input.serviceLabel}`,
    heading: `Grazie ${input.contact.nome}, la tua richiesta è arrivata`,
    paragraphs: [
      `Abbiamo ricevuto la tua richiesta per ${input.serviceLabel}. Non hai scelto nessun partner: i tuoi dati non sono stati inviati a nessuno e nessuno ti chiamerà.`,
      'Se cambi idea, dalla pagina della tua richiesta apri le offerte della tua zona e scegli tu chi ti richiama e quando.',
      ...serviceParagraph(input),
      estimateParagraph(input),
    ],
    details: [...estimateDetails(input.estimate, input.estimateTexts.chartNote), ...input.details.map(({ label, value }) => ({ label, value }))],
    cta: { label: 'Segui la tua richiesta', url: input.trackerUrl },
  }
}

/**
 * Someone sent a new request for a service with the e-mail or phone of an open request: its link goes to the address
 * stored on that request, and only there, with nothing of the new submission in it (it may not come from this person).
 */
export function leadOpenRequestReminderEmail(input: { nome: string; serviceLabel: string; trackerUrl: string }): EmailContent {
  return {
    subject: `Hai già una richiesta aperta per ${input.serviceLabel}`,
    heading: `${input.nome}, hai già una richiesta aperta: eccola`,
    paragraphs: [
      `Abbiamo ricevuto una nuova richiesta per ${input.serviceLabel} con il tuo indirizzo e-mail o il tuo numero di telefono. La tua richiesta aperta resta com’era: i partner che l’hanno ricevuta non ti contatteranno una seconda volta.`,
      'Dalla pagina della tua richiesta vedi cosa hanno fatto i partner, scegli chi ti richiama e gestisci i tuoi consensi.',
      'Se non sei stato tu a inviare la nuova richiesta, puoi ignorare questa e-mail: nessuno ha visto o cambiato la tua richiesta.',
    ],
    cta: { label: 'Apri la tua richiesta', url: input.trackerUrl },
  }
}

/** A request that waited for a partner was taken: who has it (without the contacts), and the tracker to choose one. */
export function leadPartnerFoundEmail(input: { nome: string; serviceLabel: string; cap: string; partners: string[]; trackerUrl: string }): EmailContent {
  const who = input.partners.length === 1 ? input.partners[0] : `${input.partners.length} partner verificati`
  return {
    subject: `Abbiamo trovato un partner per la tua richiesta di ${input.serviceLabel}`,
    heading: `${input.nome}, un partner ha preso in carico la tua richiesta`,
    paragraphs: [
      `Quando ci hai scritto nessun partner verificato copriva il CAP ${input.cap} per ${input.serviceLabel}. Ora sì: ${who} ha ricevuto la tua richiesta, senza i tuoi contatti, che non hai dato a nessun partner.`,
      'Se vuoi un’offerta, dalla pagina della tua richiesta apri le offerte e scegli chi ti richiama e quando: solo quel partner riceverà i tuoi contatti. Lì vedi anche cosa ha fatto ogni partner e gestisci i tuoi consensi.',
    ],
    details: input.partners.map((name) => ({ label: 'Partner', value: name })),
    cta: { label: 'Segui la tua richiesta', url: input.trackerUrl },
  }
}
