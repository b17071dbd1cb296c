import type { Progress } from '#content-schema/questionnaire/engine.ts'
import { fillText } from '#content-schema/textTemplate.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'

/** The questionnaire's words as the page hands them to the island (the CMS's "Testi dell'interfaccia"). */
export type QuestionnaireTexts = {
  questionnaire: UiTexts['questionnaire']
  contactStep: UiTexts['contactStep']
  postcode: UiTexts['postcode']
  estimate: UiTexts['estimate']
}

/**
 * The progress a visitor reads: "La tua stima" is a step of its own between the last question and the contact form,
 * so on the estimate it is "Passo 8 di 9" and on the form "Passo 9 di 9", never the same number twice. The engine's
 * own count (questions only) is what the progress records keep.
 */
export function withEstimateStep(status: Progress, pastEstimate: boolean): Progress {
  const step = status.step + (pastEstimate ? 1 : 0)
  const total = status.total + 1
  return { ...status, step, total, ratio: step / total }
}

/** "Passo 2 di 5", or "Passo 1 di circa 6" while later answers can still hide steps. */
export function progressLabel(texts: UiTexts['questionnaire'], status: Progress): string {
  return fillText(status.approximate ? texts.progressApproximate : texts.progress, { passo: status.step, totale: status.total })
}

/** The multiple-choice step's button, worded by how many options are chosen. */
export function continueSelectedLabel(texts: UiTexts['questionnaire'], count: number): string {
  return fillText(count === 1 ? texts.continueOne : texts.continueMany, { numero: count })
}
