import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  answersToLabelledDetails,
  answersToText,
  canContinueGroup,
  firstStep,
  nextStep,
  previousStep,
  progress,
  pruneHiddenAnswers,
  validateAnswers,
  visibleFields,
  visibleSteps,
  type Answers,
  type LabelledDetail,
  UiTextsSchema,
} from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import type { QuestionnaireSlug } from '#content-schema'
import { progressLabel } from '../../../site/src/islands/questionnaire/texts.ts'

// The engine's progress, worded with the default texts of "Testi dell'interfaccia" (the island adds "La tua stima" as one
// more step, withEstimateStep: tests/unit/estimate/copy.test.ts).
const texts = UiTextsSchema.parse({}).questionnaire

/**
 * One screen of a walk: the visitor is on step `at` (seeing `label`), gives `answer` (merged into
 * the answers so far, then pruned, as the island does), sees `fields` of a group and whether
 * 'Continua' is offered, then goes forward, back, or stays to change something on the same screen.
 */
type WalkEntry = {
  at: string
  label?: string
  answer?: Answers
  fields?: string[]
  canContinue?: boolean
  go?: 'next' | 'back' | 'stay'
}

type Path = {
  name: string
  questionnaire?: QuestionnaireSlug
  walk: WalkEntry[]
  end: 'complete' | 'leave'
  /** Visible steps once the walk is over. */
  visible: string[]
  /** Pressing back repeatedly from the contact form. */
  back: string[]
  valid: boolean
  issues?: Array<{ key: string; message: string }>
  /** The answers the island holds at the end. */
  answers?: Answers
  text?: Record<string, string>
  details?: LabelledDetail[]
}

type PathFile = { questionnaire?: QuestionnaireSlug; paths: Path[] }

/**
 * Of `seen`, the things a path's entry (or its end) names in `stated`, beside what it states of them: an entry checks
 * what it names, one comparison for all of them, whatever it leaves out.
 */
function statedAndSeen<K extends string>(stated: Partial<Record<K, unknown>>, seen: Record<K, unknown>) {
  const named = (Object.keys(seen) as K[]).filter((key) => stated[key] !== undefined)
  return { stated: Object.fromEntries(named.map((key) => [key, stated[key]])), seen: Object.fromEntries(named.map((key) => [key, seen[key]])) }
}

const directory = new URL('./paths/', import.meta.url)
const files = readdirSync(directory).filter((name) => name.endsWith('.json'))

const table = files.flatMap((file) => {
  const content = JSON.parse(readFileSync(new URL(file, directory), 'utf8')) as PathFile
  return content.paths.map((path) => {
    const slug = path.questionnaire ?? content.questionnaire
    if (!slug) throw new Error(`${file}: "${path.name}" does not say which questionnaire it walks`)
    return { file, slug, path }
  })
})

describe('questionnaire paths', () => {
  it('covers the three main questionnaires and every other service', () => {
    const slugs = new Set(table.map((row) => row.slug))
    expect([...slugs].sort()).toEqual(Object.keys(questionnaireFixtures).sort())
    expect(table.filter((row) => row.slug === 'luce-gas' && row.file === 'luce-gas.json')).toHaveLength(15)
  })

  it.each(table.map((row) => [`${row.slug}: ${row.path.name}`, row] as const))('%s', (_, { slug, path }) => {
    const definition = questionnaireFixtures[slug]
    const keyAt = (index: number) => definition.steps[index].key
    let answers: Answers = {}
    let current: number | 'complete' | 'leave' = firstStep(definition, answers)

    path.walk.forEach((entry, position) => {
      const where = `passo ${position + 1} del percorso`
      expect(current, where).not.toBe('complete')
      expect(current, where).not.toBe('leave')
      const index = current as number
      expect(keyAt(index), where).toBe(entry.at)
      const label = progressLabel(texts, progress(definition, answers, index))

      if (entry.answer) answers = pruneHiddenAnswers(definition, { ...answers, ...entry.answer })
      const step = definition.steps[index]
      const screen = statedAndSeen({ label: entry.label, fields: entry.fields }, { label, fields: visibleFields(definition, answers, index).map((field) => field.key) })
      expect(screen.seen, where).toEqual(screen.stated)
      // 'Continua' is offered on a group once its shown questions are answered (unless the entry says otherwise), and
      // never on a step of another kind.
      expect(canContinueGroup(definition, answers, index), where).toBe(step.kind === 'group' && (entry.canContinue ?? true))

      const go = entry.go ?? 'next'
      if (go === 'next') current = nextStep(definition, answers, index)
      else if (go === 'back') current = previousStep(definition, answers, index)
    })
    expect(current).toBe(path.end)

    expect(visibleSteps(definition, answers).map((step) => step.key)).toEqual(path.visible)

    const backChain: string[] = []
    let back: number | 'leave' = definition.steps.length - 1
    while (back !== 'leave') {
      back = previousStep(definition, answers, back)
      backChain.push(back === 'leave' ? 'leave' : keyAt(back))
    }
    expect(backChain).toEqual(path.back)

    const result = validateAnswers(definition, answers)
    expect(result.success).toBe(path.valid)
    const end = statedAndSeen(
      { issues: path.issues, answers: path.answers, text: path.text, details: path.details },
      { issues: result.success ? [] : result.issues, answers, text: answersToText(definition, answers), details: answersToLabelledDetails(definition, answers) },
    )
    expect(end.seen).toEqual(end.stated)

    const contact = definition.steps.length - 1
    const last = progress(definition, answers, contact)
    expect(progressLabel(texts, last)).toBe(`Passo ${path.visible.length} di ${path.visible.length}`)
    expect(last.ratio).toBe(1)
  })
})
