// Every user-facing message shared by browser and server, worded exactly as the product shows it; change it here only.
// The texts the public pages display (headings, buttons, labels, consents) are editors' texts: uiTexts.ts.
import { formatItalianNumber as n } from './numberFormat.ts'

export const capMessages = {
  partial: 'Inserisci un CAP valido (5 cifre)',
  invalid: 'Il CAP deve essere di 5 cifre numeriche.',
} as const

export const genericMessages = {
  loading: 'Caricamento...',
  invalidRequest: 'Richiesta non valida.',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche istante.',
  tooLarge: 'Richiesta troppo grande.',
  invalidQuery: 'Ricerca non valida: un filtro o un ordinamento usa un campo o un operatore che non esiste.',
  unreadableQuery: 'Ricerca non valida: un filtro o i dati inviati nell’indirizzo non sono un oggetto JSON leggibile.',
  routeNotFound: 'Questo indirizzo dell’API non esiste.',
  inapplicableOperator: 'Ricerca non valida: un filtro usa un operatore che non si applica al suo campo (per esempio «like» su una data o «near» su un testo).',
  mistypedFilterValue: 'Ricerca non valida: un filtro confronta un campo con un valore di un altro tipo (per esempio un testo dove serve un numero, o una scelta che il campo non prevede).',
  invalidPage: 'Ricerca non valida: il numero di pagina deve essere un intero da 1 in su.',
  noVersions: 'Questi dati non hanno versioni.',
  unavailable: 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
  serverError: 'Si è verificato un errore. Riprova più tardi.',
  /** Shown to editors on a ?anteprima=1 page. */
  previewBanner: 'Anteprima delle bozze non pubblicate: i visitatori vedono la versione pubblicata.',
} as const

/** What a service page's preview says when the questionnaire's draft cannot run (its problems are the CMS's own lines). */
export const questionnairePreviewMessages = {
  problems: 'La bozza del questionario ha dei problemi e non può essere mostrata. Correggili nel CMS:',
  showingPublished: 'Questionario qui sotto: l’ultima versione pubblicata, non la bozza.',
  nonePublished: 'Nessuna versione del questionario è ancora pubblicata: la pagina non mostra alcun questionario.',
  /** A draft the site cannot read although the CMS lists no problem (saved before the checks, or by another route). */
  unreadable: 'La bozza non ha la forma di un questionario: aprila e salvala di nuovo nel CMS per vederne i problemi.',
} as const

// What the questionnaire's island and the shared engine say about an answer or a submitted answer set.
export const questionnaireMessages = {
  answersNotObject: 'Le risposte non sono valide.',
  unknownQuestion: 'Questa domanda non fa parte del questionario.',
  hiddenQuestion: 'Questa domanda non è prevista per le risposte date.',
  required: 'Rispondi a questa domanda.',
  wrongFormat: 'Risposta nel formato sbagliato.',
  notAnOption: 'Scegli una delle opzioni proposte.',
  repeatedOption: 'Hai scelto la stessa opzione più di una volta.',
  textTooShort: (min: number) => `Scrivi almeno ${min} caratteri.`,
  textTooLong: (max: number) => `Scrivi al massimo ${max} caratteri.`,
  notANumber: 'Inserisci un numero.',
  numberTooSmall: (min: number) => `Il valore minimo è ${n(min, 3)}.`,
  numberTooLarge: (max: number) => `Il valore massimo è ${n(max, 3)}.`,
  numberOffStep: (step: number) => (step === 1 ? 'Inserisci un numero intero.' : `Arrotonda il valore: va di ${n(step, 3)} in ${n(step, 3)}.`),
  postcode: capMessages.partial,
  invalidSessionId: 'Codice di sessione non valido.',
  progressNotYours: 'Questi progressi appartengono a un altro questionario in corso: ricarica la pagina per ricominciare.',
} as const

// Read by a marketing editor when the CMS refuses to save a questionnaire, so each names the question at fault.
export const questionnaireDefinitionMessages = {
  invalidSlug: 'Il codice del servizio può contenere solo lettere minuscole, numeri e trattini (es. luce-gas).',
  titleRequired: 'Scrivi il titolo del questionario.',
  invalidVersion: 'La versione deve essere un numero intero maggiore di zero.',
  noSteps: 'Il questionario deve avere almeno un passo.',
  invalidKey:
    'La chiave di una domanda deve iniziare con una lettera e contenere solo lettere, numeri e trattini bassi (es. serviceNeeded).',
  questionRequired: 'Scrivi il testo della domanda.',
  labelRequired: "Scrivi l'etichetta del campo.",
  unknownStepKind:
    'Tipo di passo sconosciuto: usa single, multiple, group, info, postcode, text, number oppure contact.',
  unknownFieldKind: 'Tipo di campo sconosciuto: usa radio, select, text oppure multiselect.',
  optionValueRequired: 'Ogni opzione deve avere un valore.',
  optionTitleRequired: 'Ogni opzione deve avere un titolo.',
  conditionShape:
    'Condizione non valida: usa { key, in: [valori] }, { all: [condizioni] } oppure { any: [condizioni] }.',
  conditionValuesRequired: 'Una condizione deve indicare almeno un valore accettato.',
  conditionListRequired: 'Una condizione composta (all / any) deve contenere almeno una condizione.',
  duplicateKey: (key: string) =>
    `La chiave «${key}» è usata da più di una domanda: ogni domanda e ogni campo devono avere una chiave diversa.`,
  conditionUnknownKey: (owner: string, key: string) =>
    `La condizione di «${owner}» si riferisce a «${key}», che non esiste nel questionario.`,
  conditionForwardKey: (owner: string, key: string) =>
    `La condizione di «${owner}» si riferisce a «${key}», che non viene chiesta prima: una condizione può dipendere solo da domande precedenti.`,
  conditionNotChoice: (owner: string, key: string) =>
    `La condizione di «${owner}» si riferisce a «${key}», che non è una domanda a scelta: una condizione può dipendere solo da risposte a scelta.`,
  conditionUnknownValue: (owner: string, key: string, value: string) =>
    `La condizione di «${owner}» accetta il valore «${value}», che non è tra le opzioni di «${key}».`,
  emptyOptions: (key: string) => `La domanda «${key}» deve avere almeno un'opzione.`,
  duplicateOption: (key: string, value: string) =>
    `La domanda «${key}» ha più opzioni con lo stesso valore «${value}».`,
  emptyGroup: (key: string) => `Il gruppo «${key}» deve contenere almeno un campo.`,
  textLengths: (key: string) =>
    `Nella domanda «${key}» la lunghezza minima non può superare la lunghezza massima.`,
  numberRange: (key: string) => `Nella domanda «${key}» il valore massimo non può essere minore del minimo.`,
  numberDefault: (key: string) =>
    `Nella domanda «${key}» il valore iniziale deve essere compreso tra minimo e massimo e rispettare l'incremento.`,
  numberStep: (key: string) => `Nella domanda «${key}» l'incremento deve essere maggiore di zero.`,
  contactMissing: 'Il questionario deve terminare con il modulo dei contatti (un passo di tipo contact).',
  contactTwice: (key: string) =>
    `Il modulo dei contatti «${key}» è di troppo: il questionario può averne uno solo.`,
  contactNotLast: (key: string) => `Il modulo dei contatti «${key}» deve essere l'ultimo passo del questionario.`,
  contactCondition: (key: string) =>
    `Il modulo dei contatti «${key}» viene sempre mostrato: togli la condizione.`,
} as const

// Shared by every form: a field that is too long is refused before it reaches storage.
export const formMessages = {
  tooLong: (max: number) => `Il testo è troppo lungo (massimo ${max} caratteri).`,
} as const

// The final form of a questionnaire.
export const finalContactFormMessages = {
  privacy: 'Devi accettare i Termini e Condizioni per continuare.',
  required: 'Compila tutti i campi obbligatori.',
  business: 'Compila la ragione sociale e la partita IVA.',
  email: "Inserisci un'email valida",
  phone: 'Inserisci un numero di telefono valido',
} as const

// Publishing a legal page (privacy policy, terms, cookie policy) whose text changed.
export const legalPageMessages = {
  newVersionRequired: (inForce: string) =>
    `Il testo è cambiato: per pubblicarlo indica una nuova versione (quella in vigore è la ${inForce}). I consensi già dati restano legati alla versione con cui sono stati dati.`,
  versionUsed: (version: string) => `La versione ${version} è già stata pubblicata con un altro testo: indicane una nuova.`,
} as const

// The consent to partner contact, on every form that asks it.
export const consentMessages = {
  channelsRequired: 'Scegli almeno un canale con cui i partner possono contattarti.',
} as const

// The message form of /contatti.
export const contactFormMessages = {
  nome: 'Il nome deve essere di almeno 2 caratteri',
  cognome: 'Il cognome deve essere di almeno 2 caratteri',
  email: "Inserisci un'email valida",
  telefono: 'Inserisci un numero di telefono valido',
  capShort: 'Inserisci un CAP valido',
  capLong: 'Il CAP deve essere di 5 cifre',
  argomento: 'Seleziona un argomento',
  messaggio: 'Il messaggio deve essere di almeno 10 caratteri',
  privacy: 'Devi accettare i termini e condizioni',
} as const

// The call-booking form of /contatti/chiamata/{servizio}.
export const callFormMessages = {
  nome: 'Il nome deve essere di almeno 2 caratteri',
  cognome: 'Il cognome deve essere di almeno 2 caratteri',
  email: "Inserisci un'email valida",
  cellulare: 'Inserisci un numero di telefono valido',
  descrizione: 'Descrivi la tua richiesta in almeno 10 caratteri',
  privacy: 'Devi accettare i termini e condizioni',
  servizio: 'Servizio non valido.',
  cap: 'Inserisci il CAP della tua zona (5 cifre).',
} as const

// The callback booking of the offers pages, as the server answers it.
export const offersMessages = {
  leadNotFound: 'Richiesta non trovata.',
  merchantUnavailable: 'Questo partner non è disponibile per la tua zona.',
  consentRequired: 'Per essere richiamato/a serve il tuo consenso al contatto da parte dei partner.',
} as const

// Sending a completed questionnaire (the island and the lead endpoint).
/** What a service lacks before it takes requests end to end, shown to its editor in the admin («Cosa manca»). */
export const serviceSetupMessages = {
  label: 'Cosa manca',
  description: 'Aggiornato a ogni apertura: il servizio raccoglie richieste quando ha un questionario pubblicato, e le consegna quando un partner approvato lo offre.',
  retired: 'Servizio ritirato: la pagina risponde «non più disponibile» e non raccoglie richieste.',
  questionnaire: 'Questionario pubblicato.',
  noQuestionnaire: 'Manca il questionario: crealo in «Questionari» per questo servizio e pubblicalo, altrimenti la pagina non raccoglie richieste.',
  partners: (count: number) => (count === 1 ? '1 partner approvato offre questo servizio.' : `${count} partner approvati offrono questo servizio.`),
  noPartner: 'Nessun partner approvato offre ancora questo servizio: le sue richieste aspetteranno in «Senza partner» finché un admin non ne approva uno.',
} as const

/** A request naming a service the collection does not have, or one an editor retired. */
export const serviceMessages = {
  unavailable: 'Servizio non disponibile: scegli un altro servizio o torna alla home.',
  unknown: 'Questo servizio non esiste: scegline uno dell’elenco dei servizi.',
  retiredTitle: 'Servizio non più disponibile',
  retiredText: (service: string) => `${service} non riceve più richieste: scopri gli altri servizi di CasaConfronta.`,
} as const

/** /admin, a field naming a service (cms/src/services/components/ServiceSelectField.tsx): picked from the services collection. */
export const serviceChoiceMessages = {
  description: 'Scegli il servizio dalla raccolta Servizi.',
  descriptionOrOther: 'Scegli il servizio dalla raccolta Servizi, o «Altro».',
  retired: (title: string) => `${title} (ritirato)`,
  loading: 'Caricamento dei servizi…',
  choose: 'Scegli un servizio',
  loadFailed: 'Non è stato possibile caricare l’elenco dei servizi: ricarica la pagina. Il valore salvato resta com’è.',
} as const

export const leadMessages = {
  questionnaireChanged: 'Il questionario è stato aggiornato nel frattempo: ricarica la pagina e riprova.',
  locationRequired: 'Inserisci il CAP della tua zona.',
  failed: 'Si è verificato un errore. Riprova più tardi.',
  partnerChoiceInvalid: 'La scelta dei partner non è valida: ricarica la pagina e riprova.',
  /** A partner chosen that the rule would not give the request to (no longer active, paused, or never shown). */
  partnerChoiceChanged: 'I partner disponibili per la tua zona sono cambiati nel frattempo: controlla la scelta qui sotto e invia di nuovo.',
} as const

// The contact step's list of the partners a request would go to (site/src/islands/questionnaire/PartnerChoice.tsx).
export const partnerChoiceMessages = {
  title: 'A chi va la tua richiesta',
  intro: (max: number) =>
    `Se dai il consenso al contatto dai partner, la richiesta va ai partner verificati selezionati qui sotto (al massimo ${max}), scelti per la tua zona e il servizio. Sono selezionati tutti: togli la spunta a chi non vuoi.`,
  receives: 'Ogni partner scelto riceve il tuo nome, la tua e-mail, le risposte al questionario e il telefono se permetti chiamate, SMS o WhatsApp. Chi non scegli non riceve nulla.',
  noConsent: 'Senza il consenso al contatto dai partner, nessun partner riceve i tuoi dati: potrai sceglierne uno più tardi dalla pagina delle offerte.',
  loading: 'Cerchiamo i partner della tua zona…',
  none: 'Nessun partner verificato copre ancora la tua zona per questo servizio: nessuno riceve i tuoi dati ora. Quando ne arriva uno ti scriviamo, e i tuoi contatti gli arrivano solo se lo scegli dalla pagina delle offerte.',
  failed: 'Non riusciamo a mostrarti i partner della tua zona: riprova tra poco.',
  retry: 'Riprova',
  noneChosen: 'Non hai scelto nessun partner: nessuno riceverà i tuoi dati.',
} as const

/**
 * The call form's partner list (/contatti/chiamata/…): the same choice as the questionnaire's contact step, worded for a
 * call request, which our staff read first and give to one of the partners chosen.
 */
export const callPartnerChoiceMessages = {
  ...partnerChoiceMessages,
  capLabel: 'CAP della tua zona *',
  intro: (max: number) =>
    `Se dai il consenso al contatto dai partner, possono richiamarti i partner verificati selezionati qui sotto (al massimo ${max}), scelti per la tua zona e il servizio. Sono selezionati tutti: togli la spunta a chi non vuoi.`,
  receives: 'I nostri consulenti leggono la richiesta e la passano a uno dei partner scelti, che riceve il tuo nome, la tua e-mail, la richiesta e il telefono se permetti chiamate, SMS o WhatsApp. Chi non scegli non riceve nulla.',
  noConsent: 'Senza il consenso al contatto dai partner, ti richiamano solo i nostri consulenti e nessun partner riceve i tuoi dati.',
  none: 'Nessun partner verificato copre ancora la tua zona per questo servizio: ti richiamano solo i nostri consulenti e nessun partner riceve i tuoi dati.',
} as const
