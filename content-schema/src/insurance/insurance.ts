import { z } from '../z.ts'
import { noEstimate } from '../estimate/model.ts'
import type { Estimate } from '../estimate/estimate.ts'
import type { ServiceSlug } from '../services/services.ts'

/**
 * Insurance within the law (IDD, d.lgs. 209/2005 and IVASS Regulation 40/2018): ranking or price-comparing policies is
 * insurance distribution, reserved to the intermediaries on IVASS's Registro Unico degli Intermediari (RUI); passing a
 * request on to such an intermediary (a "segnalazione") is not. Each insurance service is set in the CMS to one of the
 * two; the site's own RUI registration, when it has one, is in the site settings.
 */
export const insuranceServiceSlugs = ['assicurazione-casa', 'assicurazione-auto'] as const satisfies readonly ServiceSlug[]
export type InsuranceServiceSlug = (typeof insuranceServiceSlugs)[number]

/**
 * A service is insurance by a property of its own, «Servizio assicurativo» (`assicurativo`) in the services collection:
 * every service an editor marks so is RUI-gated and under the rules above, whatever its slug. The two services the
 * product ships with are marked when seeded; a record saved before the property existed (null) reads as they were.
 */
export type InsuranceFlagged = { slug: string; assicurativo?: boolean | null }
export const isInsuranceService = (service: InsuranceFlagged): boolean => service.assicurativo ?? (insuranceServiceSlugs as readonly string[]).includes(service.slug)

/** A merchant's RUI number: the register's section of an intermediary a partner can be (A to E) and 9 digits. */
export const PARTNER_RUI_NUMBER_PATTERN = /^[A-E]\d{9}$/

export const insuranceModes = ['segnalazione', 'intermediario'] as const
export type InsuranceMode = (typeof insuranceModes)[number]
export const insuranceModeLabels: Record<InsuranceMode, string> = {
  segnalazione: 'Segnalazione (nessun premio, nessun confronto di polizze)',
  intermediario: 'Intermediario registrato (premi indicativi con il numero RUI)',
}

/** The sections of the RUI, each an uppercase letter that also opens the registration number. */
export const ruiSections = ['A', 'B', 'C', 'D', 'E', 'F'] as const
export type RuiSection = (typeof ruiSections)[number]
export const ruiSectionLabels: Record<RuiSection, string> = {
  A: 'A – Agenti',
  B: 'B – Mediatori (broker)',
  C: 'C – Produttori diretti',
  D: 'D – Banche, intermediari finanziari, SIM, Poste Italiane',
  E: 'E – Collaboratori degli intermediari',
  F: 'F – Intermediari a titolo accessorio',
}
/** A RUI number: its section's letter and nine digits (E000123456). */
export const RUI_NUMBER_PATTERN = /^[A-F]\d{9}$/

export const insuranceMessages = {
  /** Shown instead of every premium (questionnaire, offers and request pages, e-mails) of a service in "segnalazione". */
  referralNotice:
    'Per le assicurazioni non calcoliamo premi e non confrontiamo né mettiamo in classifica le polizze: è distribuzione assicurativa, riservata per legge agli intermediari iscritti al Registro Unico degli Intermediari (RUI) dell’IVASS, e noi non lo siamo. Passiamo la tua richiesta a un intermediario assicurativo iscritto al RUI, che ti contatta e ti prepara il preventivo.',
  referralTitle: 'Ti mettiamo in contatto, non confrontiamo polizze',
  registeredTitle: 'Intermediario assicurativo registrato',
  registeredNotice: 'I premi che mostriamo sono indicativi; il preventivo vincolante arriva con la documentazione precontrattuale della polizza.',
  /** The service setting's refusals, the site settings' refusals. */
  modeNeedsRegistration:
    'Per scegliere «Intermediario registrato» inserisci prima sezione e numero RUI in Impostazioni del sito › Intermediazione assicurativa.',
  modeOnlyInsurance: 'La modalità assicurativa vale solo per i servizi assicurativi.',
  invalidRuiNumber: 'Il numero RUI è la lettera della sezione seguita da 9 cifre, per esempio E000123456.',
  /** Section E (collaborators of an intermediary): who it works for must be named, as the register lists it. */
  sectionENeedsIntermediary: 'Chi è iscritto nella sezione E lavora per un intermediario: indica il suo nome e il suo numero RUI, per esempio «Agenzia Rossi, A000123456».',
  invalidPartnerRuiNumber: 'Il numero RUI è la lettera della sezione (A, B, C, D o E) seguita da 9 cifre, per esempio E000123456.',
  ruiSectionMismatch: 'Il numero RUI deve iniziare con la lettera della sezione scelta.',
  ruiIncomplete: 'Inserisci sia la sezione sia il numero RUI, oppure nessuno dei due.',
  registrationInUse: (services: string) =>
    `Il numero RUI è mostrato accanto ai premi di ${services}, in modalità «Intermediario registrato»: passa prima quei servizi a «Segnalazione».`,
} as const

export const RuiRegistrationSchema = z
  .object({ section: z.enum(ruiSections), number: z.string().regex(RUI_NUMBER_PATTERN, insuranceMessages.invalidRuiNumber) })
  .refine((registration) => registration.number.startsWith(registration.section), { message: insuranceMessages.ruiSectionMismatch, path: ['number'] })
export type RuiRegistration = z.infer<typeof RuiRegistrationSchema>

/** The site settings' registration as stored (both blank when the site has none), or null when it is not a whole one. */
export function ruiRegistration(stored: { ruiSection?: string | null; ruiNumber?: string | null } | null | undefined): RuiRegistration | null {
  return RuiRegistrationSchema.safeParse({ section: stored?.ruiSection, number: stored?.ruiNumber?.trim() }).data ?? null
}

/** "Iscritta al RUI (IVASS), sezione E, n. E000123456": the footer's line and the one beside every premium. */
export function ruiLine(registration: RuiRegistration): string {
  return `Intermediario iscritto al Registro Unico degli Intermediari assicurativi (RUI) dell’IVASS, sezione ${registration.section}, n. ${registration.number}`
}

/** How one service's insurance is offered; null for a service that is not insurance. */
export type InsuranceDistribution = { mode: 'segnalazione' } | { mode: 'intermediario'; registration: RuiRegistration }

/**
 * The rule in force for a service: "intermediario" only with a whole RUI registration in the site settings, and
 * "segnalazione" otherwise, the unset setting of an insurance service included.
 */
export function insuranceDistribution(service: InsuranceFlagged, mode: InsuranceMode | null | undefined, registration: RuiRegistration | null): InsuranceDistribution | null {
  if (!isInsuranceService(service)) return null
  return mode === 'intermediario' && registration ? { mode, registration } : { mode: 'segnalazione' }
}

/** What a service in "segnalazione" shows instead of any premium: no figure, and why. */
export const referralEstimate = (service: ServiceSlug): Estimate => noEstimate(service, insuranceMessages.referralNotice)

/**
 * An estimate as the rule lets it be shown, wherever it is: in "segnalazione" no figure at all, only why; as a
 * registered intermediary the figures with the registration beside each. Idempotent, so a stored estimate can pass
 * through it again when it is read.
 */
export function estimateUnderDistribution(estimate: Estimate, distribution: InsuranceDistribution | null): Estimate {
  if (!distribution) return estimate
  if (distribution.mode === 'segnalazione') return referralEstimate(estimate.service)
  if (estimate.figures.length === 0) return estimate
  return { ...estimate, intermediary: ruiLine(distribution.registration) }
}
