import { z } from '../z.ts'
import { RESPONSE_TIME_MIN_CASES } from '../leads/leadWorkflow.ts'
import { counted, formatItalianNumber } from '../numberFormat.ts'
import { formatCivilDate, formatRomeDateTime, formatRomeNumericDate, formatRomeTime } from '../italyClock.ts'

/** "28/11/2026" in Italy. */
const dayOf = (iso: string) => formatRomeNumericDate(new Date(iso))
/** "28/11/2026 alle 18:05" in Italy. */
const dayAndTimeOf = (iso: string) => `${dayOf(iso)} alle ${formatRomeTime(new Date(iso))}`

/** The site's transparency page: who runs it, how it is paid, how partners are chosen and ordered, estimates, reviews. */
export const TRANSPARENCY_PATH = '/trasparenza'

/**
 * The words of the transparency page's sections drawn from live data (the insurance setting of each service, the
 * estimate parameters, the partners and their rules), and of the links to the page. The rest of the page is the
 * editors' (the `trasparenza` page).
 */
export const transparencyMessages = {
  footerLink: 'Trasparenza',
  offersLink: 'Come scegliamo e ordiniamo i partner',
  serviceLink: 'Come lavoriamo: la pagina Trasparenza',
  offersLinkIntro: 'I partner sono elencati in ordine alfabetico: nessuno paga per comparire prima.',
  notRegistered:
    'Il gestore del sito non è iscritto al Registro Unico degli Intermediari assicurativi (RUI) dell’IVASS: per le assicurazioni fa soltanto segnalazioni.',
  registered: (line: string) => `${line}.`,
  referral:
    'Segnalazione: non mostriamo premi e non confrontiamo né mettiamo in classifica polizze; passiamo la richiesta solo a partner iscritti al RUI (il numero di iscrizione è sul loro profilo, controllato prima dell’approvazione e mostrato accanto al loro nome), che ti contattano e ti fanno il preventivo.',
  intermediary: 'Intermediario registrato: mostriamo premi indicativi, con il numero di iscrizione al RUI accanto a ogni cifra.',
  parametersUpdated: (iso: string) => `Ultima modifica dei parametri delle stime: ${formatRomeDateTime(new Date(iso))}.`,
  parametersNever: 'I parametri delle stime non sono ancora stati modificati dalla redazione.',
  sourceDate: (isoDay: string) => `dati del ${formatCivilDate(isoDay)}`,
  sourceParameters: (count: number) => counted(count, 'parametro', 'parametri'),
  noSources: 'Nessun parametro pubblicato.',
  /** Under the page: when it last changed, and how to tell us it is wrong. */
  pageUpdated: (iso: string) => `Ultimo aggiornamento di questa pagina: ${dayOf(iso)}.`,
  footerLabel: 'Aggiornamento e segnalazione di errori',
  reportError: 'Hai trovato un dato sbagliato o non aggiornato?',
  reportErrorLink: 'Segnalacelo',
  reportErrorOr: (email: string) => ` scrivendo a ${email} o dalla pagina `,
  contactsLink: 'Contatti',
  reportErrorSubject: 'Segnalazione di un errore nella pagina Trasparenza',
} as const

/**
 * The product's own figures, computed on the server from its data (GET /api/public/site-facts) and kept a while:
 * `computedAt` is when, shown beside each. `medianResponseHours` is null while too few partners have a measured
 * response time. The settings the partners' choice follows come with them (at most N per request, the return window).
 */
export const SiteFactsSchema = z.object({
  computedAt: z.string(),
  activePartners: z.number().int().nonnegative(),
  activeServices: z.number().int().nonnegative(),
  requestsServed: z.number().int().nonnegative(),
  medianResponseHours: z.number().nonnegative().nullable(),
  measuredPartners: z.number().int().nonnegative(),
  partnersPerRequest: z.number().int().positive(),
  returnWindowDays: z.number().int().positive(),
  /** A partner whose median answer takes longer comes after the prompt ones (leads/recipients.ts). */
  slowResponseHours: z.number().int().positive(),
})
export type SiteFacts = z.infer<typeof SiteFactsSchema>

/** The figures an editor may show computed, by the key the site settings' «Numeri» store (`metric`); `editoriale` is theirs, with its source. */
export const figureMetrics = ['editoriale', 'partnerAttivi', 'serviziAttivi', 'richiesteServite', 'tempoRisposta'] as const
export type FigureMetric = (typeof figureMetrics)[number]

export const figureMetricLabels: Record<FigureMetric, string> = {
  editoriale: 'Numero della redazione, con fonte e data',
  partnerAttivi: 'Partner attivi (calcolato dal sito)',
  serviziAttivi: 'Servizi attivi (calcolato dal sito)',
  richiesteServite: 'Richieste passate ai partner (calcolato dal sito)',
  tempoRisposta: 'Tempo di risposta mediano dei partner (calcolato dal sito)',
}

/** "1 ora", "3 ore", "1.200 ore". */
function hoursText(hours: number): string {
  return counted(hours, 'ora', 'ore')
}

/** A computed figure as the page shows it ("9", "1.234", "3 ore"), or null when there is none to show yet. */
export function computedFigureValue(metric: Exclude<FigureMetric, 'editoriale'>, facts: SiteFacts): string | null {
  switch (metric) {
    case 'partnerAttivi':
      return formatItalianNumber(facts.activePartners)
    case 'serviziAttivi':
      return formatItalianNumber(facts.activeServices)
    case 'richiesteServite':
      return formatItalianNumber(facts.requestsServed)
    case 'tempoRisposta':
      return facts.medianResponseHours === null ? null : hoursText(facts.medianResponseHours)
  }
}

/**
 * How soon partners answer, as the consumer's confirmation says it: the partners' median response time with what it
 * is measured on, when and where to read more (/trasparenza), or nothing when too few partners are measured yet —
 * never a promise nobody measured.
 */
export function responseTimeSentence(facts: Pick<SiteFacts, 'medianResponseHours' | 'measuredPartners' | 'computedAt'>, transparencyUrl: string): string | null {
  if (facts.medianResponseHours === null) return null
  const partners = counted(facts.measuredPartners, 'partner', 'partner')
  return `Il tempo di risposta mediano dei nostri partner è di ${hoursText(facts.medianResponseHours)}: la mediana dei tempi di ${partners} con almeno ${RESPONSE_TIME_MIN_CASES} richieste a cui hanno risposto, calcolata dai dati del sito il ${dayAndTimeOf(facts.computedAt)} (${transparencyUrl}).`
}

/** What stands beside every figure shown: where it comes from and its date. */
export const figureSourceMessages = {
  computed: (iso: string) => `Calcolato dai dati del sito il ${dayAndTimeOf(iso)}`,
  editorial: (source: string, isoDay: string) => `Fonte: ${source} (${formatCivilDate(isoDay)})`,
  /** The CMS's refusal of an editor's figure without its source. */
  sourceRequired: 'Un numero della redazione va mostrato con la sua fonte e la sua data: indicale, oppure scegli un numero calcolato dal sito.',
  valueRequired: 'Scrivi il numero da mostrare.',
} as const

/**
 * The labels of what customers say: the editors' testimonials (home page) are illustrative, the reviews of the
 * `reviews` collection — written from a request page, only of a partner who contacted the consumer — are verified.
 */
export const testimonialMessages = {
  illustrative: 'Testimonianza illustrativa',
  illustrativeStory: 'Storia illustrativa',
  note: 'Testimonianze illustrative scritte dalla redazione, non recensioni verificate. Le recensioni verificate dei clienti sono accanto a ogni partner, nelle pagine delle offerte.',
} as const

/** The transparency page's live section on partners: how many, how they are chosen and capped, how the site earns. */
export const partnerRulesMessages = {
  counts: (partners: number, services: number) =>
    `Oggi lavorano con noi ${counted(partners, 'partner attivo', 'partner attivi')} per ${counted(services, 'servizio', 'servizi')}.`,
  served: (requests: number) => `Finora abbiamo passato ai partner ${counted(requests, 'richiesta', 'richieste')}.`,
  medianResponse: (hours: string, measured: number) =>
    `Il tempo di risposta mediano dei partner è di ${hours}: la mediana dei tempi di ${counted(measured, 'partner', 'partner')} con almeno ${RESPONSE_TIME_MIN_CASES} richieste a cui hanno risposto.`,
  noMedianResponse: `Il tempo di risposta mediano dei partner non è ancora calcolabile: servono partner con almeno ${RESPONSE_TIME_MIN_CASES} richieste a cui hanno risposto.`,
  computedAt: (iso: string) => `Numeri calcolati dai dati del sito il ${dayAndTimeOf(iso)}.`,
  cap: (perRequest: number) =>
    `Ogni richiesta va al massimo a ${counted(perRequest, 'partner', 'partner')}: quelli attivi che coprono il tuo CAP per il servizio scelto.`,
  choice: (slowHours: number) =>
    `Quando i partner della zona sono di più, vengono prima quelli che rispondono in media entro ${slowHours} ore (e quelli di cui non abbiamo ancora misurato il tempo), poi i più lenti; a parità, a turno, chi ha ricevuto una richiesta da più tempo: così le richieste si distribuiscono tra tutti. Un partner in pausa, o che ha già ricevuto nella settimana il numero massimo di richieste che si è dato, non ne riceve.`,
  earnings: (returnDays: number) =>
    `Ci pagano i partner, non tu: un importo per ogni richiesta che ricevono (una richiesta non valida, per esempio con contatti sbagliati, possono restituirla entro ${counted(returnDays, 'giorno', 'giorni')}) e, con alcuni partner, una commissione sul contratto che concludi con loro. Nessun partner paga per comparire prima degli altri.`,
} as const
