import { z } from '../z.ts'

/**
 * `requires`: placeholders the text must hold (a consent must name the service it is given for). `retired`: why no
 * page shows the text any more; it stays in the CMS's data, hidden from editors, because published versions keep
 * the words people agreed to under them (a consent's `textsVersion` names one).
 */
export type UiTextEntry = { label: string; default: string; long?: boolean; requires?: readonly string[]; retired?: string }
type TextGroup = { label: string; texts: Record<string, UiTextEntry> }

/** The privacy notice (2.0) names no group companies, so no form asks a consent for them. */
const groupConsentRetired = 'L’informativa privacy non prevede società del gruppo: nessun modulo chiede più questo consenso.'

/**
 * The site's fixed interface texts that editors reword in the CMS ("Testi dell'interfaccia"): for each, the
 * label editors see and the text shown while the field is empty. The CMS global's fields and the site's
 * reader are both built from this list, so a text added here is editable and read at once.
 */
export const uiTextCatalogue = {
  notFound: {
    label: 'Pagina non trovata (404)',
    texts: {
      title: { label: 'Titolo', default: 'Pagina non trovata' },
      backHome: { label: 'Pulsante per tornare alla home', default: 'Torna alla home' },
    },
  },
  cookieBanner: {
    label: 'Banner dei cookie',
    texts: {
      title: { label: 'Titolo', default: 'Rispettiamo la tua privacy' },
      text: {
        label: 'Testo (seguito dal link alla Cookie Policy)',
        default:
          'Usiamo cookie tecnici necessari al funzionamento del sito e, solo con il tuo consenso, cookie statistici e di marketing di terze parti. Puoi cambiare idea in ogni momento da «Preferenze cookie» in fondo alla pagina. Dettagli nella',
        long: true,
      },
      policyLink: { label: 'Testo del link alla Cookie Policy', default: 'Cookie Policy' },
      categoriesTitle: { label: 'Titolo delle categorie', default: 'Scegli le categorie' },
      necessaryTitle: { label: 'Categoria "necessari": nome', default: 'Necessari' },
      necessaryText: {
        label: 'Categoria "necessari": descrizione',
        default: '(sempre attivi): la sessione dell’area riservata e questa scelta, cc_consent (6 mesi).',
        long: true,
      },
      statisticsTitle: { label: 'Categoria "statistiche": nome', default: 'Statistiche' },
      statisticsText: {
        label: 'Categoria "statistiche": descrizione',
        default: 'Google Analytics, per sapere in forma aggregata come viene usato il sito: _ga (2 anni), _gid (24 ore).',
        long: true,
      },
      marketingTitle: { label: 'Categoria "marketing": nome', default: 'Marketing' },
      marketingText: { label: 'Categoria "marketing": descrizione', default: 'Meta Pixel, per misurare le campagne pubblicitarie: _fbp (3 mesi).', long: true },
      customize: { label: 'Pulsante "personalizza"', default: 'Personalizza' },
      save: { label: 'Pulsante "salva"', default: 'Salva preferenze' },
      reject: { label: 'Pulsante "rifiuta"', default: 'Rifiuta' },
      accept: { label: 'Pulsante "accetta"', default: 'Accetta tutti' },
      close: { label: 'Pulsante di chiusura (letto dagli screen reader)', default: 'Chiudi: rifiuta i cookie non necessari' },
    },
  },
  serviceGrid: {
    label: 'Elenco dei servizi',
    texts: {
      learnMore: { label: 'Link di ogni servizio', default: 'Scopri di più' },
    },
  },
  questionnaire: {
    label: 'Questionario: navigazione',
    texts: {
      headline: { label: 'Frase sopra ogni domanda', default: 'Scopri la tua offerta in pochi secondi: inizia ora!' },
      back: { label: 'Pulsante "indietro"', default: 'Indietro' },
      continue: { label: 'Pulsante "continua"', default: 'Continua' },
      continueOne: { label: 'Pulsante "continua" con una sola opzione scelta ({numero} diventa 1)', default: 'Continua ({numero} selezionato)' },
      continueMany: { label: 'Pulsante "continua" con più opzioni scelte ({numero} diventa quante)', default: 'Continua ({numero} selezionati)' },
      progress: { label: 'Avanzamento ({passo} e {totale} diventano i numeri)', default: 'Passo {passo} di {totale}' },
      progressApproximate: {
        label: 'Avanzamento quando i passi dipendono ancora dalle risposte ({passo} e {totale} diventano i numeri)',
        default: 'Passo {passo} di circa {totale}',
      },
      progressBar: { label: 'Nome della barra di avanzamento (letto dagli screen reader)', default: 'Avanzamento' },
      selectPlaceholder: { label: 'Voce vuota degli elenchi a tendina', default: 'Seleziona…' },
      contactStepLoading: { label: 'Mentre si carica il modulo dei contatti', default: 'Caricamento del modulo di contatto…' },
      contactStepUnavailable: {
        label: 'Quando il modulo dei contatti non si carica',
        default: 'Non è stato possibile caricare il modulo di contatto. Controlla la connessione e riprova.',
        long: true,
      },
      retry: { label: 'Pulsante "riprova"', default: 'Riprova' },
    },
  },
  contactStep: {
    label: 'Questionario: modulo dei contatti (ultimo passo)',
    texts: {
      name: { label: 'Campo nome e cognome', default: 'Nome e cognome *' },
      phone: { label: 'Campo telefono', default: 'Telefono *' },
      email: { label: 'Campo email', default: 'Email *' },
      cap: { label: 'Campo CAP (solo se il questionario non lo ha già chiesto)', default: 'CAP della tua zona *' },
      company: { label: 'Campo ragione sociale (solo per le aziende)', default: 'Ragione sociale *' },
      vatNumber: { label: 'Campo partita IVA (solo per le aziende)', default: 'Partita IVA *' },
      message: { label: 'Campo messaggio', default: 'Messaggio (facoltativo)' },
      privacyConsent: {
        label: 'Consenso privacy e termini (obbligatorio). I link si scrivono [testo](/indirizzo)',
        default: "Accetto i [Termini e Condizioni](/termini-condizioni) e dichiaro di aver letto l'[Informativa Privacy](/privacy-policy) *",
        long: true,
      },
      marketingConsent: {
        label: 'Consenso alle comunicazioni promozionali',
        default: 'Acconsento a ricevere comunicazioni promozionali da CasaConfronta (facoltativo)',
        long: true,
      },
      partnersConsent: {
        label: 'Consenso al contatto dai partner commerciali ({servizio} diventa il servizio richiesto e va scritto; i canali si scelgono sotto)',
        default:
          'Acconsento a essere contattato/a per offerte di {servizio} dai partner commerciali che ricevono la mia richiesta, come descritto nell’[Informativa Privacy](/privacy-policy), con i canali che scelgo qui sotto (facoltativo)',
        long: true,
        requires: ['{servizio}'],
      },
      partnersChannels: { label: 'Consenso ai partner: domanda sui canali', default: 'Con quali canali? Scegline almeno uno:' },
      groupConsent: {
        label: 'Consenso alle offerte delle società del gruppo',
        default: 'Acconsento a ricevere offerte dalle società del gruppo (facoltativo)',
        long: true,
        retired: groupConsentRetired,
      },
      submit: { label: 'Pulsante di invio', default: 'Invia la richiesta' },
      submitting: { label: 'Pulsante durante l’invio', default: 'Invio in corso...' },
    },
  },
  postcode: {
    label: 'Ricerca del CAP (Luce e Gas e domande sul CAP)',
    texts: {
      fieldName: { label: 'Nome del campo (letto dagli screen reader)', default: 'CAP' },
      placeholder: { label: 'Esempio nel campo vuoto', default: 'Es. 59100' },
      empty: { label: 'Indicazione con il campo vuoto', default: 'Inserisci il tuo CAP per iniziare' },
      partial: { label: 'Indicazione con meno di 5 cifre', default: 'Inserisci un CAP valido (5 cifre)' },
      searching: { label: 'Durante la ricerca', default: 'Ricerca città in corso...' },
      pickCity: { label: 'Sopra le città trovate', default: 'Seleziona la tua città:' },
      noCity: { label: 'Nessuna città trovata ({cap} diventa il CAP scritto)', default: 'Nessuna città trovata per il CAP {cap}' },
      continueAnyway: { label: 'Pulsante per continuare senza città', default: 'Continua comunque' },
    },
  },
  luceGasStart: {
    label: 'Pagina Luce e Gas: inserimento del CAP (/luce-gas-start)',
    texts: {
      seoTitle: { label: 'Titolo per i motori di ricerca', default: 'Luce e Gas: inserisci il tuo CAP' },
      seoDescription: {
        label: 'Descrizione per i motori di ricerca',
        default: 'Inserisci il CAP della tua zona e ricevi in pochi secondi le migliori offerte luce e gas disponibili.',
        long: true,
      },
      back: { label: 'Link "indietro"', default: 'Indietro' },
      badge: { label: 'Riquadro sopra il titolo', default: 'Sei a 30 secondi dal ricevere le tue offerte!' },
      title: { label: 'Titolo', default: 'Inserisci il CAP della tua zona' },
      intro: { label: 'Testo sotto il titolo', default: 'Iniziamo dalla tua posizione per trovare le migliori offerte disponibili' },
    },
  },
  contactForm: {
    label: 'Modulo di contatto (/contatti)',
    texts: {
      title: { label: 'Titolo del modulo', default: 'Scrivici un messaggio' },
      formName: { label: 'Nome del modulo (letto dagli screen reader)', default: 'Modulo di contatto' },
      firstName: { label: 'Campo nome', default: 'Nome' },
      lastName: { label: 'Campo cognome', default: 'Cognome' },
      email: { label: 'Campo email', default: 'Email' },
      phone: { label: 'Campo telefono', default: 'Telefono' },
      cap: { label: 'Campo CAP', default: 'CAP' },
      topic: { label: 'Campo argomento', default: 'Argomento' },
      topicPlaceholder: { label: 'Voce vuota dell’argomento', default: 'Seleziona un argomento' },
      message: { label: 'Campo messaggio', default: 'Messaggio' },
      privacyConsent: {
        label: 'Consenso privacy e termini (obbligatorio). I link si scrivono [testo](/indirizzo)',
        default: 'Accetto i [Termini e Condizioni](/termini-condizioni) e l’[Informativa Privacy](/privacy-policy) (obbligatorio)',
        long: true,
      },
      marketingConsent: { label: 'Consenso alle comunicazioni promozionali', default: 'Acconsento a ricevere comunicazioni promozionali (facoltativo)', long: true },
      submit: { label: 'Pulsante di invio', default: 'Invia messaggio' },
      submitting: { label: 'Pulsante durante l’invio', default: 'Invio in corso...' },
      successTitle: { label: 'Messaggio inviato: titolo', default: 'Messaggio inviato!' },
      successText: { label: 'Messaggio inviato: testo', default: 'Ti contatteremo al più presto.' },
      errorTitle: { label: 'Invio non riuscito: titolo', default: 'Errore' },
      errorText: { label: 'Invio non riuscito: testo', default: 'Si è verificato un errore. Riprova più tardi.' },
    },
  },
  callBooking: {
    label: 'Prenotazione di una chiamata (/contatti/chiamata)',
    texts: {
      popular: { label: 'Elenco dei servizi: etichetta dei più richiesti', default: 'Popolare' },
      callNowTitle: { label: 'Elenco dei servizi: titolo del riquadro finale', default: 'Preferisci parlarci subito?' },
      callNowText: {
        label: 'Elenco dei servizi: testo del riquadro finale ({telefono} diventa il numero; i link si scrivono [testo](/indirizzo))',
        default: 'Chiamaci al {telefono} oppure scrivici dalla pagina [Contatti](/contatti).',
        long: true,
      },
      callNow: { label: 'Elenco dei servizi: pulsante per chiamare', default: 'Chiama ora' },
      backToContact: { label: 'Elenco dei servizi: link per tornare ai contatti', default: 'Torna ai contatti' },
      allServices: { label: 'Pagina di un servizio: link all’elenco', default: 'Tutti i servizi' },
      title: { label: 'Pagina di un servizio: titolo ({servizio} diventa il servizio)', default: 'Prenota una chiamata: {servizio}' },
      description: {
        label: 'Pagina di un servizio: descrizione per i motori di ricerca ({servizio})',
        default: 'Prenota una chiamata gratuita per {servizio}: un consulente ti richiama e ti aiuta a trovare l’offerta migliore.',
        long: true,
      },
      intro: { label: 'Pagina di un servizio: testo sotto il titolo', default: 'Lascia i tuoi recapiti: un consulente ti richiamerà gratuitamente il prima possibile.', long: true },
      formTitle: { label: 'Titolo del modulo', default: 'I tuoi recapiti' },
      formName: { label: 'Nome del modulo (letto dagli screen reader)', default: 'Prenota una chiamata' },
      firstName: { label: 'Campo nome', default: 'Nome' },
      lastName: { label: 'Campo cognome', default: 'Cognome' },
      email: { label: 'Campo email', default: 'Email' },
      mobile: { label: 'Campo cellulare', default: 'Cellulare' },
      mobileSpoken: { label: 'Campo cellulare, letto dagli screen reader', default: 'Cellulare (prefisso +39)' },
      request: { label: 'Campo descrizione della richiesta', default: 'Descrivi la tua richiesta' },
      privacyConsent: {
        label: 'Consenso privacy e termini (obbligatorio). I link si scrivono [testo](/indirizzo)',
        default: 'Accetto i [Termini e Condizioni](/termini-condizioni) e l’[Informativa Privacy](/privacy-policy) (obbligatorio)',
        long: true,
      },
      marketingConsent: {
        label: 'Consenso alle offerte di CasaConfronta',
        default: 'Acconsento a essere contattato/a per offerte e promozioni da CasaConfronta (facoltativo)',
        long: true,
      },
      partnersConsent: {
        label: 'Consenso al contatto dai partner commerciali ({servizio} diventa il servizio della pagina e va scritto; i canali si scelgono sotto)',
        default:
          'Acconsento a essere contattato/a per offerte di {servizio} dai partner commerciali, come descritto nell’[Informativa Privacy](/privacy-policy), con i canali che scelgo qui sotto (facoltativo)',
        long: true,
        requires: ['{servizio}'],
      },
      partnersChannels: { label: 'Consenso ai partner: domanda sui canali', default: 'Con quali canali? Scegline almeno uno:' },
      groupConsent: {
        label: 'Consenso al contatto dalle società del gruppo',
        default: 'Acconsento a essere contattato/a dalle società del gruppo per offerte e promozioni (facoltativo)',
        long: true,
        retired: groupConsentRetired,
      },
      submit: { label: 'Pulsante di invio', default: 'Prenota chiamata' },
      submitting: { label: 'Pulsante durante l’invio', default: 'Invio in corso...' },
      successTitle: { label: 'Richiesta inviata: titolo (chiede di confermarla dall’email)', default: 'Controlla la tua email' },
      successText: {
        label: 'Richiesta inviata: testo (la chiamata parte solo dopo il link nell’email)',
        default: 'Ti abbiamo scritto: apri il link nell’email e conferma la richiesta. Solo dopo la conferma la passiamo ai nostri consulenti, che ti ricontatteranno il prima possibile.',
        long: true,
      },
      errorTitle: { label: 'Invio non riuscito: titolo', default: 'Errore' },
      errorText: { label: 'Invio non riuscito: testo', default: 'Si è verificato un errore. Riprova più tardi.' },
    },
  },
  offers: {
    label: 'Pagine delle offerte (/offerte-cap e /offerte-merchant)',
    texts: {
      serviceTitle: { label: 'Offerte del servizio: titolo ({servizio} diventa il servizio richiesto)', default: 'Offerte per {servizio}' },
      serviceTitleFallback: { label: 'Offerte del servizio: titolo quando non si caricano', default: 'Offerte' },
      serviceDescription: { label: 'Offerte del servizio: descrizione per la scheda del browser', default: 'Le offerte dei partner della tua zona.' },
      serviceIntro: {
        label: 'Offerte del servizio: testo sotto il titolo ({nome}, {cap} e {citta}; {citta} diventa la città tra parentesi, se nota)',
        default: '{nome}, ecco i partner verificati per il CAP {cap}{citta}: scegli da chi vuoi essere richiamato/a.',
        long: true,
      },
      serviceIntroNoName: {
        label: 'Offerte del servizio: testo sotto il titolo senza il nome',
        default: 'Ecco i partner verificati per il CAP {cap}{citta}: scegli da chi vuoi essere richiamato/a.',
        long: true,
      },
      capTitle: { label: 'Partner della zona: titolo ({cap} diventa il CAP)', default: 'I nostri partner per il CAP {cap}' },
      capTitleFallback: { label: 'Partner della zona: titolo quando non si caricano', default: 'I nostri partner' },
      capDescription: { label: 'Partner della zona: descrizione per la scheda del browser', default: 'I partner della tua zona.' },
      capIntro: {
        label: 'Partner della zona: testo sotto il titolo ({nome}, {citta} e {servizio})',
        default: '{nome}, questi sono i professionisti attivi nella tua zona{citta} per {servizio} e non solo: scegli da chi vuoi essere richiamato/a.',
        long: true,
      },
      capIntroNoName: {
        label: 'Partner della zona: testo sotto il titolo senza il nome',
        default: 'Questi sono i professionisti attivi nella tua zona{citta} per {servizio} e non solo: scegli da chi vuoi essere richiamato/a.',
        long: true,
      },
      loadError: { label: 'Offerte non caricate', default: 'Errore nel caricamento delle offerte' },
      offersList: { label: 'Nome dell’elenco delle offerte (letto dagli screen reader)', default: 'Offerte disponibili' },
      partnersList: { label: 'Nome dell’elenco dei partner (letto dagli screen reader)', default: 'Partner disponibili' },
      previewTitle: { label: 'Titolo del riquadro con il primo partner', default: 'Anteprima partner' },
      book: { label: 'Pulsante di ogni partner', default: 'VOGLIO ESSERE RICHIAMATO/A' },
      verified: { label: 'Riga "partner verificato"', default: 'Partner verificato CasaConfronta' },
      emailLabel: { label: 'Scheda del partner: voce email', default: 'Email' },
      phoneLabel: { label: 'Scheda del partner: voce telefono', default: 'Telefono' },
      zoneLabel: { label: 'Scheda del partner: voce zona', default: 'Zona' },
      availabilityLabel: { label: 'Scheda del partner: voce disponibilità', default: 'Disponibilità' },
      servicesList: { label: 'Scheda del partner: nome dell’elenco dei servizi (letto dagli screen reader)', default: 'Servizi offerti' },
      moreServices: { label: 'Scheda del partner: dopo "+N" (letto dagli screen reader)', default: 'altri servizi' },
      requestedService: { label: 'Scheda del partner: accanto al servizio richiesto (letto dagli screen reader)', default: '(servizio richiesto)' },
      dialogTitle: { label: 'Richiamata: titolo ({azienda} diventa il nome del partner)', default: 'Richiamata da {azienda}' },
      dialogIntro: {
        label: 'Richiamata: testo',
        default: 'Scegli quando preferisci essere richiamato/a: il partner ti chiamerà in quella fascia oraria.',
        long: true,
      },
      consentWhy: {
        label: 'Richiamata senza consenso ai partner: spiegazione',
        default:
          'Per richiamarti il partner deve ricevere il tuo numero di telefono. Quando hai inviato la richiesta non hai dato il consenso al contatto da parte dei partner: senza, vede il numero oscurato e non può chiamarti.',
        long: true,
      },
      consentLabel: {
        label: 'Richiamata senza consenso ai partner: consenso ({servizio} diventa il servizio richiesto e va scritto)',
        default:
          'Acconsento a essere richiamato/a al telefono per offerte di {servizio} dai partner commerciali che scelgo, che riceveranno il mio numero, come descritto nell’[Informativa Privacy](/privacy-policy)',
        long: true,
        requires: ['{servizio}'],
      },
      consentRequired: {
        label: 'Richiamata senza consenso ai partner: consenso non dato',
        default: 'Per essere richiamato/a serve il tuo consenso al contatto da parte dei partner.',
        long: true,
      },
      confirm: { label: 'Richiamata: pulsante di conferma', default: 'Conferma la richiamata' },
      sending: { label: 'Richiamata: pulsante durante l’invio', default: 'Prenotazione in corso...' },
      cancel: { label: 'Richiamata: pulsante "annulla"', default: 'Annulla' },
      bookingError: { label: 'Richiamata non riuscita', default: 'Errore durante la prenotazione. Riprova.' },
      thanks: { label: 'Richiamata prenotata: titolo', default: 'Grazie per averci contattato!' },
      thanksText: {
        // Under "ti richiamerà il giorno …" or "… al più presto": it promises no time of its own, which could contradict it.
        label: 'Richiamata prenotata: testo sotto il giorno e l’ora',
        default: 'Ti abbiamo inviato un’email di conferma con il riepilogo.',
        long: true,
      },
      backHome: { label: 'Richiamata prenotata: pulsante per la home', default: 'Torna alla home' },
      followRequest: { label: 'Collegamento alla pagina della richiesta', default: 'Segui la tua richiesta' },
      bookedTitle: { label: 'Richiamata già prenotata: titolo', default: 'Hai già prenotato una richiamata' },
      bookedAt: {
        label: 'Richiamata prenotata con giorno e ora ({azienda} e {quando} diventano il partner e la data)',
        default: '{azienda} ti richiamerà il giorno {quando} (ora italiana).',
      },
      bookedSoon: {
        label: 'Richiamata prenotata senza orario ({azienda} diventa il partner)',
        default: '{azienda} ti richiamerà al più presto, negli orari consentiti.',
      },
      bookedOthers: { label: 'Richiamata già prenotata: sopra gli altri partner', default: 'Vuoi farti richiamare anche da un altro partner? Eccoli qui sotto.' },
      unservedPageTitle: { label: 'Nessun partner: titolo della pagina ({servizio})', default: 'La tua richiesta per {servizio}' },
      unservedIntro: {
        label: 'Nessun partner: testo sotto il titolo ({nome}, {servizio}, {cap} e {citta})',
        default: 'Grazie {nome}: abbiamo ricevuto la tua richiesta per {servizio} nel CAP {cap}{citta}.',
        long: true,
      },
      unservedIntroNoName: {
        label: 'Nessun partner: testo sotto il titolo senza il nome',
        default: 'Grazie: abbiamo ricevuto la tua richiesta per {servizio} nel CAP {cap}{citta}.',
        long: true,
      },
      unservedTitle: {
        label: 'Nessun partner: titolo del riquadro ({servizio} e {cap})',
        default: 'Per {servizio} nel CAP {cap} non abbiamo ancora un partner verificato',
      },
      unservedText: {
        label: 'Nessun partner: testo del riquadro',
        default:
          'La tua richiesta è arrivata e non va persa: cerchiamo noi un professionista della tua zona e ti scriviamo appena uno la prende in carico. Fino ad allora nessuno ti chiamerà.',
        long: true,
      },
      unservedOthers: { label: 'Nessun partner: sopra i partner di altri servizi', default: 'Nella tua zona ci sono partner per altri servizi, se ti interessano:' },
      questions: { label: 'Fondo pagina: domanda', default: 'Hai domande o non trovi l’offerta giusta?' },
      contactUs: { label: 'Fondo pagina: pulsante', default: 'Contattaci' },
    },
  },
  tracker: {
    label: 'Pagina della tua richiesta (/richiesta/…, il link nell’e-mail di conferma)',
    texts: {
      title: { label: 'Titolo ({servizio} diventa il servizio richiesto)', default: 'La tua richiesta per {servizio}' },
      titleFallback: { label: 'Titolo quando la richiesta non si carica', default: 'La tua richiesta' },
      description: {
        label: 'Descrizione per la scheda del browser',
        default: 'Segui la tua richiesta: cosa hanno fatto i partner, la tua richiamata, i tuoi consensi.',
        long: true,
      },
      intro: { label: 'Testo sotto il titolo ({nome} diventa il nome)', default: '{nome}, qui trovi a che punto è la tua richiesta.' },
      introNoName: { label: 'Testo sotto il titolo senza il nome', default: 'Qui trovi a che punto è la tua richiesta.' },
      loadError: {
        label: 'Richiesta non caricata',
        default: 'Non siamo riusciti a caricare la tua richiesta. Ricarica la pagina tra qualche istante.',
        long: true,
      },
      sent: { label: 'Stato: titolo', default: 'Richiesta inviata' },
      sentDetails: {
        label: 'Stato: data e zona ({data}, {cap} e {citta}; {citta} diventa la città tra parentesi, se nota)',
        default: '{data} · CAP {cap}{citta}',
      },
      cancelled: { label: 'Stato: richiesta annullata ({data} diventa la data)', default: 'Hai annullato questa richiesta il {data}.' },
      erasureRequested: {
        label: 'Stato: cancellazione dei dati chiesta ({data} diventa la data)',
        default: 'Hai chiesto la cancellazione dei tuoi dati il {data}: la completiamo entro 30 giorni e ti scriviamo quando è fatta.',
        long: true,
      },
      updatedLive: { label: 'Stato: aggiornamento automatico', default: 'La pagina si aggiorna da sola quando un partner risponde.' },
      bookCallback: { label: 'Stato: pulsante per le offerte', default: 'Scegli chi ti richiama e quando' },
      liveOne: { label: 'Un aggiornamento dai partner (letto dagli screen reader; {numero} diventa 1)', default: '{numero} aggiornamento dai partner' },
      liveMany: { label: 'Più aggiornamenti dai partner (letto dagli screen reader; {numero} diventa quanti)', default: '{numero} aggiornamenti dai partner' },
      partnersTitle: { label: 'Partner: titolo', default: 'I partner della tua zona' },
      noPartners: {
        label: 'Partner: nessun partner',
        default: 'Nessun partner verificato copre ancora il tuo CAP per questo servizio: ti scriviamo appena uno prende in carico la tua richiesta.',
        long: true,
      },
      noAnswerYet: { label: 'Partner: nessuna risposta', default: 'Non ha ancora risposto.' },
      eventNotified: { label: 'Partner: ha ricevuto la richiesta', default: 'Ha ricevuto la tua richiesta' },
      eventBooked: { label: 'Partner: richiamata prenotata', default: 'Richiamata prenotata' },
      eventContacted: { label: 'Partner: ha contattato', default: 'Ti ha contattato' },
      eventQuote: { label: 'Partner: preventivo inviato', default: 'Ti ha inviato un preventivo' },
      eventWon: { label: 'Partner: offerta accettata', default: 'Offerta accettata' },
      eventLost: { label: 'Partner: richiesta chiusa', default: 'Richiesta chiusa' },
      eventMessage: { label: 'Partner: messaggio per te (seguito dal testo del partner)', default: 'Ti ha scritto' },
      bookWith: { label: 'Partner: pulsante per prenotare una richiamata', default: 'Prenota una richiamata' },
      bookWithLabel: {
        label: 'Partner: pulsante per prenotare, letto dagli screen reader ({azienda} diventa il partner)',
        default: 'Prenota una richiamata con {azienda}',
      },
      yourCallback: { label: 'Richiamata: titolo', default: 'La tua richiamata' },
      callbackAt: { label: 'Richiamata: giorno e ora ({quando} diventa la data)', default: '{quando} (ora italiana)' },
      callbackAsap: { label: 'Richiamata senza orario', default: 'Appena possibile' },
      callbackCancelled: { label: 'Richiamata di una richiesta annullata', default: 'Annullata: hai annullato la richiesta, il partner non ti chiamerà.' },
      reschedule: { label: 'Richiamata: pulsante "cambia orario"', default: 'Cambia orario' },
      rescheduleLabel: {
        label: 'Richiamata: pulsante "cambia orario", letto dagli screen reader ({azienda} diventa il partner)',
        default: 'Cambia orario della richiamata con {azienda}',
      },
      rescheduleTitle: { label: 'Cambio di orario: titolo ({azienda} diventa il partner)', default: 'Cambia l’orario della richiamata con {azienda}' },
      rescheduleIntro: {
        label: 'Cambio di orario: testo',
        default: 'Scegli quando preferisci essere richiamato/a: avvisiamo noi il partner del nuovo orario.',
        long: true,
      },
      rescheduleConfirm: { label: 'Cambio di orario: pulsante di conferma', default: 'Conferma il nuovo orario' },
      rescheduleCancel: { label: 'Cambio di orario: pulsante "annulla"', default: 'Annulla' },
      rescheduledAt: {
        label: 'Orario cambiato ({azienda} e {quando} diventano il partner e la data)',
        default: 'Orario aggiornato: {azienda} ti richiamerà il giorno {quando}.',
      },
      rescheduledAsap: { label: 'Orario cambiato in "appena possibile" ({azienda} diventa il partner)', default: 'Orario aggiornato: {azienda} ti richiamerà appena possibile.' },
      proposal: {
        label: 'Richiamata: un altro orario proposto dal partner ({quando} diventa la data)',
        default: 'Il partner ti propone un altro orario: {quando} (ora italiana).',
      },
      proposalAccept: { label: 'Orario proposto: pulsante per accettarlo', default: 'Accetta il nuovo orario' },
      proposalKeep: { label: 'Orario proposto: pulsante per mantenere quello attuale', default: 'Mantieni il mio orario' },
      proposalAccepted: {
        label: 'Orario proposto accettato ({azienda} e {quando} diventano il partner e la data)',
        default: 'Fatto: {azienda} ti richiamerà il giorno {quando}.',
      },
      proposalKept: { label: 'Orario proposto rifiutato ({azienda} diventa il partner)', default: 'Fatto: abbiamo detto a {azienda} che mantieni il tuo orario.' },
      consentsTitle: { label: 'Consensi: titolo', default: 'I tuoi consensi' },
      noConsents: { label: 'Consensi: nessun consenso', default: 'Non hai dato consensi facoltativi.' },
      consentWithdraw: { label: 'Consensi: pulsante "revoca"', default: 'Revoca' },
      actionsTitle: { label: 'Azioni: titolo', default: 'Cosa puoi fare' },
      cancel: { label: 'Azioni: pulsante per annullare la richiesta', default: 'Annulla la richiesta' },
      cancelConfirm: {
        label: 'Azioni: domanda prima di annullare',
        default: 'Vuoi davvero annullare la richiesta? I partner non potranno più prenotare una richiamata.',
        long: true,
      },
      cancelYes: { label: 'Azioni: conferma dell’annullamento', default: 'Sì, annulla la richiesta' },
      erasure: { label: 'Azioni: pulsante per la cancellazione dei dati', default: 'Chiedi la cancellazione dei tuoi dati' },
      erasureConfirm: { label: 'Azioni: domanda prima della cancellazione', default: 'Vuoi che cancelliamo i tuoi dati? Annulliamo anche la richiesta.', long: true },
      erasureYes: { label: 'Azioni: conferma della cancellazione', default: 'Sì, chiedi la cancellazione dei tuoi dati' },
      keep: { label: 'Azioni: pulsante per tornare indietro', default: 'No, torna indietro' },
      sending: { label: 'Pulsanti durante l’invio', default: 'Invio in corso…' },
      actionError: {
        label: 'Scelta non registrata',
        default: 'Non siamo riusciti a registrare la tua scelta. Riprova tra qualche istante.',
        long: true,
      },
      controllersIntro: {
        label: 'Partner: i partner come titolari autonomi e l’opposizione (sopra l’elenco)',
        default:
          'Ogni partner qui sotto ha ricevuto i dati di questa richiesta e li tratta come titolare autonomo del trattamento: decide da sé come usarli, secondo la sua informativa, e ne risponde direttamente. Puoi opporti al trattamento da parte di ciascuno: l’opposizione vale solo per questa richiesta.',
        long: true,
      },
      controllerRole: { label: 'Partner: il suo ruolo', default: 'Titolare autonomo del trattamento' },
      vatNumber: { label: 'Partner: etichetta della partita IVA', default: 'P.IVA' },
      seat: { label: 'Partner: etichetta della sede', default: 'Sede' },
      privacyContact: { label: 'Partner: etichetta del contatto privacy', default: 'Contatto' },
      object: { label: 'Opposizione: pulsante', default: 'Mi oppongo al trattamento' },
      objectLabel: {
        label: 'Opposizione: nome del pulsante per gli screen reader ({azienda} diventa il partner e va scritto)',
        default: 'Mi oppongo al trattamento dei miei dati da parte di {azienda}',
        requires: ['{azienda}'],
      },
      objectConfirm: {
        label: 'Opposizione: domanda prima di confermare ({azienda} diventa il partner e va scritto)',
        default: '{azienda} non vedrà più i tuoi contatti per questa richiesta e gli scriviamo di non contattarti. Vuoi opporti?',
        long: true,
        requires: ['{azienda}'],
      },
      objectYes: { label: 'Opposizione: conferma', default: 'Sì, mi oppongo' },
      objectKeep: { label: 'Opposizione: pulsante per tornare indietro', default: 'No, lascia così' },
      objected: {
        label: 'Opposizione registrata ({data} diventa data e ora e va scritto)',
        default: 'Ti sei opposto/a il {data}: per questa richiesta non vede più i tuoi contatti e gli abbiamo scritto di non contattarti.',
        long: true,
        requires: ['{data}'],
      },
      callbackObjected: {
        label: 'Richiamata annullata dall’opposizione',
        default: 'Annullata: ti sei opposto/a al trattamento da parte di questo partner, che non ti chiamerà.',
        long: true,
      },
    },
  },
  verificationPage: {
    label: 'Pagina di conferma della richiesta (/conferma-richiesta, il codice SMS o il link dell’e-mail)',
    texts: {
      title: { label: 'Titolo', default: 'Conferma la tua richiesta' },
      smsIntro: {
        label: 'Testo con il codice SMS ({destinatario} diventa il numero, nascosto in parte, e va scritto; {cifre} le cifre del codice)',
        default: 'Ti abbiamo inviato un codice di {cifre} cifre via SMS al numero {destinatario}. Inseriscilo qui: solo dopo la conferma la tua richiesta arriva ai partner.',
        long: true,
        requires: ['{destinatario}'],
      },
      emailIntro: {
        label: 'Testo con il link per e-mail ({destinatario} diventa l’indirizzo, nascosto in parte, e va scritto)',
        default: 'Ti abbiamo inviato un’e-mail all’indirizzo {destinatario}: apri il link che contiene per confermare la richiesta. Solo dopo la conferma la tua richiesta arriva ai partner.',
        long: true,
        requires: ['{destinatario}'],
      },
      emailLinkIntro: {
        label: 'Testo aperto dal link dell’e-mail (anche descrizione della pagina)',
        default: 'Premi il pulsante per confermare la tua richiesta: solo dopo la conferma arriva ai partner.',
        long: true,
      },
      codeLabel: { label: 'Campo del codice', default: 'Codice ricevuto via SMS' },
      codeHint: { label: 'Indicazione sotto il campo ({cifre} e {minuti} diventano i numeri)', default: '{cifre} cifre, valido {minuti} minuti' },
      confirm: { label: 'Pulsante di conferma del codice', default: 'Conferma' },
      confirmEmail: { label: 'Pulsante di conferma dal link dell’e-mail', default: 'Conferma la richiesta' },
      confirming: { label: 'Pulsante durante la verifica', default: 'Verifica in corso…' },
      confirmed: { label: 'Richiesta confermata', default: 'Richiesta confermata: ti mostriamo le offerte…' },
      resend: { label: 'Pulsante per un nuovo codice', default: 'Invia un nuovo codice' },
      resendEmail: { label: 'Pulsante per una nuova e-mail', default: 'Invia di nuovo l’e-mail' },
      resendIn: { label: 'Attesa prima di un nuovo invio ({secondi} diventa il numero e va scritto)', default: 'Nuovo invio possibile tra {secondi} s', requires: ['{secondi}'] },
      resent: { label: 'Nuovo codice inviato', default: 'Ti abbiamo inviato un nuovo codice.' },
      resentEmail: { label: 'Nuova e-mail inviata', default: 'Ti abbiamo inviato di nuovo l’e-mail.' },
      wrongNumber: {
        label: 'Numero o e-mail sbagliati',
        default: 'Numero o e-mail sbagliati? Compila di nuovo il modulo con quelli giusti: questa richiesta scadrà da sola.',
        long: true,
      },
      expiresAt: { label: 'Scadenza ({scadenza} diventa data e ora e va scritto)', default: 'Puoi confermarla fino al {scadenza}.', requires: ['{scadenza}'] },
      expiredTitle: { label: 'Titolo di una richiesta scaduta', default: 'Richiesta scaduta' },
      cancelledTitle: { label: 'Titolo di una richiesta annullata', default: 'Richiesta annullata' },
      startAgain: { label: 'Pulsante per ricominciare', default: 'Compila di nuovo il questionario' },
      loadError: { label: 'Richiesta non caricata', default: 'Non siamo riusciti a caricare la richiesta. Ricarica la pagina per riprovare.', long: true },
    },
  },
  consentWithdrawal: {
    label: 'Pagina di revoca di un consenso (/consensi/revoca, il link nelle e-mail e nella pagina della richiesta)',
    texts: {
      title: { label: 'Titolo', default: 'Revoca del consenso' },
      ask: {
        label: 'Domanda ({finalita} diventa ciò che il consenso permette, es. «le comunicazioni promozionali», e va scritto)',
        default: 'Vuoi revocare il consenso per {finalita}? Da quel momento non le riceverai più.',
        long: true,
        requires: ['{finalita}'],
      },
      button: { label: 'Pulsante di revoca', default: 'Revoca il consenso' },
      doneTitle: { label: 'Titolo dopo la revoca', default: 'Consenso revocato' },
      done: { label: 'Testo dopo la revoca ({finalita} va scritto)', default: 'Non riceverai più {finalita}.', long: true, requires: ['{finalita}'] },
      alreadyDone: {
        label: 'Consenso già revocato ({finalita} va scritto)',
        default: 'Il consenso per {finalita} è già stato revocato: non riceverai più queste comunicazioni.',
        long: true,
        requires: ['{finalita}'],
      },
      invalidTitle: { label: 'Titolo di un link non valido', default: 'Link non valido' },
      invalidLink: {
        label: 'Link non valido o scaduto',
        default: 'Il link per revocare il consenso non è valido o è scaduto. Scrivici dalla pagina Contatti e lo faremo per te.',
        long: true,
      },
      failed: { label: 'Revoca non riuscita', default: 'Non è stato possibile revocare il consenso in questo momento. Riprova tra qualche minuto.', long: true },
      home: { label: 'Link alla home', default: 'Torna alla home' },
    },
  },
  estimate: {
    label: 'La tua stima (questionario, offerte, pagina della richiesta ed e-mail di conferma)',
    texts: {
      title: { label: 'Titolo (anche nell’e-mail di conferma)', default: 'La tua stima' },
      loading: { label: 'Durante il calcolo', default: 'Calcolo della stima in corso…' },
      unavailable: {
        label: 'Stima non disponibile',
        default: 'Non riusciamo a calcolare la stima in questo momento: puoi continuare lo stesso.',
        long: true,
      },
      indicative: { label: 'Etichetta sopra le cifre', default: 'Stima indicativa' },
      figureNote: { label: 'Accanto a ogni cifra', default: 'indicativo' },
      chartNote: { label: 'Accanto al titolo del grafico (e, nelle e-mail, a ogni cifra)', default: '(stima indicativa)' },
      disclaimer: {
        label: 'Avvertenza sotto il grafico (anche nell’e-mail di conferma)',
        default:
          'Tutte le cifre sono indicative: sono calcolate dalle tue risposte e da valori medi di mercato. L’offerta vera arriva dal professionista che ti contatta.',
        long: true,
      },
      assumptions: { label: 'Titolo del calcolo (si apre con un clic)', default: 'Come l’abbiamo calcolata' },
      sources: { label: 'Titolo delle fonti', default: 'Fonti' },
      continue: { label: 'Questionario: pulsante per il modulo dei contatti', default: 'Continua e ricevi le offerte' },
    },
  },
  callbackSlot: {
    label: 'Scelta dell’orario della richiamata (prenotazione di una chiamata, offerte, pagina della richiesta)',
    texts: {
      question: { label: 'Nome del campo', default: 'Quando preferisci essere richiamato/a?' },
      anyTime: { label: 'Voce "senza orario" (la prima dell’elenco)', default: 'Appena possibile' },
      hint: {
        label: 'Indicazione sotto il campo',
        default: 'Ti chiamiamo solo dal lunedì al venerdì dalle 9 alle 20 e il sabato dalle 10 alle 19, mai la domenica e nei giorni festivi.',
        long: true,
      },
    },
  },
  reviews: {
    label: 'Recensioni (pagina della richiesta e schede dei partner nelle offerte)',
    texts: {
      formTitle: { label: 'Pagina della richiesta: titolo', default: 'La tua opinione sui partner' },
      formIntro: {
        label: 'Pagina della richiesta: testo sotto il titolo',
        default: 'Recensisci i partner che ti hanno contattato: aiuti altre persone a scegliere. Una recensione per partner, pubblicata senza il tuo nome.',
        long: true,
      },
      ratingLabel: { label: 'Voto: nome del gruppo di stelle ({azienda} diventa il partner)', default: 'Il tuo voto per {azienda}' },
      starOne: { label: 'Voto: una stella (letto dagli screen reader)', default: '1 stella' },
      starMany: { label: 'Voto: più stelle (letto dagli screen reader; {numero} diventa quante)', default: '{numero} stelle' },
      textLabel: { label: 'Testo: nome del campo', default: 'Racconta com’è andata' },
      textHint: {
        label: 'Testo: indicazione sotto il campo',
        default: 'Almeno 10 caratteri. Non scrivere dati personali come telefono, email o indirizzo.',
        long: true,
      },
      submit: { label: 'Pulsante di invio', default: 'Pubblica la recensione' },
      sending: { label: 'Pulsante durante l’invio', default: 'Invio in corso…' },
      thanks: { label: 'Recensione pubblicata', default: 'Grazie! La tua recensione è pubblicata.' },
      sendError: { label: 'Recensione non inviata', default: 'Non è stato possibile inviare la recensione. Riprova tra qualche istante.', long: true },
      yourReview: { label: 'La recensione già scritta: titolo', default: 'La tua recensione' },
      hiddenByAdmin: {
        label: 'Recensione nascosta da un amministratore',
        default: 'Questa recensione non è visibile agli altri: un amministratore l’ha nascosta perché non rispetta le regole di pubblicazione.',
        long: true,
      },
      partnerReply: { label: 'Risposta del partner: titolo ({azienda} diventa il partner)', default: 'Risposta di {azienda}' },
      stars: { label: 'Stelle di un voto (letto dagli screen reader; {voto} diventa il voto)', default: '{voto} su 5 stelle' },
      averageLabel: {
        label: 'Scheda del partner: media (letto dagli screen reader; {media} e {numero} diventano i valori)',
        default: 'Valutazione media {media} su 5 da {numero} recensioni verificate',
      },
      countOne: { label: 'Scheda del partner: una recensione', default: '1 recensione' },
      countMany: { label: 'Scheda del partner: più recensioni ({numero} diventa quante)', default: '{numero} recensioni' },
      noReviews: { label: 'Scheda del partner: nessuna recensione', default: 'Nessuna recensione ancora' },
      recentTitle: { label: 'Scheda del partner: pulsante che apre le ultime recensioni', default: 'Leggi le ultime recensioni' },
      reviewMeta: {
        label: 'Scheda del partner: sotto ogni recensione ({servizio} e {data} diventano il servizio e il mese)',
        default: 'Cliente verificato · {servizio} · {data}',
      },
      howVerifiedLink: { label: 'Scheda del partner: collegamento alla spiegazione', default: 'Come verifichiamo le recensioni' },
      howVerifiedTitle: { label: 'Spiegazione: titolo', default: 'Come verifichiamo le recensioni' },
      howVerified: {
        label: 'Spiegazione: testo (obbligo di informativa sulle recensioni, direttiva Omnibus)',
        default:
          'Possono recensire un partner solo i clienti che hanno inviato una richiesta su CasaConfronta e che quel partner ha contattato: l’invito arriva per email e la recensione si scrive dalla pagina personale della richiesta. Una sola recensione per partner e richiesta. Pubblichiamo tutte le recensioni, positive e negative, senza compensi né selezioni; ne nascondiamo una solo se viola le regole di pubblicazione (offese, dati personali, contenuti estranei al servizio), annotandone il motivo. Il partner può rispondere una volta.',
        long: true,
      },
    },
  },
} as const satisfies Record<string, TextGroup>

type Catalogue = typeof uiTextCatalogue

/** Every interface text, filled: the editor's wording where there is one, the default otherwise. */
export type UiTexts = { [Group in keyof Catalogue]: { [Key in keyof Catalogue[Group]['texts']]: string } }

/** The catalogue as plain records, for code that walks every text. */
export const uiTextGroups = Object.entries(uiTextCatalogue) as [keyof Catalogue, TextGroup][]

/** Why an editor's wording of `entry` cannot be used (a placeholder it must hold is missing), or null. */
export function uiTextProblem(entry: UiTextEntry, written: string): string | null {
  const missing = (entry.requires ?? []).filter((placeholder) => !written.includes(placeholder))
  return missing.length > 0 ? `Il testo deve contenere ${missing.join(' e ')}.` : null
}

/**
 * The `ui-texts` global as the site reads it: blank or missing texts read as their defaults, and so does a stored
 * text without a placeholder it must hold (written before the rule), so a consent always names its service.
 */
export const UiTextsSchema = z
  .object({
    ...Object.fromEntries(
      uiTextGroups.map(([group, { texts }]) => [
        group,
        z.object(Object.fromEntries(Object.keys(texts).map((key) => [key, z.string().nullish()]))).nullish(),
      ]),
    ),
    updatedAt: z.string().nullish(),
  })
  .transform(
    (stored): UiTexts & { version: string | null } => ({
      ...(Object.fromEntries(
        uiTextGroups.map(([group, { texts }]) => {
          const written = ((stored as Record<string, unknown>)[group] ?? {}) as Record<string, string | null | undefined>
          return [
            group,
            Object.fromEntries(
              Object.entries(texts).map(([key, entry]) => {
                const text = written[key]?.trim()
                return [key, text && uiTextProblem(entry, text) === null ? text : entry.default]
              }),
            ),
          ]
        }),
      ) as UiTexts),
      // When the texts read were saved: the forms send it back, so a consent records the words the person read.
      version: stored.updatedAt ?? null,
    }),
  )
