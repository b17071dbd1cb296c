import { z } from '../z.ts'
import { RequestTokenSchema } from '../requestPage/requestToken.ts'
import { emailField } from '../forms/fields.ts'

// Privacy: the analytics tag ids editors enter, the retention defaults, and the admin's export/erase by e-mail.

/** A Google Analytics 4 measurement id, e.g. G-AB12CD34EF. */
export const googleAnalyticsIdPattern = /^G-[A-Z0-9]{4,16}$/
/** A Meta (Facebook) Pixel id: digits only. */
export const metaPixelIdPattern = /^\d{5,20}$/

export const retentionDefaults = { retentionMonths: 24, incompletePartialDays: 30 } as const

/**
 * What the privacy notice promises (the seed's privacy policy words it from these): personal data are kept 24 months
 * from the person's last interaction, unfinished questionnaires 30 days. The admin's settings cannot go below them
 * without the notice being changed first.
 */
export const retentionNotice = { minimumMonths: 24, incompletePartialDays: 30 } as const

export const privacyMessages = {
  invalidGoogleAnalyticsId: 'ID Google Analytics non valido: usa il formato G-XXXXXXX (lettere maiuscole e cifre).',
  invalidMetaPixelId: 'ID Meta Pixel non valido: usa solo cifre (da 5 a 20).',
  emailRequired: "Inserisci l'indirizzo email dell'interessato.",
  emailInvalid: 'Inserisci un indirizzo email valido.',
  confirmRequired: 'Conferma la cancellazione.',
  title: 'Privacy (GDPR)',
  intro:
    "Esporta o cancella tutti i dati personali collegati a un indirizzo email (richieste, consensi, prenotazioni, contatti, questionari, account). Ogni operazione viene registrata nel registro di audit.",
  emailLabel: 'Email dell’interessato',
  exportButton: 'Esporta dati (JSON)',
  eraseButton: 'Cancella tutti i dati',
  exporting: 'Esportazione in corso...',
  erasing: 'Cancellazione in corso...',
  confirmTitle: 'Cancellare tutti i dati?',
  confirmText: (email: string) =>
    `Tutti i dati personali collegati a ${email} saranno cancellati o resi anonimi. Questa azione non può essere annullata.`,
  confirmButton: 'Sì, cancella tutto',
  cancelButton: 'Annulla',
  exportDone: (total: number) => (total === 1 ? 'Esportato 1 record.' : `Esportati ${total} record.`),
  eraseDone: (total: number) =>
    total === 1 ? 'Cancellato o reso anonimo 1 record.' : `Cancellati o resi anonimi ${total} record.`,
  nothingFound: 'Nessun dato trovato per questo indirizzo email.',
  genericError: 'Si è verificato un errore. Riprova più tardi.',
  forbidden: 'Accesso riservato agli amministratori.',
  countsTitle: 'Record per raccolta',
  ownAccount: 'Non puoi cancellare il tuo stesso account da qui.',
  retentionBelowNotice: (months: number) =>
    `Il periodo non può essere inferiore a ${months} mesi: è quello indicato nell'informativa privacy («${months} mesi dall'ultima interazione»). Per ridurlo, pubblica prima un'informativa che lo dica.`,
  incompleteAboveNotice: (days: number) =>
    `I questionari non completati non possono essere conservati oltre ${days} giorni: è il limite indicato nell'informativa privacy.`,
  erased: (total: number) => `Cancellazione su richiesta dell'interessato: ${total} record`,
} as const

const email = emailField(privacyMessages.emailRequired, privacyMessages.emailInvalid)

/** `GET /api/admin/privacy/export?email=` */
export const PrivacyExportQuerySchema = z.object({ email })
export type PrivacyExportQuery = z.infer<typeof PrivacyExportQuerySchema>

/** `POST /api/admin/privacy/erase` */
export const PrivacyEraseRequestSchema = z.object({ email })
export type PrivacyEraseRequest = z.infer<typeof PrivacyEraseRequestSchema>

/** How many records of each collection an export found or an erase deleted/anonymised. */
export const PrivacyCountsSchema = z.record(z.string(), z.number().int().min(0))
export type PrivacyCounts = z.infer<typeof PrivacyCountsSchema>

export const PrivacyEraseResponseSchema = z.object({ email: z.string(), counts: PrivacyCountsSchema, total: z.number() })
export type PrivacyEraseResponse = z.infer<typeof PrivacyEraseResponseSchema>

/** What each count of an export or erase is called on the admin's screen. */
export const privacyCountLabels: Record<string, string> = {
  'client-requests': 'Richieste clienti',
  bookings: 'Prenotazioni e richieste di chiamata',
  consents: 'Consensi',
  'contact-requests': 'Richieste di contatto',
  'partial-submissions': 'Questionari (anche non completati)',
  users: 'Account',
  merchants: 'Profili merchant',
  'team-members': 'Membri del team',
  'merchant-logos': 'Loghi',
  reviews: 'Recensioni scritte',
  emails: 'Email e SMS inviati',
}

export function totalCount(counts: PrivacyCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0)
}

/**
 * `POST /api/public/request/export { ref, format }` — the consumer's copy of everything held about their request
 * (GDPR arts. 15 and 20), after the same proof as the request's page: its token. POST keeps the token out of
 * addresses and logs.
 */
export const RequestExportSchema = z.object({
  ref: RequestTokenSchema,
  format: z.enum(['json', 'csv'], { error: 'Scegli il formato: JSON o CSV.' }).default('json'),
})
export type RequestExport = z.infer<typeof RequestExportSchema>

/** The request page's links to the consumer's data and to the texts they accepted. */
export const requestDataMessages = {
  title: 'I tuoi dati',
  intro: 'Scarica una copia di tutto ciò che conserviamo su questa richiesta: i tuoi contatti, le risposte, i partner che l’hanno ricevuta, i consensi con le parole che hai accettato.',
  json: 'Scarica i tuoi dati (JSON)',
  csv: 'Scarica i tuoi dati (CSV)',
  downloading: 'Preparazione del file…',
  failed: 'Non è stato possibile preparare il file. Riprova tra poco.',
  noticeTitle: 'I testi che hai accettato',
  noticeIntro: 'Le versioni dei testi legali e le parole accanto a ogni casella, come le hai lette quando hai inviato la richiesta.',
  noticeLink: (title: string, version: string) => `${title}, versione ${version}`,
  given: 'dato',
  refused: 'non dato',
  noWording: 'Testo non registrato',
} as const

/** What a partner's list shows on a request whose person had their data erased (the partner was e-mailed too). */
export const partnerPrivacyMarks = {
  withdrawn: 'Consenso revocato',
  withdrawnNotice: 'Il cliente ha revocato il consenso a essere contattato: non contattarlo più per questa richiesta, con nessun canale.',
  erased: 'Dati cancellati',
  erasedNotice: 'Su richiesta dell’interessato i suoi dati sono stati cancellati: cancella anche le copie che hai ricevuto e non contattarlo.',
} as const

/** Whether a request as a partner reads it was anonymised (an erasure or the retention purge): no e-mail, no phone. */
export const isErasedRequest = (lead: { email: string; telefono: string }): boolean => lead.email === '' && lead.telefono === ''

/** The legal pages a visitor accepts with a form, as named on each consent record. */
export const acceptedLegalPages = ['privacy-policy', 'termini-condizioni'] as const

/** How a consent names the legal texts' versions the form showed: «privacy-policy 1.0, termini-condizioni 1.0». */
export function legalVersionsLabel(pages: readonly { slug: string; version: string }[]): string {
  const named = pages.map((page) => `${page.slug} ${page.version}`).sort()
  return named.length > 0 ? named.join(', ') : 'n/d'
}

/** The pairs of a label (legalVersionsLabel), or null when it does not name each accepted page exactly once. */
export function parseLegalVersions(label: string): { slug: (typeof acceptedLegalPages)[number]; version: string }[] | null {
  const pairs = label.split(',').map((part) => /^\s*([a-z-]+) (\S{1,40})\s*$/.exec(part))
  if (pairs.some((pair) => pair === null)) return null
  const named = pairs.map((pair) => ({ slug: pair![1] as (typeof acceptedLegalPages)[number], version: pair![2]! }))
  const slugs = named.map((pair) => pair.slug).sort()
  return slugs.length === acceptedLegalPages.length && [...acceptedLegalPages].sort().every((slug, index) => slugs[index] === slug) ? named : null
}

export const legalVersionMessages = {
  unpublished: 'I testi legali mostrati dal modulo non sono una versione pubblicata: ricarica la pagina e riprova.',
} as const

/**
 * The versions of the privacy policy and the terms the form showed (legalVersionsLabel), sent back with its consents
 * so the ledger records those, even when a newer version was published while the form was open. The server checks
 * they are published versions. Absent (a client that does not send them): the versions in force.
 */
export function legalVersionField() {
  return z.string({ error: legalVersionMessages.unpublished }).max(200, legalVersionMessages.unpublished).optional()
}

/** Where a published version of a legal text is read for good: /testi-legali/privacy-policy/1.0. */
export const LEGAL_VERSION_PATH = '/testi-legali'
export const legalVersionPath = (slug: string, version: string): string => `${LEGAL_VERSION_PATH}/${slug}/${encodeURIComponent(version)}`

/** `GET /api/public/legal-version?slug=&version=`: a published version of a legal text. */
export const LegalVersionQuerySchema = z.object({
  slug: z.enum(acceptedLegalPages, { error: 'Testo legale non trovato.' }),
  // No control character (a NUL reached PostgreSQL, which refused the query and logged it as an error).
  version: z
    .string({ error: 'Testo legale non trovato.' })
    .trim()
    .min(1, 'Testo legale non trovato.')
    .max(40, 'Testo legale non trovato.')
    .regex(/^\P{Cc}+$/u, 'Testo legale non trovato.'),
})

/**
 * What the request page shows of the texts its consumer accepted: the legal texts by the versions the consents
 * recorded (each a link to that version), and the words beside each checkbox as the person read them.
 */
export const AcceptedTextsSchema = z.object({
  legal: z.array(z.object({ slug: z.string(), version: z.string(), path: z.string() })),
  wordings: z.array(z.object({ purpose: z.string(), label: z.string(), wording: z.string(), granted: z.boolean() })),
})
export type AcceptedTexts = z.infer<typeof AcceptedTextsSchema>

export const acceptedLegalTitles: Record<(typeof acceptedLegalPages)[number], string> = {
  'privacy-policy': 'Informativa privacy',
  'termini-condizioni': 'Termini e condizioni',
}

export const legalVersionPageMessages = {
  archived: (current: string) => `Questa è una versione archiviata, conservata come prova dei consensi dati quando era in vigore. La versione in vigore è la ${current}.`,
  notFound: 'Testo legale non trovato.',
} as const
