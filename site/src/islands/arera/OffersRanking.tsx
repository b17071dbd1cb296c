import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ARERA_RANKING_PATH, areraProfileFromQuery, areraRankingQuery, type AreraRankingResponse } from '#content-schema/arera/query.ts'
import type { AreraCommodity, AreraLine, AreraProfile, AreraRankedOffer, AreraRanking } from '#content-schema/arera/schema.ts'
import { areraTexts as t } from '#content-schema/arera/texts.ts'
import { formatItalianNumber } from '#content-schema/numberFormat.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Field } from '../ui/Field.tsx'
import { inputClass } from '../ui/inputClasses.ts'
import { Loading } from '../ui/Loading.tsx'

const euro = (value: number) => `${formatItalianNumber(value, 2, 2)} €`
const day = (iso: string) => iso.split('-').reverse().join('/')
const POWERS = [1.5, 3, 4.5, 6, 10]
const COMMODITIES = ['luce', 'gas', 'luce_gas'] as const
const isCommodity = (value: unknown): value is AreraCommodity => COMMODITIES.includes(value as AreraCommodity)
/** The form's fields that belong to one commodity only: left out of the query when the other is compared. */
const ELECTRICITY_FIELDS = ['kwh', 'kw', 'f1', 'f2']

type State = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; body: AreraRankingResponse }

/**
 * The ranking of ARERA's household offers — electricity, gas, or the dual-fuel offers — for a profile: a form (a real GET form, which without
 * JavaScript reloads the page with the profile in its address) and the answer of /api/offerte-luce/classifica, fixed
 * and variable apart, each offer opening its whole arithmetic, the visitor's own codice offerta placed among them.
 * `initial` (from the questionnaire's answers or the page's address) is ranked at once.
 */
export function OffersRanking({ initial, syncUrl = false, headingLevel = 2 }: { initial?: Partial<AreraProfile> & { code?: string }; syncUrl?: boolean; headingLevel?: 2 | 3 }) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, setState] = useState<State>({ status: 'idle' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [commodity, setCommodity] = useState<AreraCommodity>(initial?.commodity ?? 'luce')
  const Heading = `h${headingLevel}` as const
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4'
  const ranking = state.status === 'done' && state.body.status === 'ok' ? state.body.ranking : null

  const rank = (profile: AreraProfile, code: string | undefined) => {
    const query = areraRankingQuery(profile, code)
    if (syncUrl) window.history.replaceState(null, '', `${window.location.pathname}?${query}#offerte-luce`)
    setState({ status: 'loading' })
    fetch(`/api${ARERA_RANKING_PATH}?${query}`)
      .then(async (response) => {
        const body = (await response.json()) as AreraRankingResponse & { error?: string; field?: string }
        if (response.ok) setState({ status: 'done', body })
        else if (response.status === 400 && body.error) {
          setErrors({ [body.field ?? 'kwh']: body.error })
          setState({ status: 'idle' })
        } else setState({ status: 'failed', message: body.error ?? t.failed })
      })
      .catch(() => setState({ status: 'failed', message: t.failed }))
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const form = formRef.current
    if (!form) return
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim().replace(/\./g, '').replace(',', '.'))
    const chosen = query.get('tipo')
    if (chosen === 'gas') for (const name of ELECTRICITY_FIELDS) query.delete(name)
    if (chosen === 'luce') {
      query.delete('tipo')
      query.delete('smc')
    }
    const parsed = areraProfileFromQuery(query)
    if (!parsed.ok) {
      setErrors({ [parsed.field]: parsed.error })
      form.querySelector<HTMLElement>(`[name="${fieldName(parsed.field)}"]`)?.focus()
      return
    }
    setErrors({})
    rank(parsed.profile, parsed.code)
  }

  // Ranked once on arrival: the profile handed over, or the one in the page's address (a shared link, a reload, the
  // form sent before JavaScript ran), copied into the form first.
  useEffect(() => {
    const form = formRef.current
    const fromUrl = syncUrl ? new URLSearchParams(window.location.search) : null
    if (form && (fromUrl?.has('kwh') || fromUrl?.has('smc'))) {
      for (const [name, value] of fromUrl) {
        const control = form.elements.namedItem(name)
        if (control instanceof RadioNodeList) control.value = value
        else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value
      }
      if (fromUrl.has('f1')) form.querySelector('details')?.setAttribute('open', '')
      const chosen = fromUrl.get('tipo') ?? 'luce'
      const radio = form.elements.namedItem('tipo')
      if (radio instanceof RadioNodeList) radio.value = chosen
      if (isCommodity(chosen)) setCommodity(chosen)
      submit()
    } else if (initial?.kwh || initial?.smc) submit()
  }, [])

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6" data-testid="offers-ranking">
      <div className="space-y-2">
        <Heading id={`${id}-heading`} className="text-2xl font-bold text-ink-900">
          {t.heading}
        </Heading>
        <p className="text-slate-700">{t.intro}</p>
      </div>
      <form ref={formRef} method="get" action="#offerte-luce" onSubmit={submit} noValidate className="grid gap-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2">
        <fieldset className="sm:col-span-2" aria-describedby={`${id}-commodity-error`}>
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t.commodity}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {COMMODITIES.map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2 text-ink-900">
                <input type="radio" name="tipo" value={value} checked={commodity === value} onChange={() => setCommodity(value)} className="h-5 w-5 accent-brand-700" />
                {t.commodities[value]}
              </label>
            ))}
          </div>
          <p id={`${id}-commodity-error`} className="text-sm font-semibold text-red-700">
            {errors.commodity}
          </p>
        </fieldset>
        <Field id={`${id}-smc`} label={t.smc} hint={t.smcHint} error={errors.smc} className={commodity === 'luce' ? 'hidden' : undefined}>
          {(control) => <input {...control} name="smc" inputMode="numeric" autoComplete="off" defaultValue={initial?.smc ?? 1400} className={inputClass} />}
        </Field>
        <Field id={`${id}-kwh`} label={t.kwh} hint={t.kwhHint} error={errors.kwh} className={commodity === 'gas' ? 'hidden' : undefined}>
          {(control) => <input {...control} name="kwh" inputMode="numeric" autoComplete="off" defaultValue={initial?.kwh ?? 2700} className={inputClass} />}
        </Field>
        <Field id={`${id}-kw`} label={t.kw} error={errors.powerKw} className={commodity === 'gas' ? 'hidden' : undefined}>
          {(control) => (
            <select {...control} name="kw" defaultValue={String(initial?.powerKw ?? 3)} className={inputClass}>
              {POWERS.map((power) => (
                <option key={power} value={power}>
                  {formatItalianNumber(power, 1)} kW
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="sm:col-span-2" aria-describedby={`${id}-resident-error`}>
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t.resident}</legend>
          <div className="flex flex-wrap gap-4">
            {(['si', 'no'] as const).map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2 text-ink-900">
                <input type="radio" name="residente" value={value} defaultChecked={(initial?.resident ?? true) === (value === 'si')} className="h-5 w-5 accent-brand-700" />
                {value === 'si' ? t.yes : t.no}
              </label>
            ))}
          </div>
          <p id={`${id}-resident-error`} className="text-sm font-semibold text-red-700">
            {errors.resident}
          </p>
        </fieldset>
        <Field id={`${id}-cap`} label={commodity === 'luce' ? t.cap : t.capGas} hint={commodity === 'luce' ? t.capHint : t.capGasHint} error={errors.cap}>
          {(control) => <input {...control} name="cap" inputMode="numeric" autoComplete="postal-code" maxLength={5} defaultValue={initial?.cap ?? ''} className={inputClass} />}
        </Field>
        <Field id={`${id}-code`} label={t.code} hint={t.codeHint} error={errors.codice}>
          {(control) => <input {...control} name="codice" autoComplete="off" spellCheck={false} defaultValue={initial?.code ?? ''} className={inputClass} data-testid="own-code" />}
        </Field>
        <details className={commodity === 'gas' ? 'hidden' : 'sm:col-span-2'}>
          <summary className="cursor-pointer font-semibold text-brand-800">{t.bands}</summary>
          <p className="mt-2 text-sm text-slate-600">{t.bandsHint}</p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-f1`} label={t.f1} error={errors.f1Percent}>
              {(control) => <input {...control} name="f1" inputMode="numeric" defaultValue={initial?.f1Percent ?? ''} className={inputClass} />}
            </Field>
            <Field id={`${id}-f2`} label={t.f2} error={errors.f2Percent}>
              {(control) => <input {...control} name="f2" inputMode="numeric" defaultValue={initial?.f2Percent ?? ''} className={inputClass} />}
            </Field>
          </div>
        </details>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass('primary', 'large')} disabled={state.status === 'loading'}>
            {t.submit}
          </button>
        </div>
      </form>
      {/* A short announcement for screen readers; the ranking itself is not read out whole on every change. */}
      <p aria-live="polite" className="sr-only">
        {ranking ? `${t.dataOf(day(ranking.catalogueDate), ranking.compared, ranking.commodity, ranking.data.illustrative)} ${t.ranked(ranking.fixed.count, ranking.variable.count)}` : ''}
      </p>
      <div>
        {state.status === 'loading' && <Loading label={t.loading} />}
        {state.status === 'failed' && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {state.message}
          </p>
        )}
        {state.status === 'done' && state.body.status !== 'ok' && (
          <div role="status" className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300" data-testid="ranking-paused">
            {state.body.status === 'paused' && <p className="font-bold">{t.paused}</p>}
            <p>{state.body.message}</p>
          </div>
        )}
        {ranking && <Results ranking={ranking} Sub={Sub} />}
      </div>
      <p className="text-xs text-slate-600" data-testid="arera-attribution">
        {ranking?.data.illustrative ? `${t.demoAttribution} ${t.attribution}` : t.attribution}
      </p>
    </section>
  )
}

/** The form's field for a schema path. */
const fieldName = (field: string) => ({ commodity: 'tipo', powerKw: 'kw', resident: 'residente', f1Percent: 'f1', f2Percent: 'f2' })[field] ?? field

function Results({ ranking, Sub }: { ranking: AreraRanking; Sub: 'h3' | 'h4' }) {
  const leftOut = ranking.excluded.reduce((sum, entry) => sum + entry.count, 0)
  const { months, psvMonths, psv } = ranking.indexAssumption
  const monthName = (month: string) => new Date(`${month}-15`).toLocaleDateString('it-IT', { month: 'long', year: 'numeric' })
  return (
    <div className="space-y-8" data-testid="ranking-results">
      {ranking.data.illustrative && <DemoNotice text={t.demoNotice} testId="ranking-demo-notice" className="p-4" />}
      <div className="space-y-2 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
        <p className="font-semibold text-ink-900" data-testid="ranking-date">
          {t.dataOf(day(ranking.catalogueDate), ranking.compared, ranking.commodity, ranking.data.illustrative)}
        </p>
        {ranking.profile.gasArea && <p className="text-sm text-slate-700">{t.gasArea(ranking.profile.gasArea)}</p>}
        <p className="text-slate-700">{t.ranked(ranking.fixed.count, ranking.variable.count)}</p>
        {leftOut > 0 && (
          <details data-testid="ranking-left-out">
            <summary className="cursor-pointer font-semibold text-brand-800">{t.leftOut(leftOut)}</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {ranking.excluded.map((entry) => (
                <li key={entry.reason}>
                  {entry.reason}: {formatItalianNumber(entry.count)}
                </li>
              ))}
            </ul>
          </details>
        )}
        <p className="text-sm text-slate-700">{t.sameForEveryone}</p>
      </div>
      {ranking.own && <OwnOffer own={ranking.own} ranking={ranking} Sub={Sub} />}
      <OfferList title={t.fixed} note={t.fixedNote} list={ranking.fixed} Sub={Sub} testId="ranking-fixed" />
      <OfferList
        title={t.variable}
        note={[
          ranking.commodity !== 'gas' ? t.variableNote(formatItalianNumber(ranking.indexAssumption.pun, 6, 4), monthName(months[0]!), monthName(months.at(-1)!)) : '',
          ranking.commodity !== 'luce' && psv !== null ? t.variableNoteGas(formatItalianNumber(psv, 6, 4), monthName(psvMonths[0]!), monthName(psvMonths.at(-1)!)) : '',
        ]
          .filter(Boolean)
          .join(' ')}
        list={ranking.variable}
        Sub={Sub}
        testId="ranking-variable"
      />
    </div>
  )
}

/** «Dati dimostrativi: …» before the words that follow, on the ranking and on each offer made up for the demo. */
function DemoNotice({ text, testId, className }: { text: string; testId: string; className: string }) {
  const [lead, rest] = text.split(/:(.*)/s)
  return (
    <p className={`rounded-xl bg-amber-50 text-amber-950 ring-1 ring-amber-400 ${className}`} data-testid={testId}>
      <strong>{lead}:</strong>
      {rest}
    </p>
  )
}

function OwnOffer({ own, ranking, Sub }: { own: NonNullable<AreraRanking['own']>; ranking: AreraRanking; Sub: 'h3' | 'h4' }) {
  const best = own.offer ? (own.offer.price === 'fisso' ? ranking.fixed : ranking.variable).offers[0] : undefined
  return (
    <div className="space-y-3 rounded-2xl p-4 ring-2 ring-brand-700" data-testid="own-offer">
      <Sub className="text-lg font-bold break-all text-ink-900">
        {t.own}: {own.code}
      </Sub>
      {own.offer && own.place !== null ? (
        <>
          <p className="font-semibold text-ink-900" data-testid="own-place">
            {t.ownPlace(own.place, own.of, own.offer.price === 'fisso' ? 'prezzo fisso' : 'prezzo variabile')}
          </p>
          {own.reason && <p className="text-sm text-slate-700">{own.reason}</p>}
          {best && best.priced.total < own.offer.priced.total && <p className="text-slate-700">{t.ownSaving(euro(own.offer.priced.total - best.priced.total))}</p>}
          <OfferRow offer={own.offer} />
        </>
      ) : (
        <p role="status" className="text-slate-800">
          {own.reason}
        </p>
      )}
    </div>
  )
}

function OfferList({ title, note, list, Sub, testId }: { title: string; note: string; list: AreraRanking['fixed']; Sub: 'h3' | 'h4'; testId: string }) {
  return (
    <section className="space-y-3" data-testid={testId}>
      <Sub className="text-xl font-bold text-ink-900">
        {title} ({formatItalianNumber(list.count)})
      </Sub>
      <p className="text-sm text-slate-700">{note}</p>
      {list.offers.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">Nessuna offerta di questo tipo per i tuoi consumi.</p>
      ) : (
        <ol className="space-y-3">
          {list.offers.map((offer) => (
            <li key={offer.code}>
              <OfferRow offer={offer} />
            </li>
          ))}
        </ol>
      )}
      {t.showing(list.offers.length, list.count) && <p className="text-sm text-slate-600">{t.showing(list.offers.length, list.count)}</p>}
    </section>
  )
}

function OfferRow({ offer }: { offer: AreraRankedOffer }) {
  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="ranked-offer">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-600">{offer.rank}ª</p>
          <p className="font-bold break-words text-ink-900">{offer.name}</p>
          <p className="text-sm text-slate-700">
            {t.supplier}: {offer.supplierName}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-2xl font-extrabold text-brand-800" data-testid="offer-total">
            {euro(offer.priced.total)}
          </span>
          <span className="text-sm text-slate-600">{t.perYear}</span>
        </p>
      </div>
      <ul className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <li>
          <span className="font-semibold">{t.codeLabel}: </span>
          <span className="font-mono break-all">{offer.code}</span>
        </li>
        {offer.validTo && <li>{t.validTo(day(offer.validTo))}</li>}
        {offer.source === 'placet' && <li>{t.placet}</li>}
        {(offer.dualFuel || offer.commodity === 'dual') && <li>{t.dualFuel[offer.commodity]}</li>}
      </ul>
      {offer.illustrative && <DemoNotice text={t.demoRow} testId="offer-demo-notice" className="mt-3 px-3 py-2 text-sm" />}
      <details className="mt-3" data-testid="offer-arithmetic">
        <summary className="cursor-pointer font-semibold text-brand-800">{t.arithmetic}</summary>
        <Arithmetic offer={offer} />
      </details>
    </article>
  )
}

function Arithmetic({ offer }: { offer: AreraRankedOffer }) {
  const sections = (['materia', 'sconti', 'rete', 'oneri', 'imposte'] as const).map((section) => ({ section, lines: offer.priced.lines.filter((line) => line.section === section) }))
  return (
    <div className="mt-3 space-y-4 text-sm">
      {sections
        .filter((group) => group.lines.length > 0)
        .map((group) => (
          <table key={group.section} className="w-full border-collapse">
            <caption className="pb-1 text-left font-semibold text-ink-900">{group.section === 'materia' ? t.materia[offer.commodity] : t.sections[group.section]}</caption>
            <tbody>
              {group.lines.map((line, index) => (
                <tr key={index} className="border-t border-slate-200 align-top">
                  <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-700">
                    {line.label}
                    <span className="block text-xs text-slate-600">{lineArithmetic(line)}</span>
                  </th>
                  <td className="py-1 text-right font-semibold whitespace-nowrap text-ink-900">{euro(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      <p className="flex justify-between border-t border-slate-300 pt-2">
        <span>{t.subtotal}</span>
        <span className="font-semibold">{euro(offer.priced.subtotal)}</span>
      </p>
      <p className="flex justify-between text-base font-bold text-ink-900">
        <span>{t.total}</span>
        <span>{euro(offer.priced.total)}</span>
      </p>
      {offer.conditionalDiscounts.length > 0 && (
        <div>
          <p className="font-semibold text-ink-900">{t.conditional}</p>
          <ul className="list-disc pl-5 text-slate-700">
            {offer.conditionalDiscounts.map((discount) => (
              <li key={discount.name}>{discount.name}</li>
            ))}
          </ul>
        </div>
      )}
      {offer.url && (
        <p>
          <a className="font-semibold text-brand-800 underline" href={offer.url.startsWith('http') ? offer.url : `https://${offer.url}`} rel="noopener nofollow" target="_blank">
            {t.offerSite}
          </a>
        </p>
      )}
    </div>
  )
}

/** "2.700 kWh × 0,208000 €/kWh", "3 kW × 23,52 €/kW", "1.400 Smc × 0,45 €/Smc", "22 % di 814,88 €"; a fixed amount says so. */
function lineArithmetic(line: AreraLine): string {
  if (line.quantity === null || line.unitPrice === null) return line.unit === '€/anno' ? 'importo annuo' : 'importo'
  // VAT (positive) and a discount in % (negative) are a rate of an amount in euro.
  if (line.unit === '€') return `${formatItalianNumber(Math.abs(line.unitPrice) * 100, 2)} % di ${euro(line.quantity)}`
  const unit = `€/${line.unit}`
  return `${formatItalianNumber(line.quantity, 2)} ${line.unit} × ${formatItalianNumber(line.unitPrice, 6, 2)} ${unit}`
}
