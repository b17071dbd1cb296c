import { italianDate } from './estimate/model.ts'
import { formatRomeDateTime } from './telemarketing.ts'

/** The site's transparency page: who runs it, how it is paid, how partners are chosen and ordered, estimates, reviews. */
export const TRANSPARENCY_PATH = '/trasparenza'

/**
 * The words of the transparency page's two sections drawn from live data (the insurance setting of each service, the
 * estimate parameters), and of the links to the page. The rest of the page is the editors' (the `trasparenza` page).
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
  sourceDate: (isoDay: string) => `dati del ${italianDate(isoDay)}`,
  sourceParameters: (count: number) => (count === 1 ? '1 parametro' : `${count} parametri`),
  noSources: 'Nessun parametro pubblicato.',
} as const
