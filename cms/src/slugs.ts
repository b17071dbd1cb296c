export const collectionSlugs = {
  users: 'users',
} as const

export const globalSlugs = {
  siteSettings: 'site-settings',
} as const

export const roles = ['admin', 'editor', 'merchant'] as const
export type Role = (typeof roles)[number]
