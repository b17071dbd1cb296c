import { z } from './z.ts'

export type UiTextEntry = { label: string; default: string; long?: boolean }
type TextGroup = { label: string; texts: Record<string, UiTextEntry> }

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
} as const satisfies Record<string, TextGroup>

type Catalogue = typeof uiTextCatalogue

/** Every interface text, filled: the editor's wording where there is one, the default otherwise. */
export type UiTexts = { [Group in keyof Catalogue]: { [Key in keyof Catalogue[Group]['texts']]: string } }

/** The catalogue as plain records, for code that walks every text. */
export const uiTextGroups = Object.entries(uiTextCatalogue) as [keyof Catalogue, TextGroup][]

/** The `ui-texts` global as the site reads it: blank or missing texts read as their defaults. */
export const UiTextsSchema = z
  .object(
    Object.fromEntries(
      uiTextGroups.map(([group, { texts }]) => [
        group,
        z.object(Object.fromEntries(Object.keys(texts).map((key) => [key, z.string().nullish()]))).nullish(),
      ]),
    ),
  )
  .transform(
    (stored) =>
      Object.fromEntries(
        uiTextGroups.map(([group, { texts }]) => {
          const written = (stored[group] ?? {}) as Record<string, string | null | undefined>
          return [group, Object.fromEntries(Object.entries(texts).map(([key, entry]) => [key, written[key]?.trim() || entry.default]))]
        }),
      ) as UiTexts,
  )
