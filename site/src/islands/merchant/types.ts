import type { BookingState, ServiceSlug } from '#content-schema/services.ts'
import type { MerchantState } from '#content-schema/merchantVetting.ts'
import type { Estimate } from '#content-schema/estimate/estimate.ts'

/** The records the merchant area reads through REST, as far as it draws them. */
export type MerchantLogoDoc = { id: number; url?: string | null; filename?: string | null }

export type MerchantDoc = {
  id: number
  nomeCognome: string
  nomeAzienda: string
  ragioneSociale?: string | null
  partitaIva?: string | null
  sede?: string | null
  settoreAttivita: string
  cap: string
  citta?: string | null
  zonaGeografica: string
  /** Approved by an admin: what the merchant is matched and reads leads for. */
  servizi: ServiceSlug[]
  capCoperti?: { cap: string }[] | null
  /** Asked for and waiting for an admin. */
  serviziProposti?: ServiceSlug[] | null
  capCopertiProposti?: { cap: string }[] | null
  stato: MerchantState
  motivoRifiuto?: string | null
  telefono: string
  email: string
  disponibilitaOraria?: string | null
  logo?: MerchantLogoDoc | number | null
}

export type TeamMemberDoc = { id: number; nome: string; ruolo: string; telefono?: string | null; email?: string | null; createdAt: string }

export type BookingDoc = {
  id: number
  nomeCliente: string
  telefonoCliente: string
  emailCliente: string
  servizioRichiesto: ServiceSlug
  capCliente?: string | null
  messaggio?: string | null
  /** The callback slot the client chose (ISO); none: as soon as possible. */
  richiamata?: string | null
  stato: BookingState
  createdAt: string
}

export type LeadDoc = {
  id: number
  nome: string
  email: string
  telefono: string
  servizio: ServiceSlug
  cap: string
  citta?: string | null
  messaggio?: string | null
  answers?: unknown
  answersText?: Record<string, string> | null
  stima?: Estimate | null
  createdAt: string
}
