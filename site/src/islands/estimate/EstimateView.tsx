import type { Estimate } from '#content-schema/estimate/estimate.ts'
import { formatBasisLine, formatEstimateFigure, formatEstimateNumber } from '#content-schema/estimate/format.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'

/** The words around the figures, as the page hands them over (the CMS's "Testi dell'interfaccia"). */
export type EstimateTexts = UiTexts['estimate']

/**
 * An estimate as the visitor reads it, on the questionnaire's result step and on the offers page: the figures,
 * each marked indicative and with the limit or assumption it rests on beside it (and an insurance premium with the
 * site's RUI registration) and, when a value used is older than the editors' validity, a warning saying so, a bar chart drawn with CSS (its
 * numbers are in the text, the bars are decoration), how it was computed and every value used with its source. An
 * estimate the answers do not allow shows no figure, only why.
 */
export function EstimateView({ texts: m, estimate, headingId }: { texts: EstimateTexts; estimate: Estimate; headingId?: string }) {
  if (estimate.figures.length === 0) {
    return (
      <div className="space-y-6" data-testid="estimate">
        <p data-testid="estimate-notice" className="rounded-2xl bg-slate-50 p-4 text-slate-800 ring-1 ring-slate-200">
          {estimate.notice}
        </p>
      </div>
    )
  }
  const chart = estimate.chart
  const highest = Math.max(1, ...(chart?.bars ?? []).map((bar) => bar.value))
  return (
    <div className="space-y-6" data-testid="estimate">
      <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">{m.indicative}</p>
      {estimate.warning && (
        <p data-testid="estimate-warning" role="note" className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300">
          {estimate.warning}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        {estimate.figures.map((figure) => (
          <div
            key={figure.label}
            data-testid="estimate-figure"
            className={`rounded-2xl p-4 ring-1 ${figure.highlight ? 'bg-brand-50 ring-brand-300' : 'bg-slate-50 ring-slate-200'}`}
          >
            <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
            <dd className={`mt-1 font-extrabold text-ink-900 ${figure.highlight ? 'text-3xl text-brand-800' : 'text-xl'}`}>
              <span data-testid="estimate-value">{formatEstimateFigure(figure)}</span>
              <span className="ml-2 align-middle text-xs font-semibold text-slate-600">{m.figureNote}</span>
            </dd>
            {figure.note && (
              <dd data-testid="estimate-note" className="mt-1 text-sm text-slate-700">
                {figure.note}
              </dd>
            )}
            {estimate.intermediary && (
              <dd data-testid="estimate-intermediary" className="mt-1 text-xs text-slate-600">
                {estimate.intermediary}
              </dd>
            )}
          </div>
        ))}
      </dl>
      {chart && (
        <figure className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" aria-labelledby={headingId ? `${headingId}-chart` : undefined}>
          <figcaption id={headingId ? `${headingId}-chart` : undefined} className="text-sm font-semibold text-slate-800">
            {chart.title} <span className="font-normal text-slate-600">{m.chartNote}</span>
            {estimate.intermediary && <span className="block text-xs font-normal text-slate-600">{estimate.intermediary}</span>}
          </figcaption>
          <ul className="mt-3 space-y-3">
            {chart.bars.map((bar) => (
              <li key={bar.label}>
                <div className="flex justify-between gap-3 text-sm text-slate-700">
                  <span>{bar.label}</span>
                  <span className="font-semibold text-ink-900">{formatEstimateNumber(bar.value, chart.unit)}</span>
                </div>
                <div aria-hidden="true" className="mt-1 h-3 rounded-full bg-slate-100">
                  <div className="h-3 rounded-full bg-brand-600" style={{ width: `${Math.max(2, Math.round((bar.value / highest) * 100))}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </figure>
      )}
      <p className="text-sm text-slate-700">{m.disclaimer}</p>
      <details className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold text-slate-800">{m.assumptions}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {estimate.assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {estimate.basis.length > 0 ? (
          <>
            <p className="mt-3 font-semibold text-slate-800">{m.sources}</p>
            <ul className="mt-1 space-y-2" data-testid="estimate-basis">
              {estimate.basis.map((line) => {
                const shown = formatBasisLine(line)
                return (
                  <li key={line.key} data-testid="estimate-basis-line">
                    {shown.label}: <strong className="font-semibold text-ink-900">{shown.value}</strong>
                    {shown.source && <span className="block text-xs text-slate-600">{shown.source}</span>}
                  </li>
                )
              })}
            </ul>
          </>
        ) : (
          // An estimate stored before its basis was: the sources it listed then.
          estimate.sources &&
          estimate.sources.length > 0 && (
            <>
              <p className="mt-3 font-semibold text-slate-800">{m.sources}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {estimate.sources.map((source) => (
                  <li key={source}>{source}</li>
                ))}
              </ul>
            </>
          )
        )}
      </details>
    </div>
  )
}

/** The estimate stored with a request, as its own section of the offers and tracker pages. */
export function EstimatePanel({ texts: m, estimate }: { texts: EstimateTexts; estimate: Estimate }) {
  return (
    <section aria-labelledby="stima-titolo" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="stima-titolo" className="text-xl font-bold text-ink-900">
        {m.title}
      </h2>
      <div className="mt-4">
        <EstimateView texts={m} estimate={estimate} headingId="stima-richiesta" />
      </div>
    </section>
  )
}
