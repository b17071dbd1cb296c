/** Every public route of the content site, for the end-to-end, accessibility and performance checks. */
export const servicePages = [
  { path: '/luce-gas', title: 'Luce & Gas', cta: 'Scopri le offerte', ctaHref: '/luce-gas-start' },
  { path: '/internet-mobile', title: 'Internet & Mobile', cta: 'Confronta offerte', ctaHref: '#questionario' },
  { path: '/fotovoltaico', title: 'Fotovoltaico', cta: 'Richiedi preventivo', ctaHref: '#questionario' },
  { path: '/caldaie-clima', title: 'Caldaie & Clima', cta: 'Trova la soluzione', ctaHref: '#questionario' },
  { path: '/sistemi-allarme', title: 'Sistemi di Allarme', cta: 'Configura sicurezza', ctaHref: '#questionario' },
  { path: '/assicurazione-casa', title: 'Assicurazione Casa', cta: 'Richiedi un contatto', ctaHref: '#questionario' },
  { path: '/assicurazione-auto', title: 'Assicurazione Auto', cta: 'Richiedi un preventivo', ctaHref: '#questionario' },
  { path: '/depuratori', title: 'Depuratori', cta: 'Scopri soluzioni', ctaHref: '#questionario' },
] as const

export const callPages = [
  { slug: 'gas-e-luce', label: 'Luce & Gas' },
  { slug: 'internet-mobile', label: 'Internet & Mobile' },
  { slug: 'fotovoltaico', label: 'Fotovoltaico' },
  { slug: 'caldaie-clima', label: 'Caldaie & Clima' },
  { slug: 'sistemi-allarme', label: 'Sistemi di allarme' },
  { slug: 'assicurazione-casa', label: 'Assicurazione Casa' },
  { slug: 'assicurazione-pet', label: 'Assicurazione Pet' },
  { slug: 'depuratori', label: 'Depuratori' },
] as const

export const contentRoutes = [
  '/',
  ...servicePages.map((page) => page.path),
  '/contatti',
  '/chi-siamo',
  '/come-funziona',
  '/trasparenza',
  '/privacy-policy',
  '/termini-condizioni',
  '/cookie-policy',
  '/regole-resi',
  '/contatti/chiamata',
  ...callPages.map((page) => `/contatti/chiamata/${page.slug}`),
]

/** Pages made only of CMS content: no island, so no framework JavaScript at all. */
export const islandFreeRoutes = ['/', '/chi-siamo', '/come-funziona', '/trasparenza', '/privacy-policy', '/termini-condizioni', '/cookie-policy', '/regole-resi', '/contatti/chiamata']
