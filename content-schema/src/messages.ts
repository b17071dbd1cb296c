// Every user-facing message shared by browser and server, worded exactly as the product shows it; change it here only.
export const capMessages = {
  empty: 'Inserisci il tuo CAP per iniziare',
  partial: 'Inserisci un CAP valido (5 cifre)',
  searching: 'Ricerca città in corso...',
  noCity: (cap: string) => `Nessuna città trovata per il CAP ${cap}`,
  pickCity: 'Seleziona la tua città:',
  continueAnyway: 'Continua comunque',
  invalid: 'Il CAP deve essere di 5 cifre numeriche.',
} as const

export const genericMessages = {
  loading: 'Caricamento...',
  invalidRequest: 'Richiesta non valida.',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche istante.',
  tooLarge: 'Richiesta troppo grande.',
  invalidQuery: 'Ricerca non valida: un filtro o un ordinamento usa un campo o un operatore che non esiste.',
  unavailable: 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
  serverError: 'Si è verificato un errore. Riprova più tardi.',
  /** Shown to editors on a ?anteprima=1 page. */
  previewBanner: 'Anteprima delle bozze non pubblicate: i visitatori vedono la versione pubblicata.',
} as const

// The questionnaire screen, and what the shared engine says about a submitted answer set.
export const questionnaireMessages = {
  headline: 'Scopri la tua offerta in pochi secondi: inizia ora!',
  back: 'Indietro',
  continue: 'Continua',
  continueSelected: (count: number) => `Continua (${count} ${count === 1 ? 'selezionato' : 'selezionati'})`,
  progress: (step: number, total: number, approximate = false) => `Passo ${step} di ${approximate ? 'circa ' : ''}${total}`,
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
  numberTooSmall: (min: number) => `Il valore minimo è ${min}.`,
  numberTooLarge: (max: number) => `Il valore massimo è ${max}.`,
  numberOffStep: (step: number) =>
    step === 1 ? 'Inserisci un numero intero.' : `Il valore deve cambiare di ${step} alla volta.`,
  postcode: capMessages.partial,
  invalidSessionId: 'Codice di sessione non valido.',
  progressNotYours: 'Questi progressi appartengono a un altro questionario in corso: ricarica la pagina per ricominciare.',
  contactStepLoading: 'Caricamento del modulo di contatto…',
  contactStepUnavailable: 'Non è stato possibile caricare il modulo di contatto. Controlla la connessione e riprova.',
  retry: 'Riprova',
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
  submitting: 'Invio in corso...',
  successTitle: 'Messaggio inviato!',
  successText: 'Ti contatteremo al più presto.',
  errorTitle: 'Errore',
  errorText: 'Si è verificato un errore. Riprova più tardi.',
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
  submit: 'Prenota chiamata',
  successTitle: 'Chiamata prenotata!',
  successText: 'I nostri consulenti ti ricontatteranno il prima possibile.',
} as const

// The offers pages (/offerte-cap, /offerte-merchant) and the callback booking they make.
export const offersMessages = {
  title: (service: string) => `Offerte per ${service}`,
  loadError: 'Errore nel caricamento delle offerte',
  book: 'VOGLIO ESSERE RICHIAMATO/A',
  booking: 'Prenotazione in corso...',
  bookingError: 'Errore durante la prenotazione. Riprova.',
  thanks: 'Grazie per averci contattato!',
  thanksText: 'Il partner che hai scelto ti richiamerà al più presto. Ti abbiamo inviato una email di conferma.',
  backHome: 'Torna alla home',
  contactUs: 'Contattaci',
  verified: 'Partner verificato CasaConfronta',
  leadNotFound: 'Richiesta non trovata.',
  merchantUnavailable: 'Questo partner non è disponibile per la tua zona.',
  dialogTitle: (company: string) => `Richiamata da ${company}`,
  dialogIntro: 'Scegli quando preferisci essere richiamato/a: il partner ti chiamerà in quella fascia oraria.',
  consentWhy:
    'Per richiamarti il partner deve ricevere il tuo numero di telefono. Quando hai inviato la richiesta non hai dato il consenso al contatto da parte dei partner: senza, vede il numero oscurato e non può chiamarti.',
  consentLabel: 'Acconsento a essere contattato/a dai partner commerciali che scelgo, che riceveranno il mio numero di telefono',
  consentRequired: 'Per essere richiamato/a serve il tuo consenso al contatto da parte dei partner.',
  confirm: 'Conferma la richiamata',
  cancel: 'Annulla',
  bookedTitle: 'Hai già prenotato una richiamata',
  bookedText: (company: string, when: string | null) =>
    when ? `${company} ti richiamerà ${when} (ora italiana).` : `${company} ti richiamerà al più presto, negli orari consentiti.`,
  bookedOthers: 'Vuoi farti richiamare anche da un altro partner? Eccoli qui sotto.',
  /** The offers pages' title for a lead no partner serves yet: its request, not a list of partners. */
  unservedPageTitle: (service: string) => `La tua richiesta per ${service}`,
  unservedTitle: (service: string, cap: string) => `Per ${service} nel CAP ${cap} non abbiamo ancora un partner verificato`,
  unservedText:
    'La tua richiesta è arrivata e non va persa: cerchiamo noi un professionista della tua zona e ti scriviamo appena uno la prende in carico. Fino ad allora nessuno ti chiamerà.',
  unservedOthers: 'Nella tua zona ci sono partner per altri servizi, se ti interessano:',
} as const

// Sending a completed questionnaire (the island and the lead endpoint).
export const leadMessages = {
  submit: 'Invia la richiesta',
  submitting: 'Invio in corso...',
  questionnaireChanged: 'Il questionario è stato aggiornato nel frattempo: ricarica la pagina e riprova.',
  locationRequired: 'Inserisci il CAP della tua zona.',
  capLabel: 'CAP della tua zona',
  failed: 'Si è verificato un errore. Riprova più tardi.',
} as const
