import { serviceName, type ServiceNames } from '#content-schema/services/services.ts'

/** A service as the admin lists offer it in their filters: its slug and its name; `insurance`: «Servizio assicurativo». */
export type ServiceOption = { value: string; label: string; active?: boolean; insurance?: boolean }

let options: readonly ServiceOption[] = []
let names: ServiceNames = {}

/**
 * The services of the collection, in their order, as the page read them (area-admin.astro, area-merchant.astro): the
 * names the areas show, their service filters and the services a merchant may offer, so a service an editor adds is named and offered without a deploy.
 */
export function registerServiceOptions(services: readonly ServiceOption[]): void {
  if (services === options) return
  options = services
  names = Object.fromEntries(services.map((service) => [service.value, service.label]))
}

export const serviceOptions = (): readonly ServiceOption[] => options
/** The services a merchant may offer now: those an editor has not retired. */
export const activeServiceOptions = (): readonly ServiceOption[] => options.filter((option) => option.active !== false)

/** Whether a service is insurance (its record's «Servizio assicurativo», as the page read it): its partners need a RUI number. */
export const isInsuranceOption = (slug: string) => options.some((option) => option.value === slug && option.insurance === true)

/** A service's name in the admin lists; a slug no longer known is shown as it is, none as a dash. */
export const serviceLabel = (slug: string | null | undefined) => (slug ? serviceName(slug, names) : '—')
