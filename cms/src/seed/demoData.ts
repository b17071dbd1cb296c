import { createLocalReq, type Payload } from 'payload'
import { callbackSlots, romeDateTime, romeToInstant, SUBMITTED_LAST_QUESTION, type BookingState, type LeadState, type MerchantState, type ServiceSlug } from '#content-schema'
import { estimateWithCurrentParameters } from '../estimates/estimates.ts'
import { recordConsents } from '../consents/record.ts'
import { chooseRecipients } from '../leads/recipients.ts'
import { collectionSlugs } from '../slugs.ts'

type Context = { seeding: boolean }

const merchants: {
  key: string
  ownerEmail?: string
  nomeAzienda: string
  nomeCognome: string
  settoreAttivita: string
  cap: string
  citta: string
  zonaGeografica: string
  servizi: ServiceSlug[]
  telefono: string
  email: string
  partitaIva: string
  sede: string
  /** Its RUI registration: every merchant offering an insurance service has one. */
  numeroRui?: string
  /** Section E: the intermediary it works for. */
  intermediarioRui?: string
  stato?: MerchantState
  /** Why an admin suspended it (shown in its area, kept in the decisions' trail). */
  motivo?: string
  /** Asked for by the merchant and not yet approved, so the admin's approvals section has something to decide. */
  proposti?: { servizi: ServiceSlug[]; capCoperti: string[] }
}[] = [
  {
    key: 'prato-energia',
    ownerEmail: 'merchant.prato@casaconfronta.it',
    nomeAzienda: 'Energia Toscana S.r.l.',
    nomeCognome: 'Marco Bellandi',
    settoreAttivita: 'Consulenza energetica',
    cap: '59100',
    citta: 'Prato',
    zonaGeografica: 'Prato e provincia',
    servizi: ['luce-gas', 'fotovoltaico', 'caldaie-clima'],
    telefono: '+39 0574 480112',
    email: 'info@energiatoscana.it',
    partitaIva: '02112340597',
    sede: 'Via Ferrucci 203, Prato',
  },
  {
    key: 'milano-connect',
    ownerEmail: 'merchant.milano@casaconfronta.it',
    nomeAzienda: 'Lombardia Connect',
    nomeCognome: 'Giulia Ferri',
    settoreAttivita: 'Telecomunicazioni e sicurezza',
    cap: '20121',
    citta: 'Milano',
    zonaGeografica: 'Milano centro',
    servizi: ['internet-mobile', 'sistemi-allarme', 'luce-gas'],
    telefono: '+39 02 8901 2345',
    email: 'contatti@lombardiaconnect.it',
    partitaIva: '06456780482',
    sede: 'Corso Buenos Aires 14, Milano',
    proposti: { servizi: ['fotovoltaico'], capCoperti: ['20122', '20123'] },
  },
  {
    key: 'prato-sicura',
    nomeAzienda: 'Prato Sicura Impianti',
    nomeCognome: 'Lorenzo Nesti',
    settoreAttivita: 'Impianti di sicurezza',
    cap: '59100',
    citta: 'Prato',
    zonaGeografica: 'Prato, Montemurlo, Vaiano',
    servizi: ['sistemi-allarme', 'assicurazione-casa', 'luce-gas', 'depuratori'],
    telefono: '+39 0574 622901',
    email: 'preventivi@pratosicura.it',
    partitaIva: '07123450152',
    sede: 'Viale della Repubblica 88, Prato',
    numeroRui: 'E000412345',
    intermediarioRui: 'Agenzia Bisenzio Assicurazioni, A000198765',
  },
  {
    key: 'firenze-sole',
    nomeAzienda: 'Sole di Firenze Fotovoltaico',
    nomeCognome: 'Elena Guidi',
    settoreAttivita: 'Energie rinnovabili',
    cap: '50123',
    citta: 'Firenze',
    zonaGeografica: 'Firenze e area metropolitana',
    servizi: ['fotovoltaico', 'luce-gas', 'caldaie-clima'],
    telefono: '+39 055 239 8810',
    email: 'info@soledifirenze.it',
    partitaIva: '08382910464',
    sede: 'Via dei Serragli 41, Firenze',
  },
  {
    key: 'firenze-assicura',
    nomeAzienda: 'Assicura Firenze Broker',
    nomeCognome: 'Paolo Martelli',
    settoreAttivita: 'Intermediazione assicurativa',
    cap: '50123',
    citta: 'Firenze',
    zonaGeografica: 'Toscana',
    servizi: ['assicurazione-casa', 'assicurazione-auto'],
    telefono: '+39 055 471 2203',
    email: 'broker@assicurafirenze.it',
    partitaIva: '01928374659',
    sede: 'Piazza Beccaria 7, Firenze',
    numeroRui: 'B000234567',
  },
  {
    key: 'milano-clima',
    nomeAzienda: 'ClimaMilano Service',
    nomeCognome: 'Andrea Colombo',
    settoreAttivita: 'Termoidraulica',
    cap: '20121',
    citta: 'Milano',
    zonaGeografica: 'Milano e hinterland',
    servizi: ['caldaie-clima', 'depuratori'],
    telefono: '+39 02 4471 9020',
    email: 'assistenza@climamilano.it',
    partitaIva: '05647382919',
    sede: 'Via Padova 120, Milano',
  },
  {
    key: 'roma-casa',
    nomeAzienda: 'Roma Casa Servizi',
    nomeCognome: 'Francesca De Santis',
    settoreAttivita: 'Servizi per la casa',
    cap: '00184',
    citta: 'Roma',
    zonaGeografica: 'Roma Centro e Monti',
    servizi: ['luce-gas', 'internet-mobile', 'assicurazione-casa', 'depuratori'],
    telefono: '+39 06 4890 3311',
    email: 'info@romacasaservizi.it',
    partitaIva: '07738291041',
    sede: 'Via Merulana 210, Roma',
    numeroRui: 'E000556677',
    intermediarioRui: 'Tevere Broker S.r.l., B000287654',
  },
  {
    key: 'roma-sicurezza',
    nomeAzienda: 'Capitale Sicurezza',
    nomeCognome: 'Stefano Ricci',
    settoreAttivita: 'Sistemi di allarme',
    cap: '00184',
    citta: 'Roma',
    zonaGeografica: 'Roma e provincia',
    servizi: ['sistemi-allarme'],
    telefono: '+39 06 7720 4410',
    email: 'vendite@capitalesicurezza.it',
    partitaIva: '04817263546',
    sede: 'Via Cavour 55, Roma',
  },
  {
    key: 'napoli-energia',
    nomeAzienda: 'Partenope Energia',
    nomeCognome: 'Salvatore Esposito',
    settoreAttivita: 'Consulenza energetica',
    cap: '80133',
    citta: 'Napoli',
    zonaGeografica: 'Napoli e Campania',
    servizi: ['luce-gas', 'fotovoltaico', 'internet-mobile'],
    telefono: '+39 081 552 7781',
    email: 'info@partenopeenergia.it',
    partitaIva: '09238475611',
    sede: 'Corso Umberto I 301, Napoli',
  },
  {
    key: 'napoli-auto',
    nomeAzienda: 'Vesuvio Assicurazioni',
    nomeCognome: 'Anna Russo',
    settoreAttivita: 'Agenzia assicurativa',
    cap: '80133',
    citta: 'Napoli',
    zonaGeografica: 'Napoli',
    servizi: ['assicurazione-auto', 'assicurazione-casa'],
    telefono: '+39 081 760 1299',
    email: 'agenzia@vesuvioassicurazioni.it',
    partitaIva: '03124567896',
    sede: 'Via Toledo 156, Napoli',
    numeroRui: 'A000345678',
    stato: 'sospeso',
    motivo: 'Iscrizione al Registro degli intermediari assicurativi (RUI) scaduta: riattiviamo il profilo appena ci invii il rinnovo.',
  },
  {
    key: 'firenze-nuova',
    nomeAzienda: 'Nuova Energia Fiorentina',
    nomeCognome: 'Paolo Innocenti',
    settoreAttivita: 'Impianti fotovoltaici',
    cap: '50123',
    citta: 'Firenze',
    zonaGeografica: 'Firenze e provincia',
    servizi: ['fotovoltaico', 'caldaie-clima'],
    telefono: '+39 055 230 4411',
    email: 'info@nuovaenergiafiorentina.it',
    partitaIva: '06543219874',
    sede: 'Via Aretina 90, Firenze',
    stato: 'in_revisione',
  },
]

const leads: {
  key: string
  nome: string
  email: string
  telefono: string
  cap: string
  citta: string
  servizio: ServiceSlug
  answers: Record<string, string | string[] | number>
  daysAgo: number
  /** Nobody served it when it came: it waits in the admin's "Senza partner" queue. */
  waiting?: true
}[] = [
  {
    key: 'lead-1',
    nome: 'Chiara Lombardi',
    email: 'chiara.lombardi@example.com',
    telefono: '+39 347 112 3344',
    cap: '59100',
    citta: 'Prato',
    servizio: 'luce-gas',
    answers: { serviceNeeded: 'Luce + Gas', userType: 'Privato', hasElectricitySupply: 'Sì', currentElectricityProvider: 'Enel Energia', hasGasSupply: 'Sì', currentGasProvider: 'Eni Plenitude', gasUsage: ['Riscaldamento', 'Acqua calda'], residents: '3', houseSize: '2-3 stanze', solarPanel: 'No' },
    daysAgo: 1,
  },
  {
    key: 'lead-2',
    nome: 'Davide Moretti',
    email: 'davide.moretti@example.com',
    telefono: '+39 333 908 7766',
    cap: '59100',
    citta: 'Prato',
    servizio: 'fotovoltaico',
    answers: { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3200, location: '59100 - Prato' },
    daysAgo: 2,
  },
  {
    key: 'lead-3',
    nome: 'Sara Conti',
    email: 'sara.conti@example.com',
    telefono: '+39 320 445 1209',
    cap: '20121',
    citta: 'Milano',
    servizio: 'internet-mobile',
    answers: { userType: 'Azienda / P.IVA', serviceType: 'Cambio fornitore', currentProvider: 'Tim', activeLines: '2-3 linee' },
    daysAgo: 3,
  },
  {
    key: 'lead-4',
    nome: 'Luca Bianchi',
    email: 'luca.bianchi@example.com',
    telefono: '+39 349 300 1122',
    cap: '00184',
    citta: 'Roma',
    servizio: 'luce-gas',
    answers: { serviceNeeded: 'Solo Luce', userType: 'Privato', hasElectricitySupply: 'No', electricityActivationType: 'Voltura', residents: '2', houseSize: '1 stanza', solarPanel: 'No' },
    daysAgo: 4,
  },
  {
    key: 'lead-5',
    nome: 'Martina Greco',
    email: 'martina.greco@example.com',
    telefono: '+39 366 781 0098',
    cap: '80133',
    citta: 'Napoli',
    servizio: 'fotovoltaico',
    answers: { userType: 'Azienda con Partita IVA', propertyType: 'Villa a schiera', roofOwnership: 'Sì', propertySize: '+5 stanze', knowsConsumption: 'No, non lo so', hasExistingSystem: 'No', location: '80133 - Napoli' },
    daysAgo: 6,
  },
  {
    key: 'lead-6',
    nome: 'Giorgio Fabbri',
    email: 'giorgio.fabbri@example.com',
    telefono: '+39 328 650 4411',
    cap: '50123',
    citta: 'Firenze',
    servizio: 'caldaie-clima',
    answers: { userType: 'Privato' },
    daysAgo: 9,
  },
  // No active partner serves Bolzano: the offers page and the admins' notice of a lead nobody was told about.
  {
    key: 'lead-7',
    nome: 'Elisa Pichler',
    email: 'elisa.pichler@example.com',
    telefono: '+39 340 215 7788',
    cap: '39100',
    citta: 'Bolzano',
    servizio: 'luce-gas',
    answers: { serviceNeeded: 'Solo Luce', userType: 'Privato', hasElectricitySupply: 'Sì', currentElectricityProvider: 'Enel Energia', residents: '2', houseSize: '2-3 stanze', solarPanel: 'No' },
    daysAgo: 0,
    waiting: true,
  },
  // Earlier requests the Prato and Milano partners already answered: their response times are measured ones.
  ...(
    [
      ['lead-8', 'Paolo Ricci', '59100', 'Prato', 'luce-gas', 5],
      ['lead-9', 'Anna Gori', '59100', 'Prato', 'caldaie-clima', 8],
      ['lead-10', 'Stefano Nesi', '59100', 'Prato', 'luce-gas', 12],
      ['lead-11', 'Laura Bini', '59100', 'Prato', 'fotovoltaico', 15],
      ['lead-12', 'Marco Villa', '20121', 'Milano', 'internet-mobile', 5],
      ['lead-13', 'Elena Brambilla', '20121', 'Milano', 'sistemi-allarme', 7],
      ['lead-14', 'Fabio Colombo', '20121', 'Milano', 'internet-mobile', 10],
      ['lead-15', 'Giada Ferrari', '20121', 'Milano', 'luce-gas', 14],
    ] as const
  ).map(([key, nome, cap, citta, servizio, days], index) => ({
    key,
    nome,
    email: `${nome.toLowerCase().replace(' ', '.')}@example.com`,
    telefono: `+39 333 400 ${String(1100 + index * 11)}`,
    cap,
    citta,
    servizio,
    answers: { userType: 'Privato' },
    daysAgo: days,
  })),
]

/**
 * `richiamataOggi`: a callback at that hour of the seeding day; `slot` and `proposta`: the n-th callback slot a consumer
 * could pick at seeding time (callbackSlots), the booked one and the one the partner proposed instead.
 */
const bookings: {
  key: string
  merchant?: string
  lead?: string
  stato: BookingState
  nome: string
  email: string
  telefono: string
  cap: string
  servizio: ServiceSlug
  messaggio: string
  richiamataOggi?: number
  slot?: number
  proposta?: number
}[] = [
  { key: 'booking-1', merchant: 'prato-energia', lead: 'lead-1', stato: 'in_attesa', nome: 'Chiara Lombardi', email: 'chiara.lombardi@example.com', telefono: '+39 347 112 3344', cap: '59100', servizio: 'luce-gas', messaggio: 'Vorrei confrontare le offerte luce e gas per casa.' },
  { key: 'booking-2', merchant: 'prato-energia', lead: 'lead-2', stato: 'contattato', nome: 'Davide Moretti', email: 'davide.moretti@example.com', telefono: '+39 333 908 7766', cap: '59100', servizio: 'fotovoltaico', messaggio: 'Impianto per villetta, consumo 3200 kWh/anno.' },
  { key: 'booking-3', merchant: 'milano-connect', lead: 'lead-3', stato: 'convertito', nome: 'Sara Conti', email: 'sara.conti@example.com', telefono: '+39 320 445 1209', cap: '20121', servizio: 'internet-mobile', messaggio: 'Cambio fornitore per 2-3 linee aziendali.' },
  { key: 'booking-4', merchant: 'roma-casa', lead: 'lead-4', stato: 'non_interessato', nome: 'Luca Bianchi', email: 'luca.bianchi@example.com', telefono: '+39 349 300 1122', cap: '00184', servizio: 'luce-gas', messaggio: 'Voltura della fornitura luce.' },
  { key: 'booking-5', merchant: 'prato-sicura', stato: 'in_attesa', nome: 'Chiara Lombardi', email: 'chiara.lombardi@example.com', telefono: '+39 347 112 3344', cap: '59100', servizio: 'luce-gas', messaggio: 'Richiesta di richiamata dalla pagina offerte.' },
  { key: 'booking-7', merchant: 'prato-energia', stato: 'in_attesa', nome: 'Marco Neri', email: 'marco.neri@example.com', telefono: '+39 338 410 2290', cap: '59100', servizio: 'caldaie-clima', messaggio: 'Caldaia a condensazione da sostituire prima dell’inverno.', richiamataOggi: 17 },
  // The partner proposed another time; the consumer answers on /richiesta/demo-offers-lead-8.
  { key: 'booking-8', merchant: 'prato-energia', lead: 'lead-8', stato: 'contattato', nome: 'Paolo Ricci', email: 'paolo.ricci@example.com', telefono: '+39 333 400 1100', cap: '59100', servizio: 'luce-gas', messaggio: 'Vorrei un’offerta a prezzo fisso.', slot: 3, proposta: 14 },
  // A no-show: the consumer did not answer the callback this morning.
  { key: 'booking-9', merchant: 'prato-energia', lead: 'lead-11', stato: 'non_risponde', nome: 'Laura Bini', email: 'laura.bini@example.com', telefono: '+39 333 400 1133', cap: '59100', servizio: 'fotovoltaico', messaggio: 'Preventivo per un impianto da 4 kW.', richiamataOggi: 10 },
  { key: 'booking-6', stato: 'in_attesa', nome: 'Roberto Galli', email: 'roberto.galli@example.com', telefono: '+39 340 221 9087', cap: '40121', servizio: 'luce-gas', messaggio: 'Richiesta di chiamata: vorrei capire se conviene passare al mercato libero.' },
]

/** The demo merchants' answers to their leads: status, a message for the consumer, and how many hours after the lead came. */
const leadStatuses: { merchant: string; lead: string; stato: LeadState; afterHours: number; messaggio?: string }[] = [
  {
    merchant: 'prato-energia',
    lead: 'lead-2',
    stato: 'contattato',
    afterHours: 3,
    messaggio: 'Grazie per la disponibilità: la richiamiamo sabato mattina per fissare il sopralluogo.',
  },
  {
    merchant: 'prato-energia',
    lead: 'lead-8',
    stato: 'preventivo_inviato',
    afterHours: 2,
    messaggio: "Le abbiamo inviato per e-mail l'offerta a prezzo fisso per 12 mesi: resta valida fino a fine mese.",
  },
  { merchant: 'prato-energia', lead: 'lead-9', stato: 'vinto', afterHours: 5 },
  { merchant: 'prato-energia', lead: 'lead-10', stato: 'perso', afterHours: 1 },
  { merchant: 'prato-energia', lead: 'lead-11', stato: 'non_risponde', afterHours: 4 },
  { merchant: 'milano-connect', lead: 'lead-3', stato: 'vinto', afterHours: 1 },
  { merchant: 'milano-connect', lead: 'lead-12', stato: 'contattato', afterHours: 6 },
  { merchant: 'milano-connect', lead: 'lead-13', stato: 'preventivo_inviato', afterHours: 8 },
  { merchant: 'milano-connect', lead: 'lead-14', stato: 'vinto', afterHours: 5 },
  { merchant: 'milano-connect', lead: 'lead-15', stato: 'perso', afterHours: 10 },
]

/**
 * The demo merchants' private notes, each by its author (an account's e-mail; none: a note kept from before the
 * history, «Nota precedente»), so many hours after the lead came.
 */
/** Team members; one has its own account (a demo login) and the leads its owner assigned to it. */
const teamMembers: { merchant: string; nome: string; ruolo: string; email: string; account?: true; assigned?: string[] }[] = [
  { merchant: 'prato-energia', nome: 'Giulia Ferri', ruolo: 'Consulente commerciale', email: 'collaboratore.prato@casaconfronta.it', account: true, assigned: ['lead-2', 'lead-11'] },
  { merchant: 'prato-energia', nome: 'Paolo Innocenti', ruolo: 'Tecnico sopralluoghi', email: 'paolo.innocenti@energiatoscana.it' },
]

const leadNotes: { merchant: string; lead: string; author?: string; afterHours: number; testo: string }[] = [
  { merchant: 'prato-energia', lead: 'lead-2', afterHours: 2, testo: 'Chiede un impianto con accumulo: verificare lo spazio in garage.' },
  { merchant: 'prato-energia', lead: 'lead-2', author: 'merchant.prato@casaconfronta.it', afterHours: 3, testo: 'Sopralluogo da fissare: preferisce il sabato mattina.' },
  { merchant: 'prato-energia', lead: 'lead-8', author: 'merchant.prato@casaconfronta.it', afterHours: 2, testo: 'Inviata offerta a prezzo fisso 12 mesi.' },
  { merchant: 'prato-energia', lead: 'lead-10', author: 'merchant.prato@casaconfronta.it', afterHours: 1, testo: 'Ha già firmato con un altro fornitore.' },
  { merchant: 'prato-energia', lead: 'lead-11', author: 'merchant.prato@casaconfronta.it', afterHours: 4, testo: 'Sopralluogo fissato per giovedì alle 10: non si è presentata e non risponde.' },
  { merchant: 'prato-energia', lead: 'lead-11', author: 'collaboratore.prato@casaconfronta.it', afterHours: 6, testo: 'Portare il catalogo delle caldaie a condensazione.' },
  { merchant: 'milano-connect', lead: 'lead-13', author: 'merchant.milano@casaconfronta.it', afterHours: 8, testo: 'Preventivo antifurto con 4 sensori.' },
]

/** A consumer who objected, from the request page, to a partner processing the request's data: that partner's area shows it. */
const objections: { merchant: string; lead: string }[] = [{ merchant: 'prato-energia', lead: 'lead-10' }]
/**
 * The demo consumers' reviews of the partners that contacted them, some answered; one invitation not written yet
 * (/richiesta/demo-offers-lead-2 shows the form), one hidden by an admin for the phone number in it.
 */
const reviews: { merchant: string; lead: string; afterDays: number; voto?: number; testo?: string; risposta?: string; nascosta?: string }[] = [
  {
    merchant: 'prato-energia',
    lead: 'lead-8',
    afterDays: 2,
    voto: 5,
    testo: 'Mi hanno richiamato in giornata e spiegato bene la differenza tra prezzo fisso e variabile. Offerta chiara, nessuna pressione.',
    risposta: 'Grazie per la fiducia: per qualsiasi dubbio sulla bolletta siamo a disposizione.',
  },
  { merchant: 'prato-energia', lead: 'lead-9', afterDays: 3, voto: 4, testo: 'Sopralluogo puntuale e preventivo per la caldaia arrivato in due giorni. Non il più economico, ma lavoro fatto a regola d’arte.' },
  {
    merchant: 'prato-energia',
    lead: 'lead-10',
    afterDays: 2,
    voto: 3,
    testo: 'Gentili al telefono, ma avevo già firmato con un altro fornitore e la loro offerta non era più conveniente.',
    risposta: 'Grazie del riscontro: la prossima volta saremo felici di proporle un confronto prima della firma.',
  },
  { merchant: 'prato-energia', lead: 'lead-11', afterDays: 4, voto: 5, testo: 'Consulenza sul fotovoltaico molto competente: mi hanno mostrato consumi reali e tempi di rientro senza promesse esagerate.' },
  { merchant: 'prato-energia', lead: 'lead-2', afterDays: 1 },
  {
    merchant: 'milano-connect',
    lead: 'lead-3',
    afterDays: 2,
    voto: 5,
    testo: 'Cambio di operatore per le linee dell’ufficio fatto in una settimana, senza interruzioni. Consigliati.',
    risposta: 'Grazie! Ci fa piacere che il passaggio sia andato liscio.',
  },
  { merchant: 'milano-connect', lead: 'lead-12', afterDays: 3, voto: 4, testo: 'Risposta veloce e offerta fibra in linea con quanto promesso. Attivazione un po’ lenta, ma per colpa dell’operatore.' },
  { merchant: 'milano-connect', lead: 'lead-13', afterDays: 5, voto: 4, testo: 'Preventivo per l’antifurto dettagliato, con sensori e costi di manutenzione spiegati voce per voce.' },
  {
    merchant: 'milano-connect',
    lead: 'lead-14',
    afterDays: 4,
    voto: 2,
    testo: 'Chiamatemi al 333 400 1144 che ne parliamo, il tecnico non mi è piaciuto.',
    nascosta: 'Contiene un numero di telefono: le recensioni si pubblicano senza dati personali.',
  },
]

/** The workflow's steps from "nuovo" to a state, so the seed goes through the same checks as a merchant. */
function stepsTo(state: LeadState): LeadState[] {
  const path: Record<LeadState, LeadState[]> = {
    nuovo: [],
    contattato: ['contattato'],
    non_risponde: ['contattato', 'appuntamento', 'non_risponde'],
    appuntamento: ['contattato', 'appuntamento'],
    preventivo_inviato: ['contattato', 'preventivo_inviato'],
    vinto: ['contattato', 'preventivo_inviato', 'vinto'],
    perso: ['contattato', 'perso'],
  }
  return path[state]
}

const HOUR = 3600_000

/** A demo booking made from its lead's offers page 20 minutes after the lead, answered (if it was) hours later. */
function bookingTimes(booking: (typeof bookings)[number]): { createdAt?: string; firstActionAt?: string } {
  const lead = leads.find((candidate) => candidate.key === booking.lead)
  if (!lead) return {}
  const created = Date.parse(daysAgo(lead.daysAgo)) + 20 * 60_000
  const answeredAfter = { in_attesa: null, contattato: 2, non_risponde: 1, convertito: 4, non_interessato: 3 }[booking.stato]
  return {
    createdAt: new Date(created).toISOString(),
    ...(answeredAfter === null ? {} : { firstActionAt: new Date(created + answeredAfter * HOUR).toISOString() }),
  }
}

function daysAgo(days: number, hours = 0): string {
  return new Date(Date.now() - (days * 24 + hours) * 3600_000).toISOString()
}

/**
 * Demo merchants in several cities, leads, bookings in every status, abandoned and completed questionnaires
 * and contact messages, so every page and area shows something real after `npm start`. Each record has a
 * stable key, so running it again adds only what is missing.
 */
export async function seedDemoData(payload: Payload, context: Context, created: string[]): Promise<void> {
  const find = async (collection: 'merchants' | 'client-requests' | 'bookings' | 'partial-submissions' | 'contact-requests', field: string, value: string) =>
    (await payload.find({ collection, where: { [field]: { equals: value } }, limit: 1, depth: 0, overrideAccess: true })).docs[0] as { id: number } | undefined

  const merchantIds = new Map<string, number>()
  for (const merchant of merchants) {
    const existing = await find('merchants', 'email', merchant.email)
    if (existing) {
      merchantIds.set(merchant.key, existing.id)
      continue
    }
    let user: number | undefined
    if (merchant.ownerEmail) {
      const owner = await payload.find({ collection: collectionSlugs.users, where: { email: { equals: merchant.ownerEmail } }, limit: 1, depth: 0, overrideAccess: true })
      user = owner.docs[0]?.id
    }
    const { key: _key, ownerEmail: _owner, stato = 'attivo', motivo, proposti, servizi, ...data } = merchant
    // Approved coverage is the merchant's own CAP; in review nothing is approved yet, all of it is proposed.
    const approved = stato !== 'in_revisione'
    const doc = await payload.create({
      collection: collectionSlugs.merchants,
      data: {
        ...data,
        user,
        ragioneSociale: merchant.nomeAzienda,
        stato,
        motivoStato: motivo ?? null,
        servizi: approved ? servizi : [],
        capCoperti: approved ? [{ cap: merchant.cap }] : [],
        serviziProposti: approved ? (proposti?.servizi ?? []) : servizi,
        capCopertiProposti: (approved ? (proposti?.capCoperti ?? []) : [merchant.cap]).map((cap) => ({ cap })),
        // Active since before the oldest demo lead; the suspended one until two days ago.
        periodiAttivita: approved ? [{ dal: daysAgo(400), al: stato === 'sospeso' ? daysAgo(2) : null }] : [],
      },
      context,
      overrideAccess: true,
    })
    merchantIds.set(merchant.key, doc.id)
    created.push(`merchant ${merchant.nomeAzienda}`)
  }

  const leadIds = new Map<string, number>()
  for (const lead of leads) {
    const existing = await find('client-requests', 'idempotencyKey', `demo-${lead.key}`)
    if (existing) {
      leadIds.set(lead.key, existing.id)
      continue
    }
    // As the contact step named them, and the demo consumer kept them all (the lead is delivered to them at once).
    const offered = lead.waiting ? [] : await chooseRecipients(await createLocalReq({ context }, payload), { cap: lead.cap, servizio: lead.servizio })
    const doc = await payload.create({
      collection: collectionSlugs.clientRequests,
      data: {
        nome: lead.nome,
        email: lead.email,
        telefono: lead.telefono,
        cap: lead.cap,
        citta: lead.citta,
        servizio: lead.servizio,
        answers: lead.answers,
        answersText: Object.fromEntries(Object.entries(lead.answers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : String(value)])),
        questionnaireSlug: lead.servizio,
        questionnaireVersion: 1,
        idempotencyKey: `demo-${lead.key}`,
        offersToken: `demo-offers-${lead.key}`,
        stima: await estimateWithCurrentParameters(await createLocalReq({}, payload), { service: lead.servizio, answers: lead.answers, cap: lead.cap }),
        createdAt: daysAgo(lead.daysAgo),
        // The demo consumers confirmed their phone by SMS code when they sent the request.
        verificataIl: daysAgo(lead.daysAgo),
        verificaCanale: 'sms',
        senzaPartnerDal: lead.waiting ? daysAgo(lead.daysAgo) : undefined,
        partnerProposti: offered.map((partner) => partner.id),
        partnerScelti: offered.map((partner) => partner.id),
      },
      context,
      overrideAccess: true,
    })
    leadIds.set(lead.key, doc.id)
    // As the questionnaire records them: the words shown, the page, partner contact for the service by phone and
    // e-mail, one grant naming each partner chosen (none named for a lead nobody served: its partner sees no contact).
    await recordConsents(await createLocalReq({ context }, payload), {
      email: lead.email,
      granted: { privacy: true, marketing: false, partners: true },
      form: 'questionnaire',
      page: `/${lead.servizio}`,
      service: lead.servizio,
      partnerChannels: ['telefono', 'email'],
      namedPartners: offered.map((partner) => ({ id: partner.id, nomeAzienda: partner.nomeAzienda, chosen: true })),
      link: { lead: doc.id },
      ip: '',
      userAgent: '',
    })
    created.push(`lead ${lead.nome}`)
  }

  const slots = callbackSlots(new Date(), 7)
  const slotAt = (index: number | undefined) => (index === undefined ? {} : { richiamata: slots[Math.min(index, slots.length - 1)]!.value })
  for (const [index, booking] of bookings.entries()) {
    if (await find('bookings', 'idempotencyKey', `demo-${booking.key}`)) continue
    await payload.create({
      collection: collectionSlugs.bookings,
      data: {
        merchant: booking.merchant ? merchantIds.get(booking.merchant) : undefined,
        lead: booking.lead ? leadIds.get(booking.lead) : undefined,
        origine: booking.merchant ? 'offerte' : 'chiamata',
        nomeCliente: booking.nome,
        telefonoCliente: booking.telefono,
        emailCliente: booking.email,
        servizioRichiesto: booking.servizio,
        capCliente: booking.cap,
        messaggio: booking.messaggio,
        stato: booking.stato,
        // A callback due at that hour of the seeding day: the merchant area's «Richiamate di oggi».
        ...(booking.richiamataOggi ? { richiamata: romeToInstant(romeDateTime(new Date()), booking.richiamataOggi).toISOString() } : slotAt(booking.slot)),
        ...(booking.proposta === undefined ? {} : { propostaRichiamata: slotAt(booking.proposta).richiamata }),
        ...bookingTimes(booking),
        idempotencyKey: `demo-${booking.key}`,
        createdAt: daysAgo(index, 3),
      },
      context,
      overrideAccess: true,
    })
    created.push(`booking ${booking.key} (${booking.stato})`)
  }

  for (const status of leadStatuses) {
    const merchant = merchantIds.get(status.merchant)
    const lead = leads.find((candidate) => candidate.key === status.lead)
    const leadId = leadIds.get(status.lead)
    if (!merchant || !lead || !leadId) continue
    const existing = await payload.find({
      collection: collectionSlugs.leadStatuses,
      where: { and: [{ merchant: { equals: merchant } }, { clientRequest: { equals: leadId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs.length > 0) continue
    const [first, ...rest] = stepsTo(status.stato)
    const firstActionAt = new Date(Date.parse(daysAgo(lead.daysAgo)) + status.afterHours * HOUR).toISOString()
    const doc = await payload.create({
      collection: collectionSlugs.leadStatuses,
      data: { merchant, clientRequest: leadId, stato: first!, messaggioCliente: status.messaggio, firstActionAt },
      context,
      overrideAccess: true,
    })
    for (const stato of rest) {
      await payload.update({ collection: collectionSlugs.leadStatuses, id: doc.id, data: { stato }, context, overrideAccess: true })
    }
    created.push(`lead status ${status.lead} (${status.stato})`)
  }

  for (const member of teamMembers) {
    const merchant = merchantIds.get(member.merchant)
    if (!merchant) continue
    const account = member.account
      ? (await payload.find({ collection: collectionSlugs.users, where: { email: { equals: member.email } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id
      : undefined
    const existing = await payload.find({ collection: collectionSlugs.teamMembers, where: { and: [{ merchant: { equals: merchant } }, { email: { equals: member.email } }] }, limit: 1, depth: 0, overrideAccess: true })
    const doc =
      existing.docs[0] ??
      (await payload.create({
        collection: collectionSlugs.teamMembers,
        data: { merchant, nome: member.nome, ruolo: member.ruolo, email: member.email, utente: account ?? null, invitatoIl: account ? daysAgo(30) : null },
        context,
        overrideAccess: true,
      }))
    if (!existing.docs[0]) created.push(`team member ${member.nome}`)
    for (const key of member.assigned ?? []) {
      const leadId = leadIds.get(key)
      if (!leadId) continue
      const status = await payload.find({ collection: collectionSlugs.leadStatuses, where: { and: [{ merchant: { equals: merchant } }, { clientRequest: { equals: leadId } }] }, limit: 1, depth: 0, overrideAccess: true })
      const row = status.docs[0]
      if (row && !row.assegnatoA) await payload.update({ collection: collectionSlugs.leadStatuses, id: row.id, data: { assegnatoA: doc.id }, context, overrideAccess: true })
    }
  }

  for (const note of leadNotes) {
    const merchant = merchantIds.get(note.merchant)
    const lead = leads.find((candidate) => candidate.key === note.lead)
    const leadId = leadIds.get(note.lead)
    if (!merchant || !lead || !leadId) continue
    const existing = await payload.count({
      collection: collectionSlugs.leadNotes,
      where: { and: [{ merchant: { equals: merchant } }, { clientRequest: { equals: leadId } }, { testo: { equals: note.testo } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const author = note.author
      ? (await payload.find({ collection: collectionSlugs.users, where: { email: { equals: note.author } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id
      : undefined
    await payload.create({
      collection: collectionSlugs.leadNotes,
      data: { merchant, clientRequest: leadId, autore: author ?? null, testo: note.testo, createdAt: new Date(Date.parse(daysAgo(lead.daysAgo)) + note.afterHours * HOUR).toISOString() },
      context,
      overrideAccess: true,
    })
    created.push(`lead note ${note.lead}`)
  }

  for (const objection of objections) {
    const merchant = merchantIds.get(objection.merchant)
    const leadId = leadIds.get(objection.lead)
    if (!merchant || !leadId) continue
    const existing = await payload.count({
      collection: collectionSlugs.leadObjections,
      where: { and: [{ merchant: { equals: merchant } }, { clientRequest: { equals: leadId } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: collectionSlugs.leadObjections, data: { merchant, clientRequest: leadId }, context, overrideAccess: true })
    created.push(`objection ${objection.lead} (${objection.merchant})`)
  }
  const admin = (await payload.find({ collection: collectionSlugs.users, where: { roles: { contains: 'admin' } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]
  for (const review of reviews) {
    const merchant = merchantIds.get(review.merchant)
    const lead = leads.find((candidate) => candidate.key === review.lead)
    const leadId = leadIds.get(review.lead)
    if (!merchant || !lead || !leadId) continue
    const existing = await payload.count({ collection: collectionSlugs.reviews, where: { and: [{ merchant: { equals: merchant } }, { clientRequest: { equals: leadId } }] }, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    const invited = Date.parse(daysAgo(lead.daysAgo)) + 6 * HOUR
    const written = review.voto ? new Date(invited + review.afterDays * 24 * HOUR).toISOString() : undefined
    await payload.create({
      collection: collectionSlugs.reviews,
      data: {
        merchant,
        clientRequest: leadId,
        servizio: lead.servizio,
        invitatoIl: new Date(invited).toISOString(),
        ...(review.voto ? { voto: review.voto, testo: review.testo, scrittaIl: written } : {}),
        ...(review.risposta ? { risposta: review.risposta, rispostaIl: new Date(Date.parse(written!) + 5 * HOUR).toISOString() } : {}),
        ...(review.nascosta ? { nascosta: true, motivoNascosta: review.nascosta } : {}),
      },
      // Hidden by the demo admin: the decisions' trail names who.
      user: review.nascosta ? admin : undefined,
      context,
      overrideAccess: true,
    })
    created.push(`review ${review.merchant} ${review.lead}${review.voto ? ` (${review.voto})` : ' (invited)'}`)
  }

  // The decisions' trail: the demo partners approved a year ago, the suspended one suspended two days ago.
  const decisions: { merchant: string; action: 'merchant-approve' | 'merchant-suspend'; at: string }[] = [
    { merchant: 'prato-energia', action: 'merchant-approve', at: daysAgo(400) },
    { merchant: 'milano-connect', action: 'merchant-approve', at: daysAgo(400) },
    { merchant: 'napoli-auto', action: 'merchant-approve', at: daysAgo(400) },
    { merchant: 'napoli-auto', action: 'merchant-suspend', at: daysAgo(2) },
  ]
  for (const decision of decisions) {
    const merchant = merchantIds.get(decision.merchant)
    const seeded = merchants.find((candidate) => candidate.key === decision.merchant)
    if (!merchant || !seeded) continue
    const existing = await payload.count({ collection: collectionSlugs.auditLog, where: { and: [{ merchant: { equals: merchant } }, { action: { equals: decision.action } }] }, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: collectionSlugs.auditLog,
      data: {
        action: decision.action,
        subject: seeded.nomeAzienda,
        motivo: decision.action === 'merchant-suspend' ? (seeded.motivo ?? null) : null,
        merchant,
        user: admin?.id ?? null,
        counts: {},
        createdAt: decision.at,
      },
      context,
      overrideAccess: true,
    })
    created.push(`decision ${decision.action} ${seeded.nomeAzienda}`)
  }

  // A partner's return waiting for an admin's decision (the admin area's «Resi»).
  const returnedLead = leadIds.get('lead-1')
  const returningMerchant = merchantIds.get('prato-sicura')
  if (returnedLead && returningMerchant) {
    const existing = await payload.count({
      collection: collectionSlugs.leadReturns,
      where: { and: [{ merchant: { equals: returningMerchant } }, { clientRequest: { equals: returnedLead } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs === 0) {
      await payload.create({
        collection: collectionSlugs.leadReturns,
        data: { clientRequest: returnedLead, merchant: returningMerchant, motivo: 'duplicata', stato: 'in_attesa', nota: 'La cliente dice di aver già chiesto un preventivo per la stessa fornitura la settimana scorsa.' },
        context,
        overrideAccess: true,
      })
      created.push('lead return lead-1 (in_attesa)')
    }
  }

  const services: ServiceSlug[] = ['luce-gas', 'internet-mobile', 'fotovoltaico', 'luce-gas', 'caldaie-clima', 'luce-gas', 'sistemi-allarme', 'fotovoltaico', 'assicurazione-auto', 'depuratori', 'luce-gas', 'assicurazione-casa']
  for (const [index, service] of services.entries()) {
    const sessionId = `LGDEMO${String(index).padStart(2, '0')}${String(1000 + index * 7).slice(-4)}`
    if (await find('partial-submissions', 'sessionId', sessionId)) continue
    const totalSteps = service === 'luce-gas' ? 5 : service === 'fotovoltaico' ? 9 : 6
    const completed = index % 4 === 0
    const currentStep = completed ? totalSteps : 1 + (index % totalSteps)
    await payload.create({
      collection: collectionSlugs.partialSubmissions,
      data: {
        sessionId,
        serviceType: service,
        questionnaireVersion: 1,
        currentStep,
        totalSteps,
        completed,
        answers: service === 'luce-gas' ? { serviceNeeded: 'Luce + Gas', userType: 'Privato' } : { userType: index % 2 ? 'Privato' : 'Azienda / P.IVA' },
        lastQuestion: completed ? SUBMITTED_LAST_QUESTION : index % 3 === 0 ? 'Finestra chiusa' : 'userType',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        ipAddress: `192.0.2.${10 + index}`,
        createdAt: daysAgo(index % 7, index),
      },
      context,
      overrideAccess: true,
    })
    created.push(`partial submission ${sessionId}`)
  }

  const messages = [
    { key: 'contact-1', nome: 'Alessia', cognome: 'Marini', email: 'alessia.marini@example.com', telefono: '+39 345 778 9012', cap: '59100', argomento: 'luce-gas', messaggio: 'Buongiorno, vorrei sapere se potete aiutarmi con una voltura della luce.', marketingAccepted: true },
    { key: 'contact-2', nome: 'Federico', cognome: 'Sala', email: 'federico.sala@example.com', telefono: '+39 331 220 4567', cap: '20121', argomento: 'fotovoltaico', messaggio: 'Vorrei un preventivo per un impianto fotovoltaico su un condominio.', marketingAccepted: false },
    { key: 'contact-3', nome: 'Ilaria', cognome: 'Costa', email: 'ilaria.costa@example.com', telefono: '+39 392 114 7788', cap: '00184', argomento: 'altro', messaggio: 'Come funziona la collaborazione per diventare partner della piattaforma?', marketingAccepted: false },
  ] as const
  for (const message of messages) {
    if (await find('contact-requests', 'idempotencyKey', `demo-${message.key}`)) continue
    const { key, ...data } = message
    await payload.create({
      collection: collectionSlugs.contactRequests,
      data: { ...data, privacyAccepted: true, idempotencyKey: `demo-${key}` },
      context,
      overrideAccess: true,
    })
    created.push(`contact request ${key}`)
  }
}

/** What marks the demo records: the production start refuses a database holding them, `npm run remove-demo` deletes them. */
export const demoRecords = {
  merchantEmails: merchants.map((merchant) => merchant.email),
  offersTokens: leads.map((lead) => `demo-offers-${lead.key}`),
  leadKeys: leads.map((lead) => `demo-${lead.key}`),
  bookingKeys: bookings.map((booking) => `demo-${booking.key}`),
  contactKeyPrefix: 'demo-contact-',
  sessionIdPrefix: 'LGDEMO',
}
