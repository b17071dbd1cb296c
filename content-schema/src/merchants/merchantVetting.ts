import { z } from '../z.ts'
import { ServiceSlugSchema } from '../services/services.ts'

// A merchant's life: who may see which leads is decided here, by an admin, not by the merchant itself.

export const merchantStates = ['in_revisione', 'attivo', 'respinto', 'sospeso'] as const
export type MerchantState = (typeof merchantStates)[number]

export const merchantStateLabels: Record<MerchantState, string> = {
  in_revisione: 'In revisione',
  attivo: 'Attivo',
  respinto: 'Respinto',
  sospeso: 'Sospeso',
}

export const merchantVettingMessages = {
  partitaIva: 'La Partita IVA deve essere di 11 cifre con un codice di controllo valido.',
  partitaIvaTitle: 'Partita IVA non valida',
  reasonRequired: 'Scrivi il motivo (almeno 5 caratteri): il merchant lo riceve per email.',
  reasonTooLong: 'Il motivo non può superare 1000 caratteri.',
  invalidAction: 'Azione non valida.',
  notFound: 'Merchant non trovato.',
  notAllowed: (state: MerchantState) => `Azione non possibile per un merchant nello stato «${merchantStateLabels[state]}».`,
  noProposal: 'Nessuna modifica proposta da approvare.',
  proposalChanged: 'Il merchant ha cambiato la scheda o la proposta dopo che l’hai aperta: controlla di nuovo e poi decidi.',
  banner: {
    noProfile: 'Completa la scheda della tua azienda (ragione sociale, Partita IVA, sede, servizi e CAP serviti) e inviala: la verificheremo prima di mostrarti le richieste dei clienti.',
    in_revisione: 'Il tuo profilo è in revisione: ti scriveremo appena lo avremo verificato. Fino ad allora non ricevi richieste dei clienti.',
    attivo: 'Il tuo profilo è attivo: ricevi le richieste dei clienti per i servizi e i CAP approvati.',
    respinto: 'Il tuo profilo è stato respinto. Correggi i dati indicati e salva la scheda per inviarla di nuovo in revisione.',
    sospeso: 'Account sospeso: non ricevi e non vedi richieste e non puoi modificare i dati finché un amministratore non lo riattiva.',
  } satisfies Record<MerchantState | 'noProfile', string>,
  rejectionReason: 'Motivo:',
  supportText: 'Per chiarimenti o per chiedere la riattivazione',
  supportLink: 'scrivi al supporto CasaConfronta',
  pendingTitle: 'Modifiche in attesa di approvazione',
  pendingText: 'Questi servizi, CAP, numeri RUI e dati saranno attivi dopo la verifica di un amministratore:',
  leadsUnavailable: 'Le richieste dei clienti sono visibili solo ai merchant attivi, per i servizi e i CAP approvati.',
  submittedTitle: 'Scheda inviata',
  submitted: 'La tua scheda è stata inviata: la verificheremo al più presto.',
  proposalTitle: 'Modifica inviata',
  proposal: 'Le aggiunte a servizi e CAP sono state inviate in approvazione; le riduzioni valgono subito.',
  /** A RUI number changed on an approved profile: the approved one stays until an admin approves the new one. */
  ruiPending: (number: string) => `Nuovo numero RUI ${number} in attesa di approvazione: fino ad allora resta valido quello approvato.`,
} as const

/** The admin area's approvals section. */
export const merchantApprovalMessages = {
  countInReview: 'In revisione',
  countProposals: 'Proposte di modifica',
  empty: 'Nessun merchant da approvare',
  vatValid: 'P.IVA valida',
  vatInvalid: 'P.IVA non valida',
  proposedTag: 'proposto',
  ruiProposed: (number: string) => `${number} (proposto, da approvare)`,
  dataProposed: (value: string | null) => `${value || '—'} (proposto, da approvare)`,
  proposedData: 'Dati proposti',
  ruiIntermediary: (intermediary: string) => `Per conto di: ${intermediary}`,
  /** What the site cannot check by itself, shown beside every RUI number before an admin approves it. */
  ruiToCheck: 'Formato corretto: l’iscrizione e la sezione vanno verificate sul Registro Unico degli Intermediari (IVASS) prima di approvare.',
  noCoverage: 'Nessuno',
  /** What a decision on the proposal decides on, shown in its confirmation (again, as it is now, after a 409). */
  proposedServices: 'Servizi proposti',
  proposedCaps: 'CAP proposti',
  reasonLabel: 'Motivo (inviato al merchant per email e mostrato nella sua area)',
  cancel: 'Annulla',
  sending: 'Invio…',
  /** The confirmation dialog of each decision: its title, what it does, its button. */
  confirm: {
    approva: {
      title: (company: string) => `Approvare "${company}"?`,
      text: 'Il merchant diventa attivo: riceverà le richieste dei clienti per i servizi e i CAP qui sotto e un’email di conferma.',
      button: 'Sì, approva',
    },
    respingi: {
      title: (company: string) => `Respingere "${company}"?`,
      text: 'Il merchant riceve il motivo per email e lo vede nella sua area; può correggere la scheda e inviarla di nuovo.',
      button: 'Respingi e invia il motivo',
    },
    sospendi: {
      title: (company: string) => `Sospendere "${company}"?`,
      text: 'Smette subito di ricevere e vedere richieste e di comparire nelle offerte; la sua area aperta mostra la sospensione con il motivo, che riceve anche per email.',
      button: 'Sospendi',
    },
    riattiva: {
      title: (company: string) => `Riattivare "${company}"?`,
      text: 'Torna a ricevere le richieste per i servizi e i CAP approvati; riceve il motivo per email.',
      button: 'Riattiva',
    },
    'approva-modifiche': {
      title: (company: string) => `Approvare le modifiche di "${company}"?`,
      text: 'I servizi e i CAP proposti si aggiungono a quelli approvati e i dati proposti sostituiscono quelli approvati: il merchant riceverà anche le richieste che arrivano da ora per queste zone e servizi.',
      button: 'Sì, approva le modifiche',
    },
    'respingi-modifiche': {
      title: (company: string) => `Respingere le modifiche di "${company}"?`,
      text: 'La proposta viene scartata; servizi, CAP e dati approvati restano come sono.',
      button: 'Respingi le modifiche',
    },
  } satisfies Record<MerchantReviewActionName, { title: (company: string) => string; text: string; button: string }>,
  done: {
    approva: 'Merchant approvato',
    respingi: 'Merchant respinto: email inviata',
    sospendi: 'Merchant sospeso',
    riattiva: 'Merchant riattivato',
    'approva-modifiche': 'Modifiche approvate',
    'respingi-modifiche': 'Modifiche respinte',
  } satisfies Record<MerchantReviewActionName, string>,
  activeSince: 'Attivo dal',
} as const

/** The e-mail a merchant gets when its profile is refused, with the admin's reason. */
export const merchantRejectedEmailText = {
  subject: 'Il tuo profilo merchant non è stato approvato - CasaConfronta',
  heading: 'Profilo non approvato',
  intro: 'Abbiamo verificato la scheda della tua azienda e per ora non possiamo approvarla.',
  outro: "Puoi correggere i dati nell'area merchant e inviare di nuovo la scheda in revisione.",
} as const

export const merchantApprovedEmailText = {
  subject: 'Il tuo profilo merchant è attivo - CasaConfronta',
  heading: 'Profilo approvato',
  intro: "Abbiamo verificato la scheda della tua azienda: da ora ricevi le richieste dei clienti per i servizi e i CAP approvati.",
} as const

/** The e-mail a merchant gets when an admin suspends it, with the reason. */
export const merchantSuspendedEmailText = {
  subject: 'Il tuo profilo merchant è stato sospeso - CasaConfronta',
  heading: 'Profilo sospeso',
  intro: 'Un amministratore ha sospeso il tuo profilo: da ora non ricevi e non vedi richieste dei clienti e non compari nelle offerte.',
  outro: 'Per chiarimenti o per chiedere la riattivazione scrivi al supporto.',
  support: 'Scrivi al supporto',
} as const

/** The e-mail a merchant gets when an admin re-activates it, with the reason. */
export const merchantReactivatedEmailText = {
  subject: 'Il tuo profilo merchant è di nuovo attivo - CasaConfronta',
  heading: 'Profilo riattivato',
  intro: 'Un amministratore ha riattivato il tuo profilo: da ora ricevi di nuovo le richieste dei clienti per i servizi e i CAP approvati.',
} as const

/** Every admin's notice of a profile that entered review. */
export const merchantInReviewAdminEmailText = {
  subject: (company: string) => `Profilo merchant da verificare: ${company}`,
  heading: 'Un profilo merchant aspetta la verifica',
  intro: (company: string, again: boolean) =>
    again ? `${company} ha corretto la scheda respinta e l'ha inviata di nuovo in revisione.` : `${company} ha inviato la scheda della sua azienda in revisione.`,
  cta: 'Apri le approvazioni',
} as const

/**
 * The profile's fields an approval relied on besides the services, CAPs and RUI number: who the partner is (name,
 * company, partita IVA), where it is, for whom it works (section E) — what the approvals card shows the admin. On an
 * approved profile a change of one is a proposal (`datiProposti`, written by the Merchants' applyVetting hook): the
 * approved value stays public and in force until an admin approves the change.
 */
export const reviewedMerchantFields = ['nomeAzienda', 'ragioneSociale', 'partitaIva', 'sede', 'cap', 'citta', 'intermediarioRui'] as const
export type ReviewedMerchantField = (typeof reviewedMerchantFields)[number]
export const reviewedMerchantFieldLabels: Record<ReviewedMerchantField, string> = {
  nomeAzienda: 'Nome azienda',
  ragioneSociale: 'Ragione sociale',
  partitaIva: 'Partita IVA',
  sede: 'Sede',
  cap: 'CAP della sede',
  citta: 'Città',
  intermediarioRui: 'Intermediario RUI',
}
/** The values an approved partner asked for, by field (null: the field emptied), waiting for an admin. */
export const ProposedMerchantDataSchema = z.partialRecord(z.enum(reviewedMerchantFields), z.string().nullable())
export type ProposedMerchantData = z.infer<typeof ProposedMerchantDataSchema>

/** The proposed data of a stored record: an empty object when none (or anything else is stored). */
export function proposedDataOf(stored: unknown): ProposedMerchantData {
  const parsed = ProposedMerchantDataSchema.safeParse(stored ?? {})
  return parsed.success ? parsed.data : {}
}

/** Whether a merchant asked for anything an admin has not decided yet (stored record or review row). */
export function hasProposal(merchant: { serviziProposti?: readonly unknown[] | null; capCopertiProposti?: readonly unknown[] | null; numeroRuiProposto?: string | null; datiProposti?: unknown }): boolean {
  return (merchant.serviziProposti?.length ?? 0) > 0 || (merchant.capCopertiProposti?.length ?? 0) > 0 || Boolean(merchant.numeroRuiProposto) || Object.keys(proposedDataOf(merchant.datiProposti)).length > 0
}

/**
 * The Italian partita IVA check: 11 digits, the last one a check digit over the first ten (digits in odd
 * positions are added, those in even positions doubled, less 9 when above 9; the check digit brings the sum
 * to a multiple of 10). All zeros is refused: it passes the arithmetic but is no company's number.
 */

export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value) || value === '00000000000') return false
  let sum = 0
  for (let index = 0; index < 10; index++) {
    const digit = value.charCodeAt(index) - 48
    if (index % 2 === 0) sum += digit
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2
  }
  return (10 - (sum % 10)) % 10 === value.charCodeAt(10) - 48
}

/** A partita IVA: its 11 digits with a valid check digit, or the Italian message. */
export const PartitaIvaSchema = z.string().trim().refine(isValidPartitaIva, merchantVettingMessages.partitaIva)

/**
 * What a merchant asks for against what an admin approved: what it keeps of the approved set applies at once
 * (a narrowing never waits), what it adds is a proposal that an admin approves or rejects.
 */
export function splitRequested<T>(approved: readonly T[], requested: readonly T[]): { approved: T[]; proposed: T[] } {
  const wanted = new Set(requested)
  const kept = approved.filter((value) => wanted.has(value))
  const keptSet = new Set(kept)
  const proposed = [...wanted].filter((value) => !keptSet.has(value))
  return { approved: kept, proposed }
}

export const merchantReviewActions = ['approva', 'respingi', 'sospendi', 'riattiva', 'approva-modifiche', 'respingi-modifiche'] as const
export type MerchantReviewActionName = (typeof merchantReviewActions)[number]

export const merchantReviewActionLabels: Record<MerchantReviewActionName, string> = {
  approva: 'Approva',
  respingi: 'Respingi',
  sospendi: 'Sospendi',
  riattiva: 'Riattiva',
  'approva-modifiche': 'Approva modifiche',
  'respingi-modifiche': 'Respingi modifiche',
}

/** Which states each action starts from: anything else is refused with merchantVettingMessages.notAllowed. */
export const merchantReviewFrom: Record<MerchantReviewActionName, readonly MerchantState[]> = {
  approva: ['in_revisione', 'respinto'],
  respingi: ['in_revisione'],
  sospendi: ['attivo', 'in_revisione'],
  riattiva: ['sospeso'],
  'approva-modifiche': ['attivo'],
  'respingi-modifiche': ['attivo', 'sospeso'],
}

const reason = z.string({ error: merchantVettingMessages.reasonRequired }).trim().min(5, merchantVettingMessages.reasonRequired).max(1000, merchantVettingMessages.reasonTooLong)

/**
 * The version of the profile and proposal the admin reviewed (MerchantReview.versioneProposta): a decision on what the
 * merchant submitted carries it, and is refused (409) when the merchant changed anything since.
 */
const reviewed = z.int({ error: merchantVettingMessages.invalidAction }).min(0, merchantVettingMessages.invalidAction).max(2 ** 31 - 1, merchantVettingMessages.invalidAction)

/** POST /api/admin/merchants/:id/review: one admin decision on a merchant. */
export const MerchantReviewActionSchema = z.discriminatedUnion(
  'azione',
  [
    z.object({ azione: z.literal('approva'), versione: reviewed }),
    z.object({ azione: z.literal('respingi'), motivo: reason, versione: reviewed }),
    z.object({ azione: z.literal('sospendi'), motivo: reason }),
    z.object({ azione: z.literal('riattiva'), motivo: reason }),
    z.object({ azione: z.literal('approva-modifiche'), versione: reviewed }),
    z.object({ azione: z.literal('respingi-modifiche'), versione: reviewed }),
  ],
  { error: merchantVettingMessages.invalidAction },
)
export type MerchantReviewAction = z.infer<typeof MerchantReviewActionSchema>

/** A merchant as the admin's approvals section shows it. */
export const MerchantReviewSchema = z.object({
  id: z.number(),
  nomeAzienda: z.string(),
  ragioneSociale: z.string().nullable(),
  partitaIva: z.string().nullable(),
  partitaIvaValida: z.boolean(),
  /** Its RUI registration, which an insurance service needs. */
  numeroRui: z.string().nullable(),
  /** A new RUI number the active merchant asked for: the approved one stays public until an admin approves it. */
  numeroRuiProposto: z.string().nullable(),
  /** Section E: the intermediary it works for, named by the merchant (to be checked on the register too). */
  intermediarioRui: z.string().nullable(),
  /** Changes of an active merchant to the fields its approval relied on: the values above stay until approved. */
  datiProposti: ProposedMerchantDataSchema,
  sede: z.string().nullable(),
  cap: z.string(),
  citta: z.string().nullable(),
  email: z.string(),
  telefono: z.string(),
  stato: z.enum(merchantStates),
  /** Why it is refused or suspended, as the merchant reads it. */
  motivoStato: z.string().nullable(),
  servizi: z.array(ServiceSlugSchema),
  serviziProposti: z.array(ServiceSlugSchema),
  capCoperti: z.array(z.string()),
  capCopertiProposti: z.array(z.string()),
  attivoDal: z.string().nullable(),
  updatedAt: z.string(),
  /** Grows with every change the merchant makes to what waits for a decision (its profile in review, its proposal). */
  versioneProposta: z.number(),
})
export type MerchantReview = z.infer<typeof MerchantReviewSchema>

/** The 409 of a decision on a profile or proposal changed since it was reviewed: the message and what is there now. */
export type MerchantReviewConflict = { error: string; merchant: MerchantReview }

/** A merchant as stored, as far as the approvals list reads it. */
export type StoredMerchant = {
  id: number
  nomeAzienda: string
  ragioneSociale?: string | null
  partitaIva?: string | null
  numeroRui?: string | null
  numeroRuiProposto?: string | null
  intermediarioRui?: string | null
  datiProposti?: unknown
  sede?: string | null
  cap: string
  citta?: string | null
  email: string
  telefono: string
  stato: MerchantState
  motivoStato?: string | null
  servizi?: string[] | null
  serviziProposti?: string[] | null
  capCoperti?: { cap: string }[] | null
  capCopertiProposti?: { cap: string }[] | null
  periodiAttivita?: { dal: string }[] | null
  updatedAt: string
  versioneProposta?: number | null
}

const caps = (rows: { cap: string }[] | null | undefined) => (rows ?? []).map((row) => row.cap)

/** The approvals section's merchant: its coverage as plain lists, its partita IVA checked, since when it is active. */
export function toMerchantReview(doc: StoredMerchant): MerchantReview {
  return {
    id: doc.id,
    nomeAzienda: doc.nomeAzienda,
    ragioneSociale: doc.ragioneSociale ?? null,
    partitaIva: doc.partitaIva ?? null,
    partitaIvaValida: isValidPartitaIva(doc.partitaIva ?? ''),
    numeroRui: doc.numeroRui ?? null,
    numeroRuiProposto: doc.numeroRuiProposto ?? null,
    intermediarioRui: doc.intermediarioRui ?? null,
    datiProposti: proposedDataOf(doc.datiProposti),
    sede: doc.sede ?? null,
    cap: doc.cap,
    citta: doc.citta ?? null,
    email: doc.email,
    telefono: doc.telefono,
    stato: doc.stato,
    motivoStato: doc.motivoStato ?? null,
    servizi: (doc.servizi ?? []) as MerchantReview['servizi'],
    serviziProposti: (doc.serviziProposti ?? []) as MerchantReview['serviziProposti'],
    capCoperti: caps(doc.capCoperti),
    capCopertiProposti: caps(doc.capCopertiProposti),
    attivoDal: doc.periodiAttivita?.[0]?.dal ?? null,
    updatedAt: doc.updatedAt,
    versioneProposta: doc.versioneProposta ?? 0,
  }
}

/** GET /api/admin/merchants/review: what waits for an admin, for the section's counters and its tab. */
export const MerchantReviewCountsSchema = z.object({ inRevisione: z.number(), proposte: z.number() })
export type MerchantReviewCounts = z.infer<typeof MerchantReviewCountsSchema>

