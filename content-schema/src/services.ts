import { questionnaireSlugs, type QuestionnaireSlug } from './questionnaire/slugs.ts'

export type ServiceSlug = QuestionnaireSlug
export const serviceSlugs = questionnaireSlugs

/** The merchant service catalogue (the consultant services), by the slug the whole product uses. */
export const serviceLabels: Record<ServiceSlug, string> = {
  'luce-gas': 'Luce & Gas',
  'internet-mobile': 'Internet & Mobile',
  fotovoltaico: 'Fotovoltaico',
  'caldaie-clima': 'Caldaie & Climatizzatori',
  'sistemi-allarme': 'Sistemi di Allarme',
  'assicurazione-casa': 'Assicurazione Casa',
  'assicurazione-auto': 'Assicurazione Auto',
  depuratori: 'Depuratori Acqua',
}

/**
 * How soon the first offers usually arrive, as each service page says it (the seeded "Preventivi in 2-3 giorni" of
 * Fotovoltaico, "Prime offerte entro 24 ore" elsewhere): the confirmation e-mail promises the same.
 */
export const firstOffersWithin: Record<ServiceSlug, string> = {
  'luce-gas': 'entro 24 ore',
  'internet-mobile': 'entro 24 ore',
  fotovoltaico: 'in 2-3 giorni',
  'caldaie-clima': 'entro 24 ore',
  'sistemi-allarme': 'entro 24 ore',
  'assicurazione-casa': 'entro 24 ore',
  'assicurazione-auto': 'entro 24 ore',
  depuratori: 'entro 24 ore',
}

export const bookingStates = ['in_attesa', 'contattato', 'convertito', 'non_interessato'] as const
export type BookingState = (typeof bookingStates)[number]

/** The callback status machine: in_attesa → contattato → convertito | non_interessato; the last two are final. */
export const bookingTransitions: Record<BookingState, readonly BookingState[]> = {
  in_attesa: ['contattato'],
  contattato: ['convertito', 'non_interessato'],
  convertito: [],
  non_interessato: [],
}

export function canMoveBooking(from: BookingState, to: BookingState): boolean {
  return bookingTransitions[from].includes(to)
}

export const bookingStateLabels: Record<BookingState, string> = {
  in_attesa: 'In Attesa',
  contattato: 'Contattato',
  convertito: 'Convertito',
  non_interessato: 'Non interessato',
}

/** The merchant's button that moves a booking into a state: the state's own label, so both always agree. */
export function bookingActionLabel(state: BookingState): string {
  return `Segna come ${bookingStateLabels[state].toLowerCase()}`
}

/**
 * A merchant's own workflow for a lead it can see: nuovo → contattato → preventivo_inviato → vinto | perso.
 * A lead may be lost at any open step (the consumer stops answering before a quote), never reopened once
 * closed. "nuovo" is also the state of a lead the merchant has not touched yet (no row stored).
 */
export const leadStates = ['nuovo', 'contattato', 'preventivo_inviato', 'vinto', 'perso'] as const
export type LeadState = (typeof leadStates)[number]

export const leadTransitions: Record<LeadState, readonly LeadState[]> = {
  nuovo: ['contattato', 'perso'],
  contattato: ['preventivo_inviato', 'perso'],
  preventivo_inviato: ['vinto', 'perso'],
  vinto: [],
  perso: [],
}

export function canMoveLead(from: LeadState, to: LeadState): boolean {
  return from === to || leadTransitions[from].includes(to)
}

export const leadStateLabels: Record<LeadState, string> = {
  nuovo: 'Nuovo',
  contattato: 'Contattato',
  preventivo_inviato: 'Preventivo inviato',
  vinto: 'Vinto',
  perso: 'Perso',
}

export const consentPurposes = ['privacy', 'marketing', 'partners', 'group'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]

/** One name per consent, for the admin's ledger and the consumer's tracker alike. */
export const consentPurposeLabels: Record<ConsentPurpose, string> = {
  privacy: 'Privacy e termini',
  marketing: 'Comunicazioni promozionali',
  partners: 'Contatto dai partner commerciali',
  group: 'Comunicazioni delle società del gruppo',
}
