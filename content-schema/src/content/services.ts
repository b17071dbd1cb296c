import { z } from '../z.ts'
import { SeoSchema } from './common.ts'
import { callBookingGroupValues, serviceVariants } from './options.ts'
import { insuranceModes } from '../insurance/insurance.ts'
import { isSitePath } from './links.ts'

/** Where the call-booking hub lists a service, and the slug of its page /contatti/chiamata/{slug}. */
export const CallBookingSchema = z.object({
  group: z.enum(callBookingGroupValues),
  slug: z.string().min(1),
  label: z.string().min(1),
  popular: z.boolean().nullish(),
})
export type CallBooking = z.infer<typeof CallBookingSchema>

/** A service's slug and name: what the admin lists name and filter by. */
export const ServiceNameSchema = z.object({ slug: z.string().min(1), title: z.string().min(1), active: z.boolean().nullish(), assicurativo: z.boolean().nullish() })

/** What a list of services shows: the home grid's cards and the call-booking hub. */
export const ServiceCardSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  variant: z.enum(serviceVariants),
  /** Where the journey starts when it is not the questionnaire on the service page (Luce & Gas: /luce-gas-start). */
  startPath: z.string().nullish(),
  callBooking: CallBookingSchema,
  /** False once an editor retired the service: its page answers 410 and no list shows it. */
  active: z.boolean().nullish(),
})
export type ServiceCard = z.infer<typeof ServiceCardSchema>

/** A service page: the card fields plus its hero, call to action and SEO. */
export const ServicePageSchema = ServiceCardSchema.extend({
  hero: z.object({
    headline: z.string().min(1),
    text: z.string().min(1),
    points: z.array(z.object({ text: z.string().min(1) })).nullish(),
  }),
  ctaLabel: z.string().min(1),
  seo: SeoSchema.nullish(),
  /** Whether it is an insurance service (insurance.ts), and then how it is offered. */
  assicurativo: z.boolean().nullish(),
  insuranceMode: z.enum(insuranceModes).nullish(),
})
export type ServicePage = z.infer<typeof ServicePageSchema>

/** A start path that is a path of this site (links.ts), or null: one that is not is never rendered as a link. */
const startPathOf = (service: Pick<ServiceCard, 'startPath'>) => (service.startPath && isSitePath(service.startPath) ? service.startPath : null)

/** The card's link: the service page, or the start of its journey when that is elsewhere on the site. */
export function serviceHref(service: Pick<ServiceCard, 'slug' | 'startPath'>): string {
  return startPathOf(service) ?? `/${service.slug}`
}

/** The service page's call to action: the journey's start, or the questionnaire mounted on the page itself. */
export function serviceCtaHref(service: Pick<ServiceCard, 'startPath'>): string {
  return startPathOf(service) ?? '#questionario'
}

/** An insurance service as the transparency page lists it, with how it is offered. */
export const InsuranceServiceSchema = z.object({ slug: z.string().min(1), title: z.string().min(1), assicurativo: z.boolean().nullish(), insuranceMode: z.enum(insuranceModes).nullish() })
export type InsuranceService = z.infer<typeof InsuranceServiceSchema>
