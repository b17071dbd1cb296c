import type { RequiredDataFromCollectionSlug } from 'payload'
import { richText } from '#content-schema'

type PageData = RequiredDataFromCollectionSlug<'pages'>

const home: PageData = {
  slug: 'home',
  title: 'Home',
  seo: {
    title: 'CasaConfronta: confronta le offerte per la tua casa',
    description:
      'Confronta gratis le offerte per luce e gas, internet, fotovoltaico, caldaie, allarmi, assicurazioni e depuratori e fatti ricontattare dai professionisti della tua zona.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Gratuito e senza impegno',
      headline: 'Risparmia tempo e denaro sui servizi per la tua casa',
      text: 'Luce e gas, internet, fotovoltaico, caldaie, allarmi, assicurazioni e depuratori: rispondi a poche domande e ricevi le offerte personalizzate dei professionisti della tua zona.',
      actions: [
        { label: 'Confronta le offerte', href: '/#servizi', style: 'primary' },
        { label: 'Prenota una chiamata', href: '/contatti/chiamata', style: 'secondary' },
      ],
      points: [{ text: 'Gratuito per te' }, { text: 'Partner verificati della tua zona' }, { text: 'Dati protetti (GDPR)' }],
    },
    {
      blockType: 'serviceGrid',
      heading: 'Di quale servizio hai bisogno?',
      intro: 'Scegli un servizio e confronta le offerte dei partner verificati che operano nella tua zona.',
      anchor: 'servizi',
    },
    {
      blockType: 'benefits',
      heading: 'Perché scegliere CasaConfronta',
      intro: 'Un solo posto per confrontare le offerte di tutti i servizi per la casa.',
      items: [
        { icon: 'sparkles', title: 'Semplice', text: 'Poche domande, un paio di minuti del tuo tempo: al resto pensiamo noi.' },
        { icon: 'gift', title: 'Gratuito', text: 'Non paghi nulla: ci pagano i partner a cui passiamo la tua richiesta.' },
        { icon: 'clock', title: 'Comodo', text: 'Ricevi le offerte senza uscire di casa e vieni ricontattato quando preferisci.' },
        { icon: 'shield', title: 'Sicuro', text: 'I tuoi dati sono trattati secondo il GDPR e condivisi solo con i professionisti adatti alla tua richiesta.' },
      ],
    },
    {
      blockType: 'steps',
      heading: 'Come funziona',
      intro: 'Tre passi per trovare l’offerta giusta.',
      items: [
        { title: 'Scegli il servizio', text: 'Indica di che cosa hai bisogno: luce e gas, internet, fotovoltaico e molto altro.' },
        { title: 'Confronta le offerte', text: 'Rispondi a poche domande e ricevi le proposte personalizzate dei professionisti della tua zona.' },
        { title: 'Risparmia', text: 'Scegli l’offerta più conveniente e inizia subito a risparmiare, senza costi nascosti.' },
      ],
      action: { label: 'Prova subito', href: '/luce-gas-start', style: 'primary' },
    },
    {
      blockType: 'partnerLogos',
      heading: 'I nostri partner',
      intro: 'Collaboriamo con aziende e professionisti verificati in tutta Italia.',
    },
    { blockType: 'testimonials', heading: 'Come può andare', intro: 'Tre esempi di richieste, dal questionario all’offerta.' },
    {
      blockType: 'customerStory',
      heading: 'La storia di Giulia',
      quote:
        'Pagavo bollette altissime e non sapevo da dove cominciare. In due giorni avevo tre proposte chiare: ho scelto quella giusta senza perdere tempo al telefono.',
      name: 'Giulia R.',
      detail: 'Prato · Luce & Gas',
    },
    { blockType: 'figures', heading: 'CasaConfronta in numeri' },
    {
      blockType: 'trust',
      heading: 'Puoi contare su di noi',
      items: [
        { icon: 'award', title: 'Professionalità', text: 'Lavoriamo solo con aziende e consulenti verificati, esperti nel loro settore.' },
        { icon: 'headset', title: 'Assistenza', text: 'Il nostro team ti segue dalla richiesta fino alla firma del contratto.' },
        { icon: 'shield', title: 'Sicurezza', text: 'I tuoi dati sono protetti e trattati secondo il GDPR: niente spam, mai.' },
      ],
    },
    { blockType: 'faq', heading: 'Domande frequenti', intro: 'Le risposte alle domande che ci fate più spesso.' },
    {
      blockType: 'callToAction',
      heading: 'Preferisci parlarne con qualcuno?',
      intro: 'Un consulente ti richiama gratuitamente e ti aiuta a scegliere.',
      actions: [
        { label: 'Prenota una chiamata', href: '/contatti/chiamata', style: 'primary' },
        { label: 'Contattaci', href: '/contatti', style: 'secondary' },
      ],
    },
  ],
}

const about: PageData = {
  slug: 'chi-siamo',
  title: 'Chi siamo',
  seo: {
    title: 'Chi siamo',
    description: 'CasaConfronta è il servizio gratuito che ti mette in contatto con i professionisti giusti per i servizi della tua casa.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Chi siamo',
      headline: 'Scegliere i servizi per la casa, finalmente in modo semplice',
      text: 'CasaConfronta è il servizio gratuito che mette in contatto famiglie e imprese con le aziende e i professionisti giusti per luce e gas, internet, fotovoltaico, caldaie, sicurezza, assicurazioni e depuratori.',
    },
    {
      blockType: 'richText',
      heading: 'La nostra missione',
      content: richText(
        'Confrontare le offerte per la casa non dovrebbe richiedere giorni di telefonate, moduli e preventivi difficili da leggere. La nostra missione è rendere la scelta semplice: tu ci dici di cosa hai bisogno, noi troviamo i professionisti della tua zona più adatti a te.',
        'Siamo nati a Prato e lavoriamo con partner che approviamo uno per uno: quanti sono oggi, calcolato dai nostri dati, lo trovi nella pagina Trasparenza.',
      ),
    },
    {
      blockType: 'trust',
      heading: 'I nostri valori',
      items: [
        { icon: 'eye', title: 'Trasparenza totale', text: 'Ti spieghiamo sempre come funziona il servizio e come guadagniamo: nessun costo nascosto, nessuna sorpresa.' },
        { icon: 'award', title: 'Competenza certificata', text: 'Selezioniamo partner qualificati e ne verifichiamo esperienza, certificazioni e recensioni dei clienti.' },
        { icon: 'headset', title: 'Supporto continuo', text: 'Ti accompagniamo dalla richiesta fino all’attivazione del servizio, e anche dopo.' },
      ],
    },
    {
      blockType: 'benefits',
      heading: 'Perché scegliere CasaConfronta',
      items: [
        { icon: 'scale', title: 'Una richiesta, più offerte', text: 'Compili un solo questionario e ricevi le proposte di più professionisti, da confrontare con calma.' },
        { icon: 'map-pin', title: 'Professionisti vicini a te', text: 'Ti mettiamo in contatto solo con chi opera nella tua zona, partendo dal tuo CAP.' },
        { icon: 'piggy-bank', title: 'Stime con le fonti', text: 'Prima di chiederti i contatti ti mostriamo una stima indicativa, con la fonte e la data di ogni numero usato.' },
        { icon: 'check', title: 'Nessun impegno', text: 'Le offerte sono senza impegno: decidi tu se e quando accettarle.' },
      ],
    },
    {
      blockType: 'richText',
      heading: 'Come guadagniamo',
      content: richText(
        'CasaConfronta è **gratuito per te**. Guadagniamo dalle aziende partner: un importo per ogni richiesta che ricevono e, con alcuni, una commissione sul contratto che concludi con loro. I dettagli sono nella pagina Trasparenza.',
        'Per questo non ti chiederemo mai di pagare per una richiesta, un confronto o una consulenza.',
      ),
    },
    { blockType: 'figures', heading: 'I nostri numeri' },
    {
      blockType: 'callToAction',
      heading: 'Pronto a risparmiare?',
      intro: 'Scegli il servizio e ricevi in poche ore le offerte dei professionisti della tua zona.',
      actions: [
        { label: "Trova l'offerta", href: '/#servizi', style: 'primary' },
        { label: 'Contattaci', href: '/contatti', style: 'secondary' },
      ],
    },
  ],
}

const howItWorks: PageData = {
  slug: 'come-funziona',
  title: 'Come funziona',
  seo: {
    title: 'Come funziona',
    description: 'Scegli il servizio, rispondi al questionario e ricevi le offerte dei professionisti della tua zona che scegli tu. Gratis e senza impegno.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Come funziona',
      headline: 'Dalla richiesta all’offerta giusta, in tre passi',
      text: 'Ecco che cosa succede dal momento in cui scegli un servizio a quando un professionista ti ricontatta con la sua proposta.',
    },
    {
      blockType: 'steps',
      heading: 'I tre passi',
      items: [
        {
          title: 'Scegli il servizio e rispondi al questionario',
          text: 'Scegli il servizio che ti interessa e rispondi a poche domande: se sei un privato o un’azienda, di che cosa hai bisogno e com’è la tua casa. Bastano un paio di minuti e puoi tornare indietro in ogni momento.',
        },
        {
          title: 'Ti abbiniamo ai professionisti giusti',
          text: 'Partendo dal tuo CAP e dal servizio scelto individuiamo i partner verificati che operano nella tua zona e sono specializzati in quello che ti serve.',
        },
        {
          title: 'Ricevi le offerte e vieni ricontattato',
          text: 'I partner che hai scelto ti ricontattano con proposte personalizzate; quanto impiegano a rispondere, misurato sulle richieste reali, è nella pagina Trasparenza. Confronti con calma e scegli tu.',
        },
      ],
      action: { label: 'Prova subito', href: '/luce-gas-start', style: 'primary' },
    },
    {
      blockType: 'richText',
      heading: 'Il questionario',
      content: richText(
        'Ogni servizio ha il suo questionario. Per luce e gas ti chiediamo, ad esempio, se hai già una fornitura attiva, chi è il tuo fornitore attuale, quante persone vivono in casa e quanto è grande; per il fotovoltaico il tipo di immobile, se il tetto è tuo e quanta energia consumi in un anno.',
        'Le risposte servono solo a preparare offerte su misura. Alla fine lasci nome, telefono ed email e accetti l’informativa privacy: i consensi commerciali sono sempre facoltativi.',
      ),
    },
    {
      blockType: 'richText',
      heading: 'Come scegliamo i professionisti',
      content: richText(
        'Abbiniamo la tua richiesta **per CAP e per servizio**: ricevi proposte solo da aziende e consulenti attivi nella tua zona e qualificati per quello che ti serve. Ogni partner viene verificato prima di entrare nella nostra rete.',
        'I tuoi dati arrivano solo ai partner abbinati alla tua richiesta, mai a elenchi di telemarketing.',
      ),
    },
    {
      blockType: 'richText',
      heading: 'Quando vieni ricontattato',
      content: richText(
        'Un consulente ti chiama al numero che hai indicato per capire meglio le tue esigenze e presentarti l’offerta. Se preferisci parlare subito con qualcuno, puoi prenotare una chiamata dalla pagina Contatti.',
        [
          'Ti ricontattano **solo i partner che hai scelto**, dopo che hai confermato i tuoi recapiti.',
          'Il **tempo di risposta mediano** dei partner, calcolato dai dati del sito, è nella pagina Trasparenza.',
          'Per il fotovoltaico serve più tempo: il preventivo va costruito sulla tua casa.',
          'Nessun costo e nessun impegno: sei tu a decidere se accettare.',
        ],
      ),
    },
    { blockType: 'faq', heading: 'Domande frequenti' },
    {
      blockType: 'callToAction',
      heading: 'Inizia ora, è gratis',
      intro: 'Scegli il servizio che ti interessa e ricevi le offerte dei professionisti della tua zona.',
      actions: [
        { label: "Trova l'offerta", href: '/#servizi', style: 'primary' },
        { label: 'Prenota una chiamata', href: '/contatti/chiamata', style: 'secondary' },
      ],
    },
  ],
}

const contacts: PageData = {
  slug: 'contatti',
  title: 'Contatti',
  seo: {
    title: 'Contatti',
    description: 'Scrivici o chiamaci: il team di CasaConfronta risponde alle tue domande sul servizio e sulle offerte ricevute.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Contatti',
      headline: 'Siamo qui per aiutarti',
      text: 'Hai una domanda sul servizio o su un’offerta ricevuta? Scrivici o chiamaci: ti rispondiamo al più presto.',
      actions: [{ label: 'Prenota una chiamata', href: '/contatti/chiamata', style: 'secondary' }],
    },
    {
      blockType: 'callToAction',
      heading: 'Vuoi confrontare subito le offerte?',
      intro: 'Scegli il servizio e ricevi le proposte dei professionisti della tua zona.',
      actions: [{ label: "Trova l'offerta", href: '/#servizi', style: 'primary' }],
    },
  ],
}

const callHub: PageData = {
  slug: 'prenota-chiamata',
  title: 'Prenota una chiamata',
  seo: {
    title: 'Prenota una chiamata',
    description: 'Scegli il servizio e prenota una chiamata gratuita: un consulente ti aiuta a trovare l’offerta migliore.',
  },
  layout: [
    {
      blockType: 'hero',
      headline: 'Prenota una chiamata',
      text: 'Scegli il servizio che ti interessa: un consulente ti richiamerà gratuitamente per aiutarti a trovare l’offerta migliore.',
    },
  ],
}

/**
 * /trasparenza: who runs the site, how it earns, how many partners it has and how they are chosen, capped and
 * ordered, how estimates are made, how reviews and testimonials differ — the editors' text, true to what the product
 * does, with three sections drawn from live data (the partners and their rules; how each insurance service is offered;
 * the estimates' sources), then the page's last update and how to report an error (trasparenza.astro).
 */
const transparency: PageData = {
  slug: 'trasparenza',
  title: 'Trasparenza',
  seo: {
    title: 'Trasparenza: chi siamo, come guadagniamo, come scegliamo i partner',
    description: 'Chi gestisce CasaConfronta, come guadagna, quanti partner ha e come li sceglie, come calcola le stime e come distingue recensioni e testimonianze.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Trasparenza',
      headline: 'Come funziona CasaConfronta, senza letture tra le righe',
      text: 'Chi gestisce il sito, chi ci paga, quanti partner abbiamo e come li scegliamo, come calcoliamo le stime e che cosa sono le recensioni e le testimonianze che pubblichiamo.',
    },
    {
      blockType: 'richText',
      heading: 'Chi gestisce il sito',
      content: richText(
        'CasaConfronta è gestito da **CasaConfronta S.r.l.**, Via Roma 12, 59100 Prato (PO), P.IVA IT02456780974. Per ogni domanda scrivi a info@casaconfronta.it.',
        'Non siamo un fornitore di energia, un operatore telefonico, un installatore né una compagnia di assicurazioni: raccogliamo la tua richiesta e la passiamo ai partner della tua zona, che ti fanno le loro offerte.',
      ),
    },
    {
      blockType: 'partnerRules',
      heading: 'I partner: quanti sono, come li scegliamo, come guadagniamo',
      intro: 'Numeri calcolati dai dati del sito e regole applicate a ogni richiesta.',
    },
    {
      blockType: 'richText',
      heading: 'Come verifichiamo e ordiniamo i partner',
      content: richText(
        'Un partner riceve richieste solo dopo che un nostro amministratore ne ha esaminato il profilo (ragione sociale, partita IVA, sede, servizi offerti) e ha approvato i servizi e i CAP in cui lavora; un partner sospeso non ne riceve più.',
        'Nelle pagine delle offerte elenchiamo i partner **in ordine alfabetico**: non li classifichiamo e non li ordiniamo per prezzo, commissione o altro. Accanto a un partner mostriamo il suo tempo medio di risposta solo quando è misurato su abbastanza richieste.',
        'Ogni partner che riceve i tuoi dati li tratta come **titolare autonomo del trattamento**: nella pagina della tua richiesta trovi chi sono e puoi opporti al trattamento da parte di ciascuno.',
        'Un partner può restituirci una richiesta solo nei tempi e per i motivi delle [regole per la restituzione delle richieste](/regole-resi), e ogni reso lo decide un nostro amministratore.',
      ),
    },
    {
      blockType: 'insuranceDistribution',
      heading: 'Assicurazioni',
      intro: 'Confrontare premi o mettere in classifica polizze è distribuzione assicurativa, riservata agli intermediari iscritti al RUI dell’IVASS. Ecco cosa facciamo per ciascun servizio assicurativo.',
    },
    {
      blockType: 'richText',
      heading: 'Come calcoliamo le stime',
      content: richText(
        'Prima del modulo di contatto ti mostriamo una stima indicativa, calcolata dal nostro server dalle tue risposte e da parametri pubblici (prezzi e consumi medi ARERA, dati ENEA e GSE, rendimento degli impianti solari PVGIS) o da nostre stime editoriali, dichiarate come tali. Sotto ogni stima, «Come l’abbiamo calcolata» elenca ogni valore usato con la sua fonte e la sua data; se un dato è più vecchio di quanto consideriamo valido, la stima lo dice.',
        'Quando le risposte non permettono una cifra onesta — per esempio consumi che non sono quelli di una casa — non mostriamo nessun numero e ti diciamo perché. Le stime non sono offerte: l’offerta vera arriva dal partner.',
      ),
    },
    {
      blockType: 'richText',
      heading: 'Come ordiniamo le offerte luce e gas',
      content: richText(
        'Su /luce-gas confrontiamo tutte le offerte luce, gas e luce e gas insieme per la casa pubblicate ogni giorno da ARERA sul Portale Offerte, con la spesa annua calcolata dal metodo ufficiale di Acquirente Unico e il calcolo di ogni offerta visibile riga per riga. Le ordiniamo solo per spesa annua stimata, dalla più bassa: l’ordine è lo stesso per chiunque abbia gli stessi consumi e non dipende in alcun modo da chi è nostro partner.',
      ),
    },
    {
      blockType: 'estimateSources',
      heading: 'Fonti e aggiornamento delle stime',
      intro: 'Le fonti dei parametri usati oggi, con la data dei loro dati.',
    },
    {
      blockType: 'richText',
      heading: 'Recensioni verificate e testimonianze illustrative',
      content: richText(
        'Le **recensioni verificate** sono quelle che i clienti scrivono dalla pagina della loro richiesta, e solo per un partner che li ha contattati: le mostriamo accanto a quel partner nelle pagine delle offerte, con «Cliente verificato». Non le scriviamo noi, non le facciamo scrivere a pagamento e non ne togliamo perché negative.',
        'Le **testimonianze** della home page sono **illustrative**: esempi scritti dalla redazione per mostrare come funziona il servizio, non recensioni di clienti. Ognuna è segnata «Testimonianza illustrativa».',
        'I numeri della home page sono calcolati dai dati del sito, con la data del calcolo accanto, oppure riportano la loro fonte e la sua data.',
      ),
    },
  ],
}

export const pages: PageData[] = [home, about, howItWorks, contacts, callHub, transparency]
