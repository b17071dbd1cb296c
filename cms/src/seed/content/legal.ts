import type { RequiredDataFromCollectionSlug } from 'payload'
import { LEAD_RETURN_RULES_SLUG, leadReturnReasonLabels, leadReturnReasons } from '#content-schema'
import { richText } from '../lexical.ts'

type LegalData = RequiredDataFromCollectionSlug<'legal-pages'>

const company = 'CasaConfronta S.r.l., Via Roma 12, 59100 Prato (PO), P.IVA IT02456780974'

const privacy: LegalData = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  version: '1.0',
  updatedOn: '2024-09-01T00:00:00.000Z',
  intro:
    'Questa informativa spiega, ai sensi degli articoli 13 e 14 del Regolamento UE 2016/679 (GDPR), come trattiamo i dati personali di chi usa il sito CasaConfronta.',
  seo: { title: 'Privacy Policy', description: 'Come CasaConfronta raccoglie, usa e protegge i tuoi dati personali, per quanto tempo li conserva e quali sono i tuoi diritti.' },
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
        'dati tecnici di navigazione, come indirizzo IP, tipo di browser e pagine visitate.',
      ]),
    },
    {
      heading: 'Finalità del trattamento',
      body: richText('Usiamo i tuoi dati per:', [
        'rispondere alle tue richieste e metterti in contatto con i partner che possono farti un’offerta;',
        'gestire le chiamate che prenoti con i nostri consulenti;',
        'inviarti comunicazioni promozionali, solo se ci hai dato il consenso;',
        'adempiere agli obblighi di legge e proteggere il sito da abusi.',
      ]),
    },
    {
      heading: 'Base giuridica',
      body: richText(
        'Trattiamo i dati per dare seguito alla tua richiesta (art. 6.1.b GDPR), sulla base del tuo consenso per le comunicazioni promozionali (art. 6.1.a), per adempiere a obblighi di legge (art. 6.1.c) e per il nostro legittimo interesse alla sicurezza del servizio (art. 6.1.f).',
      ),
    },
    {
      heading: 'Comunicazione dei dati ai partner',
      body: richText(
        'I dati della tua richiesta sono comunicati solo ai partner che operano nella tua zona per il servizio che hai scelto. I partner li trattano come titolari autonomi, per presentarti la loro offerta. I dati possono essere trattati anche da fornitori tecnici (ad esempio hosting ed email) nominati responsabili del trattamento. Non vendiamo i tuoi dati a nessuno.',
      ),
    },
    {
      heading: 'Conservazione dei dati',
      body: richText(
        'Conserviamo i dati delle richieste **per un massimo di 24 mesi** dall’ultima interazione; trascorso questo periodo li cancelliamo o li rendiamo anonimi. I dati che la legge ci obbliga a conservare (ad esempio quelli fiscali) sono tenuti per il tempo previsto dalla legge.',
      ),
    },
    {
      heading: 'I tuoi diritti',
      body: richText('In ogni momento puoi chiederci di:', [
        'accedere ai tuoi dati e riceverne una copia;',
        'correggerli o aggiornarli;',
        'cancellarli o limitarne il trattamento;',
        'opporti al trattamento e ottenere la portabilità dei dati;',
        'revocare il consenso, senza conseguenze sui trattamenti già svolti.',
      ], 'Puoi anche proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).'),
    },
    {
      heading: 'Sicurezza dei dati',
      body: richText(
        'Proteggiamo i dati con misure tecniche e organizzative adeguate: connessioni cifrate, accessi riservati al personale autorizzato, copie di sicurezza e controlli periodici.',
      ),
    },
    {
      heading: 'Modifiche all’informativa',
      body: richText(
        'Possiamo aggiornare questa informativa, ad esempio per cambiamenti normativi o del servizio. La versione in vigore è sempre pubblicata su questa pagina, con la data da cui si applica.',
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
  const days = `${windowDays} ${windowDays === 1 ? 'giorno' : 'giorni'}`
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
export const previousSeedVersions: Record<string, string[]> = { 'cookie-policy': ['1.0'] }

export const legalPages: LegalData[] = [privacy, terms, cookies]
