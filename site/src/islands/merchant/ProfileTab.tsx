import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { normaliseCapInput } from '#content-schema/postcodes/capFormat.ts'
import {
  merchantProfileSchema,
  logoFileIssue,
  logoMimeTypes,
  merchantIssueTitle,
  merchantLogoMessages as logoText,
  merchantProfileMessages as text,
  MAX_INTERMEDIARY,
  type MerchantProfile,
  type MerchantProfileInput,
} from '#content-schema/forms/merchantProfile.ts'
import { activeServiceOptions, isInsuranceOption, serviceLabel } from '../serviceNames.ts'
import { merchantVettingMessages as vetting } from '#content-schema/merchants/merchantVetting.ts'
import { MerchantDocSchema, MerchantLogoDocSchema, savedDocOf, type MerchantDoc, type MerchantLogoDoc } from '#content-schema/merchants/areaRecords.ts'
import { genericMessages } from '#content-schema/messages.ts'
import { api } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { checkboxClass, compactInputClass } from '../ui/inputClasses.ts'
import { Field, FieldMessage, Label } from '../ui/Field.tsx'
import { ModalDialog } from '../ui/ModalDialog.tsx'
import { useToast } from '../ui/Toasts.tsx'
import { LeadIntakePanel } from './LeadIntakePanel.tsx'
import { useCityLookup } from '../useCityLookup.ts'

function logoUrl(logo: MerchantDoc['logo']): string | null {
  return logo && typeof logo === 'object' ? (logo.url ?? null) : null
}

function emptyProfile(email: string): MerchantProfileInput {
  return { nomeCognome: '', nomeAzienda: '', ragioneSociale: '', partitaIva: '', sede: '', settoreAttivita: '', cap: '', citta: '', zonaGeografica: '', servizi: [], capCoperti: [], telefono: '', email, numeroRui: '', intermediarioRui: '' }
}

/** What the merchant asks for: the approved services and CAPs plus those waiting for an admin. */
function fromDoc(doc: MerchantDoc): MerchantProfileInput {
  // The values it asked for, where they wait for an admin: saving the form again keeps the proposal.
  const asked = { ...doc, ...doc.datiProposti }
  return {
    nomeCognome: doc.nomeCognome,
    nomeAzienda: asked.nomeAzienda ?? '',
    ragioneSociale: asked.ragioneSociale ?? '',
    partitaIva: asked.partitaIva ?? '',
    sede: asked.sede ?? '',
    settoreAttivita: doc.settoreAttivita,
    cap: asked.cap ?? '',
    citta: asked.citta ?? '',
    zonaGeografica: doc.zonaGeografica,
    servizi: [...doc.servizi, ...(doc.serviziProposti ?? [])],
    capCoperti: [...(doc.capCoperti ?? []), ...(doc.capCopertiProposti ?? [])].map((row) => row.cap),
    telefono: doc.telefono,
    email: doc.email,
    // The number it asked for, when one waits: saving the form again keeps the proposal.
    numeroRui: doc.numeroRuiProposto ?? doc.numeroRui ?? '',
    intermediarioRui: asked.intermediarioRui ?? '',
  }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-bold text-ink-900">{title}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

function LogoPicker({ profile, onSaved }: { profile: MerchantDoc | null; onSaved: (logo: MerchantLogoDoc) => void }) {
  const toast = useToast()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const current = preview ?? logoUrl(profile?.logo ?? null)

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview)
  }, [preview])

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    const issue = logoFileIssue(chosen)
    if (issue) {
      toast({ tone: 'error', title: logoText.uploadErrorTitle, description: issue })
      return
    }
    setFile(chosen)
    setPreview(URL.createObjectURL(chosen))
  }

  const save = async () => {
    if (!file) return
    setSaving(true)
    const form = new FormData()
    form.append('file', file)
    form.append('_payload', JSON.stringify({}))
    const uploaded = await api('POST', '/merchant-logos', form, { schema: savedDocOf(MerchantLogoDocSchema) })
    if (!uploaded.ok) {
      setSaving(false)
      const known = uploaded.message === logoText.invalidType || uploaded.message === logoText.tooLarge
      toast({ tone: 'error', title: logoText.uploadErrorTitle, description: known ? uploaded.message : logoText.uploadError })
      return
    }
    if (profile) {
      const linked = await api('PATCH', `/merchants/${profile.id}`, { logo: uploaded.data.doc.id })
      if (!linked.ok) {
        setSaving(false)
        toast({ tone: 'error', title: logoText.uploadErrorTitle, description: logoText.uploadError })
        return
      }
    }
    setSaving(false)
    setFile(null)
    onSaved(uploaded.data.doc)
    toast({ title: logoText.savedTitle, description: logoText.saved })
  }

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
      <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50">
        {current ? <img src={current} alt="Anteprima del logo" className="h-full w-full object-contain" /> : <span className="text-xs text-slate-500">Nessun logo</span>}
      </div>
      <div className="flex-1 space-y-2">
        <label htmlFor={inputId} className="block font-semibold text-ink-900">
          Logo aziendale
        </label>
        <input
          id={inputId}
          type="file"
          accept={logoMimeTypes.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        <p className="text-xs text-slate-500">PNG, JPG o WebP, massimo 5MB.</p>
      </div>
      <button type="button" onClick={save} disabled={!file || saving} className={buttonClass('primary', 'compact')}>
        {saving ? genericMessages.loading : 'Salva Logo'}
      </button>
    </div>
  )
}

function PreviewDialog({ open, onClose, profile, availability, logo }: { open: boolean; onClose: () => void; profile: MerchantProfileInput; availability: string; logo: string | null }) {
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="preview-title" width="md">
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="preview-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Anteprima scheda pubblica
          </h2>
          <button type="button" onClick={onClose} aria-label="Chiudi anteprima" className="rounded px-2 text-2xl leading-none text-slate-500 hover:text-ink-900">
            ×
          </button>
        </div>
        <article className="mt-4 rounded-2xl border border-slate-200 p-5">
          <div className="flex items-center gap-3">
            {logo && <img src={logo} alt="" className="h-12 w-12 rounded-lg object-contain" />}
            <h3 className="text-xl font-bold text-ink-900">{profile.nomeAzienda || 'Nome azienda'}</h3>
          </div>
          <p className="mt-3 text-sm text-slate-700">{(profile.servizi ?? []).map(serviceLabel).join(', ') || 'Nessun servizio selezionato'}</p>
          <dl className="mt-3 space-y-1 text-sm text-slate-700">
            <div>
              <dt className="inline font-medium">Zona: </dt>
              <dd className="inline">
                {profile.zonaGeografica} {profile.cap && `(${profile.cap})`}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">Telefono: </dt>
              <dd className="inline">{profile.telefono}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Email: </dt>
              <dd className="inline">{profile.email}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Disponibilità: </dt>
              <dd className="inline">{availability}</dd>
            </div>
          </dl>
          <button type="button" disabled className={`${buttonClass('primary', 'compact')} mt-4 w-full`}>
            Contatta ora
          </button>
        </article>
      </div>
    </ModalDialog>
  )
}

export function ProfileTab({ email, profile, onSaved }: { email: string; profile: MerchantDoc | null; onSaved: (profile: MerchantDoc) => void }) {
  const toast = useToast()
  const [pendingLogo, setPendingLogo] = useState<MerchantLogoDoc | null>(null)
  const [previewOpen, setPreviewOpen] = useState(false)
  const { register, handleSubmit, formState, watch, setValue, getValues } = useForm<MerchantProfileInput, unknown, MerchantProfile>({
    resolver: zodResolver(merchantProfileSchema(isInsuranceOption)),
    defaultValues: profile ? fromDoc(profile) : emptyProfile(email),
  })
  const errors = formState.errors
  const cap = watch('cap') ?? ''
  const offersInsurance = (watch('servizi') ?? []).some(isInsuranceOption)
  const sectionE = (watch('numeroRui') ?? '').trim().toUpperCase().startsWith('E')
  const capField = register('cap')

  const lookup = useCityLookup(cap)

  // The city follows the CAP: the one city of a CAP is chosen, a city the new CAP does not have is cleared.
  useEffect(() => {
    if (lookup.state !== 'done') return
    const chosen = getValues('citta')
    if (lookup.cities.length === 1) setValue('citta', lookup.cities[0]!.name)
    else if (!lookup.cities.some((city) => city.name === chosen)) setValue('citta', '')
  }, [lookup, getValues, setValue])

  const save = handleSubmit(
    async (data) => {
      const logo = pendingLogo?.id
      const body = { ...data, capCoperti: data.capCoperti.map((covered) => ({ cap: covered })), ...(logo ? { logo } : {}) }
      const result = profile
        ? await api('PATCH', `/merchants/${profile.id}?depth=1`, body, { schema: savedDocOf(MerchantDocSchema) })
        : await api('POST', '/merchants?depth=1', body, { schema: savedDocOf(MerchantDocSchema) })
      if (!result.ok) {
        const title = merchantIssueTitle(result.message)
        const known = title !== text.saveErrorTitle
        toast({ tone: 'error', title, description: known ? result.message : text.saveError })
        return
      }
      setPendingLogo(null)
      const saved = result.data.doc
      onSaved(saved)
      if (saved.stato === 'in_revisione') toast({ title: vetting.submittedTitle, description: vetting.submitted })
      else if (saved.numeroRuiProposto && saved.numeroRuiProposto !== profile?.numeroRuiProposto) toast({ title: vetting.proposalTitle, description: vetting.ruiPending(saved.numeroRuiProposto) })
      else if ((saved.serviziProposti?.length ?? 0) + (saved.capCopertiProposti?.length ?? 0) + Object.keys(saved.datiProposti ?? {}).length > 0) toast({ title: vetting.proposalTitle, description: vetting.proposal })
      else toast({ title: text.savedTitle, description: text.saved })
    },
    (invalid) => {
      const first = Object.values(invalid)[0]?.message
      if (typeof first === 'string') toast({ tone: 'error', title: merchantIssueTitle(first), description: first })
    },
  )

  const cities = lookup.state === 'done' ? lookup.cities : []
  const input = (name: keyof MerchantProfileInput, label: string, type = 'text', autoComplete?: string) => (
    <Field id={`profile-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} className={compactInputClass} {...register(name)} />}
    </Field>
  )

  return (
    <div className="space-y-6">
      <LogoPicker
        profile={profile}
        onSaved={(logo) => {
          if (profile) onSaved({ ...profile, logo })
          else setPendingLogo(logo)
        }}
      />
      {profile?.stato === 'attivo' && <LeadIntakePanel profile={profile} onSaved={onSaved} />}
      <form onSubmit={save} noValidate className="space-y-6" aria-label="Scheda merchant">
        {/* A suspended merchant edits nothing: the server refuses it, the form says so by being disabled. */}
        <fieldset disabled={profile?.stato === 'sospeso'} className="space-y-6">
        <Section title="Dati Personali">{input('nomeCognome', 'Nome e cognome *', 'text', 'name')}</Section>
        <Section title="Dati Aziendali">
          {input('nomeAzienda', 'Nome azienda *', 'text', 'organization')}
          {input('ragioneSociale', 'Ragione sociale *')}
          {input('partitaIva', 'Partita IVA *')}
          {input('settoreAttivita', 'Settore di attività *')}
          {input('zonaGeografica', 'Zona geografica *')}
          <fieldset className="sm:col-span-2" aria-describedby="profile-servizi-error">
            <legend className="text-sm font-semibold text-slate-800">Servizi offerti *</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {activeServiceOptions().map(({ value: slug, label }) => (
                <label key={slug} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50">
                  <input type="checkbox" value={slug} className={checkboxClass} {...register('servizi')} />
                  <span>{label}</span>
                </label>
              ))}
            </div>
            <FieldMessage id="profile-servizi-error" error={errors.servizi?.message} />
          </fieldset>
          {offersInsurance && (
            <Field id="profile-numeroRui" label={`${text.ruiLabel} *`} hint={profile?.numeroRuiProposto ? vetting.ruiPending(profile.numeroRuiProposto) : text.ruiHint} error={errors.numeroRui?.message}>
              {(control) => <input {...control} type="text" maxLength={10} autoCapitalize="characters" className={compactInputClass} {...register('numeroRui')} />}
            </Field>
          )}
          {offersInsurance && sectionE && (
            <Field id="profile-intermediarioRui" label={`${text.intermediaryLabel} *`} hint={text.intermediaryHint} error={errors.intermediarioRui?.message}>
              {(control) => <input {...control} type="text" maxLength={MAX_INTERMEDIARY} className={compactInputClass} {...register('intermediarioRui')} />}
            </Field>
          )}
        </Section>
        <Section title="Ubicazione">
          {input('sede', 'Sede (indirizzo) *', 'text', 'street-address')}
          <Field id="profile-cap" label="CAP della sede *" error={errors.cap?.message}>
            {(control) => (
              <input
                {...control}
                aria-describedby={`${control['aria-describedby']} profile-city-status`}
                type="text"
                inputMode="numeric"
                maxLength={5}
                autoComplete="postal-code"
                className={compactInputClass}
                {...capField}
                onChange={(event) => {
                  // The field shows what is kept: digits only, at most five.
                  event.target.value = normaliseCapInput(event.target.value)
                  return capField.onChange(event)
                }}
              />
            )}
          </Field>
          <div>
            <Label htmlFor="profile-citta">Città</Label>
            {cities.length > 1 ? (
              <select id="profile-citta" className={compactInputClass} {...register('citta')}>
                <option value="">Seleziona la città</option>
                {cities.map((city) => (
                  <option key={`${city.name}-${city.province}`} value={city.name}>
                    {city.name} ({city.province})
                  </option>
                ))}
              </select>
            ) : (
              <input id="profile-citta" type="text" readOnly className={`${compactInputClass} read-only:bg-slate-50`} {...register('citta')} />
            )}
            <p id="profile-city-status" aria-live="polite" className="mt-1 text-sm text-slate-600">
              {lookup.state === 'searching' ? 'Ricerca città in corso...' : lookup.state === 'done' && cities.length === 0 ? text.noCity : ''}
            </p>
          </div>
          <div className="sm:col-span-2">
            <Field
              id="profile-capCoperti"
              label="CAP serviti *"
              hint="Separati da virgola o spazio. Le aggiunte sono attive dopo l'approvazione di un amministratore; le rimozioni valgono subito."
              error={errors.capCoperti?.message}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  className={compactInputClass}
                  {...register('capCoperti', { setValueAs: (value: unknown) => (typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : value) })}
                />
              )}
            </Field>
          </div>
        </Section>
        <Section title="Contatti">
          {input('telefono', 'Telefono *', 'tel', 'tel')}
          {input('email', 'Email *', 'email', 'email')}
        </Section>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setPreviewOpen(true)} className={buttonClass('secondary', 'compact')}>
            Visualizza Anteprima
          </button>
          <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary', 'compact')}>
            {formState.isSubmitting ? 'Salvataggio...' : 'Salva Scheda'}
          </button>
        </div>
        </fieldset>
      </form>
      <PreviewDialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        profile={watch()}
        availability={profile?.disponibilitaOraria ?? 'Lun–Ven 9:00–18:00'}
        logo={logoUrl(pendingLogo ?? profile?.logo ?? null)}
      />
    </div>
  )
}
