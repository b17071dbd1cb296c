export const collectionSlugs = {
  users: 'users',
  media: 'media',
  services: 'services',
  pages: 'pages',
  faqs: 'faqs',
  testimonials: 'testimonials',
  partnerLogos: 'partner-logos',
  legalPages: 'legal-pages',
  merchants: 'merchants',
  merchantLogos: 'merchant-logos',
  teamMembers: 'team-members',
  bookings: 'bookings',
  clientRequests: 'client-requests',
  leadStatuses: 'lead-statuses',
  leadObjections: 'lead-objections',
  leadReturns: 'lead-returns',
  leadNotes: 'lead-notes',
  consents: 'consents',
  partialSubmissions: 'partial-submissions',
  contactRequests: 'contact-requests',
  questionnaires: 'questionnaires',
  auditLog: 'audit-log',
  estimateParameters: 'estimate-parameters',
  messageTemplates: 'message-templates',
  reviews: 'reviews',
  areraCatalogues: 'arera-catalogues',
  areraOffers: 'arera-offers',
  areraSuppliers: 'arera-suppliers',
} as const

export const globalSlugs = {
  siteSettings: 'site-settings',
  navigation: 'navigation',
  uiTexts: 'ui-texts',
  offersRanking: 'offers-ranking',
} as const

export const roles = ['admin', 'editor', 'merchant', 'member'] as const
export type Role = (typeof roles)[number]
