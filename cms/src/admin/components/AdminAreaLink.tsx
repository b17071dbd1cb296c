import type { ServerProps } from 'payload'
import { hasRole } from '../../access/hasRole.ts'

/**
 * Below the /admin dashboard: the way to the admin area's live overview (requests, bookings, abandoned
 * forms). Editors never see it, since the area is for admins only.
 */
export function AdminAreaLink({ user }: ServerProps) {
  if (!hasRole(user, 'admin')) return null
  return (
    <div style={{ marginTop: 'calc(var(--base) * 2)' }}>
      <a className="btn btn--style-primary btn--size-medium" href="/area-admin">
        Apri l&apos;Area Admin
      </a>
      <p style={{ marginTop: 'calc(var(--base) / 2)', color: 'var(--theme-elevation-500)' }}>
        Richieste clienti, messaggi, merchant, prenotazioni e abbandoni dei moduli, aggiornati in tempo reale.
      </p>
    </div>
  )
}
