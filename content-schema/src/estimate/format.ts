import type { Estimate, EstimateFigure } from './estimate.ts'

/** Browser-safe: the island, the offers page, the e-mail and the merchant's view word an estimate the same way. */
export const estimateMessages = {
  title: 'La tua stima',
  indicative: 'Stima indicativa',
  disclaimer:
    'Tutte le cifre sono indicative: sono calcolate dalle tue risposte e da valori medi di mercato. L’offerta vera arriva dal professionista che ti contatta.',
  assumptions: 'Come l’abbiamo calcolata',
  sources: 'Fonti',
  continue: 'Continua e ricevi le offerte',
  loading: 'Calcolo della stima in corso…',
  unavailable: 'Non riusciamo a calcolare la stima in questo momento: puoi continuare lo stesso.',
  chartLabel: (title: string) => `Grafico: ${title}`,
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

/** The estimate as label/value rows, each marked indicative (e-mails, the merchant's lead view). */
export function estimateDetails(estimate: Estimate): Array<{ label: string; value: string }> {
  return estimate.figures.map((figure) => ({ label: `${figure.label} (stima indicativa)`, value: formatEstimateFigure(figure) }))
}
