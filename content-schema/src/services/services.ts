import { z } from '../z.ts'
import { questionnaireSlugs, SLUG_PATTERN } from '../questionnaire/slugs.ts'
import { serviceMessages } from '../messages.ts'

/**
 * A service, by the slug of its page ('luce-gas'). The services collection is the one list of services: records
 * store the slug as text and the server checks it against the collection (cms/src/services/catalogue.ts).
 */
export type ServiceSlug = string
export const ServiceSlugSchema = z.string({ error: serviceMessages.unavailable }).max(60, serviceMessages.unavailable).regex(SLUG_PATTERN, serviceMessages.unavailable)

/** The eight services the product ships with: seeded, each with its questionnaire and its estimate model. */
export const serviceSlugs = questionnaireSlugs

/**
 * The names the eight services are seeded with (their title in the collection). The collection's title is the name
 * shown everywhere (serviceName); these serve only where no catalogue is at hand.
 */
export const serviceLabels: Record<ServiceSlug, string> = {
  'luce-gas': 'Luce & Gas',
  'internet-mobile': 'Internet & Mobile',
  fotovoltaico: 'Fotovoltaico',
  'caldaie-clima': 'Caldaie & Clima',
  'sistemi-allarme': 'Sistemi di Allarme',
  'assicurazione-casa': 'Assicurazione Casa',
  'assicurazione-auto': 'Assicurazione Auto',
  depuratori: 'Depuratori',
}

/** The names of the services by slug, as the collection holds them (retired ones included: old records name them). */
export type ServiceNames = Readonly<Record<ServiceSlug, string>>

/** A service's name: from the collection's names when given, else the seeded name, else its slug. */
export function serviceName(slug: ServiceSlug, names?: ServiceNames): string {
  return (names && Object.hasOwn(names, slug) ? names[slug] : undefined) ?? (Object.hasOwn(serviceLabels, slug) ? serviceLabels[slug] : undefined) ?? slug
}

/**
 * What a service adds to the e-mails of a new request (Services › «Testi delle e-mail»): a paragraph of its own in the
 * consumer's confirmation and in the partners' notice, when the editor wrote one. How soon partners answer is no
 * editor's promise: the confirmation gives the partners' measured median (transparency.ts, responseTimeSentence).
 */
export type ServiceEmailTexts = { clientParagraph: string | null; merchantParagraph: string | null }

export const defaultServiceEmailTexts: ServiceEmailTexts = { clientParagraph: null, merchantParagraph: null }

/** A record naming its service, with the service's name from the collection when the caller read it. */
export type WithServiceName = { servizio: ServiceSlug; serviceName?: string }
export const requestedServiceName = (record: WithServiceName): string => record.serviceName ?? serviceName(record.servizio)
