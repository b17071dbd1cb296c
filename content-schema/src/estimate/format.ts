import { formatItalianNumber, formatItalianPrice } from '../numberFormat.ts'
import type { Estimate, EstimateBasis, EstimateFigure } from './estimate.ts'
import { formatCivilDate } from '../italyClock.ts'

/**
 * Fixed wording that is not an editor's: the island, the offers page, the e-mails and the merchant's view format an estimate the same way.
 * What the visitor reads around the figures is in the interface texts (uiTexts.ts, `estimate`).
 */
export const estimateMessages = {
  merchantContext: 'Stima indicativa mostrata al cliente',
  noFigure: 'Nessuna cifra',
  warning: 'Attenzione',
} as const

const digitsFor = (unit: EstimateFigure['unit']) => (unit === 'kWp' || unit === 'anni' ? 1 : 0)

/** "1.080 €/anno", "8.000 €", "6,8 anni", "35 %": Italian grouping on every number, four digits included. */
export function formatEstimateNumber(value: number, unit: EstimateFigure['unit']): string {
  return `${formatItalianNumber(value, digitsFor(unit))} ${unit}`
}

/** "1.080 €/anno", or "8.000 – 15.500 €" for a range. */
export function formatEstimateFigure(figure: Pick<EstimateFigure, 'value' | 'max' | 'unit'>): string {
  if (figure.max === undefined) return formatEstimateNumber(figure.value, figure.unit)
  return `${formatItalianNumber(figure.value, digitsFor(figure.unit))} – ${formatEstimateNumber(figure.max, figure.unit)}`
}

/** A parameter's value as "Come l’abbiamo calcolata" shows it: fractions as percentages, prices to the cent or finer. */
export function formatBasisValue(line: Pick<EstimateBasis, 'value' | 'unit'>): string {
  if (line.unit === 'frazione') return `${formatItalianNumber(line.value * 100, 1)} %`
  const number = line.unit.startsWith('€/') ? formatItalianPrice(line.value) : formatItalianNumber(line.value, 4)
  return line.unit ? `${number} ${line.unit}` : number
}

/** "Luce: prezzo … : 0,3 €/kWh — ARERA, … (01/10/2025)": one parameter used, with its value, source and date. */
export function formatBasisLine(line: EstimateBasis): { label: string; value: string; source: string } {
  return { label: line.label, value: formatBasisValue(line), source: line.source ? `${line.source} (${formatCivilDate(line.sourceDate)})` : '' }
}

/**
 * The estimate as label/value rows for the e-mails, each label followed by the note marking it indicative (and each
 * value by the RUI registration, when there is one, and by the figure's own note), then the warning of values older
 * than their validity; an estimate without figures is one row saying why.
 */
export function estimateDetails(estimate: Estimate, note: string): Array<{ label: string; value: string }> {
  if (estimate.figures.length === 0) return estimate.notice ? [{ label: estimateMessages.noFigure, value: estimate.notice }] : []
  // A premium shown as a registered intermediary carries the registration beside it, in the e-mail as on the page.
  const beside = estimate.intermediary ? ` · ${estimate.intermediary}` : ''
  const rows = estimate.figures.map((figure) => ({ label: `${figure.label} ${note}`, value: `${formatEstimateFigure(figure)}${beside}${figure.note ? ` (${figure.note})` : ''}` }))
  return estimate.warning ? [...rows, { label: estimateMessages.warning, value: estimate.warning }] : rows
}
