import type { SiteSettings } from '#content-schema'

export const demoSiteSettings: SiteSettings = {
  brandName: 'CasaConfronta',
  companyName: 'CasaConfronta S.r.l.',
  address: 'Via Roma 12, 59100 Prato (PO)',
  vatNumber: 'IT02456780974',
  email: 'info@casaconfronta.it',
  phone: '+39 0574 123456',
  socials: {
    facebook: 'https://www.facebook.com/casaconfronta',
    instagram: 'https://www.instagram.com/casaconfronta',
    linkedin: 'https://www.linkedin.com/company/casaconfronta',
  },
}
