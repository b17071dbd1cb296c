import type { RichText } from '../content/common.ts'
import { richText } from '../content/richTextBuilder.ts'
import { fillText } from '../textTemplate.ts'
import { formatRomeDateTime } from '../italyClock.ts'
import {
  merchantApprovedEmailText,
  merchantInReviewAdminEmailText,
  merchantReactivatedEmailText,
  merchantRejectedEmailText,
  merchantSuspendedEmailText,
} from '../merchants/merchantVetting.ts'

// The words of the e-mails and SMS the product sends, in the editors' hands («Modelli dei messaggi» in the CMS): one
// template per kind of message, optionally one more per service, versioned. The layouts stay in code
// (cms/src/email/layout.ts, the SMS's WebOTP line); this catalogue names each kind's placeholders and its words as
// they were before editors could change them, the words every kind reads until an editor publishes others.

/** A named value the code fills in: what editors read about it, a sample for the preview, its longest length. */
export type MessagePlaceholder = { label: string; sample: string; max: number }

/**
 * An e-mail's words: the body is rich text (paragraphs, bold, italic, links, bulleted lists; Lexical, as Payload
 * stores it), its placeholders written as `{nome}` in the text or in a link's address; a paragraph or list item naming
 * an absent value is left out (`MessageValues`). `cta`: the button's words, empty for the kinds that have no button.
 * `preheader`: the line a mail client shows next to the subject in the inbox, hidden in the e-mail itself; absent or
 * empty, none.
 */
export type EmailWords = { subject: string; heading: string; body: RichText; cta: string; preheader?: string }

/**
 * The values of a message's placeholders: an empty one is written as nothing (with the space before it), an absent one
 * (null: a service without its own paragraph, a decision without a motivation) leaves out the paragraph naming it.
 */
export type MessageValues = Record<string, string | null>
export type SmsWords = { text: string }

type KindCommon = { label: string; placeholders: Record<string, MessagePlaceholder>; requires?: readonly string[] }
export type EmailKind = KindCommon & { channel: 'email'; default: EmailWords }
export type SmsKind = KindCommon & { channel: 'sms'; default: SmsWords }

const nome: MessagePlaceholder = { label: 'il nome del cliente', sample: 'Anna', max: 80 }
const servizio: MessagePlaceholder = { label: 'il nome del servizio', sample: 'Fotovoltaico', max: 80 }
const cap: MessagePlaceholder = { label: 'il CAP della richiesta', sample: '50123', max: 5 }
const paragrafoServizio: MessagePlaceholder = {
  label: 'il paragrafo del servizio («Testi delle e-mail» del servizio; vuoto se non c’è)',
  sample: 'Un tecnico valuterà il tuo tetto con un sopralluogo gratuito.',
  max: 1000,
}
const partner: MessagePlaceholder = { label: 'il nome del partner', sample: 'Energia Toscana S.r.l.', max: 120 }
const numero: MessagePlaceholder = { label: 'il numero della richiesta', sample: '1234', max: 10 }
const data: MessagePlaceholder = { label: 'la data e l’ora della richiesta', sample: '28/11/2026 16:57', max: 20 }
const quando: MessagePlaceholder = { label: 'quando richiamare («il giorno … (ora italiana)» o «al più presto»)', sample: 'il giorno 28/11/2026 16:00 (ora italiana)', max: 60 }
const orario: MessagePlaceholder = { label: 'il giorno e l’ora della richiamata (ora italiana)', sample: '28/11/2026 16:00 (ora italiana)', max: 60 }
const referente: MessagePlaceholder = { label: 'il referente del partner', sample: 'Marco Bellandi', max: 120 }
const motivazione: MessagePlaceholder = { label: 'la motivazione dell’amministratore (vuota se non l’ha scritta)', sample: 'Il numero risulta inesistente.', max: 1000 }
const stima: MessagePlaceholder = { label: 'la frase sulla stima (dai «Testi dell’interfaccia»)', sample: 'La tua stima: Tutte le cifre sono indicative.', max: 1000 }

export const messageKindCatalogue = {
  'lead-client': {
    channel: 'email',
    label: 'Conferma della richiesta al cliente',
    placeholders: {
      nome,
      servizio,
      cap,
      tempoDiRisposta: {
        label: 'il tempo di risposta mediano dei partner, misurato, con la sua fonte (vuoto finché troppo pochi partner sono misurati)',
        sample: 'Il tempo di risposta mediano dei nostri partner è di 5 ore: la mediana dei tempi di 12 partner con almeno 5 richieste a cui hanno risposto, calcolata dai dati del sito il 28 novembre 2026 alle 10:00 (https://www.casaconfronta.it/trasparenza).',
        max: 400,
      },
      paragrafoServizio,
      stima,
    },
    default: {
      subject: 'Abbiamo ricevuto la tua richiesta per {servizio}',
      heading: 'Grazie {nome}, la tua richiesta è arrivata',
      body: richText(
        'Abbiamo ricevuto la tua richiesta di offerte per {servizio}.',
        'I professionisti che hai scelto ti contatteranno con offerte personalizzate.',
        '{tempoDiRisposta}',
        '{paragrafoServizio}',
        'Dalla pagina della tua richiesta scegli chi ti richiama e quando, vedi cosa ha fatto ogni partner e gestisci i tuoi consensi.',
        '{stima}',
      ),
      cta: 'Segui la tua richiesta',
    },
  },
  'lead-client-no-partner': {
    channel: 'email',
    label: 'Conferma della richiesta al cliente, quando nessun partner copre il CAP',
    placeholders: { nome, servizio, cap, paragrafoServizio, stima },
    default: {
      subject: 'Abbiamo ricevuto la tua richiesta per {servizio}',
      heading: 'Grazie {nome}, la tua richiesta è arrivata',
      body: richText(
        'Abbiamo ricevuto la tua richiesta per {servizio}, ma al momento nessun partner verificato copre il CAP {cap} per questo servizio.',
        'Cerchiamo noi un professionista della tua zona: ti scriviamo appena un partner prende in carico la tua richiesta. Nel frattempo nessuno ti chiamerà.',
        '{paragrafoServizio}',
        '{stima}',
      ),
      cta: 'Segui la tua richiesta',
    },
  },
  'lead-client-no-partner-chosen': {
    channel: 'email',
    label: 'Conferma della richiesta al cliente, quando non ha scelto nessun partner',
    placeholders: { nome, servizio, cap, paragrafoServizio, stima },
    default: {
      subject: 'Abbiamo ricevuto la tua richiesta per {servizio}',
      heading: 'Grazie {nome}, la tua richiesta è arrivata',
      body: richText(
        'Abbiamo ricevuto la tua richiesta per {servizio}. Non hai scelto nessun partner: i tuoi dati non sono stati inviati a nessuno e nessuno ti chiamerà.',
        'Se cambi idea, dalla pagina della tua richiesta apri le offerte della tua zona e scegli tu chi ti richiama e quando.',
        '{paragrafoServizio}',
        '{stima}',
      ),
      cta: 'Segui la tua richiesta',
    },
  },
  'lead-open-request-reminder': {
    channel: 'email',
    label: 'Richiesta già aperta (una nuova richiesta con gli stessi contatti)',
    placeholders: { nome, servizio },
    default: {
      subject: 'Hai già una richiesta aperta per {servizio}',
      heading: '{nome}, hai già una richiesta aperta: eccola',
      body: richText(
        'Abbiamo ricevuto una nuova richiesta per {servizio} con il tuo indirizzo e-mail o il tuo numero di telefono. La tua richiesta aperta resta com’era: i partner che l’hanno ricevuta non ti contatteranno una seconda volta.',
        'Dalla pagina della tua richiesta vedi cosa hanno fatto i partner, scegli chi ti richiama e gestisci i tuoi consensi.',
        'Se non sei stato tu a inviare la nuova richiesta, puoi ignorare questa e-mail: nessuno ha visto o cambiato la tua richiesta.',
      ),
      cta: 'Apri la tua richiesta',
    },
  },
  'lead-partner-found': {
    channel: 'email',
    label: 'Partner trovato per una richiesta in attesa',
    placeholders: {
      nome,
      servizio,
      cap,
      partner: { label: 'il nome del partner, o «N partner verificati» se sono più di uno', sample: 'Energia Toscana S.r.l.', max: 120 },
    },
    default: {
      subject: 'Abbiamo trovato un partner per la tua richiesta di {servizio}',
      heading: '{nome}, un partner ha preso in carico la tua richiesta',
      body: richText(
        'Quando ci hai scritto nessun partner verificato copriva il CAP {cap} per {servizio}. Ora sì: {partner} ha ricevuto la tua richiesta, senza i tuoi contatti, che non hai dato a nessun partner.',
        'Se vuoi un’offerta, dalla pagina della tua richiesta apri le offerte e scegli chi ti richiama e quando: solo quel partner riceverà i tuoi contatti. Lì vedi anche cosa ha fatto ogni partner e gestisci i tuoi consensi.',
      ),
      cta: 'Segui la tua richiesta',
    },
  },
  'verification-email': {
    channel: 'email',
    label: 'Conferma dei contatti per e-mail (quando gli SMS sono spenti)',
    placeholders: { nome, servizio, scadenza: { label: 'fino a quando vale il link', sample: '29/11/2026 18:30', max: 20 } },
    default: {
      subject: 'Conferma la tua richiesta per {servizio}',
      heading: '{nome}, conferma la tua richiesta',
      body: richText(
        'Hai chiesto offerte per {servizio}. Per inviare la richiesta ai professionisti della tua zona conferma che questo indirizzo è tuo: apri il link e premi «Conferma la richiesta».',
        'Il link vale fino al {scadenza}. Se non hai inviato tu la richiesta, ignora questa e-mail: nessuno riceverà i tuoi dati.',
      ),
      cta: 'Conferma la richiesta',
    },
  },
  'verification-sms': {
    channel: 'sms',
    label: 'SMS con il codice di conferma',
    placeholders: {
      codice: { label: 'il codice di 6 cifre', sample: '123456', max: 6 },
      minuti: { label: 'i minuti di validità del codice', sample: '15', max: 2 },
    },
    requires: ['{codice}'],
    default: { text: 'CasaConfronta: il codice per confermare la tua richiesta è {codice}. Scade tra {minuti} minuti. Non darlo a nessuno.' },
  },
  'contact-acknowledgement': {
    channel: 'email',
    label: 'Conferma di un messaggio da /contatti',
    placeholders: { argomento: { label: 'l’argomento scelto (un servizio o «Altro»)', sample: 'Fotovoltaico', max: 80 } },
    default: {
      subject: 'Abbiamo ricevuto il tuo messaggio',
      heading: 'Grazie per averci scritto!',
      body: richText('Abbiamo ricevuto il tuo messaggio: ti contatteremo al più presto.', 'Se non sei stato tu a scriverci, ignora questa e-mail: non riceverai altro da noi.'),
      cta: '',
    },
  },
  'call-request-client': {
    channel: 'email',
    label: 'Conferma di una chiamata prenotata (/contatti/chiamata)',
    placeholders: { servizio },
    default: {
      subject: 'Conferma la tua richiesta di chiamata: {servizio}',
      heading: 'Conferma la tua richiesta di chiamata',
      body: richText(
        'Conferma con il pulsante qui sotto che questo indirizzo è tuo: solo dopo la conferma passiamo la richiesta a un partner, che ti ricontatterà al numero che ci hai indicato.',
        'Se non sei stato tu a prenotare la chiamata, ignora questa e-mail: non riceverai altro da noi.',
      ),
      cta: 'Conferma la richiesta',
    },
  },
  'review-invitation': {
    channel: 'email',
    label: 'Invito a recensire un partner',
    placeholders: { nome: { ...nome, label: 'il nome di battesimo del cliente (vuoto se non c’è)' }, servizio, partner },
    default: {
      subject: 'Com’è andata con {partner}? Lascia una recensione - CasaConfronta',
      heading: 'Com’è andata con {partner}?',
      body: richText(
        'Ciao {nome},',
        '{partner} ci ha detto di averti contattato per la tua richiesta di {servizio}. Ti chiediamo un minuto per dare un voto da 1 a 5 e raccontare com’è andata: la tua recensione aiuta altre persone a scegliere.',
        'La recensione si scrive dalla pagina della tua richiesta ed è pubblicata senza il tuo nome. Il partner può risponderti una volta.',
      ),
      cta: 'Scrivi la recensione',
    },
  },
  'review-new-merchant': {
    channel: 'email',
    label: 'Nuova recensione, al partner',
    placeholders: { partner, servizio, voto: { label: 'il voto, da 1 a 5', sample: '5', max: 1 } },
    default: {
      subject: 'Nuova recensione: {voto} su 5 - CasaConfronta',
      heading: 'Hai ricevuto una nuova recensione',
      body: richText(
        'Gentile {partner},',
        'un cliente che hai contattato per {servizio} ti ha lasciato una recensione. La trovi nella tua Area Merchant, nella scheda Recensioni, dove puoi rispondere una volta: la risposta è pubblica.',
      ),
      cta: 'Leggi e rispondi',
    },
  },
  'lead-unassigned-admin': {
    channel: 'email',
    label: 'Richiesta senza partner, agli amministratori',
    placeholders: { servizio, cap, zona: { label: 'il CAP e la città', sample: '50123 - Firenze', max: 120 } },
    default: {
      subject: 'Richiesta senza partner: {servizio} - CAP {cap}',
      heading: 'Richiesta senza partner',
      body: richText('È arrivata una richiesta per {servizio} nel CAP {zona}, dove nessun partner attivo offre questo servizio. Nessun partner è stato avvisato: trova un professionista per la zona: la richiesta è nella coda «Senza partner» dell’area admin.'),
      cta: 'Apri la coda «Senza partner»',
    },
  },
  'consent-withdrawn-partner': {
    channel: 'email',
    label: 'Consenso revocato, ai partner che hanno ricevuto la richiesta',
    placeholders: { partner, numero, servizio, cap, data },
    default: {
      subject: 'Consenso revocato: richiesta n. {numero} ({servizio}, {cap})',
      heading: 'Il cliente ha revocato il consenso',
      body: richText(
        'Gentile {partner},',
        'il cliente che ha inviato la richiesta n. {numero} per {servizio} (CAP {cap}) del {data} ha revocato il consenso a essere contattato dai partner. Da ora non contattarlo più per questa richiesta, con nessun canale.',
        'Se hai conservato i suoi contatti fuori dall’Area Merchant, non usarli per questa richiesta: sei titolare autonomo dei dati che hai ricevuto. Nell’Area Merchant la richiesta è segnata «Consenso revocato».',
      ),
      cta: 'Apri l’Area Merchant',
    },
  },
  'data-erased-partner': {
    channel: 'email',
    label: 'Dati cancellati, ai partner che hanno ricevuto la richiesta',
    placeholders: { partner, numero, servizio, cap, data },
    default: {
      subject: 'Dati cancellati: richiesta n. {numero} ({servizio}, {cap})',
      heading: 'I dati del cliente sono stati cancellati',
      body: richText(
        'Gentile {partner},',
        'su richiesta dell’interessato abbiamo cancellato i dati personali di la richiesta n. {numero} per {servizio} (CAP {cap}) del {data}.',
        'Ti chiediamo di cancellare anche le copie dei suoi dati che hai ricevuto da noi (art. 17 e 19 del GDPR) e di non contattarlo più. Nell’Area Merchant la richiesta è segnata «Dati cancellati».',
      ),
      cta: 'Apri l’Area Merchant',
    },
  },
  'lead-merchant': {
    channel: 'email',
    label: 'Nuova richiesta, al partner scelto dal cliente',
    placeholders: { servizio, cap, paragrafoServizio: { ...paragrafoServizio, label: 'il paragrafo del servizio per i partner («Testi delle e-mail» del servizio; vuoto se non c’è)' } },
    default: {
      subject: 'Nuova richiesta {servizio} - CAP {cap}',
      heading: 'Nuova richiesta per {servizio}',
      body: richText(
        'Un cliente della tua zona ha chiesto offerte per un servizio che offri e ha scelto di essere contattato da te. Contattalo al più presto.',
        '{paragrafoServizio}',
      ),
      cta: 'Apri la tua area merchant',
    },
  },
  'lead-merchant-not-shared': {
    channel: 'email',
    label: 'Nuova richiesta, al partner che il cliente non ha scelto (senza contatti)',
    placeholders: { servizio, cap, paragrafoServizio: { ...paragrafoServizio, label: 'il paragrafo del servizio per i partner («Testi delle e-mail» del servizio; vuoto se non c’è)' } },
    default: {
      subject: 'Nuova richiesta {servizio} - CAP {cap}',
      heading: 'Nuova richiesta per {servizio}',
      body: richText(
        'Un cliente della tua zona ha chiesto offerte per un servizio che offri. Il cliente non ha scelto di condividere con te i suoi contatti: qui trovi solo la zona e le sue risposte. Se ti sceglie dalla pagina delle offerte, li vedrai nella tua area merchant.',
        '{paragrafoServizio}',
      ),
      cta: 'Apri la tua area merchant',
    },
  },
  'request-cancelled-merchant': {
    channel: 'email',
    label: 'Richiesta annullata dal cliente, al partner che doveva richiamare',
    placeholders: { partner, nome, servizio, cap },
    default: {
      subject: 'Richiesta annullata dal cliente: {servizio} ({cap})',
      heading: 'Il cliente ha annullato la richiesta',
      body: richText('Gentile {partner},', '{nome} ha annullato la richiesta per {servizio} (CAP {cap}) per cui ti aveva chiesto di essere richiamato/a: non chiamare.'),
      cta: 'Apri l’Area Merchant',
    },
  },
  'callback-rescheduled-merchant': {
    channel: 'email',
    label: 'Il cliente ha cambiato l’orario della richiamata, al partner',
    placeholders: { partner, nome, servizio, cap, quando },
    default: {
      subject: 'Il cliente ha cambiato l’orario della richiamata: {servizio} ({cap})',
      heading: 'Il cliente ha cambiato l’orario della richiamata',
      body: richText(
        'Gentile {partner},',
        '{nome} ha cambiato l’orario in cui preferisce essere richiamato/a per {servizio} (CAP {cap}): ora {quando}.',
        'Trovi la prenotazione aggiornata nella tua Area Merchant, nella scheda Prenotazioni.',
      ),
      cta: 'Apri l’Area Merchant',
    },
  },
  'erasure-request-admin': {
    channel: 'email',
    label: 'Richiesta di cancellazione dei dati, agli amministratori',
    placeholders: { nome, email: { label: 'l’e-mail del cliente', sample: 'anna@example.com', max: 254 } },
    default: {
      subject: 'Richiesta di cancellazione dei dati: {email}',
      heading: 'Richiesta di cancellazione dei dati',
      body: richText('{nome} ha chiesto dalla pagina della sua richiesta di cancellare i suoi dati personali. La richiesta è stata annullata; completa la cancellazione da Privacy (GDPR) nell’admin entro 30 giorni e scrivigli quando è fatta.'),
      cta: 'Apri Privacy (GDPR)',
    },
  },
  'objection-merchant': {
    channel: 'email',
    label: 'Opposizione del cliente al trattamento, al partner',
    placeholders: { partner, nome, servizio, cap, data },
    default: {
      subject: 'Opposizione del cliente: {servizio} ({cap})',
      heading: 'Il cliente si è opposto al trattamento dei suoi dati',
      body: richText(
        'Gentile {partner},',
        '{nome}, che vi aveva inviato tramite CasaConfronta la richiesta per {servizio} (CAP {cap}) del {data}, si è opposto/a al trattamento dei suoi dati da parte vostra per questa richiesta (art. 21 del Regolamento UE 2016/679).',
        'Non contattatelo/a per questa richiesta, né per telefono né per e-mail o messaggio, e cancellate i suoi contatti se li avete salvati altrove. Nella vostra Area Merchant i contatti non sono più visibili.',
      ),
      cta: 'Apri l’Area Merchant',
    },
  },
  'booking-merchant': {
    channel: 'email',
    label: 'Richiesta di richiamata, al partner scelto',
    placeholders: { partner, referente, nome, servizio, cap, quando },
    default: {
      subject: 'Nuova richiesta di richiamata: {servizio} ({cap})',
      heading: 'Un cliente vuole essere richiamato da {partner}',
      body: richText(
        'Gentile {referente},',
        '{nome} ha scelto la tua offerta per {servizio} e chiede di essere richiamato/a {quando}.',
        'Trovi la richiesta anche nella tua Area Merchant, nella scheda Prenotazioni.',
      ),
      cta: 'Apri l’Area Merchant',
    },
  },
  'booking-client': {
    channel: 'email',
    label: 'Richiamata confermata, al cliente',
    placeholders: { partner, nome, servizio, quando, telefono: { label: 'il numero del cliente', sample: '333 765 4321', max: 20 } },
    default: {
      subject: 'Richiesta di richiamata confermata: {partner}',
      heading: 'Grazie per averci contattato, {nome}!',
      body: richText('Abbiamo inoltrato la tua richiesta per {servizio} a {partner}: un consulente ti richiamerà {quando} al numero {telefono}.', 'Il servizio è gratuito e senza impegno.'),
      cta: '',
    },
  },
  'offers-completion': {
    channel: 'email',
    label: 'Richiesta completata dalla pagina delle offerte, al cliente',
    placeholders: { nome, servizio, cap },
    default: {
      subject: 'La tua richiesta per {servizio} è completa',
      heading: 'Hai completato la tua richiesta',
      body: richText(
        'Ciao {nome}, grazie per aver confrontato le offerte {servizio} per il CAP {cap}.',
        'Il partner che hai scelto ti chiamerà come indicato nella conferma della richiamata. Se vuoi confrontare anche altri servizi per la tua casa, ti aspettiamo.',
      ),
      cta: 'Scopri gli altri servizi',
    },
  },
  'callback-proposal-client': {
    channel: 'email',
    label: 'Il partner propone un altro orario, al cliente',
    placeholders: { partner, nome, servizio, cap, orario },
    default: {
      subject: '{partner} ti propone un altro orario per la richiamata',
      heading: 'Ti proponiamo un altro orario',
      body: richText(
        'Ciao {nome},',
        '{partner} ti propone di richiamarti il giorno {orario} per la tua richiesta di {servizio} (CAP {cap}).',
        'Dalla pagina della tua richiesta puoi accettare il nuovo orario o mantenere quello che avevi scelto.',
      ),
      cta: 'Rispondi alla proposta',
    },
  },
  'callback-proposal-accepted-merchant': {
    channel: 'email',
    label: 'Il cliente ha accettato l’orario proposto, al partner',
    placeholders: { partner, nome, servizio, cap, orario },
    default: {
      subject: 'Il cliente ha accettato il nuovo orario: {nome}, {servizio} ({cap})',
      heading: 'Il cliente ha accettato il nuovo orario',
      body: richText('Gentile {partner},', '{nome} ha accettato l’orario che gli hai proposto per la richiamata: richiamalo/a il giorno {orario}.'),
      cta: 'Apri l’Area Merchant',
    },
  },
  'callback-proposal-kept-merchant': {
    channel: 'email',
    label: 'Il cliente mantiene il suo orario, al partner',
    placeholders: { partner, nome, servizio, cap, orario },
    default: {
      subject: 'Il cliente mantiene l’orario che aveva scelto: {nome}, {servizio} ({cap})',
      heading: 'Il cliente mantiene l’orario che aveva scelto',
      body: richText('Gentile {partner},', '{nome} non ha accettato l’orario che gli hai proposto per la richiamata: richiamalo/a il giorno {orario}.'),
      cta: 'Apri l’Area Merchant',
    },
  },
  'callback-reminder-merchant': {
    channel: 'email',
    label: 'Promemoria della richiamata, al partner',
    placeholders: { partner, nome, servizio, orario, ora: { label: 'l’ora della richiamata', sample: '16:00', max: 5 } },
    default: {
      subject: 'Promemoria: richiama {nome} alle {ora}',
      heading: 'Richiamata alle {ora}',
      body: richText('Gentile {partner},', 'tra poco devi richiamare {nome} per {servizio}: il giorno {orario}. Trovi il numero nella tua Area Merchant, scheda Prenotazioni.'),
      cta: 'Apri l’Area Merchant',
    },
  },
  'merchant-verify': {
    channel: 'email',
    label: 'Conferma dell’e-mail di un nuovo partner',
    placeholders: {},
    default: {
      subject: 'Conferma la tua email - CasaConfronta',
      heading: 'Conferma il tuo indirizzo email',
      body: richText(
        'Grazie per esserti registrato come partner di CasaConfronta.',
        'Per completare la registrazione e accedere alla tua area merchant, conferma il tuo indirizzo email con il pulsante qui sotto.',
        'Se non hai richiesto tu la registrazione, ignora questa email.',
      ),
      cta: 'Conferma email',
    },
  },
  'merchant-welcome': {
    channel: 'email',
    label: 'Benvenuto a un nuovo partner',
    placeholders: {},
    default: {
      subject: 'Benvenuto in CasaConfronta!',
      heading: 'Benvenuto nella rete dei partner CasaConfronta',
      body: richText(
        'Il tuo account merchant è stato creato.',
        'Dopo aver confermato la tua email potrai completare la scheda della tua azienda (ragione sociale, Partita IVA, sede, servizi e CAP serviti) e inviarla in verifica: una volta approvata riceverai le richieste dei clienti della tua zona.',
      ),
      cta: 'Conferma email e accedi',
    },
  },
  'merchant-reset-password': {
    channel: 'email',
    label: 'Reimpostazione della password',
    placeholders: {},
    default: {
      subject: 'Reimposta la tua password - CasaConfronta',
      heading: 'Reimposta la tua password',
      body: richText(
        'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
        "Il link è valido per un'ora e può essere usato una sola volta.",
        'Se non hai richiesto tu il reset, ignora questa email: la tua password resta invariata.',
      ),
      cta: 'Reimposta password',
    },
  },
  'team-invite': {
    channel: 'email',
    label: 'Invito nel team di un partner',
    placeholders: { azienda: { ...partner, label: 'il nome dell’azienda che invita' } },
    default: {
      subject: "{azienda} ti ha invitato nell'area merchant - CasaConfronta",
      heading: 'Entra nel team di {azienda}',
      body: richText(
        '{azienda} ti ha aggiunto al suo team su CasaConfronta: con il tuo account vedrai le richieste dei clienti che ti assegna, con i loro contatti e le note.',
        "Scegli la tua password con il pulsante qui sotto, poi accedi dalla pagina di accesso dei merchant con questo indirizzo email. Il link è valido per un'ora e può essere usato una sola volta: se scade, usa «Password dimenticata?» nella pagina di accesso.",
        'Se non conosci questa azienda, ignora questa email.',
      ),
      cta: 'Scegli la password',
    },
  },
  'team-email-change-confirm': {
    channel: 'email',
    label: 'Conferma del nuovo indirizzo di un collaboratore, al nuovo indirizzo',
    placeholders: { azienda: { ...partner, label: 'il nome dell’azienda che ha indicato l’indirizzo' } },
    default: {
      subject: 'Conferma la tua nuova email per il team di {azienda} - CasaConfronta',
      heading: 'Conferma il nuovo indirizzo email',
      body: richText(
        '{azienda} ha indicato questo indirizzo per il tuo account di collaboratore su CasaConfronta.',
        "Il cambio avviene solo quando confermi con il pulsante qui sotto; il link vale 24 ore. Fino ad allora accedi con l'indirizzo di prima.",
        'Se non conosci questa azienda, ignora questa email.',
      ),
      cta: 'Conferma nuova email',
    },
  },
  'signup-existing-account': {
    channel: 'email',
    label: 'Registrazione tentata con un indirizzo che ha già un account',
    placeholders: {},
    default: {
      subject: 'Tentativo di registrazione con la tua email - CasaConfronta',
      heading: 'Qualcuno ha provato a registrarsi con il tuo indirizzo',
      body: richText(
        'Abbiamo ricevuto una richiesta di registrazione come partner con questo indirizzo email, che ha già un account CasaConfronta.',
        'Se eri tu, non serve registrarti di nuovo: accedi con la tua password, oppure reimpostala se non la ricordi.',
        'Se non eri tu, ignora questa email: il tuo account non è cambiato.',
      ),
      cta: 'Accedi',
    },
  },
  'email-change-confirm': {
    channel: 'email',
    label: 'Conferma del nuovo indirizzo e-mail di un account',
    placeholders: {},
    default: {
      subject: 'Conferma la tua nuova email - CasaConfronta',
      heading: 'Conferma il nuovo indirizzo email',
      body: richText(
        'Hai chiesto di usare questo indirizzo per il tuo account CasaConfronta.',
        "Il cambio avviene solo quando confermi con il pulsante qui sotto; il link vale 24 ore. Fino ad allora accedi con l'indirizzo di prima.",
        'Se non hai chiesto tu il cambio, ignora questa email.',
      ),
      cta: 'Conferma nuova email',
    },
  },
  'email-change-notice': {
    channel: 'email',
    label: 'Avviso di cambio e-mail, al vecchio indirizzo',
    placeholders: { nuovaEmail: { label: 'il nuovo indirizzo chiesto', sample: 'nuovo@example.com', max: 254 } },
    default: {
      subject: 'Richiesta di cambio email - CasaConfronta',
      heading: 'È stato chiesto di cambiare la tua email',
      body: richText(
        "È stato chiesto di sostituire l'email del tuo account CasaConfronta con {nuovaEmail}. Il cambio avverrà solo se il nuovo indirizzo lo conferma.",
        'Se non sei stato tu, reimposta subito la password: il cambio richiede la password attuale.',
      ),
      cta: '',
    },
  },
  'merchant-rejected': {
    channel: 'email',
    label: 'Profilo del partner non approvato',
    placeholders: {},
    default: { subject: merchantRejectedEmailText.subject, heading: merchantRejectedEmailText.heading, body: richText(merchantRejectedEmailText.intro, merchantRejectedEmailText.outro), cta: 'Vai alla tua area' },
  },
  'merchant-suspended': {
    channel: 'email',
    label: 'Profilo del partner sospeso',
    placeholders: {},
    default: {
      subject: merchantSuspendedEmailText.subject,
      heading: merchantSuspendedEmailText.heading,
      body: richText(merchantSuspendedEmailText.intro, merchantSuspendedEmailText.outro),
      cta: merchantSuspendedEmailText.support,
    },
  },
  'merchant-reactivated': {
    channel: 'email',
    label: 'Profilo del partner riattivato',
    placeholders: {},
    default: { subject: merchantReactivatedEmailText.subject, heading: merchantReactivatedEmailText.heading, body: richText(merchantReactivatedEmailText.intro), cta: 'Vai alla tua area' },
  },
  'merchant-approved': {
    channel: 'email',
    label: 'Profilo del partner approvato',
    placeholders: {},
    default: { subject: merchantApprovedEmailText.subject, heading: merchantApprovedEmailText.heading, body: richText(merchantApprovedEmailText.intro), cta: 'Vai alla tua area' },
  },
  'merchant-in-review-admin': {
    channel: 'email',
    label: 'Profilo di un partner da verificare, agli amministratori',
    placeholders: { azienda: { ...partner, label: 'il nome dell’azienda' } },
    default: {
      subject: merchantInReviewAdminEmailText.subject('{azienda}'),
      heading: merchantInReviewAdminEmailText.heading,
      body: richText(merchantInReviewAdminEmailText.intro('{azienda}', false)),
      cta: merchantInReviewAdminEmailText.cta,
    },
  },
  'merchant-in-review-again-admin': {
    channel: 'email',
    label: 'Profilo respinto e inviato di nuovo, agli amministratori',
    placeholders: { azienda: { ...partner, label: 'il nome dell’azienda' } },
    default: {
      subject: merchantInReviewAdminEmailText.subject('{azienda}'),
      heading: merchantInReviewAdminEmailText.heading,
      body: richText(merchantInReviewAdminEmailText.intro('{azienda}', true)),
      cta: merchantInReviewAdminEmailText.cta,
    },
  },
  'call-request-admin': {
    channel: 'email',
    label: 'Nuova richiesta di chiamata, agli amministratori',
    placeholders: { nome, cognome: { label: 'il cognome del cliente', sample: 'Neri', max: 80 }, servizio },
    default: {
      subject: 'Nuova richiesta di chiamata: {servizio}',
      heading: 'Nuova richiesta di chiamata',
      body: richText('{nome} {cognome} chiede di essere richiamato/a per {servizio}. Potrai assegnare la richiesta solo a uno dei partner scelti dal cliente (qui sotto) e solo quando avrà confermato la sua email con il link che gli abbiamo inviato; intanto, o se non ha scelto nessun partner, contattalo tu, senza passare i suoi dati a un partner.'),
      cta: 'Apri la prenotazione',
    },
  },
  'lead-return-admin': {
    channel: 'email',
    label: 'Reso da decidere, agli amministratori',
    placeholders: { partner, servizio, cap },
    default: {
      subject: 'Reso da decidere: {partner} - {servizio} ({cap})',
      heading: 'Un partner ha restituito una richiesta',
      body: richText('{partner} ha restituito una richiesta di {servizio} (CAP {cap}). Decidi nell’area admin, sezione «Resi».'),
      cta: 'Apri l’area admin',
    },
  },
  'lead-return-accepted': {
    channel: 'email',
    label: 'Reso accettato, al partner',
    placeholders: { servizio, cap, motivazione },
    default: {
      subject: 'Reso accettato - CasaConfronta',
      heading: 'Il tuo reso è stato accettato',
      body: richText('Abbiamo accettato il reso per la richiesta di {servizio} (CAP {cap}) che hai restituito: non conta più tra le tue richieste.', 'Motivazione: {motivazione}'),
      cta: 'Apri la tua area',
    },
  },
  'lead-return-refused': {
    channel: 'email',
    label: 'Reso respinto, al partner',
    placeholders: { servizio, cap, motivazione },
    default: {
      subject: 'Reso respinto - CasaConfronta',
      heading: 'Il tuo reso è stato respinto',
      body: richText('Abbiamo respinto il reso per la richiesta di {servizio} (CAP {cap}) che hai restituito: resta tra le tue richieste.', 'Motivazione: {motivazione}'),
      cta: 'Apri la tua area',
    },
  },
  'email-queue-stuck-admin': {
    channel: 'email',
    label: 'Coda delle e-mail bloccata, agli amministratori',
    placeholders: {
      unaInAttesa: { label: '1 quando una sola e-mail aspetta (il paragrafo non compare altrimenti)', sample: '1', max: 1 },
      inAttesa: { label: 'quante e-mail aspettano, quando sono più di una (il paragrafo non compare altrimenti)', sample: '12', max: 6 },
      soglia: { label: 'dopo quanti minuti un’e-mail in attesa fa scattare l’avviso', sample: '15', max: 4 },
      minutiPiuVecchia: { label: 'da quanti minuti aspetta la più vecchia', sample: '42', max: 6 },
      unaFallita: { label: '1 quando una sola e-mail non è stata inviata (il paragrafo non compare altrimenti)', sample: '1', max: 1 },
      fallite: { label: 'quante e-mail non sono state inviate, quando sono più di una (il paragrafo non compare altrimenti)', sample: '3', max: 6 },
    },
    default: {
      subject: 'Coda email bloccata',
      heading: 'La coda delle email è bloccata',
      body: richText(
        '{unaInAttesa} email aspetta di essere inviate da più di {soglia} minuti (la più vecchia da {minutiPiuVecchia} minuti).',
        '{inAttesa} email aspettano di essere inviate da più di {soglia} minuti (la più vecchia da {minutiPiuVecchia} minuti).',
        '{unaFallita} email non è stata inviata dopo 24 ore di tentativi.',
        '{fallite} email non sono state inviate dopo 24 ore di tentativi.',
        'Il sistema continua a riprovare da solo ogni 30 minuti al massimo. Controlla il server SMTP (SMTP_URL) e che almeno un processo di invio (worker) sia attivo; dall’area admin, sezione «Coda email», puoi vedere l’errore e reinviarle.',
      ),
      cta: 'Apri la coda email',
    },
  },
} as const satisfies Record<string, EmailKind | SmsKind>

export type MessageKind = keyof typeof messageKindCatalogue
export const messageKinds = Object.keys(messageKindCatalogue) as MessageKind[]
export type EmailMessageKind = { [K in MessageKind]: (typeof messageKindCatalogue)[K]['channel'] extends 'email' ? K : never }[MessageKind]
export type SmsMessageKind = Exclude<MessageKind, EmailMessageKind>

export function messageKind(kind: MessageKind): EmailKind | SmsKind {
  return messageKindCatalogue[kind]
}

/** The page an e-mail's button opens, for a link of the body («Apri {link}» or a link whose address is {link}). */
const link: MessagePlaceholder = { label: 'l’indirizzo del pulsante (la pagina a cui porta), da usare anche come indirizzo di un link nel testo', sample: '/richiesta/esempio', max: 300 }

/** The placeholders a kind's words may name: its own and, for an e-mail with a button, {link}. */
export function messagePlaceholders(kind: MessageKind): Record<string, MessagePlaceholder> {
  const entry = messageKind(kind)
  return entry.channel === 'email' && entry.default.cta ? { ...entry.placeholders, link } : entry.placeholders
}

export const messageTemplateMessages = {
  unknownPlaceholder: (field: string, unknown: string[], allowed: string[]) =>
    `${field}: ${unknown.length === 1 ? 'segnaposto sconosciuto' : 'segnaposto sconosciuti'} ${unknown.join(', ')}. ${allowed.length > 0 ? `Puoi usare ${allowed.join(', ')}.` : 'Questo messaggio non ha segnaposto.'}`,
  missingPlaceholder: (field: string, missing: string[]) => `${field}: deve contenere ${missing.join(' e ')}.`,
  smsTooLong: (length: number, limit: number, encoding: SmsEncoding) =>
    `L’SMS è lungo ${length} caratteri (con i segnaposto alla loro lunghezza massima e la riga per il riempimento automatico del codice): il massimo è ${limit}${
      encoding === 'gsm7' ? '' : ', perché contiene caratteri fuori dall’alfabeto GSM degli SMS (come ’ “ ” o le emoji), che riducono un SMS a 70 caratteri'
    }.`,
  duplicate: 'Esiste già un modello per questo messaggio e questo servizio: modifica quello.',
  required: (field: string) => `${field}: campo obbligatorio.`,
} as const

const placeholderPattern = /\{(\w+)\}/g

/** Why an editor's text of `field` cannot be used for `kind` (an unknown placeholder), or null. */
export function placeholderProblem(kind: MessageKind, field: string, written: string): string | null {
  const allowed = Object.keys(messagePlaceholders(kind))
  const unknown = [...new Set([...written.matchAll(placeholderPattern)].map((match) => match[1] ?? ''))].filter((name) => !allowed.includes(name))
  return unknown.length > 0 ? messageTemplateMessages.unknownPlaceholder(field, unknown.map((name) => `{${name}}`), allowed.map((name) => `{${name}}`)) : null
}

// GSM 03.38: the basic alphabet counts one character, its extension table two (an escape and the character).
const GSM7_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà')
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€')

export type SmsEncoding = 'gsm7' | 'ucs2'
/** One SMS holds 160 characters of the GSM alphabet, or 70 UCS-2 characters once any character is outside it. */
export const SMS_LIMITS: Record<SmsEncoding, number> = { gsm7: 160, ucs2: 70 }

/** How a phone counts a text: its encoding and its length in that encoding. */
export function smsLength(text: string): { encoding: SmsEncoding; length: number } {
  let gsm = 0
  for (const char of text) {
    if (GSM7_BASIC.has(char)) gsm += 1
    else if (GSM7_EXTENSION.has(char)) gsm += 2
    else return { encoding: 'ucs2', length: text.length }
  }
  return { encoding: 'gsm7', length: gsm }
}

/** The WebOTP line the layout adds under every code SMS, so a phone's browser offers the code by itself. */
export function smsOriginBoundLine(host: string, code: string): string {
  return `\n\n@${host} #${code}`
}

/** A whole SMS: the editor's words with their values, then the WebOTP line. */
export function composeSms(words: SmsWords, values: Record<string, string>, host: string): string {
  return `${fillText(words.text, values).trim()}${smsOriginBoundLine(host, values.codice ?? '')}`
}

/** The SMS as long as it can get: every placeholder at its longest, the site's host `hostLength` characters long. */
export function longestSms(kind: SmsMessageKind, words: SmsWords, hostLength: number): { encoding: SmsEncoding; length: number } {
  const longest = Object.fromEntries(Object.entries(messagePlaceholders(kind)).map(([name, placeholder]) => [name, '0'.repeat(placeholder.max)]))
  return smsLength(composeSms(words, longest, 'x'.repeat(hostLength)))
}

export type MessageWordsField = keyof EmailWords | keyof SmsWords
/** A reason the words cannot be published: the field it is about and the Italian message. */
export type MessageTemplateProblem = { field: MessageWordsField; message: string }

const fieldLabels: Record<MessageWordsField, string> = {
  subject: 'Oggetto',
  preheader: 'Anteprima nel client di posta',
  heading: 'Titolo',
  body: 'Testo',
  cta: 'Pulsante',
  text: 'Testo dell’SMS',
}

/** Every reason the words cannot be published for `kind` (empty when they can); `hostLength`: the site's host name's. */
export function messageTemplateProblems(kind: MessageKind, given: Partial<EmailWords & SmsWords>, hostLength: number): MessageTemplateProblem[] {
  const entry = messageKind(kind)
  const fields: MessageWordsField[] = entry.channel === 'sms' ? ['text'] : ['subject', 'heading', 'body', ...(entry.default.cta ? (['cta'] as const) : [])]
  // The body's placeholders are looked for in all its text and its links' addresses.
  const words: Partial<Record<MessageWordsField, string>> = { ...given, body: richTextWritten(given.body) }
  const problems: MessageTemplateProblem[] = []
  for (const field of fields) {
    const value = words[field]
    if (!value?.trim()) problems.push({ field, message: messageTemplateMessages.required(fieldLabels[field]) })
    else {
      const problem = placeholderProblem(kind, fieldLabels[field], value)
      if (problem) problems.push({ field, message: problem })
    }
  }
  // The preheader may be left empty (then there is none), but what is written is checked like the other fields.
  const preheaderProblem = entry.channel === 'email' && words.preheader?.trim() ? placeholderProblem(kind, fieldLabels.preheader, words.preheader) : null
  if (preheaderProblem) problems.push({ field: 'preheader', message: preheaderProblem })
  const first = fields[fields.length === 1 ? 0 : 2] ?? 'text'
  const missing = (entry.requires ?? []).filter((placeholder) => !fields.some((field) => words[field]?.includes(placeholder)))
  if (missing.length > 0) problems.push({ field: first, message: messageTemplateMessages.missingPlaceholder(fieldLabels[first], missing) })
  if (entry.channel === 'sms' && problems.length === 0) {
    const { encoding, length } = longestSms(kind as SmsMessageKind, { text: words.text ?? '' }, hostLength)
    if (length > SMS_LIMITS[encoding]) problems.push({ field: 'text', message: messageTemplateMessages.smsTooLong(length, SMS_LIMITS[encoding], encoding) })
  }
  return problems
}

/** When the consumer asked to be called: the chosen slot's start on the Italian clock, or as soon as possible. */
export const callbackWhen = (slot: Date | null) => (slot ? `${formatRomeDateTime(slot)} (ora italiana)` : 'al più presto')

/** The same inside a sentence: «il giorno …» for a chosen slot. */
export const callbackOnDay = (slot: Date | null) => (slot ? `il giorno ${callbackWhen(slot)}` : callbackWhen(slot))

/** The phrase naming who received a request: the partner's name, or how many partners. */
export function partnersPhrase(partners: readonly string[]): string {
  return partners.length === 1 ? (partners[0] ?? '') : `${partners.length} partner verificati`
}

/** Words with their values; an empty value takes the space before it along («Ciao {nome},» without a name: «Ciao,»). */
function fillWords(template: string, values: MessageValues): string {
  return template.replace(/(\s*)\{(\w+)\}/g, (written, space: string, name: string) => (Object.hasOwn(values, name) ? (values[name] ? `${space}${values[name]}` : '') : written)).trim()
}

/** Whether a text names a value that is absent (null): «Motivazione: {motivazione}» without one is left out. */
function namesAbsentValue(text: string, values: MessageValues): boolean {
  return [...text.matchAll(placeholderPattern)].some((match) => values[match[1] ?? ''] === null)
}

/** A node of Lexical rich text, as far as the e-mails read it. */
type LexicalNode = { type: string; text?: string; children?: LexicalNode[]; fields?: { url?: string | null } & Record<string, unknown> } & Record<string, unknown>

const blocksOf = (body: RichText | null | undefined): LexicalNode[] => (body?.root?.children as LexicalNode[] | undefined) ?? []

/** A link's address with its placeholders as written: Payload's editor stores `{link}` escaped, as `%7Blink%7D`. */
const linkAddress = (url: string) => url.replace(/%7B(\w+)%7D/gi, '{$1}')

function written(nodes: readonly LexicalNode[], parts: string[]): string[] {
  for (const node of nodes) {
    if (typeof node.text === 'string') parts.push(node.text)
    if (typeof node.fields?.url === 'string') parts.push(linkAddress(node.fields.url))
    if (node.children) written(node.children, parts)
  }
  return parts
}

/** Every text of the rich text and every link's address, one a line: where its placeholders are looked for. */
export function richTextWritten(body: RichText | null | undefined): string {
  return written(blocksOf(body), []).join('\n')
}

/** A text of the rich text with its values, an empty value taking the space before it along (no trimming: the text goes on in the next node). */
const fillInline = (text: string, values: MessageValues) =>
  text.replace(/(\s*)\{(\w+)\}/g, (match, space: string, name: string) => (Object.hasOwn(values, name) ? (values[name] ? `${space}${values[name]}` : '') : match))

function fillNode(node: LexicalNode, values: MessageValues): LexicalNode {
  const filled: LexicalNode = { ...node }
  if (typeof node.text === 'string') filled.text = fillInline(node.text, values)
  if (node.fields && typeof node.fields.url === 'string') filled.fields = { ...node.fields, url: fillInline(linkAddress(node.fields.url), values) }
  if (node.children) filled.children = keptBlocks(node.children, values)
  return filled
}

/** The blocks (or a list's items) left once those naming an absent value, or written as nothing, are left out. */
function keptBlocks(nodes: readonly LexicalNode[], values: MessageValues): LexicalNode[] {
  const block = (node: LexicalNode) => node.type === 'paragraph' || node.type === 'listitem' || node.type === 'list' || node.type === 'heading' || node.type === 'quote'
  // A list is not left out for one of its items: the item is.
  return nodes
    .filter((node) => !(block(node) && node.type !== 'list' && namesAbsentValue(written([node], []).join('\n'), values)))
    .map((node) => fillNode(node, values))
    .filter((node) => !block(node) || written([node], []).join('').trim() !== '')
}

/** The body with its values: what the layout renders (as HTML and as plain text). */
export function fillRichText(body: RichText, values: MessageValues): RichText {
  return { ...body, root: { ...body.root, children: keptBlocks(blocksOf(body), values) } }
}

/**
 * The body as plain text, one string a paragraph (a list's items one a line, each after «- »), for an e-mail's
 * text part. A link keeps its words, followed by its address in brackets when `href` (the link rule of the e-mail)
 * lets it through and the words are not the address already.
 */
export function richTextParagraphs(body: RichText, href: (url: unknown) => string | null): string[] {
  const inline = (nodes: readonly LexicalNode[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'linebreak') return '\n'
        if (typeof node.text === 'string') return node.text
        const words = inline(node.children ?? [])
        if (node.type !== 'link' && node.type !== 'autolink') return words
        const address = node.fields?.linkType === 'internal' ? null : href(node.fields?.url)
        return address && address !== words ? `${words} (${address})` : words
      })
      .join('')
  return blocksOf(body)
    .map((node) => (node.type === 'list' ? (node.children ?? []).map((item) => `- ${inline(item.children ?? []).trim()}`).join('\n') : inline(node.children ?? []).trim()))
    .filter((paragraph) => paragraph.length > 0)
}

/**
 * An e-mail's words with their values: the subject, the preheader (empty when none), the heading, the body left
 * after the blocks naming an absent value or written as nothing, the button.
 */
export function composeEmailWords(words: EmailWords, values: MessageValues): { subject: string; preheader: string; heading: string; body: RichText; cta: string } {
  return {
    subject: fillWords(words.subject, values),
    preheader: fillWords(words.preheader ?? '', values),
    heading: fillWords(words.heading, values),
    body: fillRichText(words.body, values),
    cta: fillWords(words.cta, values),
  }
}

/** The sample values the admin's preview fills in. */
export function samplePlaceholderValues(kind: MessageKind): Record<string, string> {
  return Object.fromEntries(Object.entries(messagePlaceholders(kind)).map(([name, placeholder]) => [name, placeholder.sample]))
}
