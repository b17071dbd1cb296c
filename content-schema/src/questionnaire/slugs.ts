import { z } from '../z.ts'

/** The address part of a page, a service (and so of its questionnaire) or a call page: kebab-case ('luce-gas'). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The eight services the product ships with (seeded, with their questionnaires and estimate models). The services
 * collection is the one list of services: an editor adds more, so nothing checks a slug against this list.
 */
export const questionnaireSlugs = [
  'luce-gas',
  'internet-mobile',
  'fotovoltaico',
  'caldaie-clima',
  'sistemi-allarme',
  'assicurazione-casa',
  'assicurazione-auto',
  'depuratori',
] as const
export type QuestionnaireSlug = (typeof questionnaireSlugs)[number]

/** A service's slug as a shape only: the server checks it names a service of the collection that takes requests. */
export const QuestionnaireSlugSchema = z.string().max(60).regex(SLUG_PATTERN)
