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
