import { serviceLabels, type ServiceSlug } from '#content-schema/services.ts'

/** A service's name in the admin lists; a slug no longer known is shown as it is, none as a dash. */
export const serviceLabel = (slug: string | null | undefined) => (slug ? (serviceLabels[slug as ServiceSlug] ?? slug) : '—')
