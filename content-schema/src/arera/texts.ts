import { counted, formatItalianNumber } from '../numberFormat.ts'
import { ARERA_ATTRIBUTION, type AreraCommodity } from './schema.ts'

const COMPARED: Record<AreraCommodity, [string, string]> = {
  luce: ['offerta luce per la casa', 'offerte luce per la casa'],
  gas: ['offerta gas per la casa', 'offerte gas per la casa'],
  luce_gas: ['offerta congiunta luce e gas per la casa', 'offerte congiunte luce e gas per la casa'],
}
const monthsWord = (from: string, to: string) => `pubblicati da ${from} a ${to}`

/** The words of the offers' ranking on the site (the island on /luce-gas and at the questionnaire's end). */
export const areraTexts = {
  heading: 'Le offerte luce e gas di tutto il mercato, per i tuoi consumi',
  intro:
    'Confrontiamo tutte le offerte luce e gas per la casa pubblicate oggi sul Portale Offerte di ARERA, con il metodo ufficiale di Acquirente Unico per la spesa annua stimata. Ogni riga mostra il calcolo per intero: puoi rifarlo euro per euro.',
  commodity: 'Cosa vuoi confrontare?',
  /** Also in a codice offerta's message, naming the choice that compares it (ranking.ts). */
  commodities: { luce: 'Luce', gas: 'Gas', luce_gas: 'Luce e gas insieme' } satisfies Record<AreraCommodity, string>,
  smc: 'Consumo annuo di gas (Smc)',
  smcHint: 'Lo trovi in bolletta alla voce «consumo annuo». Una famiglia tipo consuma 1.400 Smc.',
  capGas: 'CAP della fornitura',
  capGasHint: 'Per il gas serve: le tariffe di rete e le imposte cambiano da zona a zona.',
  kwh: 'Consumo annuo (kWh)',
  kwhHint: 'Lo trovi in bolletta alla voce «consumo annuo». Una famiglia tipo consuma 2.700 kWh.',
  kw: 'Potenza impegnata',
  resident: 'Nella casa hai la residenza?',
  yes: 'Sì',
  no: 'No, è una seconda casa',
  cap: 'CAP (facoltativo)',
  capHint: 'Serve per le offerte vendute solo in alcune zone.',
  bands: 'Conosci i consumi per fascia? (facoltativo)',
  bandsHint: 'Dalla bolletta: la quota di F1 e di F2 in %. Senza, usiamo la ripartizione del metodo: F1 33 %, F2 31 %, F3 36 %.',
  f1: 'Quota F1 (%)',
  f2: 'Quota F2 (%)',
  code: 'Il tuo codice offerta (facoltativo)',
  codeHint: 'È in bolletta, nella sezione sull’offerta: lo calcoliamo allo stesso modo e ti diciamo in che posizione è.',
  submit: 'Confronta le offerte',
  loading: 'Calcoliamo la spesa di ogni offerta…',
  failed: 'Non siamo riusciti a caricare le offerte. Riprova tra poco.',
  /** An illustrative ranking (figures from the project's made-up samples) is not said to be the portal's, nor dated as its data. */
  dataOf: (date: string, compared: number, commodity: AreraCommodity = 'luce', illustrative = false) =>
    `${illustrative ? 'Dati dimostrativi' : `Dati del Portale Offerte del ${date}`}: ${formatItalianNumber(compared)} ${COMPARED[commodity][compared === 1 ? 0 : 1]}.`,
  demoNotice: 'Dati dimostrativi: offerte e prezzi inventati per mostrare il funzionamento, non sono offerte reali del Portale Offerte.',
  demoRow: 'Dati dimostrativi: offerta e prezzi inventati, non è un’offerta reale del Portale Offerte.',
  demoAttribution: 'Le offerte dimostrative e i loro prezzi sono inventati dal sito, non vengono dal Portale Offerte. Gli indici PUN e PSV e le offerte non segnate come dimostrative:',
  ranked: (fixed: number, variable: number) => `Calcolate per te: ${formatItalianNumber(fixed)} a prezzo fisso e ${formatItalianNumber(variable)} a prezzo variabile.`,
  leftOut: (count: number) => `${counted(count, 'offerta esclusa', 'offerte escluse')}, e perché`,
  sameForEveryone:
    'La classifica è la stessa per chiunque abbia i tuoi consumi: va dalla spesa annua più bassa alla più alta, a parità di spesa per codice offerta. Non dipende in nessun modo da chi è nostro partner.',
  fixed: 'Prezzo fisso',
  fixedNote: 'Il prezzo dell’energia o del gas resta quello indicato per la durata dell’offerta.',
  variable: 'Prezzo variabile',
  variableNote: (pun: string, from: string, to: string) =>
    `Il prezzo segue l’indice PUN del mercato. Il Portale Offerte non pubblica il PUN atteso (a termine): per stimare l’anno usiamo la media dei PUN mensili ${monthsWord(from, to)}, ${pun} €/kWh, più il 10 % di perdite di rete come prevede il metodo. Se il PUN sale o scende, la spesa cambia.`,
  variableNoteGas: (psv: string, from: string, to: string) =>
    `Il prezzo segue l’indice PSV del gas all’ingrosso. Il Portale Offerte non pubblica il PSV atteso (a termine): per stimare l’anno usiamo la media dei PSV mensili ${monthsWord(from, to)}, ${psv} €/Smc. Se il PSV sale o scende, la spesa cambia.`,
  gasArea: (area: string) => `Tariffe di rete del gas dell’ambito ${area}; accise e addizionale regionale della tua regione.`,
  showing: (shown: number, of: number) => (shown < of ? `Le ${formatItalianNumber(shown)} più convenienti di ${formatItalianNumber(of)}.` : ''),
  perYear: 'all’anno',
  supplier: 'Venditore',
  codeLabel: 'Codice offerta',
  validTo: (date: string) => `Sottoscrivibile fino al ${date}`,
  placet: 'PLACET (condizioni fissate da ARERA)',
  dualFuel: { luce: 'Solo insieme al gas: qui la parte luce', gas: 'Solo insieme alla luce: qui la parte gas', dual: 'Luce e gas insieme: le due offerte con gli sconti dell’offerta congiunta' },
  arithmetic: 'Vedi il calcolo',
  /** The supplier's section is named for the commodity: «materia energia», «materia gas naturale», both. */
  materia: { luce: 'Spesa per la materia energia (venditore)', gas: 'Spesa per la materia gas naturale (venditore)', dual: 'Spesa per la materia energia e gas (venditore)' },
  sections: { sconti: 'Sconti senza condizioni del primo anno', rete: 'Trasporto e gestione del contatore', oneri: 'Oneri di sistema', imposte: 'Imposte' },
  subtotal: 'Totale prima dell’IVA',
  total: 'Spesa annua stimata',
  conditional: 'Sconti con condizioni (non inclusi nel calcolo)',
  offerSite: 'Sito dell’offerta',
  own: 'La tua offerta',
  ownPlace: (place: number, of: number, kind: string) => `È ${formatItalianNumber(place)}ª su ${formatItalianNumber(of)} offerte a ${kind} calcolate per i tuoi consumi.`,
  ownSaving: (euro: string) => `La più conveniente della stessa categoria costa ${euro} in meno all’anno.`,
  paused: 'Confronto sospeso',
  attribution: ARERA_ATTRIBUTION,
} as const
