import type { GlobalConfig } from 'payload'
import { anyone } from '../../access/anyone.ts'
import { isAdminField } from '../../access/isAdmin.ts'
import { isStaff } from '../../access/isStaff.ts'
import { invalidateSiteCache } from '../../hooks/invalidateSiteCache.ts'
import { stampSettingsVersionAuthor, stampRestoredGlobal, versionAuthorField } from '../../content/versions.ts'
import { recordAudit } from '../../privacy/audit.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { globalSlugs } from '../../slugs.ts'
import { googleAnalyticsIdPattern, metaPixelIdPattern, privacyMessages, retentionDefaults } from '#content-schema'

function matches(pattern: RegExp, message: string) {
  return (value: string | null | undefined) => !value || pattern.test(value) || message
}

export const SiteSettings: GlobalConfig = {
  slug: globalSlugs.siteSettings,
  label: 'Impostazioni del sito',
  access: {
    read: anyone,
    update: isStaff,
    readVersions: isStaff,
  },
  // Every save is kept (Versioni tab: what changed and when); a change of the retention limits, which decide what
  // the nightly purge erases, is also written to the audit log with who made it.
  versions: { max: 100 },
  hooks: {
    beforeChange: [stampSettingsVersionAuthor],
    afterChange: [
      stampRestoredGlobal(globalSlugs.siteSettings),
      async ({ req }) => {
        await invalidateSiteCache(req, [cacheTags.siteSettings])
      },
      async ({ doc, previousDoc, req }) => {
        if (req.context?.seeding) return
        const before = previousDoc?.privacy ?? {}
        const after = doc.privacy ?? {}
        if (before.retentionMonths === after.retentionMonths && before.incompletePartialDays === after.incompletePartialDays) return
        await recordAudit(
          req.payload,
          {
            action: 'retention-settings',
            subject: `Conservazione dei dati: ${before.retentionMonths ?? '—'} → ${after.retentionMonths} mesi; questionari non completati: ${before.incompletePartialDays ?? '—'} → ${after.incompletePartialDays} giorni`,
            user: typeof req.user?.id === 'number' ? req.user.id : null,
          },
          req,
        )
      },
    ],
  },
  fields: [
    { name: 'brandName', label: 'Nome del marchio', type: 'text', required: true },
    { name: 'companyName', label: 'Ragione sociale', type: 'text', required: true },
    { name: 'address', label: 'Indirizzo', type: 'text', required: true },
    { name: 'vatNumber', label: 'Partita IVA', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'phone', label: 'Telefono', type: 'text', required: true },
    {
      name: 'socials',
      label: 'Social',
      type: 'group',
      fields: [
        { name: 'facebook', label: 'Facebook', type: 'text' },
        { name: 'instagram', label: 'Instagram', type: 'text' },
        { name: 'linkedin', label: 'LinkedIn', type: 'text' },
      ],
    },
    {
      name: 'figures',
      label: 'Numeri',
      type: 'array',
      maxRows: 6,
      admin: { description: 'I numeri mostrati dalla sezione «Numeri» delle pagine (es. 50.000+ Clienti soddisfatti).' },
      fields: [
        { name: 'value', label: 'Numero', type: 'text', required: true },
        { name: 'label', label: 'Etichetta', type: 'text', required: true },
        { name: 'description', label: 'Descrizione', type: 'text' },
      ],
    },
    {
      name: 'privacy',
      label: 'Privacy',
      type: 'group',
      // These limits decide what the nightly purge erases: only an admin changes them (editors see them read-only).
      access: { update: isAdminField },
      admin: {
        description:
          'Ogni notte i dati personali più vecchi di questi limiti vengono cancellati o resi anonimi (le statistiche restano). Solo un amministratore può cambiarli.',
      },
      fields: [
        {
          name: 'retentionMonths',
          label: 'Conservazione dei dati (mesi)',
          type: 'number',
          required: true,
          min: 1,
          defaultValue: retentionDefaults.retentionMonths,
        },
        {
          name: 'incompletePartialDays',
          label: 'Questionari non completati: giorni di conservazione',
          type: 'number',
          required: true,
          min: 1,
          defaultValue: retentionDefaults.incompletePartialDays,
        },
      ],
    },
    {
      name: 'analytics',
      label: 'Statistiche e marketing',
      type: 'group',
      admin: { description: 'I tag vengono caricati solo dopo il consenso del visitatore nel banner dei cookie.' },
      fields: [
        {
          name: 'googleAnalyticsId',
          label: 'ID Google Analytics (G-XXXXXXX)',
          type: 'text',
          validate: matches(googleAnalyticsIdPattern, privacyMessages.invalidGoogleAnalyticsId),
        },
        {
          name: 'metaPixelId',
          label: 'ID Meta Pixel',
          type: 'text',
          validate: matches(metaPixelIdPattern, privacyMessages.invalidMetaPixelId),
        },
      ],
    },
    versionAuthorField(),
  ],
}
