import type { Faq, SiteSettings } from '#content-schema'
import { publicUrl } from '../../../platform/env.ts'

/** schema.org Organization for every page, from the site settings. */
export function organizationJsonLd(settings: SiteSettings) {
  const sameAs = [settings.socials?.facebook, settings.socials?.instagram, settings.socials?.linkedin].filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.brandName,
    legalName: settings.companyName,
    url: `${publicUrl()}/`,
    logo: `${publicUrl()}/favicon.svg`,
    email: settings.email,
    telephone: settings.phone,
    vatID: settings.vatNumber,
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'IT' },
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/** schema.org FAQPage for a page that shows the FAQ accordion. */
export function faqJsonLd(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
