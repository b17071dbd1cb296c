import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { privacyMessages } from '#content-schema'
import { hasRole } from '../../../access/hasRole.ts'
import { PrivacyPanel } from './PrivacyPanel.tsx'

/**
 * /admin/privacy — "Privacy (GDPR)": export or erase everything stored about one e-mail address. The page is
 * shown to admins only; the endpoints it calls check the role again on the server.
 */
export function PrivacyView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 calc(var(--base) / 2)' }}>{privacyMessages.title}</h1>
        {hasRole(req.user, 'admin') ? <PrivacyPanel /> : <p role="alert">{privacyMessages.forbidden}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
