// Every user-facing message shared by the browser and the server, worded as the spec gives it.
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
  notFound: 'Oops! Page not found',
  backHome: 'Torna alla home',
  loading: 'Caricamento...',
  invalidRequest: 'Richiesta non valida.',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche istante.',
} as const
