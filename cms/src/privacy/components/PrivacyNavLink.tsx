import type { ServerProps } from 'payload'
import { privacyMessages } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'

/** In the /admin side menu, for admins only: the way to the "Privacy (GDPR)" view. */
export function PrivacyNavLink({ user }: ServerProps) {
  if (!hasRole(user, 'admin')) return null
  return (
    <a className="nav__link" href="/admin/privacy" style={{ marginTop: 'calc(var(--base) / 2)' }}>
      <span className="nav__link-label">{privacyMessages.title}</span>
    </a>
  )
}
