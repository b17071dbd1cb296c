/**
 * The one wording of a stored problem line, "Passo N «domanda»: message", written on save (`problems.ts`) and
 * read back by the admin's step titles, which show a flagged draft's problems on their steps.
 */
export function problemLine(step: number, question: string, message: string): string {
  return `${stepTitle(step, question)}: ${message}`
}

/** A step (0-based) as the editor reads it: `Passo 4 «Che tipo di impianto?»`. */
export function stepTitle(step: number, question: string): string {
  return `Passo ${step + 1}${question ? ` «${question}»` : ''}`
}

const LINE = /^Passo (\d+)(?: «.*?»)?: (.+)$/

/** The messages of the stored problems that concern one step (0-based). */
export function problemsOfStep(text: unknown, step: number): string[] {
  if (typeof text !== 'string') return []
  return text.split('\n').flatMap((line) => {
    const match = LINE.exec(line)
    return match && Number(match[1]) === step + 1 ? [match[2]] : []
  })
}
