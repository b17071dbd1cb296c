import type { GlobalConfig } from 'payload'
import { isStaff } from '../../access/isStaff.ts'
import { globalSlugs } from '../../slugs.ts'

/** Lets editors take the ranking of ARERA's offers off the site, with a message for visitors, without a deploy. */
export const OffersRanking: GlobalConfig = {
  slug: globalSlugs.offersRanking,
  label: 'Classifica offerte luce',
  admin: { group: 'Offerte luce e gas' },
  access: { read: isStaff, update: isStaff },
  fields: [
    {
      name: 'paused',
      label: 'Sospendi la classifica',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Il sito mostra il messaggio qui sotto al posto delle offerte (per esempio se i dati del giorno sembrano sbagliati).' },
    },
    {
      name: 'message',
      label: 'Messaggio per i visitatori',
      type: 'textarea',
      maxLength: 500,
      defaultValue: 'Il confronto delle offerte è sospeso per un controllo dei dati. Torna a trovarci tra poco.',
    },
  ],
}
