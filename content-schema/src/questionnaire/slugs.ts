import { z } from '../z.ts'

/** The services that have a questionnaire, by slug; the same slugs as the service pages. */
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

export const QuestionnaireSlugSchema = z.enum(questionnaireSlugs)
