import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { anyone } from '../../access/anyone.ts'
import { isAdminField } from '../../access/isAdmin.ts'
import { isStaff } from '../../access/isStaff.ts'
import { invalidateSiteCache } from '../../hooks/invalidateSiteCache.ts'
import { stampSettingsVersionAuthor, stampRestoredGlobal, versionAuthorField } from '../versions.ts'
import { recordAudit } from '../../privacy/audit.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { LINK_HOSTS, safeLink } from '../../../../content-schema/src/content/links.ts'
import { collectionSlugs, globalSlugs } from '../../slugs.ts'
import { unknownSmsCountries } from '../../sms/phone.ts'
import { rowTitle } from '../../fields/rowTitle.ts'
import {
  figureMetricLabels,
  figureMetrics,
  figureSourceMessages,
  googleAnalyticsIdPattern,
  insuranceMessages,
  leadSettingsDefaults,
  metaPixelIdPattern,
  privacyMessages,
  retentionDefaults,
  retentionNotice,
  RuiRegistrationSchema,
  ruiSectionLabels,
  ruiSections,
  verificationMessages,
} from '#content-schema'

/** A figure of the editors' own (or one stored before the choice existed), which needs its value and its source. */
const editorial = (figure: Partial<{ metric: string | null }> | undefined) => !figure?.metric || figure.metric === 'editoriale'

function matches(pattern: RegExp, message: string) {
  return (value: string | null | undefined) => !value || pattern.test(value) || message
}

/**
 * The RUI registration is whole (section and number that agree) or absent; it cannot be removed while a service shows
 * premiums beside it ("Intermediario registrato").
 */
const validateRuiNumber: TextFieldSingleValidation = async (value, { siblingData, req }) => {
  const section = (siblingData as { ruiSection?: string | null }).ruiSection
  const number = value?.trim()
  if (number || section) {
    if (!number || !section) return insuranceMessages.ruiIncomplete
    const parsed = RuiRegistrationSchema.safeParse({ section, number })
    return parsed.success || (parsed.error.issues[0]?.message ?? insuranceMessages.invalidRuiNumber)
  }
  const using = await req.payload.find({
    collection: collectionSlugs.services,
    where: { insuranceMode: { equals: 'intermediario' } },
    select: { title: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return using.docs.length === 0 || insuranceMessages.registrationInUse(using.docs.map((doc) => doc.title).join(', '))
}

/** A social profile: an https:// address of one of the allowed hosts (links.ts), or nothing. */
const socialLink: TextFieldSingleValidation = (value) =>
  !value || safeLink(value, { external: true }) !== null || `Scrivi l’indirizzo https:// del profilo su ${LINK_HOSTS.join(', ')}.`

/** The other countries for SMS codes: two-letter codes the phone-number library knows, or the codes it does not. */
const validateSmsCountries: TextFieldSingleValidation = (value) => {
  const unknown = unknownSmsCountries(value)
  return unknown.length === 0 || verificationMessages.unknownSmsCountries(unknown.join(', '))
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
        { name: 'facebook', label: 'Facebook', type: 'text', validate: socialLink },
        { name: 'instagram', label: 'Instagram', type: 'text', validate: socialLink },
        { name: 'linkedin', label: 'LinkedIn', type: 'text', validate: socialLink },
      ],
    },
    {
      name: 'figures',
      label: 'Numeri',
      labels: { singular: 'Numero', plural: 'Numeri' },
      type: 'array',
      maxRows: 6,
      admin: {
        components: rowTitle('label'),
        description:
          'I numeri mostrati dalla sezione «Numeri» delle pagine. Ogni numero è calcolato dal sito dai suoi dati (con la data del calcolo) oppure è della redazione, e allora va mostrato con la sua fonte e la sua data.',
      },
      fields: [
        {
          name: 'metric',
          label: 'Tipo di numero',
          type: 'select',
          required: true,
          defaultValue: 'editoriale',
          options: figureMetrics.map((metric) => ({ value: metric, label: figureMetricLabels[metric] })),
        },
        {
          name: 'value',
          label: 'Numero',
          type: 'text',
          validate: (value: unknown, { siblingData }: { siblingData: Partial<{ metric: string }> }) =>
            editorial(siblingData) && !(typeof value === 'string' && value.trim()) ? figureSourceMessages.valueRequired : true,
          admin: { condition: (_, siblingData) => editorial(siblingData), description: 'Es. 4,5 su 5. Solo per i numeri della redazione.' },
        },
        { name: 'label', label: 'Etichetta', type: 'text', required: true },
        { name: 'description', label: 'Descrizione', type: 'text' },
        {
          name: 'source',
          label: 'Fonte',
          type: 'text',
          maxLength: 300,
          validate: (value: unknown, { siblingData }: { siblingData: Partial<{ metric: string }> }) =>
            editorial(siblingData) && !(typeof value === 'string' && value.trim()) ? figureSourceMessages.sourceRequired : true,
          admin: { condition: (_, siblingData) => editorial(siblingData), description: 'Chi ha misurato il numero e dove si può verificare: è mostrata accanto al numero.' },
        },
        {
          name: 'sourceDate',
          label: 'Data della fonte',
          type: 'date',
          validate: (value: unknown, { siblingData }: { siblingData: Partial<{ metric: string }> }) =>
            editorial(siblingData) && !value ? figureSourceMessages.sourceRequired : true,
          admin: { condition: (_, siblingData) => editorial(siblingData), date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
        },
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
          defaultValue: retentionDefaults.retentionMonths,
          admin: { description: `Contati dall'ultima interazione della persona. Almeno ${retentionNotice.minimumMonths}: è il periodo indicato nell'informativa privacy.` },
          validate: (value: number | null | undefined) =>
            (typeof value === 'number' && value >= retentionNotice.minimumMonths) || privacyMessages.retentionBelowNotice(retentionNotice.minimumMonths),
        },
        {
          name: 'incompletePartialDays',
          label: 'Questionari non completati: giorni di conservazione',
          type: 'number',
          required: true,
          min: 1,
          validate: (value: number | null | undefined) =>
            typeof value !== 'number' || value < 1 || value <= retentionNotice.incompletePartialDays || privacyMessages.incompleteAboveNotice(retentionNotice.incompletePartialDays),
          defaultValue: retentionDefaults.incompletePartialDays,
        },
      ],
    },
    {
      name: 'insurance',
      label: 'Intermediazione assicurativa',
      type: 'group',
      // Whether the site may show and compare insurance premiums depends on this registration: only an admin sets it.
      access: { update: isAdminField },
      admin: {
        description:
          'Solo se il gestore del sito è iscritto al Registro Unico degli Intermediari (RUI) dell’IVASS. Serve ai servizi assicurativi in modalità «Intermediario registrato»: è mostrata nel piè di pagina e accanto a ogni premio. Senza, i servizi assicurativi restano in «Segnalazione».',
      },
      fields: [
        { name: 'ruiSection', label: 'Sezione RUI', type: 'select', options: ruiSections.map((value) => ({ value, label: ruiSectionLabels[value] })) },
        { name: 'ruiNumber', label: 'Numero di iscrizione RUI', type: 'text', maxLength: 10, validate: validateRuiNumber, admin: { description: 'La lettera della sezione e 9 cifre, es. E000123456.' } },
      ],
    },
    {
      name: 'richieste',
      label: 'Richieste e partner',
      type: 'group',
      // They decide who receives a consumer's data and when: only an admin changes them (editors see them read-only).
      access: { update: isAdminField },
      admin: { description: 'Come si confermano i contatti dei clienti, a quanti partner va ogni richiesta e per quanto tempo i partner possono restituirla. Solo un amministratore può cambiarli.' },
      fields: [
        {
          name: 'verificaSms',
          label: 'Conferma del telefono con un codice SMS',
          type: 'checkbox',
          defaultValue: leadSettingsDefaults.smsVerification,
          admin: { description: 'Spento (o senza un gateway SMS configurato): il cliente conferma l’e-mail con un link.' },
        },
        {
          name: 'paesiSms',
          label: 'Altri paesi a cui inviare i codici SMS',
          type: 'text',
          maxLength: 200,
          validate: validateSmsCountries,
          admin: { description: 'I codici vanno solo ai cellulari italiani. Per ammettere anche quelli di altri paesi, scrivi i loro codici ISO di due lettere separati da virgole (es. «SM, CH»). Mai numeri a tariffa maggiorata o fissi.' },
        },
        {
          name: 'oreVerifica',
          label: 'Ore per confermare una richiesta',
          type: 'number',
          required: true,
          min: 1,
          max: 168,
          defaultValue: leadSettingsDefaults.verificationHours,
          admin: { description: 'Passato questo tempo una richiesta non confermata scade: nessun partner la riceve.' },
        },
        {
          name: 'partnerPerRichiesta',
          label: 'Partner al massimo per richiesta',
          type: 'number',
          required: true,
          min: 1,
          max: 20,
          defaultValue: leadSettingsDefaults.partnersPerRequest,
        },
        {
          name: 'giorniReso',
          label: 'Giorni per restituire una richiesta',
          type: 'number',
          required: true,
          min: 1,
          max: 60,
          defaultValue: leadSettingsDefaults.returnWindowDays,
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
