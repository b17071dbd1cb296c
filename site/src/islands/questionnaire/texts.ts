import type { Progress } from '#content-schema/questionnaire/engine.ts'
import { fillText } from '#content-schema/textTemplate.ts'
import type { UiTexts } from '#content-schema/uiTexts.ts'

/** The questionnaire's words as the page hands them to the island (the CMS's "Testi dell'interfaccia"). */
export type QuestionnaireTexts = {
  questionnaire: UiTexts['questionnaire']
  contactStep: UiTexts['contactStep']
  postcode: UiTexts['postcode']
  estimate: UiTexts['estimate']
}

/** "Passo 2 di 5", or "Passo 1 di circa 6" while later answers can still hide steps. */
export function progressLabel(texts: UiTexts['questionnaire'], status: Progress): string {
  return fillText(status.approximate ? texts.progressApproximate : texts.progress, { passo: status.step, totale: status.total })
}

/** The multiple-choice step's button, worded by how many options are chosen. */
export function continueSelectedLabel(texts: UiTexts['questionnaire'], count: number): string {
  return fillText(count === 1 ? texts.continueOne : texts.continueMany, { numero: count })
}
