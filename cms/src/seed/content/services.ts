import type { RequiredDataFromCollectionSlug } from 'payload'

type ServiceData = RequiredDataFromCollectionSlug<'services'>

const seo = (title: string, description: string) => ({ title, description })

/** The eight services with their service pages and call-booking hub entries, in the order of the home grid. */
export const services: ServiceData[] = [
  {
    order: 1,
    slug: 'luce-gas',
    estimateModel: 'luce-gas',
    title: 'Luce & Gas',
    description: 'Confronta le tariffe di luce e gas e scegli la fornitura più conveniente per casa o per la tua attività.',
    variant: 'energy',
    startPath: '/luce-gas-start',
    hero: {
      headline: 'Luce e gas: paga il giusto per l’energia di casa',
      text: 'Rispondi a poche domande sui tuoi consumi e ricevi le offerte luce e gas più adatte a te, dai fornitori che servono la tua zona.',
      points: [{ text: 'Confronto gratuito e senza impegno' }, { text: 'Cambio fornitore senza interruzioni' }, { text: 'Ti contattano solo i partner che scegli' }],
    },
    ctaLabel: 'Scopri le offerte',
    callBooking: { group: 'servizi-casa', slug: 'gas-e-luce', label: 'Luce & Gas', popular: true },
    seo: seo('Offerte luce e gas: confronta le tariffe', 'Confronta gratis le offerte luce e gas per casa e azienda e ricevi le proposte dei fornitori della tua zona che scegli tu.'),
  },
  {
    order: 2,
    slug: 'internet-mobile',
    estimateModel: 'internet-mobile',
    title: 'Internet & Mobile',
    description: 'Fibra, ADSL e offerte mobile: trova la connessione più veloce e conveniente dove abiti.',
    variant: 'internet',
    hero: {
      headline: 'Internet e mobile: la connessione giusta al prezzo giusto',
      text: 'Nuova attivazione o cambio operatore? Dicci di quante linee hai bisogno e confronta le offerte fibra e mobile disponibili al tuo indirizzo.',
      points: [{ text: 'Offerte fibra, FWA e mobile' }, { text: 'Per privati e partite IVA' }, { text: 'Nessun costo di intermediazione' }],
    },
    ctaLabel: 'Confronta offerte',
    callBooking: { group: 'servizi-casa', slug: 'internet-mobile', label: 'Internet & Mobile', popular: true },
    seo: seo('Offerte internet e mobile: confronta fibra e telefonia', 'Confronta le offerte fibra, ADSL e mobile disponibili al tuo indirizzo e scegli l’operatore più conveniente.'),
  },
  {
    order: 3,
    slug: 'fotovoltaico',
    estimateModel: 'fotovoltaico',
    title: 'Fotovoltaico',
    description: 'Produci la tua energia con il sole: preventivi per impianti fotovoltaici e accumulo.',
    variant: 'solar',
    hero: {
      headline: 'Fotovoltaico: produci energia pulita e taglia la bolletta',
      text: 'Raccontaci la tua casa e i tuoi consumi: installatori qualificati della tua zona ti preparano un preventivo su misura.',
      points: [{ text: 'Installatori certificati' }, { text: 'Impianti con accumulo' }, { text: 'Preventivo costruito sulla tua casa' }],
    },
    ctaLabel: 'Richiedi preventivo',
    callBooking: { group: 'servizi-casa', slug: 'fotovoltaico', label: 'Fotovoltaico', popular: false },
    seo: seo('Preventivi impianti fotovoltaici', 'Richiedi gratis i preventivi per un impianto fotovoltaico agli installatori qualificati della tua zona.'),
  },
  {
    order: 4,
    slug: 'caldaie-clima',
    estimateModel: 'caldaie-clima',
    title: 'Caldaie & Clima',
    description: 'Caldaie a condensazione, pompe di calore e climatizzatori installati da tecnici qualificati.',
    variant: 'heating',
    hero: {
      headline: 'Caldaie e climatizzatori: comfort tutto l’anno, consumi più bassi',
      text: 'Sostituisci la vecchia caldaia o installa un climatizzatore: confronta le soluzioni e i preventivi dei tecnici della tua zona.',
      points: [{ text: 'Caldaie a condensazione e pompe di calore' }, { text: 'Installazione e manutenzione' }, { text: 'Tecnici qualificati vicino a te' }],
    },
    ctaLabel: 'Trova la soluzione',
    callBooking: { group: 'servizi-casa', slug: 'caldaie-clima', label: 'Caldaie & Clima', popular: false },
    seo: seo('Caldaie e climatizzatori: confronta i preventivi', 'Confronta i preventivi per caldaie, pompe di calore e climatizzatori dei tecnici qualificati della tua zona.'),
  },
  {
    order: 5,
    slug: 'sistemi-allarme',
    estimateModel: 'sistemi-allarme',
    title: 'Sistemi di Allarme',
    description: 'Antifurto, videosorveglianza e sistemi connessi per proteggere la tua casa.',
    variant: 'security',
    hero: {
      headline: 'Sistemi di allarme: proteggi la tua casa e chi ami',
      text: 'Antifurto, sensori e videosorveglianza controllabili dallo smartphone: configura il sistema adatto alla tua casa e ricevi le proposte degli installatori.',
      points: [{ text: 'Antifurto e videosorveglianza' }, { text: 'Controllo da smartphone' }, { text: 'Installatori verificati' }],
    },
    ctaLabel: 'Configura sicurezza',
    callBooking: { group: 'sicurezza-protezione', slug: 'sistemi-allarme', label: 'Sistemi di allarme', popular: false },
    seo: seo('Sistemi di allarme e videosorveglianza', 'Confronta sistemi di allarme, antifurto e videosorveglianza per la casa e ricevi i preventivi degli installatori.'),
  },
  {
    order: 6,
    slug: 'assicurazione-casa',
    estimateModel: 'assicurazione-casa',
    title: 'Assicurazione Casa',
    description: 'Polizze casa contro incendio, furto e danni: ti mettiamo in contatto con un intermediario assicurativo della tua zona.',
    variant: 'insurance',
    insuranceMode: 'segnalazione',
    hero: {
      headline: 'Assicurazione casa: la protezione giusta per la tua abitazione',
      text: 'Incendio, furto, danni d’acqua e responsabilità civile: dicci cosa vuoi proteggere e ti mettiamo in contatto con un intermediario assicurativo iscritto al RUI, che ti prepara il preventivo.',
      points: [{ text: 'Coperture su misura' }, { text: 'Intermediari iscritti al RUI' }, { text: 'Consulenza senza impegno' }],
    },
    ctaLabel: 'Richiedi un contatto',
    callBooking: { group: 'sicurezza-protezione', slug: 'assicurazione-casa', label: 'Assicurazione Casa', popular: false },
    seo: seo(
      'Assicurazione casa: parla con un intermediario',
      'Dicci cosa vuoi assicurare della tua casa: ti mettiamo in contatto con un intermediario assicurativo iscritto al RUI della tua zona.',
    ),
  },
  {
    order: 7,
    slug: 'assicurazione-auto',
    estimateModel: 'assicurazione-auto',
    title: 'Assicurazione Auto',
    description: 'RC auto e garanzie accessorie: ti mettiamo in contatto con un intermediario assicurativo per il preventivo.',
    variant: 'auto',
    insuranceMode: 'segnalazione',
    hero: {
      headline: 'Assicurazione auto: il preventivo da un intermediario della tua zona',
      text: 'RC auto, furto e incendio, assistenza stradale: rispondi a poche domande e ti mettiamo in contatto con un intermediario assicurativo iscritto al RUI, che ti prepara il preventivo.',
      points: [{ text: 'RC auto e garanzie accessorie' }, { text: 'Preventivi personalizzati' }, { text: 'Nessun impegno' }],
    },
    ctaLabel: 'Richiedi un preventivo',
    callBooking: { group: 'sicurezza-protezione', slug: 'assicurazione-pet', label: 'Assicurazione Pet', popular: false },
    seo: seo(
      'Assicurazione auto: il preventivo da un intermediario',
      'RC auto e garanzie accessorie: ti mettiamo in contatto con un intermediario assicurativo iscritto al RUI della tua zona.',
    ),
  },
  {
    order: 8,
    slug: 'depuratori',
    estimateModel: 'depuratori',
    title: 'Depuratori',
    description: 'Acqua pura dal rubinetto di casa: depuratori e addolcitori per la tua famiglia.',
    variant: 'water',
    hero: {
      headline: 'Depuratori d’acqua: acqua buona e sicura, direttamente dal rubinetto',
      text: 'Meno plastica e meno fatica: scopri i depuratori e gli addolcitori adatti alla tua casa e ricevi le proposte degli esperti della tua zona.',
      points: [{ text: 'Depuratori e addolcitori' }, { text: 'Analisi dell’acqua' }, { text: 'Installazione e assistenza' }],
    },
    ctaLabel: 'Scopri soluzioni',
    callBooking: { group: 'benessere-salute', slug: 'depuratori', label: 'Depuratori', popular: false },
    seo: seo('Depuratori d’acqua per la casa', 'Scopri depuratori e addolcitori d’acqua per la casa e ricevi le proposte degli esperti della tua zona.'),
  },
]

/**
 * What an earlier seed wrote for the insurance services, which compared policies and premiums ("confronta le polizze",
 * "Calcola premio"): a record still holding all of it, never edited, is brought to today's wording (seedSiteContent).
 */
export const previousInsuranceCopy: Record<string, { heroText: string; ctaLabel: string; seoDescription: string }> = {
  'assicurazione-casa': {
    heroText: 'Incendio, furto, danni d’acqua e responsabilità civile: confronta le polizze e scegli le coperture più adatte alla tua casa.',
    ctaLabel: 'Calcola premio',
    seoDescription: 'Confronta le polizze casa contro incendio, furto e danni e calcola il premio più conveniente.',
  },
  'assicurazione-auto': {
    heroText: 'RC auto, furto e incendio, assistenza stradale: confronta i preventivi delle compagnie e scegli la polizza migliore per te.',
    ctaLabel: 'Calcola preventivo',
    seoDescription: 'Confronta i preventivi RC auto e le garanzie accessorie delle compagnie e risparmia sul rinnovo.',
  },
}

/**
 * What an earlier seed wrote with a delay no measure backs («entro 24 ore», «in 2-3 giorni»), as it wrote it: a
 * service still holding it exactly (nobody edited it) gets today's hero and SEO description (siteContent.ts).
 */
export const previousDelayClaims: Record<string, { heroText: string; points: string[]; seoDescription: string }> = {
  'luce-gas': {
    heroText: 'Rispondi a poche domande sui tuoi consumi e ricevi le offerte luce e gas più adatte a te, dai fornitori che servono la tua zona.',
    points: ['Confronto gratuito e senza impegno', 'Cambio fornitore senza interruzioni', 'Prime offerte entro 24 ore'],
    seoDescription: 'Confronta gratis le offerte luce e gas per casa e azienda e ricevi in 24 ore le proposte dei fornitori della tua zona.',
  },
  fotovoltaico: {
    heroText: 'Raccontaci la tua casa e i tuoi consumi: installatori qualificati della tua zona ti preparano un preventivo su misura in 2-3 giorni.',
    points: ['Installatori certificati', 'Impianti con accumulo', 'Preventivi in 2-3 giorni'],
    seoDescription: 'Richiedi gratis i preventivi per un impianto fotovoltaico agli installatori qualificati della tua zona.',
  },
}
