/**
 * What "La tua stima" says instead of a figure when the answers do not allow an honest one. Shown on the
 * questionnaire, the offers and tracker pages and in the e-mails, so each says why and what happens next.
 */
export const estimateNotices = {
  luceGasBusiness:
    'Per la fornitura di un’attività non mostriamo una stima: consumi e prezzi dipendono dall’attività, dalla potenza impegnata e dal contratto, che non conosciamo. Il consulente la calcola sulla tua bolletta.',
  fotovoltaicoBusiness:
    'Per un impianto aziendale non mostriamo una stima: potenza, prezzo dell’energia e incentivi dipendono dai consumi e dal contratto dell’attività e dal tetto dell’edificio. Il consulente prepara uno studio sui tuoi consumi reali.',
  fotovoltaicoRoofNotOwned:
    'Il tetto non è tuo: per installare i pannelli serve prima il permesso del condominio o del proprietario, quindi non calcoliamo un impianto che potresti non poter montare. Il consulente ti dirà se e come si può fare.',
  fotovoltaicoExistingSystem:
    'Hai già un impianto fotovoltaico: la stima di un impianto nuovo non ti servirebbe. Il consulente può valutare con te un ampliamento o una batteria.',
  assicurazioneAuto:
    'Per l’assicurazione di auto e moto non mostriamo una cifra: il premio dipende dalla provincia, dall’età di chi guida, dal veicolo e dalla storia assicurativa, e con le sole risposte date sarebbe fuorviante. Il preventivo arriva dal consulente.',
  noModel: 'Per questo servizio non calcoliamo una stima: i professionisti della tua zona ti faranno la loro offerta.',
  assicurazioneCasaNoCover: 'Non hai scelto nessuna copertura: senza, non c’è un premio da stimare. Il consulente ti aiuterà a scegliere.',
  /** A figure beyond the editors' bounds of a home (a consumption, rooms, people): no figure rather than a wrong one. */
  outOfHousehold: (what: string) =>
    `Questa stima è pensata per una casa: ${what} va oltre quello che consideriamo una casa, e una cifra calcolata così sarebbe sbagliata. Il consulente farà una valutazione sui tuoi dati reali.`,
  fotovoltaicoNoRoomOnRoof: (size: string) =>
    `Per un appartamento di ${size} non proponiamo una potenza: la parte di tetto che gli spetta di solito non basta nemmeno per il più piccolo impianto che proponiamo. Il consulente verificherà con te il tetto e lo spazio disponibile.`,
  depuratoriLargeBusiness:
    'Per un’attività con più di 50 persone non mostriamo una stima: l’impianto si dimensiona sui consumi d’acqua dell’edificio. Il consulente farà un sopralluogo.',
  caldaieClimaNoProduct: 'Non hai scelto nessun impianto: senza, non c’è un prezzo da stimare. Il tecnico ti aiuterà a scegliere.',
} as const

/** "Alcuni dati … più di 12 mesi": beside the figures when a value used is older than the editors' validity. */
export const staleParametersWarning = (months: number, oldest: string) =>
  `Alcuni dati di questa stima hanno più di ${months} mesi (il più vecchio è del ${oldest}): prezzi e costi di oggi possono essere diversi.`
