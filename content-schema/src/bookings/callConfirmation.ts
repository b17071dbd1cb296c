// A call request's confirmation: the page its e-mail links to and what it says. Free of imports: the page's own
// script reads it.

/**
 * The page the call request's e-mail links to: the code travels in the fragment (`#codice=…`), which no server log
 * keeps, and the page asks for a press of its button, so a mail scanner opening the link confirms nothing.
 */
export const CALL_CONFIRMATION_PATH = '/conferma-chiamata'
export const callConfirmationLinkPath = (code: string) => `${CALL_CONFIRMATION_PATH}#codice=${code}`

export const callConfirmationMessages = {
  title: 'Conferma la tua richiesta di chiamata',
  intro: 'Premi il pulsante per confermare che questo indirizzo email è tuo: solo dopo la conferma passiamo la tua richiesta a un partner.',
  button: 'Conferma la richiesta',
  sending: 'Conferma in corso…',
  confirmed: 'Grazie, la tua richiesta di chiamata è confermata: ti ricontatteremo il prima possibile.',
  invalid: 'Il link di conferma non è valido o è scaduto. Se hai bisogno di essere richiamato/a, compila di nuovo il modulo.',
  noCode: 'In questo indirizzo manca il codice di conferma: apri il link completo che trovi nella nostra email.',
  failed: 'Non è stato possibile confermare ora. Riprova tra qualche minuto.',
} as const
