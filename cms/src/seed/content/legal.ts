import type { RequiredDataFromCollectionSlug } from 'payload'
import { counted, LEAD_RETURN_RULES_SLUG, leadReturnReasonLabels, leadReturnReasons, retentionNotice } from '#content-schema'
import { richText } from '#content-schema'

type LegalData = RequiredDataFromCollectionSlug<'legal-pages'>

const company = 'CasaConfronta S.r.l., Via Roma 12, 59100 Prato (PO), P.IVA IT02456780974'

const { minimumMonths, incompletePartialDays } = retentionNotice

/**
 * The privacy notice. Version 2.0 says what the product does since the consent ledger, per-partner sharing and the
 * erasure that erases: who receives a request and how they are named, channels, group companies (none), analytics
 * transfers, retention counted from the last interaction (retentionNotice, the admin's floor) and the rights the
 * request page exercises.
 */
const privacy: LegalData = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  version: '2.0',
  updatedOn: '2026-11-28T00:00:00.000Z',
  intro:
    'Questa informativa spiega, ai sensi degli articoli 13 e 14 del Regolamento UE 2016/679 (GDPR), come trattiamo i dati personali di chi usa il sito CasaConfronta: che cosa raccogliamo, a chi lo comunichiamo e solo con quale tua scelta, per quanto tempo lo conserviamo e come eserciti i tuoi diritti.',
  seo: { title: 'Privacy Policy', description: 'Come CasaConfronta raccoglie, usa e protegge i tuoi dati personali, a quali partner li comunica, per quanto tempo li conserva e quali sono i tuoi diritti.' },
  sections: [
    {
      heading: 'Titolare del trattamento',
      body: richText(`Il titolare del trattamento è ${company}. Per qualsiasi domanda sul trattamento dei tuoi dati puoi scrivere a info@casaconfronta.it.`),
    },
    {
      heading: 'Dati che raccogliamo',
      body: richText('Trattiamo solo i dati che ci fornisci o che servono a far funzionare il sito:', [
        'dati di contatto: nome, cognome, email e numero di telefono;',
        'CAP e città, per trovare i professionisti della tua zona;',
        'le risposte ai questionari e i messaggi che ci invii;',
        'i consensi che dai o revochi, con le parole che hai letto e la versione di questa informativa in vigore quando li hai dati;',
        'dati tecnici: indirizzo IP e tipo di browser di ogni invio e, solo se li accetti nel banner dei cookie, le pagine visitate.',
      ]),
    },
    {
      heading: 'Finalità del trattamento',
      body: richText('Usiamo i tuoi dati per:', [
        'rispondere alle tue richieste e metterti in contatto con i partner che scegli;',
        'confermare i tuoi contatti con un codice via SMS o un link via email prima che la richiesta parta;',
        'gestire le chiamate che prenoti con i partner o con i nostri consulenti;',
        'inviarti comunicazioni promozionali, solo se ci hai dato il consenso;',
        'conservare la prova dei consensi, adempiere agli obblighi di legge e proteggere il sito da abusi.',
      ]),
    },
    {
      heading: 'Base giuridica',
      body: richText(
        'Trattiamo i dati per dare seguito alla tua richiesta (art. 6.1.b GDPR), sulla base del tuo consenso per la comunicazione ai partner e per le comunicazioni promozionali (art. 6.1.a), per adempiere a obblighi di legge (art. 6.1.c) e per il nostro legittimo interesse alla sicurezza del servizio e alla prova dei consensi (art. 6.1.f).',
      ),
    },
    {
      heading: 'A quali partner comunichiamo i dati',
      body: richText(
        'Una richiesta arriva al massimo a 4 partner, scelti tra quelli attivi che coprono il tuo CAP e il servizio, alternandoli in modo equo e tenendo conto dei loro tempi di risposta. Prima dell’invio ti mostriamo per nome i partner che riceverebbero i tuoi contatti e che cosa riceverebbe ciascuno: puoi togliere quelli che non vuoi, e i tuoi contatti arrivano solo ai partner che hai scelto. Il numero di telefono è visibile solo ai partner a cui hai dato il consenso per un canale telefonico.',
        'Ogni partner che riceve i tuoi dati li tratta come titolare autonomo, per presentarti la sua offerta: nella pagina della tua richiesta trovi per ciascuno ragione sociale, partita IVA, sede e indirizzo di contatto, e puoi opporti al suo trattamento. Se revochi un consenso o chiedi la cancellazione, avvisiamo per email ogni partner che ha ricevuto i tuoi contatti (art. 19 GDPR).',
        'I dati sono trattati anche da fornitori tecnici nominati responsabili del trattamento: hosting, invio delle email e degli SMS. Non vendiamo i tuoi dati a nessuno.',
      ),
    },
    {
      heading: 'Società del gruppo',
      body: richText(
        'CasaConfronta non comunica oggi i tuoi dati a società del gruppo: non ne ha a cui comunicarli. Se in futuro dovesse farlo, le indicheremo qui per nome, con una nuova versione di questa informativa, prima di qualsiasi comunicazione; un consenso dato senza che fossero indicate non ne autorizza nessuna.',
      ),
    },
    {
      heading: 'Canali di contatto',
      body: richText(
        'Con il consenso al contatto dai partner scegli i canali: telefono, SMS, email, WhatsApp. Ogni partner può contattarti solo sui canali che hai scelto e, per il telefono, l’SMS e WhatsApp, solo se hai scelto almeno uno di questi. Noi ti scriviamo via email per la tua richiesta e ti inviamo via SMS il codice per confermare i contatti. WhatsApp è un servizio di Meta Platforms: se un partner ti scrive lì, Meta tratta i dati del messaggio secondo la propria informativa.',
      ),
    },
    {
      heading: 'Statistiche e marketing: trasferimenti fuori dall’UE',
      body: richText(
        'Solo se li accetti nel banner dei cookie usiamo Google Analytics (Google Ireland Ltd) per le statistiche e il Meta Pixel (Meta Platforms Ireland Ltd) per misurare le campagne. Questi fornitori possono trasferire i dati di navigazione negli Stati Uniti alle società del proprio gruppo, aderenti all’EU-U.S. Data Privacy Framework (decisione di adeguatezza della Commissione europea del 10 luglio 2023). Nelle pagine che contengono un codice personale (la pagina della tua richiesta, le offerte, la revoca dei consensi) questi strumenti non si caricano mai. Puoi cambiare la tua scelta in ogni momento da «Preferenze cookie».',
      ),
    },
    {
      heading: 'Conservazione dei dati',
      body: richText(
        `Conserviamo i dati delle richieste, delle prenotazioni e dei messaggi **per ${minimumMonths} mesi dall’ultima interazione**: l’ultima volta che hai inviato una richiesta, confermato i contatti, prenotato una chiamata, scritto o dato o revocato un consenso, con la stessa email o lo stesso telefono. Trascorso questo periodo cancelliamo i tuoi dati di contatto ovunque li teniamo (anche dalle email e dagli SMS in coda e dal registro delle operazioni) o li rendiamo anonimi: restano solo dati statistici che non ti identificano. La prova dei consensi è conservata per lo stesso periodo.`,
        `I questionari iniziati e non completati sono conservati **per ${incompletePartialDays} giorni** dall’ultima risposta, poi cancellati. I dati che la legge ci obbliga a conservare (ad esempio quelli fiscali) sono tenuti per il tempo previsto dalla legge.`,
      ),
    },
    {
      heading: 'I tuoi diritti',
      body: richText('In ogni momento puoi chiederci di:', [
        'accedere ai tuoi dati e riceverne una copia: dalla pagina della tua richiesta scarichi tutto ciò che conserviamo su di essa (JSON o CSV);',
        'correggerli o aggiornarli;',
        'cancellarli o limitarne il trattamento: dalla pagina della tua richiesta o scrivendoci;',
        'opporti al trattamento di ciascun partner e ottenere la portabilità dei dati;',
        'revocare un consenso, dal link nelle nostre email o dalla pagina della richiesta, senza conseguenze sui trattamenti già svolti: la revoca del consenso alle comunicazioni promozionali vale per tutte le tue richieste.',
      ], 'Puoi anche proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).'),
    },
    {
      heading: 'Sicurezza dei dati',
      body: richText(
        'Proteggiamo i dati con misure tecniche e organizzative adeguate: connessioni cifrate, accessi riservati al personale autorizzato, copie di sicurezza e controlli periodici. La prova dei consensi non si modifica: ogni consenso e ogni revoca è una registrazione nuova.',
      ),
    },
    {
      heading: 'Modifiche all’informativa',
      body: richText(
        'Possiamo aggiornare questa informativa, ad esempio per cambiamenti normativi o del servizio. Ogni modifica è pubblicata con un nuovo numero di versione e la data da cui si applica; le versioni precedenti restano conservate e ogni consenso indica la versione che avevi davanti quando l’hai dato.',
      ),
    },
  ],
}

const terms: LegalData = {
  slug: 'termini-condizioni',
  title: 'Termini e Condizioni',
  version: '1.0',
  updatedOn: '2024-09-01T00:00:00.000Z',
  intro: 'Questi termini regolano l’uso del sito CasaConfronta. Usando il sito li accetti: ti chiediamo di leggerli con attenzione.',
  seo: { title: 'Termini e Condizioni', description: 'Le condizioni d’uso del servizio gratuito di intermediazione CasaConfronta.' },
  sections: [
    {
      heading: 'Oggetto del servizio',
      body: richText(
        `Il sito è gestito da ${company}. CasaConfronta offre un servizio di **intermediazione**: raccoglie le richieste degli utenti e le mette in contatto con aziende e professionisti partner (fornitori di energia, operatori di telecomunicazioni, installatori, compagnie assicurative e altri).`,
      ),
    },
    {
      heading: 'Gratuità per gli utenti',
      body: richText(
        'Il servizio è **gratuito per gli utenti**. CasaConfronta è remunerata dai partner, con una commissione, quando l’utente conclude un contratto con loro.',
      ),
    },
    {
      heading: 'Richieste e dati forniti',
      body: richText(
        'Per ricevere offerte compili un questionario o un modulo di contatto. Ti impegni a fornire dati veri, aggiornati e riferiti a te; non puoi inviare richieste per conto di altre persone senza il loro consenso.',
      ),
    },
    {
      heading: 'Uso corretto del sito',
      body: richText(
        'Non puoi usare il sito per scopi illeciti, inviare contenuti offensivi o automatizzati, né tentare di accedere ad aree riservate o di comprometterne il funzionamento.',
      ),
    },
    {
      heading: 'Ruolo dei partner',
      body: richText(
        'Le offerte sono formulate dai partner, che ne sono gli unici responsabili. Gli eventuali contratti sono conclusi direttamente tra l’utente e il partner: CasaConfronta non ne è parte.',
      ),
    },
    {
      heading: 'Limitazione di responsabilità',
      body: richText(
        'Ci impegniamo a selezionare partner affidabili e a tenere il sito disponibile e aggiornato, ma non garantiamo che ogni richiesta riceva un’offerta né rispondiamo delle prestazioni dei partner, salvo i casi di dolo o colpa grave.',
      ),
    },
    {
      heading: 'Proprietà intellettuale',
      body: richText('Testi, grafica, marchi e software del sito appartengono a CasaConfronta S.r.l. o ai rispettivi titolari e non possono essere riprodotti senza autorizzazione.'),
    },
    {
      heading: 'Trattamento dei dati personali',
      body: richText('I dati personali sono trattati come descritto nella Privacy Policy e nella Cookie Policy, che fanno parte di questi termini.'),
    },
    {
      heading: 'Modifiche ai termini',
      body: richText('Possiamo modificare questi termini; la versione aggiornata è pubblicata su questa pagina con la data da cui si applica e vale per le richieste inviate da quel momento.'),
    },
    {
      heading: 'Legge applicabile e foro competente',
      body: richText(
        'Questi termini sono regolati dalla **legge italiana**. Per ogni controversia è competente in via esclusiva il **Foro di Prato**, salvo il foro del consumatore previsto dal Codice del Consumo quando l’utente agisce come consumatore.',
      ),
    },
  ],
}

const cookies: LegalData = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  version: '1.1',
  updatedOn: '2026-11-22T00:00:00.000Z',
  intro: 'Questa pagina spiega quali cookie usa il sito CasaConfronta, a che cosa servono e come puoi gestirli.',
  seo: { title: 'Cookie Policy', description: 'Quali cookie tecnici, analitici e di marketing usa CasaConfronta, quanto durano e come gestirli.' },
  sections: [
    {
      heading: 'Che cosa sono i cookie',
      body: richText('I cookie sono piccoli file di testo che il sito salva nel tuo browser per farlo funzionare, ricordare le tue scelte e capire come viene usato.'),
    },
    {
      heading: 'Cookie tecnici',
      body: richText('Sono necessari al funzionamento del sito e non richiedono il consenso.', [
        '**cc_consent**: ricorda le tue scelte sui cookie (categorie accettate, versione e data della scelta); durata 6 mesi, poi te lo chiediamo di nuovo.',
        '**payload-token**: mantiene l’accesso all’area riservata di partner e amministratori; solo per chi accede, durata 8 ore.',
        'Il questionario ricorda le risposte già date nella memoria della scheda del browser (non in un cookie): si cancellano alla chiusura della scheda.',
      ]),
    },
    {
      heading: 'Cookie analitici',
      body: richText('Ci aiutano a capire, in forma aggregata, come viene usato il sito. Li installiamo solo con il tuo consenso.', [
        '**_ga** (Google Analytics): distingue i visitatori; durata 2 anni.',
        '**_gid** (Google Analytics): distingue i visitatori; durata 24 ore.',
      ]),
    },
    {
      heading: 'Cookie di marketing',
      body: richText('Servono a mostrarti pubblicità in linea con i tuoi interessi su altri siti. Li installiamo solo con il tuo consenso.', [
        '**_fbp** (Meta): misura l’efficacia delle campagne pubblicitarie; durata 3 mesi.',
      ]),
    },
    {
      heading: 'Come gestire i cookie',
      body: richText(
        'Alla prima visita un banner ti chiede il consenso: puoi accettare tutti i cookie, rifiutarli o scegliere per categoria; chiudere il banner equivale a rifiutare. Puoi cambiare la tua scelta in qualsiasi momento con «Preferenze cookie» in fondo a ogni pagina, e cancellare i cookie dalle impostazioni del tuo browser. Disattivare i cookie tecnici può impedire il corretto funzionamento del sito.',
      ),
    },
    {
      heading: 'Titolare e contatti',
      body: richText(`Il titolare del trattamento è ${company}. Per ogni domanda scrivi a info@casaconfronta.it. Maggiori informazioni sono nella Privacy Policy.`),
    },
  ],
}

/**
 * The partners' rules for returning a lead, written from the settings in force when it is seeded (the window an admin
 * sets, the reasons the area offers); from then on the editors' text, which they keep in step with the settings.
 */
export function leadReturnRules(windowDays: number): LegalData {
  const days = counted(windowDays, 'giorno', 'giorni')
  return {
    slug: LEAD_RETURN_RULES_SLUG,
    title: 'Regole per la restituzione delle richieste',
    version: '1.0',
    updatedOn: '2026-11-28T00:00:00.000Z',
    intro: 'Quando un partner può restituire una richiesta che ha ricevuto da CasaConfronta, per quali motivi, e come decidiamo.',
    seo: {
      title: 'Regole per la restituzione delle richieste',
      description: `Un partner può restituire una richiesta entro ${days} da quando l’ha ricevuta, per i motivi elencati: ecco come funziona e chi decide.`,
    },
    sections: [
      {
        heading: 'Entro quando',
        body: richText(`Un partner può restituire una richiesta **entro ${days}** da quando l’ha ricevuta. Dopo questo termine la richiesta non si può più restituire.`),
      },
      {
        heading: 'Per quali motivi',
        body: richText('Si può restituire una richiesta solo per uno di questi motivi:', leadReturnReasons.map((reason, index) => `${leadReturnReasonLabels[reason]}${index === leadReturnReasons.length - 1 ? '.' : ';'}`), 'Il partner può aggiungere una nota per spiegare il caso.'),
      },
      {
        heading: 'Come si chiede',
        body: richText('Nell’area merchant, sulla richiesta, con il pulsante «Restituisci la richiesta»: si sceglie il motivo e si invia. Una richiesta si può restituire una volta sola.'),
      },
      {
        heading: 'Chi decide e cosa succede',
        body: richText(
          'Ogni reso è controllato da un **amministratore di CasaConfronta**, che lo accetta o lo respinge e comunica la decisione al partner via e-mail, con la sua motivazione.',
          'Se un reso per numero sbagliato o per richiesta non reale è accettato, i contatti del cliente sono considerati non validi: **nessun partner lo contatta più** per quella richiesta.',
        ),
      },
    ],
  }
}

/**
 * Versions of a legal text this seed shipped before the current one: a stored page still at one of them
 * was never edited by staff, so the seed brings it up to date (editors' own versions are left alone).
 */
export const previousSeedVersions: Record<string, string[]> = { 'cookie-policy': ['1.0'], 'privacy-policy': ['1.0'] }

export const legalPages: LegalData[] = [privacy, terms, cookies]
