import type { RequiredDataFromCollectionSlug } from 'payload'

export const faqs: RequiredDataFromCollectionSlug<'faqs'>[] = [
  {
    order: 1,
    question: 'Il servizio è davvero gratuito?',
    answer:
      'Sì. CasaConfronta è gratuito per chi cerca un’offerta: a pagarci sono le aziende partner, per le richieste che ricevono e, con alcune, con una commissione sul contratto. Non paghi nulla e non hai alcun obbligo.',
  },
  {
    order: 2,
    question: 'Quanto tempo serve per ricevere le offerte?',
    answer:
      'Dipende dal servizio e dai partner della tua zona: ti contattano solo quelli che hai scelto, dopo che hai confermato i tuoi recapiti. Quanto impiegano a rispondere, misurato sulle richieste reali, lo trovi nella pagina Trasparenza. Per il fotovoltaico serve più tempo, perché il preventivo va costruito sulle caratteristiche della tua casa.',
  },
  {
    order: 3,
    question: 'Sono obbligato ad accettare un’offerta?',
    answer: 'No. Le proposte che ricevi sono senza impegno: puoi confrontarle con calma e decidere se accettarne una oppure nessuna.',
  },
  {
    order: 4,
    question: 'Come vengono trattati i miei dati personali?',
    answer:
      'Nel rispetto del GDPR (Regolamento UE 2016/679): usiamo i tuoi dati solo per rispondere alla tua richiesta e li comunichiamo soltanto ai partner che possono farti un’offerta. Trovi tutti i dettagli nella Privacy Policy.',
  },
  {
    order: 5,
    question: 'In quali zone è disponibile il servizio?',
    answer: 'In tutta Italia. Partendo dal tuo CAP ti mettiamo in contatto con le aziende e i professionisti che operano nella tua zona.',
  },
  {
    order: 6,
    question: 'Chi sono i partner di CasaConfronta?',
    answer:
      'Fornitori di energia e telecomunicazioni, installatori, intermediari assicurativi e consulenti, approvati uno per uno da un nostro amministratore. Quanti sono oggi, calcolato dai dati del sito, lo trovi nella pagina Trasparenza.',
  },
]

export const testimonials: RequiredDataFromCollectionSlug<'testimonials'>[] = [
  {
    order: 1,
    name: 'Marco B.',
    city: 'Firenze',
    service: 'Luce & Gas',
    rating: 5,
    text: 'Ho cambiato fornitore di luce e gas in pochi minuti. Con la nuova offerta risparmio circa 300 euro all’anno, e non ho dovuto occuparmi di nessuna pratica.',
  },
  {
    order: 2,
    name: 'Laura M.',
    city: 'Milano',
    service: 'Fotovoltaico',
    rating: 5,
    text: 'In pochi giorni ho ricevuto tre preventivi per l’impianto fotovoltaico, chiari e dettagliati. Il consulente mi ha seguita passo dopo passo.',
  },
  {
    order: 3,
    name: 'Alessandro P.',
    city: 'Roma',
    service: 'Internet & Mobile',
    rating: 5,
    text: 'Cercavo una fibra veloce per lavorare da casa: il giorno dopo mi hanno richiamato con l’offerta giusta, senza sorprese in bolletta.',
  },
]

/** Sample partners (static sample content); their logos are the SVG files in ../assets. */
export const partnerLogos: { name: string; file: string; order: number }[] = [
  { name: 'Energia Chiara', file: 'energia-chiara.svg', order: 1 },
  { name: 'FibraVeloce', file: 'fibra-veloce.svg', order: 2 },
  { name: 'Solare Italia', file: 'solare-italia.svg', order: 3 },
  { name: 'ClimaPiù', file: 'clima-piu.svg', order: 4 },
  { name: 'SicuraCasa', file: 'sicura-casa.svg', order: 5 },
  { name: 'AssiFamiglia', file: 'assi-famiglia.svg', order: 6 },
  { name: 'AcquaPura', file: 'acqua-pura.svg', order: 7 },
]

/** The home page's figures (the site settings' «Numeri»): each computed by the site from its data, with its date. */
export const figures = [
  { metric: 'partnerAttivi' as const, label: 'Partner attivi', description: 'approvati e attivi oggi' },
  { metric: 'serviziAttivi' as const, label: 'Servizi', description: 'per cui puoi fare una richiesta' },
  { metric: 'richiesteServite' as const, label: 'Richieste passate ai partner', description: 'da quando il sito è attivo' },
  { metric: 'tempoRisposta' as const, label: 'Tempo di risposta mediano', description: 'dei partner, dalla richiesta al primo contatto' },
]

/**
 * What earlier seeds wrote and no source backs, as they wrote it: a database still holding them exactly (nobody
 * edited them) gets today's (siteContent.ts).
 */
export const earlierSeedClaims = {
  figures: [
    { value: '50.000+', label: 'Clienti soddisfatti', description: 'hanno trovato l’offerta giusta' },
    { value: '450 €', label: 'Risparmio medio annuo', description: 'per famiglia sui servizi per la casa' },
    { value: '1.200+', label: 'Partner verificati', description: 'in tutta Italia' },
    { value: '24h', label: 'Risposta media', description: 'per ricevere le prime offerte' },
  ],
  faqAnswers: {
    'Il servizio è davvero gratuito?':
      'Sì. CasaConfronta è gratuito per chi cerca un’offerta: a pagarci sono le aziende partner, con una commissione, e solo quando concludi un contratto con loro. Non paghi nulla e non hai alcun obbligo.',
    'Quanto tempo serve per ricevere le offerte?':
      'Di solito le prime offerte arrivano entro 24 ore dalla richiesta. Per il fotovoltaico servono 2-3 giorni, perché il preventivo va costruito sulle caratteristiche della tua casa.',
    'Chi sono i partner di CasaConfronta?':
      'Fornitori di energia e telecomunicazioni, installatori, compagnie assicurative e consulenti: oltre 1.200 partner verificati, scelti per affidabilità ed esperienza.',
  } as Record<string, string>,
  /** A page whose sections still hold one of these was written by an earlier seed with claims no source backs. */
  pageMarkers: {
    home: '−28% sulla bolletta',
    'chi-siamo': 'oltre 1.200 partner',
    trasparenza: 'Recensioni e opinioni dei clienti',
    'come-funziona': 'le prime arrivano di solito entro 24 ore',
  } as Record<string, string>,
}

export const navigation = {
  headerLinks: [
    { label: 'Home', href: '/' },
    { label: 'Come funziona', href: '/come-funziona' },
    { label: 'Chi siamo', href: '/chi-siamo' },
    { label: 'Contatti', href: '/contatti' },
    { label: 'Area Merchant', href: '/auth-merchant', highlight: true },
  ],
  footerText: 'Confronta gratuitamente le offerte per la tua casa e fatti ricontattare dai professionisti della tua zona.',
  footerColumns: [
    {
      title: 'Azienda',
      links: [
        { label: 'Chi Siamo', href: '/chi-siamo' },
        { label: 'Come Funziona', href: '/come-funziona' },
        { label: 'Contatti', href: '/contatti' },
      ],
    },
    {
      title: 'Legale',
      links: [
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Termini e Condizioni', href: '/termini-condizioni' },
        { label: 'Cookie Policy', href: '/cookie-policy' },
      ],
    },
    {
      title: 'Servizi',
      links: [
        { label: 'Luce e Gas', href: '/luce-gas' },
        { label: 'Fotovoltaico', href: '/fotovoltaico' },
        { label: 'Internet & Mobile', href: '/internet-mobile' },
      ],
    },
  ],
  copyright: '© 2024 CasaConfronta S.r.l. Tutti i diritti riservati.',
  paymentBadges: [
    { label: 'VISA', name: 'Visa' },
    { label: 'MC', name: 'Mastercard' },
    { label: 'PP', name: 'PayPal' },
  ],
}
