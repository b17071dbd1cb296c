import type { Role } from '../slugs.ts'

/** Demo logins created on an empty database; printed by the launcher and used by the tests. */
export const demoAccounts: { email: string; password: string; roles: Role[]; label: string }[] = [
  { label: 'Admin', email: 'admin@casaconfronta.it', password: 'Admin!2026demo', roles: ['admin'] },
  { label: 'Editor', email: 'editor@casaconfronta.it', password: 'Editor!2026demo', roles: ['editor'] },
  { label: 'Merchant (Prato)', email: 'merchant.prato@casaconfronta.it', password: 'Merchant!2026demo', roles: ['merchant'] },
  { label: 'Merchant (Milano)', email: 'merchant.milano@casaconfronta.it', password: 'Merchant!2026demo', roles: ['merchant'] },
  // A member of Energia Toscana's team with an account of its own: it reads only the leads assigned to it.
  { label: 'Collaboratore (Prato)', email: 'collaboratore.prato@casaconfronta.it', password: 'Collaboratore!2026demo', roles: ['member'] },
]
