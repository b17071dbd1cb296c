import { SiteSettingsSchema, type SiteSettings } from '#content-schema'

/** The one module through which the site reads CMS content: Payload's REST API on the internal URL. */
const CMS_URL = (process.env.CMS_INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '')

export class CmsError extends Error {}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${CMS_URL}/api${path}`, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new CmsError(`CMS ${path} answered ${response.status}`)
  return response.json()
}

function selectQuery(fields: string[]): string {
  return fields.map((field) => `select[${field}]=true`).join('&')
}

export async function getSiteSettings(): Promise<SiteSettings> {
  const fields = ['brandName', 'companyName', 'address', 'vatNumber', 'email', 'phone', 'socials']
  return SiteSettingsSchema.parse(await getJson(`/globals/site-settings?depth=0&${selectQuery(fields)}`))
}
