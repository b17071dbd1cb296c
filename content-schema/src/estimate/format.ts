import type { Estimate, EstimateFigure } from './estimate.ts'

/**
 * Browser-safe: the island, the offers page, the e-mails and the merchant's view format an estimate the same way.
 * What the visitor reads around the figures is in the interface texts (uiTexts.ts, `estimate`).
 */
export const estimateMessages = {
  merchantContext: 'Stima indicativa mostrata al cliente',
} as const

const integer = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 })
const decimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 })

export function formatEstimateNumber(value: number, unit: EstimateFigure['unit']): string {
  const digits = unit === 'kWp' || unit === 'anni' ? decimal : integer
  const number = digits.format(value)
  return unit === '%' ? `${number} %` : `${number} ${unit}`
}

/** "1.080 €/anno", or "800 – 1.500 €" for a range. */
export function formatEstimateFigure(figure: Pick<EstimateFigure, 'value' | 'max' | 'unit'>): string {
  if (figure.max === undefined) return formatEstimateNumber(figure.value, figure.unit)
  const digits = figure.unit === 'kWp' || figure.unit === 'anni' ? decimal : integer
  return `${digits.format(figure.value)} – ${formatEstimateNumber(figure.max, figure.unit)}`
}

/** The estimate as label/value rows for the e-mails, each label followed by the note marking it indicative. */
export function estimateDetails(estimate: Estimate, note: string): Array<{ label: string; value: string }> {
  return estimate.figures.map((figure) => ({ label: `${figure.label} ${note}`, value: formatEstimateFigure(figure) }))
}
