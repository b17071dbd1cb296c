import { z } from '../z.ts'
import { EstimateSchema } from '../estimate/schema.ts'
import { merchantStates, ProposedMerchantDataSchema } from './merchantVetting.ts'
import { bookingStates } from '../bookings/bookings.ts'
import { leadStates } from '../leads/leadWorkflow.ts'
import { ServiceSlugSchema } from '../services/services.ts'

/**
 * The records the merchant and admin areas read (Payload's REST for the merchant, GET /api/admin/lists/:list for
 * the admin), as far as they draw them. The areas parse every answer with these, so a record of another shape
 * shows the list's error state instead of a half-drawn row.
 */
const id = z.number().int()
const text = z.string().nullish()
const service = ServiceSlugSchema
/** A stored estimate the area cannot read is left out, not a reason to lose the lead. */
const storedEstimate = EstimateSchema.nullish().catch(null)

/** GET /api/users/me and POST /api/users/login: who is signed in. */
export const SessionUserSchema = z.object({ id, email: z.string(), roles: z.array(z.string()).nullish() })
export type SessionUser = z.infer<typeof SessionUserSchema>
export const SessionSchema = z.object({ user: SessionUserSchema.nullable() })

/** A page of a Payload REST list. */
export function payloadListOf<T extends z.ZodType>(doc: T) {
  return z.object({ docs: z.array(doc), totalDocs: z.number().int(), page: z.number().int().optional(), totalPages: z.number().int().optional() })
}
export type PayloadList<T> = { docs: T[]; totalDocs: number; page?: number; totalPages?: number }

/** A REST write's answer: the record as stored. */
export function savedDocOf<T extends z.ZodType>(doc: T) {
  return z.object({ doc })
}

export const MerchantLogoDocSchema = z.object({ id, url: text, filename: text })
export type MerchantLogoDoc = z.infer<typeof MerchantLogoDocSchema>

const capRows = z.array(z.object({ cap: z.string() })).nullish()

export const MerchantDocSchema = z.object({
  id,
  nomeCognome: z.string(),
  nomeAzienda: z.string(),
  ragioneSociale: text,
  partitaIva: text,
  sede: text,
  settoreAttivita: z.string(),
  cap: z.string(),
  citta: text,
  zonaGeografica: z.string(),
  /** Its registration on IVASS's RUI, required to offer an insurance service. */
  numeroRui: text,
  /** A new RUI number waiting for an admin (the approved one above stays in force until then). */
  numeroRuiProposto: text,
  /** Section E: the intermediary it works for. */
  intermediarioRui: text,
  /** Changes to the fields its approval relied on, waiting for an admin (the values above stay in force until then). */
  datiProposti: ProposedMerchantDataSchema.nullish(),
  /** Approved by an admin: what the merchant is matched and reads leads for. */
  servizi: z.array(service),
  capCoperti: capRows,
  /** Asked for and waiting for an admin. */
  serviziProposti: z.array(service).nullish(),
  capCopertiProposti: capRows,
  stato: z.enum(merchantStates),
  motivoStato: text,
  telefono: z.string(),
  email: z.string(),
  disponibilitaOraria: text,
  logo: z.union([MerchantLogoDocSchema, id]).nullish(),
  /** Its intake of new leads (LeadIntakeSchema), read by itself and admins only. */
  pausaRicezione: z.boolean().nullish(),
  limiteSettimanale: z.number().nullish(),
})
export type MerchantDoc = z.infer<typeof MerchantDocSchema>

/** GET /api/merchants/me: the signed-in partner's profile and, for a team member's own account, its member record. */
export const OwnProfileSchema = z.object({ doc: MerchantDocSchema.nullable(), member: z.object({ id, nome: z.string() }).nullable() })
export type OwnProfile = z.infer<typeof OwnProfileSchema>

export const TeamMemberDocSchema = z.object({
  id,
  nome: z.string(),
  ruolo: z.string(),
  telefono: text,
  email: text,
  /** A new address waiting for the member to confirm it from that mailbox (`email` stays until then). */
  emailDaConfermare: text,
  /** Its own account, once the owner invited it (an id at depth 0). */
  utente: z.union([id, z.object({ id }).loose()]).nullish(),
  invitatoIl: text,
  createdAt: z.string(),
})
export type TeamMemberDoc = z.infer<typeof TeamMemberDocSchema>

export const BookingDocSchema = z.object({
  id,
  nomeCliente: z.string(),
  telefonoCliente: z.string(),
  emailCliente: z.string(),
  servizioRichiesto: service,
  capCliente: text,
  messaggio: text,
  /** The callback slot the client chose (ISO); none: as soon as possible. */
  richiamata: text,
  stato: z.enum(bookingStates),
  createdAt: z.string(),
  /** When the consumer cancelled the request this callback was booked for: it is not to be made. */
  richiestaAnnullataIl: text,
  /** Another slot the partner proposed, waiting for the consumer's answer on the request page (ISO). */
  propostaRichiamata: text,
  /** The request this callback was booked for; none for a call form's booking (no request page to answer a proposal on). */
  lead: z.union([id, z.object({ id })]).nullish(),
})
export type BookingDoc = z.infer<typeof BookingDocSchema>

export const LeadDocSchema = z.object({
  id,
  nome: z.string(),
  email: z.string(),
  telefono: z.string(),
  servizio: service,
  cap: z.string(),
  citta: text,
  messaggio: text,
  answers: z.unknown().optional(),
  answersText: z.record(z.string(), z.string()).nullish(),
  stima: storedEstimate,
  createdAt: z.string(),
  /** When the consumer cancelled the request, and asked for their data to be erased, from its page. */
  annullataIl: text,
  cancellazioneRichiestaIl: text,
  /** When an admin accepted a return saying the contacts are not real: nobody is to contact them. */
  contattiNonValidiIl: text,
  /** When the partners received it (a waiting lead handed out, else confirmed): the return window counts from it. */
  partnerTrovatoIl: text,
  verificataIl: text,
})
export type LeadDoc = z.infer<typeof LeadDocSchema>

/** A merchant's own status of a lead, as the merchant area reads it back. */
export const LeadStatusDocSchema = z.object({
  id,
  clientRequest: id,
  stato: z.enum(leadStates),
  /** The team member the owner handed the lead to. */
  assegnatoA: z.union([id, z.object({ id }).loose()]).nullish(),
  messaggioCliente: text,
  messaggioClienteIl: text,
  firstActionAt: text,
  updatedAt: z.string(),
})
export type LeadStatusDoc = z.infer<typeof LeadStatusDocSchema>

/** The consumer's objection to this merchant on one of its leads (GET /api/lead-objections: only the merchant's own). */
export const LeadObjectionDocSchema = z.object({ id, clientRequest: id, createdAt: z.string() })
export type LeadObjectionDoc = z.infer<typeof LeadObjectionDocSchema>

/** One page of an admin list (GET /api/admin/lists/:list); `totalAll` counts the list without search or filter. */
export function adminListPageOf<T extends z.ZodType>(row: T) {
  return z.object({ docs: z.array(row), totalDocs: z.number().int(), totalPages: z.number().int(), page: z.number().int(), totalAll: z.number().int() })
}

/** The admin's rows. */
export const ClientRequestRowSchema = z.object({
  id,
  nome: z.string(),
  email: z.string(),
  telefono: z.string(),
  servizio: z.string(),
  cap: z.string(),
  citta: text,
  messaggio: text,
  answers: z.record(z.string(), z.unknown()).nullish(),
  answersText: z.record(z.string(), z.unknown()).nullish(),
  createdAt: z.string(),
})
export type ClientRequestRow = z.infer<typeof ClientRequestRowSchema>

export const ContactRequestRowSchema = z.object({
  id,
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string(),
  cap: z.string(),
  argomento: z.string(),
  messaggio: z.string(),
  privacyAccepted: z.boolean().nullish(),
  marketingAccepted: z.boolean().nullish(),
  createdAt: z.string(),
})
export type ContactRequestRow = z.infer<typeof ContactRequestRowSchema>

export const MerchantRowSchema = z.object({
  id,
  nomeAzienda: z.string(),
  nomeCognome: z.string(),
  email: z.string(),
  telefono: z.string(),
  settoreAttivita: z.string(),
  zonaGeografica: z.string(),
  cap: z.string(),
  citta: text,
  servizi: z.array(z.string()).nullish(),
  disponibilitaOraria: text,
  stato: z.enum(merchantStates),
  createdAt: z.string(),
})
export type MerchantRow = z.infer<typeof MerchantRowSchema>

export const BookingRowSchema = z.object({
  id,
  merchant: z.union([id, z.object({ id, nomeAzienda: z.string() })]).nullish(),
  origine: z.enum(['offerte', 'chiamata']),
  nomeCliente: z.string(),
  emailCliente: z.string(),
  telefonoCliente: z.string(),
  servizioRichiesto: z.string(),
  capCliente: text,
  messaggio: text,
  stato: z.string(),
  /** A call request's sender proved the e-mail address: only then may it go to a partner. */
  contattoVerificatoIl: text,
  createdAt: z.string(),
})
export type BookingRow = z.infer<typeof BookingRowSchema>
