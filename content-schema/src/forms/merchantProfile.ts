import { z } from '../z.ts'
import { ServiceSlugSchema } from '../services/services.ts'
import { MAX_COMPANY, MAX_EMAIL, MAX_NAME, MAX_PHONE } from './fields.ts'
import { CAP_PATTERN } from '../postcodes/capFormat.ts'
import { PartitaIvaSchema, merchantVettingMessages } from '../merchants/merchantVetting.ts'
import { insuranceMessages, isInsuranceService, PARTNER_RUI_NUMBER_PATTERN } from '../insurance/insurance.ts'

/** The merchant area's messages, shared by the island and the server. */
export const merchantProfileMessages = {
  missingTitle: 'Campi mancanti',
  missing: 'Compila tutti i campi obbligatori per continuare.',
  capTitle: 'CAP non valido',
  cap: 'Il CAP deve essere di 5 cifre numeriche.',
  emailTitle: 'Email non valida',
  email: 'Inserisci un indirizzo email valido.',
  servicesTitle: 'Servizi mancanti',
  services: 'Seleziona almeno un servizio offerto.',
  coverageTitle: 'CAP serviti mancanti',
  coverage: 'Indica almeno un CAP servito (5 cifre), al massimo 200.',
  tooLongTitle: 'Testo troppo lungo',
  tooLong: 'Uno dei campi supera la lunghezza massima consentita.',
  saveErrorTitle: 'Errore nel salvare',
  saveError: 'Si è verificato un errore. Riprova più tardi.',
  savedTitle: 'Scheda salvata!',
  saved: 'I tuoi dati sono stati salvati con successo. Ora apparirai nelle ricerche degli utenti.',
  noCity: 'Nessuna città trovata per questo CAP',
  ruiLabel: 'Numero di iscrizione al RUI (IVASS)',
  ruiHint: 'Obbligatorio per i servizi assicurativi: la lettera della sezione e 9 cifre, per esempio E000123456.',
  intermediaryLabel: 'Intermediario per cui lavori',
  intermediaryHint: 'Sezione E: il nome e il numero RUI dell’intermediario per cui operi, per esempio «Agenzia Rossi, A000123456».',
  ruiTitle: 'Iscrizione al RUI mancante',
  ruiRequired:
    'Per offrire servizi assicurativi inserisci il numero di iscrizione al Registro Unico degli Intermediari (RUI) dell’IVASS: le richieste di assicurazione vanno solo a intermediari iscritti.',
  /** On the partner's card, for an insurance request. */
  ruiShown: (number: string) => `Iscritto al RUI (IVASS) n. ${number}`,
} as const

export const merchantLogoMessages = {
  invalidType: 'Seleziona un file immagine valido (PNG, JPG, etc.)',
  tooLarge: 'Il file è troppo grande. Massimo 5MB.',
  uploadErrorTitle: "Errore nell'upload",
  uploadError: 'Si è verificato un errore durante il caricamento del logo.',
  savedTitle: 'Logo salvato!',
  saved: 'Il logo è stato caricato con successo.',
} as const

export const teamMessages = {
  missingTitle: 'Campi mancanti',
  missing: 'Nome e ruolo sono obbligatori.',
  emailInvalid: 'Inserisci un indirizzo email valido.',
  addErrorTitle: 'Errore',
  addError: 'Si è verificato un errore nell\'aggiungere il collaboratore.',
  addedTitle: 'Collaboratore aggiunto!',
  removeError: 'Si è verificato un errore nella rimozione del collaboratore.',
  removedTitle: 'Collaboratore rimosso',
  empty: 'Nessun collaboratore ancora',
  /** Its own account: invited by the owner, it signs in and reads only the leads assigned to it. */
  invite: 'Invita ad accedere',
  inviteAgain: 'Invia di nuovo l’invito',
  invitedTitle: 'Invito inviato',
  invited: (email: string) => `Abbiamo inviato a ${email} il link per scegliere la password. Vedrà solo le richieste che gli assegni.`,
  invitedOn: (date: string) => `Invitato il ${date}: accede con la sua email e vede le richieste che gli assegni.`,
  inviteNeedsEmail: 'Aggiungi l’email del collaboratore per invitarlo ad accedere.',
  inviteEmailTaken: 'Questo indirizzo ha già un account CasaConfronta: invita il collaboratore con un altro indirizzo.',
  inviteEmailChanged: (email: string) =>
    `Il collaboratore accede con ${email}: il nuovo indirizzo non è stato confermato da chi lo usa. Per invitarlo con il nuovo indirizzo, rimuovilo e aggiungilo di nuovo: l’invito al nuovo indirizzo vale come conferma.`,
  inviteError: 'Invito non inviato',
  /** A new address for a member with an account: it becomes the member's once confirmed from that mailbox. */
  emailPending: (email: string) => `Nuova email ${email} in attesa di conferma: il collaboratore deve aprire il link che gli abbiamo inviato. Fino ad allora accede e riceve gli inviti con quella attuale.`,
  notFound: 'Collaboratore non trovato.',
  ownerOnly: 'Solo il titolare dell’account merchant gestisce il team.',
  assignLabel: 'Assegnata a',
  assignNobody: 'Nessuno (solo tu)',
  assignInvalid: 'Scegli un collaboratore del tuo team che ha accesso all’area merchant.',
  accessRevoked: 'Il titolare ti ha tolto dal team: con questo account non vedi più richieste. Per tornare nel team chiedigli di invitarti di nuovo.',
  memberBanner: (azienda: string) => `Sei nel team di ${azienda}: vedi le richieste che il titolare ti ha assegnato.`,
} as const

export const bookingMessages = {
  updatedTitle: 'Stato aggiornato',
  updated: 'Lo stato della prenotazione è stato aggiornato con successo',
  errorTitle: 'Errore',
  error: "Errore nell'aggiornamento dello stato",
  empty: 'Nessuna prenotazione ancora',
} as const

export const MAX_LOGO_BYTES = 5 * 1024 * 1024
/** The logo formats accepted, recognised on the server by their content, not their name. */
export const logoMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const
export type LogoMimeType = (typeof logoMimeTypes)[number]

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

/** The image type a file really is, from its first bytes (magic numbers); null for anything else, SVG included. */
export function detectLogoType(bytes: Uint8Array): LogoMimeType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

/** What is wrong with a chosen logo file before it is sent: its declared type and size (the server checks content). */
export function logoFileIssue(file: { type: string; size: number }): string | null {
  if (!(logoMimeTypes as readonly string[]).includes(file.type)) return merchantLogoMessages.invalidType
  if (file.size > MAX_LOGO_BYTES) return merchantLogoMessages.tooLarge
  return null
}

const titles: Record<string, string> = {
  [merchantProfileMessages.missing]: merchantProfileMessages.missingTitle,
  [merchantProfileMessages.cap]: merchantProfileMessages.capTitle,
  [merchantProfileMessages.email]: merchantProfileMessages.emailTitle,
  [merchantProfileMessages.services]: merchantProfileMessages.servicesTitle,
  [merchantProfileMessages.coverage]: merchantProfileMessages.coverageTitle,
  [merchantVettingMessages.partitaIva]: merchantVettingMessages.partitaIvaTitle,
  [merchantProfileMessages.tooLong]: merchantProfileMessages.tooLongTitle,
  [merchantProfileMessages.ruiRequired]: merchantProfileMessages.ruiTitle,
  [insuranceMessages.invalidRuiNumber]: merchantProfileMessages.ruiTitle,
  [teamMessages.missing]: teamMessages.missingTitle,
}

/** The toast title that goes with a validation message of the profile or team form. */
export function merchantIssueTitle(message: string): string {
  return titles[message] ?? merchantProfileMessages.saveErrorTitle
}

const requiredText = ['nomeCognome', 'nomeAzienda', 'ragioneSociale', 'partitaIva', 'sede', 'settoreAttivita', 'cap', 'zonaGeografica', 'telefono', 'email'] as const
/** Section E's intermediary: its name and RUI number, as the register shows them. */
export const MAX_INTERMEDIARY = 200

const maxLengths: Record<string, number> = {
  nomeCognome: MAX_NAME,
  nomeAzienda: MAX_COMPANY,
  ragioneSociale: MAX_COMPANY,
  sede: 200,
  settoreAttivita: 120,
  zonaGeografica: MAX_COMPANY,
  citta: 120,
  telefono: MAX_PHONE,
  email: MAX_EMAIL,
  intermediarioRui: MAX_INTERMEDIARY,
}

const text = z.string().trim()

/** At most this many CAPs in a merchant's coverage: a local business, not a national harvest. */
export const MAX_COVERED_CAPS = 200

/**
 * 'Salva Scheda': one message at a time, in this order — missing fields, CAP, P.IVA, e-mail, services,
 * CAPs served, the RUI number (the register's form, a partner's sections A to E; required with an insurance service,
 * which `isInsurance` tells by the service's record: the island from the services its page read, the server from the
 * collection). The island validates with it before sending; the Merchants collection validates every create and
 * update with it again.
 */
export const merchantProfileSchema = (isInsurance: (slug: string) => boolean) => z
  .object({
    nomeCognome: text.default(''),
    nomeAzienda: text.default(''),
    ragioneSociale: text.default(''),
    partitaIva: text.default(''),
    sede: text.default(''),
    settoreAttivita: text.default(''),
    cap: text.default(''),
    citta: text.default(''),
    zonaGeografica: text.default(''),
    servizi: z.array(ServiceSlugSchema).default([]),
    capCoperti: z.array(text).default([]),
    telefono: text.default(''),
    email: text.default(''),
    numeroRui: text.toUpperCase().default(''),
    intermediarioRui: text.default(''),
  })
  .superRefine((profile, ctx) => {
    const missing = requiredText.find((field) => profile[field] === '')
    if (missing) {
      ctx.addIssue({ code: 'custom', path: [missing], message: merchantProfileMessages.missing })
      return
    }
    const tooLong = Object.entries(maxLengths).find(([field, max]) => profile[field as keyof typeof profile].length > max)
    if (tooLong) {
      ctx.addIssue({ code: 'custom', path: [tooLong[0]], message: merchantProfileMessages.tooLong })
      return
    }
    if (!CAP_PATTERN.test(profile.cap)) {
      ctx.addIssue({ code: 'custom', path: ['cap'], message: merchantProfileMessages.cap })
      return
    }
    if (!PartitaIvaSchema.safeParse(profile.partitaIva).success) {
      ctx.addIssue({ code: 'custom', path: ['partitaIva'], message: merchantVettingMessages.partitaIva })
      return
    }
    if (!z.regexes.email.test(profile.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: merchantProfileMessages.email })
      return
    }
    if (profile.servizi.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['servizi'], message: merchantProfileMessages.services })
      return
    }
    if (profile.capCoperti.length === 0 || profile.capCoperti.length > MAX_COVERED_CAPS || !profile.capCoperti.every((cap) => CAP_PATTERN.test(cap))) {
      ctx.addIssue({ code: 'custom', path: ['capCoperti'], message: merchantProfileMessages.coverage })
      return
    }
    // Insurance requests go only to intermediaries on IVASS's register (insurance.ts): the number is asked with them.
    if (profile.numeroRui !== '' && !PARTNER_RUI_NUMBER_PATTERN.test(profile.numeroRui)) {
      ctx.addIssue({ code: 'custom', path: ['numeroRui'], message: insuranceMessages.invalidPartnerRuiNumber })
      return
    }
    if (profile.numeroRui.startsWith('E') && profile.intermediarioRui === '') {
      ctx.addIssue({ code: 'custom', path: ['intermediarioRui'], message: insuranceMessages.sectionENeedsIntermediary })
      return
    }
    if (profile.numeroRui === '' && profile.servizi.some(isInsurance)) {
      ctx.addIssue({ code: 'custom', path: ['numeroRui'], message: merchantProfileMessages.ruiRequired })
    }
  })

/** The profile's rules with the services the product ships as insurance (tests, and wherever no record is at hand). */
export const MerchantProfileSchema = merchantProfileSchema((slug) => isInsuranceService({ slug }))
export type MerchantProfileInput = z.input<typeof MerchantProfileSchema>
export type MerchantProfile = z.output<typeof MerchantProfileSchema>

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, merchantProfileMessages.tooLong)
    .nullish()
    .transform((value) => (value ? value : null))

/** A collaborator: nome and ruolo required; telefono and email optional, stored as null when left empty. */
export const TeamMemberSchema = z.object({
  nome: z.string({ error: teamMessages.missing }).trim().min(1, teamMessages.missing).max(MAX_NAME, merchantProfileMessages.tooLong),
  ruolo: z.string({ error: teamMessages.missing }).trim().min(1, teamMessages.missing).max(120, merchantProfileMessages.tooLong),
  telefono: optionalText(MAX_PHONE),
  email: optionalText(MAX_EMAIL).refine((email) => email === null || z.regexes.email.test(email), teamMessages.emailInvalid),
})
export type TeamMemberInput = z.input<typeof TeamMemberSchema>
